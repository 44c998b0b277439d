import { expect, test, type Page, type Response } from '@playwright/test'
import { expectHydrated } from './hydration.ts'

// Client-side navigation (spec §2.1, §4, §7, §9): progress bar, out-in transition, scroll rule, locale
// switch and prefetching. Pages are reached through links the test adds, fixed to the top corner, so
// clicking never scrolls and the tests do not depend on the menus' markup.

/** Console errors and uncaught exceptions; a hydration mismatch reaches the console as an error. */
function collectBrowserErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  return errors
}

async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expectHydrated(page)
  // Marks this document: still there after a navigation means the client router did it, not a reload.
  await page.evaluate(() => Reflect.set(window, 'navigationMarker', 'same document'))
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => Reflect.get(window, 'navigationMarker') === 'same document')
}

/** A link outside the page's React tree, fixed in the corner: clicking it never scrolls. */
async function addLink(page: Page, href: string, text: string): Promise<void> {
  await page.evaluate(
    (link) => {
      const anchor = document.createElement('a')
      anchor.href = link.href
      anchor.textContent = link.text
      anchor.style.cssText = 'position:fixed;top:0;right:0;z-index:2000;background:#fff;padding:4px'
      document.body.append(anchor)
    },
    { href, text },
  )
}

/** Holds every pageContext.json answer back for `ms`, so a navigation is slow enough to watch. */
async function slowDownPageLoads(page: Page, ms: number): Promise<void> {
  await page.route('**/*.pageContext.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  })
}

/** Texts only found in one locale's bundled catalogue: which catalogue chunks the browser loaded. */
const catalogueMarkers = {
  'fi-FI': 'Tämä kenttä on pakollinen',
  'sv-SE': 'Det här fältet är obligatoriskt',
  'no-NO': 'Dette feltet er obligatorisk',
} as const

function recordCatalogues(page: Page): Set<string> {
  const loaded = new Set<string>()
  page.on('response', (response: Response) => {
    if (!response.url().endsWith('.js')) return
    void response.text().then(
      (body) => {
        for (const [locale, marker] of Object.entries(catalogueMarkers)) {
          if (body.includes(marker)) loaded.add(locale)
        }
      },
      () => undefined,
    )
  })
  return loaded
}

const mainOpacity = (page: Page) =>
  page.evaluate(() => {
    const main = document.getElementById('main')
    return main === null ? null : Number(getComputedStyle(main).opacity)
  })

test.describe('client-side navigation', () => {
  test('a slow page load shows the progress bar, fades the old page out, then shows the new page', async ({
    page,
  }) => {
    const errors = collectBrowserErrors(page)
    await openHydrated(page, '/en-EU')
    // Long enough that a busy machine still sees the bar, the busy state and the fade before it ends.
    await slowDownPageLoads(page, 3000)
    await addLink(page, '/en-EU/terms', 'To the terms')
    await page.getByRole('link', { name: 'To the terms' }).click()

    const progressbar = page.getByRole('progressbar', { name: 'Loading page' })
    await expect(progressbar).toBeVisible()
    await expect(page.locator('main#main')).toHaveAttribute('aria-busy', 'true')
    // Out-in: the old page is faded out while the next one loads.
    await expect(page.locator('html')).toHaveClass(/page-leaving/)
    await expect.poll(() => mainOpacity(page)).toBe(0)

    await expect(page).toHaveURL(/\/en-EU\/terms$/)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('')
    await expect(progressbar).toHaveCount(0)
    await expect(page.locator('main#main')).not.toHaveAttribute('aria-busy', 'true')
    await expect(page.locator('html')).not.toHaveClass(/page-leaving/)
    await expect.poll(() => mainOpacity(page)).toBe(1)
    expect(await sameDocument(page)).toBe(true)
    expect(errors).toEqual([])
  })

  test('a navigation to a missing page ends like any other: the not-found page, faded in, no bar', async ({
    page,
  }) => {
    await openHydrated(page, '/en-EU')
    await slowDownPageLoads(page, 500)
    await addLink(page, '/en-EU/no-such-page', 'To a missing page')
    await page.getByRole('link', { name: 'To a missing page' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(page.getByRole('progressbar')).toHaveCount(0)
    await expect(page.locator('html')).not.toHaveClass(/page-leaving/)
    await expect.poll(() => mainOpacity(page)).toBe(1)
  })

  test('under prefers-reduced-motion the page does not fade', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openHydrated(page, '/en-EU')
    await slowDownPageLoads(page, 1000)
    await addLink(page, '/en-EU/terms', 'To the terms')
    await page.getByRole('link', { name: 'To the terms' }).click()
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible()
    await expect(page.locator('html')).not.toHaveClass(/page-leaving/)
    expect(await mainOpacity(page)).toBe(1)
    await expect(page).toHaveURL(/\/en-EU\/terms$/)
  })

  test('scroll: a new page starts at the top, a hash goes to its target, back restores the position', async ({
    page,
    request,
  }) => {
    // The hash target: the last section heading of the terms page, whatever its content is today.
    const termsHtml = await (await request.get('/en-EU/terms')).text()
    const targetId = [...termsHtml.matchAll(/<h2[^>]*\sid="([^"]+)"/g)].at(-1)?.[1]
    expect(targetId).toBeTruthy()

    await openHydrated(page, '/en-EU')
    // Room to scroll whatever the content's length; the body (outside the page) survives navigations.
    await page.evaluate(() => (document.body.style.paddingBottom = '3000px'))
    await page.evaluate(() => window.scrollTo(0, 900))
    // Vike saves the position in the history entry on scroll (throttled to 300 ms).
    await page.waitForTimeout(600)

    await addLink(page, '/en-EU/terms', 'To the terms')
    await page.getByRole('link', { name: 'To the terms' }).click()
    await expect(page).toHaveURL(/\/en-EU\/terms$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

    await page.goBack()
    await expect(page).toHaveURL(/\/en-EU$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900)

    await addLink(page, `/en-EU/terms#${targetId ?? ''}`, 'To a section of the terms')
    await page.getByRole('link', { name: 'To a section of the terms' }).click()
    await expect(page).toHaveURL(new RegExp(`/en-EU/terms#${targetId ?? ''}$`))
    await expect
      .poll(() =>
        page.evaluate(
          (id) => document.getElementById(id)?.getBoundingClientRect().top ?? null,
          targetId ?? '',
        ),
      )
      .toBeLessThan(5)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    expect(await sameDocument(page)).toBe(true)
  })

  test('switching locale client-side loads that locale’s messages and renders in its language', async ({
    page,
  }) => {
    const errors = collectBrowserErrors(page)
    const catalogues = recordCatalogues(page)
    await openHydrated(page, '/en-EU')
    await page.waitForLoadState('networkidle')
    // Issue 4: an English page loads the English catalogue only.
    expect([...catalogues]).toEqual([])

    await addLink(page, '/sv-SE', 'Go to the Swedish site')
    await page.getByRole('link', { name: 'Go to the Swedish site' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv-SE')
    await expect(page.locator('a.skip-link')).toHaveText('Hoppa till innehållet')
    await expect.poll(() => [...catalogues]).toEqual(['sv-SE'])
    expect(await sameDocument(page)).toBe(true)
    expect(errors).toEqual([])
  })

  test('editor overrides render on the server, survive hydration and travel with client navigation', async ({
    page,
    request,
  }) => {
    // content/i18n/dsc/no-NO.json overrides the skip link's text.
    const served = await (await request.get('/service/i18n/locales/dsc/no-NO.json')).json()
    expect(served).toMatchObject({ chrome: { skipToContent: 'Hopp til hovedinnholdet' } })
    expect(await (await request.get('/no-NO')).text()).toContain('Hopp til hovedinnholdet')

    const errors = collectBrowserErrors(page)
    await openHydrated(page, '/no-NO')
    await expect(page.locator('a.skip-link')).toHaveText('Hopp til hovedinnholdet')
    expect(errors).toEqual([])

    await openHydrated(page, '/en-EU')
    await addLink(page, '/no-NO', 'Go to the Norwegian site')
    await page.getByRole('link', { name: 'Go to the Norwegian site' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'no-NO')
    await expect(page.locator('a.skip-link')).toHaveText('Hopp til hovedinnholdet')
    expect(await sameDocument(page)).toBe(true)
  })

  test('the progress bar is labelled in the page’s language, editor overrides included', async ({ page }) => {
    await openHydrated(page, '/fi-FI')
    // Long enough that a busy machine still sees the bar, the busy state and the fade before it ends.
    await slowDownPageLoads(page, 3000)
    await addLink(page, '/fi-FI/kayttoehdot', 'Käyttöehtoihin')
    await page.getByRole('link', { name: 'Käyttöehtoihin' }).click()
    // content/i18n/dsc/fi-FI.json: "Ladataan sivua…" over the bundled "Sivua ladataan".
    await expect(page.getByRole('progressbar', { name: 'Ladataan sivua…' })).toBeVisible()
    await expect(page).toHaveURL(/\/fi-FI\/kayttoehdot$/)
  })
})

test.describe('prefetching', () => {
  test('pointing at a link to another locale loads that locale’s messages before the click', async ({
    page,
  }) => {
    // A fast connection, as the visitor's: Chromium estimates its own from how long answers take, and on
    // a busy machine that estimate can fall to 2g, where nothing is prefetched (spec §7).
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: false, effectiveType: '4g' } })
    })
    const catalogues = recordCatalogues(page)
    await openHydrated(page, '/en-EU')
    await addLink(page, '/no-NO', 'Go to the Norwegian site')
    const link = page.getByRole('link', { name: 'Go to the Norwegian site' })
    // Pointed at again until the prefetcher, which starts after hydration, has heard it.
    await expect(async () => {
      await page.mouse.move(0, 400)
      await link.hover()
      await expect.poll(() => [...catalogues], { timeout: 2000 }).toEqual(['no-NO'])
    }).toPass()
  })

  test('on a save-data connection nothing is prefetched (spec §7)', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } })
    })
    const catalogues = recordCatalogues(page)
    await openHydrated(page, '/en-EU')
    await addLink(page, '/no-NO', 'Go to the Norwegian site')
    await page.getByRole('link', { name: 'Go to the Norwegian site' }).hover()
    await page.waitForTimeout(1000)
    expect([...catalogues]).toEqual([])
    // The click itself still loads what the page needs.
    await page.getByRole('link', { name: 'Go to the Norwegian site' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'no-NO')
    await expect.poll(() => [...catalogues]).toEqual(['no-NO'])
  })
})
