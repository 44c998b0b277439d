import { expect, test, type Page } from '@playwright/test'
import { fullCartStorageValue } from '../../scripts/bench/full-cart.ts'
import { elementIsHydrated } from '../../scripts/bench/hydration-marks.ts'
import { expectHydrated, holdPaintReports, openWithPaintsHeld, reportPaintsAndHydrate } from './hydration.ts'
import { storedAmounts } from './stored-cart.ts'

// ADR 035: the presentational blocks hydrate after the start. Until their code is here hydration keeps the
// server's markup of each in its Suspense boundary; it must then hydrate that markup, never throw it
// away and render the block again, even when the login check answers and a stored cart starts the cart
// machine meanwhile (both change what the page's providers hold right after hydration).

/**
 * Marks every element of the server's page as the parser made it, before any script of the page runs:
 * an element the page rendered itself in the browser does not carry the mark.
 */
async function markServerElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return
      for (const element of document.querySelectorAll('main *')) {
        Object.defineProperty(element, 'fromServer', { value: true })
      }
    })
  })
}

/** Whether the element belongs to the hydrated tree (scripts/bench/hydration-marks.ts). */
function isHydrated(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(elementIsHydrated, selector)
}

function isFromServer(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(
    (target) => Reflect.get(document.querySelector(target) ?? {}, 'fromServer') === true,
    selector,
  )
}

for (const { name, storage } of [
  { name: 'an empty cart', storage: null },
  { name: 'a stored cart', storage: fullCartStorageValue() },
]) {
  test(`the landing page's blocks are hydrated from the server's markup, with ${name}`, async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    if (storage !== null) {
      await page.addInitScript((value) => window.localStorage.setItem('cart', value), storage)
    }
    await markServerElements(page)
    const blockCode: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/chunks\/.+\.js/.test(request.url())) blockCode.push(request.url())
    })
    await page.goto('/en-EU')
    await expectHydrated(page)

    const hero = 'main h1'
    await expect.poll(() => isHydrated(page, hero)).toBe(true)
    expect(await isFromServer(page, hero)).toBe(true)
    // Every element of the page's main part is still the server's: nothing was rendered again.
    await page.waitForLoadState('networkidle')
    const rendered = await page.evaluate(
      () =>
        [...document.querySelectorAll('main *')].filter((element) => !Reflect.get(element, 'fromServer'))
          .length,
    )
    expect(rendered).toBe(0)
    if (storage !== null) {
      // The stored cart did start the cart machine: the header counts its lines.
      await expect(page.locator('header').getByRole('link', { name: /cart/i })).toContainText(/[1-9]/)
    }
    expect(errors).toEqual([])
  })
}

test('a station page hydrates its header and services from the server markup, the clock included', async ({
  page,
}) => {
  await markServerElements(page)
  await page.goto('/en-EU/stationsearch/helsinki-roihupelto')
  await expectHydrated(page)
  // The header (name, today's hours, open now) and the services list hydrate after the start.
  for (const selector of ['main h1', '.station-header', '.station-attributes']) {
    await expect.poll(() => isHydrated(page, selector)).toBe(true)
    expect(await isFromServer(page, selector), selector).toBe(true)
  }
})

test("the locator's rows hydrate one by one after the block, from the server's markup", async ({ page }) => {
  await markServerElements(page)
  await page.goto('/en-EU/stationsearch')
  await expectHydrated(page)
  const rows = page.locator('.station-locator__item')
  await expect(rows).toHaveCount(20)
  // Each row is a slice of its own inside the block's (components/hydration-slices.tsx): every one is
  // hydrated in the end, and none was rendered again in its place.
  for (const selector of ['.station-locator__item:first-child', '.station-locator__item:last-child']) {
    await expect.poll(() => isHydrated(page, selector)).toBe(true)
    expect(await isFromServer(page, selector), selector).toBe(true)
  }
  const fromServer = await page.evaluate(() =>
    [...document.querySelectorAll('.station-locator__item')].map(
      (row) => Reflect.get(row, 'fromServer') === true,
    ),
  )
  expect(fromServer).toEqual(Array.from({ length: 20 }, () => true))
})

test('an article and a list of articles hydrate their dates without Intl: the page brought their texts', async ({
  page,
}) => {
  // Counts every date formatter the page's code creates (the first one loads the locale's data).
  await page.addInitScript(() => {
    const created: string[] = []
    Object.assign(window, { dateFormattersCreated: created })
    const NativeFormat = Intl.DateTimeFormat
    Intl.DateTimeFormat = new Proxy(NativeFormat, {
      construct(target, args: [string?, Intl.DateTimeFormatOptions?]) {
        created.push(String(args[0]))
        return new target(...args)
      },
      apply(target, _this, args: [string?, Intl.DateTimeFormatOptions?]) {
        created.push(String(args[0]))
        return target(...args)
      },
    })
    const dateProto: { toLocaleDateString: (...args: unknown[]) => string } = Date.prototype
    dateProto.toLocaleDateString = new Proxy(dateProto.toLocaleDateString, {
      apply(target, thisDate: Date, args: unknown[]) {
        created.push(String(args[0]))
        return Reflect.apply(target, thisDate, args)
      },
    })
  })
  await markServerElements(page)
  const created = () =>
    page.evaluate(() => ('dateFormattersCreated' in window ? window.dateFormattersCreated : 'not recorded'))
  for (const { path, date } of [
    { path: '/en-EU/article/hvo100-at-every-station', date: '.article time' },
    { path: '/en-EU/about-us/news', date: '.article-teaser time' },
  ]) {
    await page.goto(path)
    await expectHydrated(page)
    await expect.poll(() => isHydrated(page, date)).toBe(true)
    expect(await isFromServer(page, date), date).toBe(true)
    await expect(page.locator(date).first()).toHaveText(/^(Published )?\d{1,2} [A-Z][a-z]+ 20\d\d$/)
    expect(await created()).toEqual([])
  }
})

// ADR 040 for a shared page (the landing page), ADR 041 for a personal one (the checkout, nonce'd).
for (const { name, path } of [
  { name: 'a shared page', path: '/en-EU' },
  { name: 'a personal page', path: '/en-EU/checkout' },
]) {
  test(`ADR 040: ${name} fetches and runs its modules only once its first contentful paint is reported`, async ({
    page,
  }) => {
    await holdPaintReports(page)
    await page.addInitScript(() => {
      const violations: string[] = []
      Reflect.set(window, 'cspViolations', violations)
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
      )
    })
    const modules: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') modules.push(request.url())
    })
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    // Frames have come and gone (an animation frame is answered), and still no script was asked for.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))))
    expect(modules).toEqual([])
    expect(await isHydrated(page, 'main h1')).toBe(false)

    await page.evaluate(() => window.dispatchEvent(new Event('report-paints')))
    await expectHydrated(page)
    expect(modules.some((url) => url.includes('/assets/entries/entry-client-routing.'))).toBe(true)
    // The modules ran by the start script's hash (shared) or nonce (personal), refused by nothing.
    expect(await page.evaluate(() => JSON.stringify(Reflect.get(window, 'cspViolations')))).toBe('[]')
  })
}

test("ADR 041: a personal page's start script carries the answer's nonce", async ({ page }) => {
  const response = await page.goto('/en-EU/checkout')
  const html = (await response?.text()) ?? ''
  const policy = (await response?.headerValue('content-security-policy')) ?? ''
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
  expect(nonce).toBeDefined()
  // Vike's entry script is gone: the start script names it, with the nonce the entry carried.
  expect(html).not.toMatch(/<script src="\/assets\/entries\/entry-client-routing\.[^"]+" type="module"/)
  expect(html).toContain(`<script nonce="${nonce}" data-page-modules="/assets/entries/entry-client-routing.`)
  await expectHydrated(page)
})

test('a mobile menu opened before the page hydrated is still open after it', async ({ page }) => {
  test.skip(test.info().project.name !== 'chromium-mobile', 'the menu button shows on narrow screens only')
  await openWithPaintsHeld(page, '/en-EU/article/hvo100-at-every-station')
  // Not hydrated yet: the menu is a link to its panel, which the page then shows as its target.
  await page.locator('a.mobile-menu__button').click()
  const switcher = page.getByRole('navigation', { name: 'Language' })
  await expect(switcher).toBeVisible()
  expect(await isHydrated(page, 'main h1')).toBe(false)

  await reportPaintsAndHydrate(page)
  const button = page.locator('button.mobile-menu__button')
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect(switcher).toBeVisible()
  await button.click()
  await expect(switcher).toBeHidden()
})

test('a long table shown all by its link before the page hydrated stays so after it', async ({ page }) => {
  await openWithPaintsHeld(page, '/en-EU/private/products/car-wash')
  const table = page.getByRole('table', { name: /^Car wash programmes at Aurora stations/ })
  // Not hydrated yet: "Show all" is a link to the first row it hides, which the page then shows as its target.
  await expect(table.locator('tbody tr:visible')).toHaveCount(5)
  await page.getByRole('link', { name: 'Show all' }).click()
  await expect(table.locator('tbody tr:visible')).toHaveCount(7)
  expect(await isHydrated(page, 'main h1')).toBe(false)

  await reportPaintsAndHydrate(page)
  const toggle = page.getByRole('button', { name: 'Show fewer' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(table.locator('tbody tr:visible')).toHaveCount(7)
  await toggle.click()
  await expect(table.locator('tbody tr:visible')).toHaveCount(5)
  await expect(page.getByRole('button', { name: 'Show all' })).toHaveAttribute('aria-expanded', 'false')
})

test('a card opened before the page hydrated stays open after it, and the page then closes it', async ({
  page,
}) => {
  await openWithPaintsHeld(page, '/en-EU/private/products')
  const button = page.getByRole('button', { name: 'How gift cards work' })
  const dialog = page.getByRole('dialog', { name: 'Aurora gift cards' })
  // Not hydrated yet: the button's HTML command opens the dialog.
  await button.click()
  await expect(dialog).toBeVisible()
  expect(await isHydrated(page, 'main h1')).toBe(false)

  await reportPaintsAndHydrate(page)
  // The card's block hydrates after the start (ADR 035); once it has, the dialog is still open, and
  // Escape, pressed at once, closes it for good: the modal machine, still loading, does not reopen it.
  await expect.poll(() => isHydrated(page, 'dialog.dialog[open]')).toBe(true)
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(button).toBeFocused()
  await page.waitForLoadState('networkidle')
  await expect(dialog).toBeHidden()
  // Hydrated, the button opens it again, through the page's modal machine.
  await button.click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
  await expect(button).toBeFocused()
})

// ADR 044: a button pressed between the paint and hydration, with no handler yet, does what it was
// pressed for once its code runs, once however often the visitor pressed.
test('Add to cart pressed twice before the page hydrated adds the product once as it hydrates', async ({
  page,
}) => {
  await openWithPaintsHeld(page, '/en-EU/private/products/car-wash')
  const add = page.getByRole('article', { name: 'Basic wash', exact: true }).getByRole('button', {
    name: 'Add to cart',
  })
  await add.click()
  await add.click()
  expect(await isHydrated(page, 'main h1')).toBe(false)
  expect(await storedAmounts(page)).toEqual({})

  await reportPaintsAndHydrate(page)
  const dialog = page.getByRole('dialog', { name: 'Added to your cart' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Basic wash')
  await expect.poll(() => storedAmounts(page)).toEqual({ 'WASH-BASIC': 1 })
  // Nothing more comes: the second press before hydration was the same press.
  await page.waitForLoadState('networkidle')
  expect(await storedAmounts(page)).toEqual({ 'WASH-BASIC': 1 })
})

test('a submenu button pressed before the page hydrated opens its submenu as it hydrates', async ({
  page,
}) => {
  test.skip(test.info().project.name !== 'chromium-desktop', 'the submenu buttons show on wide screens only')
  await openWithPaintsHeld(page, '/en-EU/article/hvo100-at-every-station')
  const toggle = page.getByRole('button', { name: 'Business: submenu' })
  const submenuLink = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Business customers' })
  await toggle.click()
  await expect(submenuLink).toBeHidden()

  await reportPaintsAndHydrate(page)
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(submenuLink).toBeVisible()
  await toggle.click()
  await expect(submenuLink).toBeHidden()
})

// A control whose no-script form is a link becomes a button as its part hydrates: a keyboard visitor on
// the link is on the button afterwards, not thrown back to the start of the page.
test('the focus on a long table’s "Show all" link before the page hydrated is on its button after it', async ({
  page,
}) => {
  await openWithPaintsHeld(page, '/en-EU/private/products/car-wash')
  const link = page.getByRole('link', { name: 'Show all' })
  await link.focus()
  await expect(link).toBeFocused()

  await reportPaintsAndHydrate(page)
  const button = page.getByRole('button', { name: 'Show all' })
  await expect(button).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Show fewer' })).toBeFocused()
})

test('the focus on the menu link before the page hydrated is on the menu button after it', async ({
  page,
}) => {
  test.skip(test.info().project.name !== 'chromium-mobile', 'the menu button shows on narrow screens only')
  await openWithPaintsHeld(page, '/en-EU/article/hvo100-at-every-station')
  await page.locator('a.mobile-menu__button').focus()

  await reportPaintsAndHydrate(page)
  const button = page.getByRole('button', { name: 'Menu' })
  await expect(button).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(button).toHaveAttribute('aria-expanded', 'true')
})

// ADR 045: the switcher's links leave the cookie to the page's first script, which listens from the start.
test('a language chosen before the page hydrated is remembered for the bare address', async ({
  page,
  context,
}) => {
  await openWithPaintsHeld(page, '/en-EU/article/hvo100-at-every-station')
  // On a phone the switcher is in the menu, which opens by its link before hydration.
  if (test.info().project.name === 'chromium-mobile') await page.locator('a.mobile-menu__button').click()
  const svenska = page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: 'Svenska', exact: true })
  expect(await isHydrated(page, 'main h1')).toBe(false)
  await svenska.click()
  await expect(page).toHaveURL('/sv-SE/artikel/hvo100-pa-alla-stationer')
  const cookies = await context.cookies()
  expect(cookies.find((cookie) => cookie.name === 'locale')).toMatchObject({
    value: 'sv-SE',
    path: '/',
    sameSite: 'Lax',
  })

  // The bare address follows the choice, not the browser's English.
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv-SE')
})
