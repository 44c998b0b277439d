import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { z } from 'zod'
import { fixedPathKeys, getHref } from '#i18n/localized-paths.ts'
import { locales, type Locale } from '#schemas/locale.ts'
import { slugForPath } from '#server/services/content/content-source.server.ts'
import { expectNoSeriousA11yViolations } from './axe.ts'
import { expectHydrated } from './hydration.ts'

// A Finnish browser, as in landing.spec.ts: unprefixed addresses resolve to fi-FI at every step.
test.use({ locale: 'fi-FI' })

/** Single-host mode (the e2e server has no LOCALE_DOMAINS): every locale carries its prefix (DESIGN §1). */
function prefixed(locale: Locale, path: string): string {
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

const contentDocument = z.object({
  content: z.object({
    title: z.string(),
    contentType: z.string(),
    body: z.array(z.object({ contentType: z.string(), heading: z.string().optional() }).loose()),
  }),
})

/**
 * The h1 an editor gave the page: the article title on article pages (spec §2.7), otherwise the heading
 * of the opening hero. Read from the same content files the server serves.
 */
function expectedHeading(locale: Locale, path: string): string {
  const file = new URL(`../../content/${locale}/pages/${slugForPath(path)}.json`, import.meta.url)
  const { content } = contentDocument.parse(JSON.parse(readFileSync(file, 'utf8')))
  if (content.contentType === 'articlePage') return content.title
  const hero = content.body[0]
  if (hero?.contentType !== 'hero' || hero.heading === undefined) {
    throw new Error(`${locale} ${path}: the page does not open with a hero`)
  }
  return hero.heading
}

const messagesDocument = z.object({ errorPage: z.object({ title: z.object({ notFound: z.string() }) }) })

function notFoundTitle(locale: Locale): string {
  const file = new URL(`../../i18n/messages/${locale}.json`, import.meta.url)
  return messagesDocument.parse(JSON.parse(readFileSync(file, 'utf8'))).errorPage.title.notFound
}

test.describe('spec §2.2 fixed localized paths, one row per locale and path', () => {
  for (const locale of locales) {
    for (const key of fixedPathKeys) {
      const path = getHref(key, locale)
      test(`${locale} ${key} ${path}`, async ({ page }) => {
        const response = await page.goto(prefixed(locale, path))
        expect(response?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        await expect(page.locator('h1')).toHaveCount(1)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(expectedHeading(locale, path))
      })
    }
  }
})

/**
 * On narrow screens the switcher sits in the mobile menu: open it first. As the header hydrates, the
 * menu's link becomes a button in the same place; a click whose press and release straddle that swap can
 * land on neither. So the menu is opened again until the link shows.
 */
async function languageLink(page: Page, name: string) {
  const link = page.locator('.language-switcher').getByRole('link', { name, exact: true })
  await expect(async () => {
    if (!(await link.isVisible())) await page.locator('.mobile-menu__button').click({ timeout: 2000 })
    await expect(link).toBeVisible({ timeout: 1000 })
  }).toPass()
  return link
}

const switcherRound: readonly [Locale, string][] = [
  ['en-EU', 'English'],
  ['sv-SE', 'Svenska'],
  ['no-NO', 'Norsk'],
  ['fi-FI', 'Suomi'],
]

// One walk per page: each is eight page loads, the locator's among the heaviest of the site.
for (const key of ['contact', 'stationLocator'] as const) {
  test(`the language switcher keeps the visitor on the ${key} page through all four locales and back`, async ({
    page,
  }) => {
    await page.goto(prefixed('fi-FI', getHref(key, 'fi-FI')))
    for (const [locale, name] of switcherRound) {
      await (await languageLink(page, name)).click()
      const path = getHref(key, locale)
      await expect(page).toHaveURL(prefixed(locale, path))
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expectedHeading(locale, path))
    }
  })
}

test('the switcher on an article leads to the same article in every locale', async ({ page, context }) => {
  await page.goto('/en-EU/article/hvo100-at-every-station')
  await expectHydrated(page)
  await (await languageLink(page, 'Svenska')).click()
  await expect(page).toHaveURL('/sv-SE/artikel/hvo100-pa-alla-stationer')
  // On the hydrated page the choice is stored as well (spec §9).
  expect((await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('sv-SE')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    expectedHeading('sv-SE', '/artikel/hvo100-pa-alla-stationer'),
  )
})

for (const locale of locales) {
  test(`${locale}: an unknown address answers the 404 page in its language`, async ({ page }) => {
    const response = await page.goto(prefixed(locale, '/no-such-page-here'))
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundTitle(locale))
  })
}

const axePages = [
  { name: 'landing page', path: '/fi-FI' },
  { name: 'article', path: '/en-EU/article/hvo100-at-every-station' },
  { name: 'contact page', path: '/sv-SE/privat/kundservice' },
  { name: '404 page', path: '/no-NO/finnes-ikke' },
] as const

test.describe('axe: no serious or critical violation (desktop and mobile projects)', () => {
  for (const { name, path } of axePages) {
    test(`${name} ${path}`, async ({ page }) => {
      await page.goto(path)
      await expectNoSeriousA11yViolations(page)
    })
  }

  test('with the mobile menu or a navigation submenu open', async ({ page }) => {
    await page.goto('/en-EU')
    // Until the header has hydrated, the menu is a plain link to the navigation (no button to look for).
    await expect(page.locator('.mobile-menu__panel[data-enhanced]')).toHaveCount(1)
    const menuButton = page.locator('button.mobile-menu__button')
    if (await menuButton.isVisible()) {
      await menuButton.click()
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    } else {
      const submenu = page.getByRole('navigation', { name: 'Main' }).locator('button[aria-expanded]').first()
      await submenu.click()
      await expect(submenu).toHaveAttribute('aria-expanded', 'true')
    }
    await expectNoSeriousA11yViolations(page)
  })
})

test.describe('a long table without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('shows its first rows, and all of them after its "Show all" link', async ({ page }) => {
    await page.goto('/en-EU/private/products/car-wash')
    const table = page.getByRole('table', { name: /^Car wash programmes at Aurora stations/ })
    // The car-wash table has 7 programmes and opens with 5 (content/en-EU/pages/private-products-car-wash.json).
    const rows = table.locator('tbody tr')
    await expect(rows).toHaveCount(7)
    await expect(table.locator('tbody tr:visible')).toHaveCount(5)
    await expect(page.getByRole('status').filter({ hasText: 'Showing 5 out of 7 items' })).toBeVisible()
    await page.getByRole('link', { name: 'Show all' }).click()
    await expect(table.locator('tbody tr:visible')).toHaveCount(7)
    // The first row it showed is in view.
    await expect(rows.nth(5)).toBeInViewport()
    await expect(page.getByRole('link', { name: 'Show all' })).toBeHidden()
  })
})

test.describe('a card link without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('opens its dialog with the card’s text, and Close and Escape close it', async ({ page }) => {
    await page.goto('/en-EU/private/products')
    const button = page.getByRole('button', { name: 'How gift cards work' })
    const dialog = page.getByRole('dialog', { name: 'Aurora gift cards' })
    await expect(dialog).toBeHidden()
    await button.click()
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('valid for 36 months')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await button.click()
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })
})

test.describe('the desktop navigation without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('opens a submenu while the pointer is on its item or the focus is in it', async ({ page }) => {
    test.skip(test.info().project.name !== 'chromium-desktop', 'the bar with submenus shows on wide screens')
    await page.goto('/en-EU/article/hvo100-at-every-station')
    const submenuLink = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Business customers' })
    await expect(submenuLink).toBeHidden()
    // The pointer on the item opens it, and it stays open as the pointer moves down onto its link.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Business', exact: true })
      .hover()
    await expect(submenuLink).toBeVisible()
    await submenuLink.hover()
    await expect(submenuLink).toBeVisible()
    await page.mouse.move(1, 600)
    await expect(submenuLink).toBeHidden()
    // The keyboard: the focus on the submenu's button opens it, and stays in it along its links.
    await page.getByRole('button', { name: 'Business: submenu' }).focus()
    await expect(submenuLink).toBeVisible()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(submenuLink).toBeFocused()
    await submenuLink.click()
    await expect(page).toHaveURL(/\/en-EU\/company\/b2b$/)
  })
})
