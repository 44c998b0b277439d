import { expect, test, type Page } from '@playwright/test'
import { z } from 'zod'
import { expectNoSeriousA11yViolations } from './axe.ts'
import { expectHydrated } from './hydration.ts'

/** Each market's landing page in single-host mode: the default locale at `/`, the others under their prefix. */
const landingPages = [
  { path: '/', lang: 'fi-FI' },
  { path: '/en-EU', lang: 'en-EU' },
  { path: '/sv-SE', lang: 'sv-SE' },
  { path: '/no-NO', lang: 'no-NO' },
] as const

// A Finnish browser, so an unprefixed path means fi-FI by every step of the resolution order (DESIGN §1),
// including Accept-Language; Playwright's default en-US would make `/` depend on how English is matched.
test.use({ locale: 'fi-FI' })

/** Console errors and uncaught exceptions; a CSP violation reaches the console as an error. */
function collectBrowserErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  return errors
}

function cspNonce(csp: string | undefined): string | undefined {
  return /'nonce-([^']+)'/.exec(csp ?? '')?.[1]
}

for (const { path, lang } of landingPages) {
  test(`${path} renders the ${lang} landing page with one visible h1 inside a main landmark`, async ({
    page,
  }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('main')).toBeVisible()
  })

  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path)
    await expectNoSeriousA11yViolations(page)
  })

  test(`${path} hydrates without console errors`, async ({ page }) => {
    const errors = collectBrowserErrors(page)
    await page.goto(path, { waitUntil: 'networkidle' })
    await expectHydrated(page)
    expect(errors).toEqual([])
  })
}

test('an unknown path answers 404 with the Finnish not-found page', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi-FI')
  await expect(page.getByRole('heading', { level: 1, name: 'Sivua ei löytynyt' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('an unknown path under /en-EU answers 404 with the English not-found page', async ({ page }) => {
  const response = await page.goto('/en-EU/nope')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-EU')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('ADR 015: a page a shared cache keeps needs no nonce: script-src self, no nonce in its HTML', async ({
  request,
}) => {
  for (const path of [...landingPages.map((landing) => landing.path), '/this-page-does-not-exist']) {
    const response = await request.get(path)
    // The e2e server has a GTM_ID: the tag manager's host is the one other script source (ADR 029),
    // beside the hashes of the head's consent script (ADR 037) and of the start script (ADR 039).
    expect(response.headers()['content-security-policy'], path).toMatch(
      /script-src 'self' 'sha256-[A-Za-z0-9+/]+=*' 'sha256-[A-Za-z0-9+/]+=*' https:\/\/www\.googletagmanager\.com;/,
    )
    expect(cspNonce(response.headers()['content-security-policy']), path).toBeUndefined()
    const html = await response.text()
    expect(html.match(/<script\b[^>]*>/gi)?.length ?? 0, `${path}: the page ships scripts`).toBeGreaterThan(0)
    expect(html, path).not.toContain('nonce=')
  }
})

test('a personal answer (preview) carries a fresh nonce on every script', async ({ request }) => {
  const nonces: string[] = []
  for (const path of ['/preview/en-EU', '/preview/en-EU']) {
    const response = await request.get(path)
    const nonce = cspNonce(response.headers()['content-security-policy'])
    expect(nonce, `${path}: CSP header has a script nonce`).toBeTruthy()
    const scripts = (await response.text()).match(/<script\b[^>]*>/gi) ?? []
    const withoutNonce = scripts.filter((tag) => /\snonce="([^"]*)"/.exec(tag)?.[1] !== nonce)
    expect(withoutNonce, `${path}: scripts whose nonce is not ${nonce}`).toEqual([])
    nonces.push(nonce ?? '')
  }
  expect(nonces[1]).not.toBe(nonces[0])
})

/** Every CSP violation the page reports, from the document's own `securitypolicyviolation` events. */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    Reflect.set(window, '__cspViolations', seen)
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  return async () => {
    const seen = await page.evaluate((): unknown => Reflect.get(window, '__cspViolations'))
    return z.array(z.string()).parse(seen)
  }
}

for (const path of ['/en-EU', '/en-EU/article/hvo100-at-every-station', '/preview/fi-FI']) {
  test(`${path} runs in Chromium without a CSP violation, also after a client-side navigation`, async ({
    page,
  }) => {
    const errors = collectBrowserErrors(page)
    const violations = await recordCspViolations(page)
    await page.goto(path, { waitUntil: 'networkidle' })
    await expectHydrated(page)
    await page.locator('main a[href^="/"]').first().click()
    await page.waitForLoadState('networkidle')
    await expectHydrated(page)
    expect(await violations()).toEqual([])
    expect(errors).toEqual([])
  })
}
