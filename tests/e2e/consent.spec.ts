import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './axe.ts'
import { expectHydrated, openWithPaintsHeld, reportPaintsAndHydrate } from './hydration.ts'

/*
 * Issue 16 cookie consent, with the tag manager the e2e server is configured with (GTM_ID=GTM-E2ETEST,
 * playwright.config.ts). The tag manager's host is answered here with a tiny script, so nothing leaves
 * the machine; every request the page makes is recorded. These tests start as a first visit: without the
 * stored refusal every other test gets.
 */
test.use({ storageState: { cookies: [], origins: [] } })

const tagManagerScript = 'https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST'

interface Visit {
  /** Every request the page made to another origin than the site's. */
  foreignRequests: string[]
}

async function recordVisit(page: Page): Promise<Visit> {
  const visit: Visit = { foreignRequests: [] }
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1:')) visit.foreignRequests.push(request.url())
  })
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/javascript',
      body: 'window.tagManagerStarted = (window.tagManagerStarted || 0) + 1',
    }),
  )
  return visit
}

/** The data layer as plain data: gtag commands (arguments objects) as `{ command: [...] }`. */
function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() => {
    const layer: unknown = Reflect.get(window, 'dataLayer')
    if (!Array.isArray(layer)) return []
    return layer.map((entry: unknown) => {
      if (Object.prototype.toString.call(entry) !== '[object Arguments]') return entry
      const command: unknown[] = Array.prototype.slice.call(entry)
      return { command }
    })
  })
}

async function dataLayerEvents(page: Page): Promise<string[]> {
  return (await dataLayer(page)).flatMap((entry) => {
    const event: unknown =
      typeof entry === 'object' && entry !== null ? Reflect.get(entry, 'event') : undefined
    return typeof event === 'string' ? [event] : []
  })
}

/** Presses Tab until `target` has the focus, ten times at most, as a keyboard visitor would. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (
    let step = 0;
    step < 10 && !(await target.evaluate((element) => element === document.activeElement));
    step += 1
  ) {
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

/** The stored consent choice (the `cookie_consent` cookie's JSON), `{}` when none is stored. */
async function storedChoice(context: BrowserContext): Promise<unknown> {
  const stored = (await context.cookies()).find((cookie) => cookie.name === 'cookie_consent')
  return JSON.parse(decodeURIComponent(stored?.value ?? '{}'))
}

function consentDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Cookie settings' })
}

/** A 404 page: its error tracking pushes a `struggle` event (spec §4) as soon as it is live. */
const missingPage = '/en-EU/no-such-page-for-consent'

test('before a choice nothing reaches the tag manager; accepting loads it and sends the queued event', async ({
  page,
}) => {
  const visit = await recordVisit(page)
  const response = await page.goto(missingPage)
  expect(response?.status()).toBe(404)
  await expectHydrated(page)
  await expect(consentDialog(page)).toBeVisible()
  // The title has the focus: the dialog is what a keyboard or screen-reader visitor meets first.
  await expect(page.getByRole('heading', { name: 'Cookie settings' })).toBeFocused()

  // No request off the site, no event on the data layer: only Consent Mode's denied defaults.
  await page.waitForLoadState('networkidle')
  expect(visit.foreignRequests).toEqual([])
  expect(await dataLayerEvents(page)).toEqual([])
  expect(await dataLayer(page)).toContainEqual({
    command: [
      'consent',
      'default',
      expect.objectContaining({ ad_storage: 'denied', analytics_storage: 'denied' }),
    ],
  })

  await consentDialog(page).getByRole('button', { name: 'Accept all' }).click()
  await expect(consentDialog(page)).toBeHidden()
  await expect.poll(() => page.evaluate((): unknown => Reflect.get(window, 'tagManagerStarted'))).toBe(1)
  expect(visit.foreignRequests).toEqual([tagManagerScript])
  expect(await dataLayerEvents(page)).toEqual(['gtm.js', 'struggle'])
  expect(await dataLayer(page)).toContainEqual({
    command: [
      'consent',
      'update',
      expect.objectContaining({ ad_storage: 'granted', analytics_storage: 'granted' }),
    ],
  })

  // The choice is kept: the next page asks nothing and its events go straight on.
  await page.goto('/en-EU/another-missing-page')
  await expectHydrated(page)
  await expect.poll(() => dataLayerEvents(page)).toEqual(['gtm.js', 'struggle'])
  await expect(consentDialog(page)).toBeHidden()
})

test('rejecting, with the keyboard, keeps the tag manager out and drops every event', async ({ page }) => {
  const visit = await recordVisit(page)
  await page.goto(missingPage)
  await expectHydrated(page)
  await expect(consentDialog(page)).toBeVisible()
  const reject = consentDialog(page).getByRole('button', { name: 'Reject all' })
  await tabTo(page, reject)
  await page.keyboard.press('Enter')
  await expect(consentDialog(page)).toBeHidden()

  await page.goto('/en-EU/yet-another-missing-page')
  await expectHydrated(page)
  await page.waitForLoadState('networkidle')
  await expect(consentDialog(page)).toBeHidden()
  expect(visit.foreignRequests).toEqual([])
  expect(await dataLayerEvents(page)).toEqual([])
})

test('the footer’s cookie settings and the cookie policy’s link reopen the dialog with the stored choice', async ({
  page,
}) => {
  const visit = await recordVisit(page)
  await page.goto('/en-EU')
  await expectHydrated(page)
  await consentDialog(page).getByRole('checkbox', { name: 'Statistics' }).check()
  await consentDialog(page).getByRole('button', { name: 'Save selection' }).click()
  await expect(consentDialog(page)).toBeHidden()
  // Statistics are enough for the tag manager.
  await expect.poll(() => visit.foreignRequests).toEqual([tagManagerScript])

  const footerButton = page.locator('footer').getByRole('button', { name: 'Cookie settings' })
  // Activated from the keyboard: on the phone viewport the header's mobile menu makes the page wider
  // than the screen (420 px at 390), and Chromium's zoomed-out layout sends a pointer click beside it.
  await footerButton.focus()
  await page.keyboard.press('Enter')
  await expect(consentDialog(page)).toBeVisible()
  await expect(consentDialog(page).getByRole('checkbox', { name: 'Statistics' })).toBeChecked()
  await expect(consentDialog(page).getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked()
  await expect(consentDialog(page).getByRole('checkbox', { name: 'Necessary' })).toBeDisabled()
  // Reopened, it may be closed without a change; focus goes back to the button that opened it.
  await page.keyboard.press('Escape')
  await expect(consentDialog(page)).toBeHidden()
  await expect(footerButton).toBeFocused()

  // The cookie policy page: a link in its content opens the settings where the visitor reads about them.
  await page.goto('/en-EU/private/privacy-policy/cookies')
  await expectHydrated(page)
  await expect(consentDialog(page)).toBeHidden()
  const contentLink = page.getByRole('main').getByRole('link', { name: 'Change your cookie settings' })
  await contentLink.focus()
  await page.keyboard.press('Enter')
  await expect(consentDialog(page)).toBeVisible()
  await expect(page).toHaveURL(/\/private\/privacy-policy\/cookies$/)
  await consentDialog(page).getByRole('button', { name: 'Close cookie settings' }).click()
  await expect(consentDialog(page)).toBeHidden()
  await expect(contentLink).toBeFocused()
})

test('the footer’s cookie settings open the dialog even before the footer has its code', async ({ page }) => {
  await recordVisit(page)
  await page.goto('/en-EU')
  await expectHydrated(page)
  await consentDialog(page).getByRole('button', { name: 'Reject all' }).click()
  await expect(consentDialog(page)).toBeHidden()

  // The footer hydrates after the start (ADR 035): its code is held back until the test lets it go.
  let releaseFooter = () => {}
  const footerHeld = new Promise<void>((resolve) => (releaseFooter = resolve))
  let footerCodeAsked = false
  await page.route('**/assets/chunks/*.js', async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (body.includes('site-footer__cookie-settings')) {
      footerCodeAsked = true
      await footerHeld
    }
    await route.fulfill({ response, body })
  })
  await page.goto('/en-EU')
  await expectHydrated(page)
  await expect.poll(() => footerCodeAsked).toBe(true)
  const footerButton = page.locator('footer').getByRole('button', { name: 'Cookie settings' })
  await footerButton.focus()
  await page.keyboard.press('Enter')
  await expect(consentDialog(page)).toBeVisible()
  await expect(consentDialog(page).getByRole('checkbox', { name: 'Statistics' })).not.toBeChecked()
  releaseFooter()
  await page.keyboard.press('Escape')
  await expect(consentDialog(page)).toBeHidden()
})

test('the open dialog passes axe and fits the viewport', async ({ page }) => {
  await recordVisit(page)
  await page.goto('/en-EU')
  await expectHydrated(page)
  const dialog = consentDialog(page)
  await expect(dialog).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  const viewport = page.viewportSize()
  const box = await dialog.boundingBox()
  expect(box).not.toBeNull()
  if (box !== null && viewport !== null) {
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
  }
  // Every answer can be reached within the dialog, on a phone too.
  for (const name of ['Reject all', 'Save selection', 'Accept all']) {
    await dialog.getByRole('button', { name }).scrollIntoViewIfNeeded()
    await expect(dialog.getByRole('button', { name })).toBeInViewport()
  }
})

/**
 * Holds back the consent runtime (components/consent/consent-runtime.ts, the one script that reads the
 * stored choice's `decidedAt`), which the consent code needs to ask or to save, until `release` is
 * called: the moments between the first paint and the consent code's arrival, which a slow phone lives
 * through, made as long as a test needs.
 */
async function holdConsentRuntime(page: Page): Promise<{ release: () => void }> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/assets/chunks/*.js', async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (body.includes('decidedAt')) await released
    await route.fulfill({ response, body })
  })
  return { release }
}

/**
 * A first visit to the cart (a short page, where the question is the largest thing painted), hydrated,
 * with the consent code held back until `release`: the server's question is what the visitor has.
 */
async function cartWithConsentCodeHeld(page: Page): Promise<{ visit: Visit; release: () => void }> {
  const visit = await recordVisit(page)
  const { release } = await holdConsentRuntime(page)
  await page.goto('/en-EU/cart')
  await expectHydrated(page)
  return { visit, release }
}

test('the question is painted with the page, before any script, and not for a visitor who has chosen', async ({
  page,
  context,
}) => {
  // No script at all: what the first paint shows.
  await page.route('**/assets/**/*.js', (route) => route.abort())
  await page.goto('/en-EU/cart')
  const question = consentDialog(page)
  await expect(question).toBeVisible()
  await expect(question.getByRole('button')).toHaveText(['Reject all', 'Save selection', 'Accept all'])
  await expectNoSeriousA11yViolations(page)
  // First in the body: the keyboard and a screen reader meet it before the page's own skip link.
  const questionFirst = await page.evaluate(() => {
    const skipLink = document.querySelector('a[href="#main"]')
    const prompt = document.getElementById('consent-prompt')
    return (
      prompt !== null &&
      skipLink !== null &&
      (prompt.compareDocumentPosition(skipLink) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
    )
  })
  expect(questionFirst).toBe(true)

  // A stored choice, even one the runtime will find too old, hides it before it is painted.
  await context.addCookies([{ name: 'cookie_consent', value: 'x', url: page.url() }])
  await page.goto('/en-EU/checkout')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(question).toBeHidden()
})

test('a question the browser has read only in part is not shown, so it never moves as the rest arrives', async ({
  page,
}) => {
  await page.route('**/assets/**/*.js', (route) => route.abort())
  await page.goto('/en-EU/cart')
  // The question as a page painted while its HTML is still being read holds it: its last answer not yet.
  const visibility = await page.evaluate(() => {
    const prompt = document.getElementById('consent-prompt')
    const lastAnswer = prompt?.querySelector('[data-consent-answer="accept"]')
    if (!prompt || !lastAnswer) return null
    const visibilityOf = () => getComputedStyle(prompt.querySelector('dialog') ?? prompt).visibility
    const whole = visibilityOf()
    const actions = lastAnswer.parentElement
    lastAnswer.remove()
    const inPart = visibilityOf()
    actions?.append(lastAnswer)
    return { whole, inPart, readAgain: visibilityOf() }
  })
  expect(visibility).toEqual({ whole: 'visible', inPart: 'hidden', readAgain: 'visible' })
})

test('the dialog takes the question’s place, the same size, with the boxes ticked on the question', async ({
  page,
}) => {
  const { release } = await cartWithConsentCodeHeld(page)
  const question = consentDialog(page)
  await question.getByRole('checkbox', { name: 'Marketing' }).check()
  const questionBox = await question.boundingBox()
  release()
  await expect(page.locator('#consent-prompt')).toHaveCount(0)
  const dialog = consentDialog(page)
  // The focus the visitor left on the question's box is on the dialog's, which is ticked as that was.
  await expect(dialog.getByRole('checkbox', { name: 'Marketing' })).toBeFocused()
  await expect(dialog.getByRole('checkbox', { name: 'Marketing' })).toBeChecked()
  await expect(dialog.getByRole('checkbox', { name: 'Statistics' })).not.toBeChecked()
  const dialogBox = await dialog.boundingBox()
  expect(questionBox).not.toBeNull()
  for (const side of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs((dialogBox?.[side] ?? -100) - (questionBox?.[side] ?? 100))).toBeLessThanOrEqual(1)
  }
})

test('a keyboard on the question’s "Reject all" is on the dialog’s when it takes the place, and Enter rejects', async ({
  page,
  context,
}) => {
  const { visit, release } = await cartWithConsentCodeHeld(page)
  const reject = consentDialog(page).getByRole('button', { name: 'Reject all' })
  await tabTo(page, reject)
  await expect(page.locator('#consent-prompt button[data-consent-answer="reject"]')).toBeFocused()
  // The dialog takes the question's place while the visitor is on the button.
  release()
  await expect(page.locator('#consent-prompt')).toHaveCount(0)
  await expect(reject).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(consentDialog(page)).toBeHidden()
  expect(await storedChoice(context)).toMatchObject({
    preferences: false,
    statistics: false,
    marketing: false,
  })
  expect(visit.foreignRequests).toEqual([])
})

test('an answer given on the question before the consent code is here is saved when it comes', async ({
  page,
  context,
}) => {
  const { visit, release } = await cartWithConsentCodeHeld(page)
  const question = consentDialog(page)
  await question.getByRole('checkbox', { name: 'Statistics' }).check()
  await question.getByRole('button', { name: 'Save selection' }).click()
  // Answered: the question goes at once, before the code that saves the answer has come.
  await expect(question).toBeHidden()
  expect(visit.foreignRequests).toEqual([])
  release()
  // Statistics are enough for the tag manager; no dialog asks again.
  await expect.poll(() => visit.foreignRequests).toEqual([tagManagerScript])
  expect(await storedChoice(context)).toMatchObject({
    preferences: false,
    statistics: true,
    marketing: false,
  })
  await page.waitForLoadState('networkidle')
  await expect(consentDialog(page)).toBeHidden()
})

// ADR 044: the question's answers and the footer's settings button have no code of their own before the
// page hydrates; a press on them then is kept and done as it hydrates.
test('the answer pressed last on the question before the page hydrated is saved as it hydrates', async ({
  page,
  context,
}) => {
  const visit = await recordVisit(page)
  await openWithPaintsHeld(page, '/en-EU')
  const question = consentDialog(page)
  await question.getByRole('checkbox', { name: 'Statistics' }).check()
  // Nothing happens yet, so the visitor presses again, another answer.
  await question.getByRole('button', { name: 'Reject all' }).click()
  await question.getByRole('button', { name: 'Save selection' }).click()
  await expect(question).toBeVisible()
  expect(await storedChoice(context)).toEqual({})

  await reportPaintsAndHydrate(page)
  await expect
    .poll(() => storedChoice(context))
    .toMatchObject({
      preferences: false,
      statistics: true,
      marketing: false,
    })
  await expect.poll(() => visit.foreignRequests).toEqual([tagManagerScript])
  await page.waitForLoadState('networkidle')
  await expect(consentDialog(page)).toBeHidden()
})

test('the footer’s cookie settings pressed before the page hydrated open the dialog as it hydrates', async ({
  page,
}) => {
  await page.goto('/en-EU')
  await expectHydrated(page)
  await consentDialog(page).getByRole('button', { name: 'Reject all' }).click()
  await expect(consentDialog(page)).toBeHidden()

  await openWithPaintsHeld(page, '/en-EU/article/hvo100-at-every-station')
  await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click()
  await expect(consentDialog(page)).toBeHidden()
  await reportPaintsAndHydrate(page)
  await expect(consentDialog(page)).toBeVisible()
  await expect(consentDialog(page).getByRole('checkbox', { name: 'Statistics' })).not.toBeChecked()
})
