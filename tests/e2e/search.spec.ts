import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './axe.ts'
import { expectHydrated } from './hydration.ts'

// A Finnish browser: unprefixed addresses resolve to fi-FI, as in the other specs.
test.use({ locale: 'fi-FI' })

/** On a phone the header's search sits in the menu panel: open it first. */
async function headerSearchField(page: Page) {
  const menu = page.locator('.mobile-menu__button')
  if (await menu.isVisible()) await menu.click()
  const field = page.getByRole('banner').getByRole('searchbox', { name: 'Hae sivustolta' })
  await expect(field).toBeVisible()
  return field
}

function results(page: Page) {
  return page.getByRole('main')
}

test('typing in the header search and submitting shows grouped, highlighted results', async ({ page }) => {
  await page.goto('/fi-FI')
  await expectHydrated(page)
  const field = await headerSearchField(page)
  await field.fill('asem')
  await field.press('Enter')
  await expect(page).toHaveURL(/\/fi-FI\/haku\?q=asem$/)
  await expect(page).toHaveTitle(/Haku: asem/)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  const main = results(page)
  await expect(main.getByRole('heading', { level: 1, name: 'Haku' })).toBeVisible()
  await expect(main.getByRole('searchbox', { name: 'Hae sivustolta' })).toHaveValue('asem')
  await expect(main.getByRole('status')).toHaveText(/^Näytetään 10\/\d+ tulosta$/)
  // Pages, articles and stations each have their group with a count over every page of results.
  for (const group of ['Sivut', 'Artikkelit', 'Asemat']) {
    await expect(
      main.getByRole('heading', { level: 2, name: new RegExp(`^${group} \\(yhteensä \\d+\\)$`) }),
    ).toBeVisible()
  }
  const marks = await main.locator('mark').allTextContents()
  expect(marks.length).toBeGreaterThan(0)
  // Every highlight is a word starting with the query, diacritics aside.
  for (const mark of marks)
    expect(mark.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()).toMatch(/^asem/)
})

test('kayttoehdot, typed without diacritics, finds the terms page in fi-FI', async ({ page }) => {
  await page.goto('/fi-FI/haku?q=kayttoehdot')
  const link = results(page).getByRole('link', { name: /^Käyttöehdot/ })
  await expect(link).toHaveAttribute('href', '/fi-FI/kayttoehdot')
  await expect(link.locator('mark').first()).toHaveText('Käyttöehdot')
  await link.click()
  await expect(page).toHaveURL(/\/fi-FI\/kayttoehdot$/)
})

test('paging moves through the results and keeps the query', async ({ page }) => {
  await page.goto('/fi-FI/haku?q=asem')
  await expectHydrated(page)
  const main = results(page)
  const firstPage = await main.locator('.search-result__title').allTextContents()
  const pager = main.getByRole('navigation', { name: 'Hakutulosten sivut' })
  await expect(pager.getByRole('link', { name: 'Edellinen sivu' })).toHaveCount(0)
  await pager.getByRole('link', { name: 'Seuraava sivu' }).click()
  await expect(page).toHaveURL(/\/fi-FI\/haku\?q=asem&page=2$/)
  await expect(pager).toContainText(/Sivu 2\/\d+/)
  const secondPage = await main.locator('.search-result__title').allTextContents()
  expect(secondPage).toHaveLength(10)
  expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([])
  await pager.getByRole('link', { name: 'Edellinen sivu' }).click()
  await expect(page).toHaveURL(/\/fi-FI\/haku\?q=asem$/)
  await expect(main.locator('.search-result__title')).toHaveText(firstPage)
})

test('a town name finds its stations, in the stations group', async ({ page }) => {
  await page.goto('/fi-FI/haku?q=Tampere')
  const stations = results(page).getByRole('region', { name: /^Asemat/ })
  await expect(stations.getByRole('link').first()).toHaveAttribute('href', /^\/fi-FI\/asemahaku\//)
  await expect(stations.locator('mark').first()).toHaveText('Tampere')
})

test('each locale searches at its own path: en-EU /search finds the terms page', async ({ page }) => {
  await page.goto('/en-EU/search?q=terms')
  await expect(page).toHaveTitle(/Search: terms/)
  await expect(results(page).getByRole('link', { name: /Terms/ }).first()).toHaveAttribute(
    'href',
    /^\/en-EU\//,
  )
  await page.goto('/no-NO/sok?q=vilkar')
  await expect(
    results(page)
      .getByRole('link', { name: /Vilkår/ })
      .first(),
  ).toHaveAttribute('href', '/no-NO/vilkar-for-bruk')
})

test('without a query the page asks for one; a query without matches says so and helps', async ({ page }) => {
  await page.goto('/fi-FI/haku')
  await expect(page).toHaveTitle(/^Haku/)
  await expect(results(page)).toContainText('Kirjoita hakusana')
  await page.goto('/fi-FI/haku?q=vetyautoilija')
  await expect(results(page)).toContainText('Haulla ”vetyautoilija” ei löytynyt tuloksia.')
  await expect(results(page).getByRole('link', { name: 'Etsi asemaa asemahaussa' })).toHaveAttribute(
    'href',
    '/fi-FI/asemahaku',
  )
})

test('a long or hostile query is cut and shown as text, never a server error', async ({ page }) => {
  let dialogs = 0
  page.on('dialog', (dialog) => {
    dialogs += 1
    void dialog.dismiss()
  })
  // 10 kB: what an address carries (Node answers 431 to request heads over 16 kB before any page runs).
  const hostile = `<script>alert(1)</script>\u0007${'ä'.repeat(10)}${'a'.repeat(10_000)}`
  const response = await page.goto(`/fi-FI/haku?q=${encodeURIComponent(hostile)}&page=-4`)
  expect(response?.status()).toBe(200)
  await expect(results(page).getByRole('searchbox', { name: 'Hae sivustolta' })).toHaveValue(
    /^<script>alert\(1\)<\/script> ä{10}a+$/,
  )
  const value = await results(page).getByRole('searchbox', { name: 'Hae sivustolta' }).inputValue()
  expect(value.length).toBeLessThanOrEqual(200)
  await expect(results(page)).toContainText('ei löytynyt tuloksia')
  expect(await page.locator('main script').count()).toBe(0)
  expect(dialogs).toBe(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the header search, the results and paging work', async ({ page }) => {
    await page.goto('/fi-FI')
    // Without JavaScript the menu button is a link to the panel (its :target), on a phone.
    const menuLink = page.getByRole('link', { name: 'Valikko' })
    if (await menuLink.isVisible()) await menuLink.click()
    const field = page.getByRole('banner').getByRole('searchbox', { name: 'Hae sivustolta' })
    await field.fill('kayttoehdot')
    await page.getByRole('banner').getByRole('button', { name: 'Hae' }).click()
    await expect(page).toHaveURL(/\/fi-FI\/haku\?q=kayttoehdot$/)
    await expect(results(page).getByRole('link', { name: /^Käyttöehdot/ })).toBeVisible()
    await page.goto('/fi-FI/haku?q=asem')
    await results(page).getByRole('link', { name: 'Seuraava sivu' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(results(page).getByRole('status')).toHaveText(/^Näytetään 10\/\d+ tulosta$/)
  })
})

for (const address of [
  '/fi-FI/haku?q=asem',
  '/fi-FI/haku',
  '/fi-FI/haku?q=vetyautoilija',
  '/en-EU/search?q=station',
]) {
  test(`axe finds no serious or critical violation on ${address}`, async ({ page }) => {
    // axe walks every result of the page; on a busy two-core machine that outlasts the default timeout.
    test.slow()
    await page.goto(address)
    await expectHydrated(page)
    await expectNoSeriousA11yViolations(page)
  })
}

test('axe finds no serious or critical violation in the header search as a visitor reaches it', async ({
  page,
}) => {
  await page.goto('/fi-FI/haku?q=asem')
  await expectHydrated(page)
  // In the open menu on a phone.
  await headerSearchField(page)
  await expectNoSeriousA11yViolations(page, { include: 'header' })
})
