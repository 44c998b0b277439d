import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { z } from 'zod'
import { stationPagePath } from '#i18n/site-paths.ts'
import { locales, type Locale } from '#schemas/locale.ts'
import { expectNoSeriousA11yViolations } from './axe.ts'
import { expectHydrated } from './hydration.ts'

/**
 * spec §2.6 station pages as a visitor meets them: the recipe's blocks in order, the lunch list and food
 * menu only where the market shows them (domain/station-display.ts: en-EU shows neither), the language
 * switcher keeping the station, structured data, and accessibility at phone and desktop widths.
 */

const catalogueStation = z
  .object({
    slug: z.string(),
    name: z.string(),
    isClosed: z.boolean(),
    lunchList: z.unknown().optional(),
    foodMenu: z.unknown().optional(),
  })
  .loose()

/** The committed Finnish catalogue: the same file the embedded server serves. */
const finnishStations = z
  .array(catalogueStation)
  .parse(JSON.parse(readFileSync(new URL('../../content/stations/fi.json', import.meta.url), 'utf8')))

function firstStation(predicate: (station: z.infer<typeof catalogueStation>) => boolean) {
  const station = finnishStations.find(predicate)
  if (station === undefined) throw new Error('the catalogue has no station of this kind')
  return station
}

const withRestaurant = firstStation(
  (station) => !station.isClosed && station.lunchList !== undefined && station.foodMenu !== undefined,
)
const withoutRestaurant = firstStation(
  (station) => !station.isClosed && station.lunchList === undefined && station.foodMenu === undefined,
)
const closed = firstStation((station) => station.isClosed)

function stationUrl(locale: Locale, slug: string): string {
  return `/${locale}${stationPagePath(locale, slug)}`
}

/** The station blocks of the page in document order, by their root class. */
const blockRoots = ['station-header', 'station-lunch', 'station-attributes', 'food-menu', 'station-map']

async function blocksInOrder(page: Page): Promise<string[]> {
  return page.evaluate((roots) => {
    const selector = roots.map((root) => `main .${root}`).join(', ')
    return [...document.querySelectorAll(selector)].map(
      (element) => roots.find((root) => element.classList.contains(root)) ?? '?',
    )
  }, blockRoots)
}

test('a station with a restaurant shows header, lunch, attributes, food menu and map in recipe order', async ({
  page,
}) => {
  const response = await page.goto(stationUrl('fi-FI', withRestaurant.slug))
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(withRestaurant.name)
  expect(await blocksInOrder(page)).toEqual(blockRoots)
})

test('hydrating a station page and the locator asks Intl for no time zone: the page brought the offsets', async ({
  page,
}) => {
  // Records every question about a time zone (the first one makes the browser load its zone data).
  await page.addInitScript(() => {
    const asked: string[] = []
    Object.assign(window, { zonesAsked: asked })
    const NativeFormat = Intl.DateTimeFormat
    const recordZone = (options: unknown) => {
      if (typeof options === 'object' && options !== null && 'timeZone' in options)
        asked.push(String(options.timeZone))
    }
    Intl.DateTimeFormat = new Proxy(NativeFormat, {
      construct(target, args: [string?, Intl.DateTimeFormatOptions?]) {
        recordZone(args[1])
        return new target(...args)
      },
      apply(target, _this, args: [string?, Intl.DateTimeFormatOptions?]) {
        recordZone(args[1])
        return target(...args)
      },
    })
    const dateProto: { toLocaleString: (...args: unknown[]) => string } = Date.prototype
    dateProto.toLocaleString = new Proxy(dateProto.toLocaleString, {
      apply(target, thisDate: Date, args: [string?, Intl.DateTimeFormatOptions?]) {
        recordZone(args[1])
        return Reflect.apply(target, thisDate, args)
      },
    })
  })
  const zonesAsked = () => page.evaluate(() => ('zonesAsked' in window ? window.zonesAsked : 'not recorded'))
  for (const path of [stationUrl('fi-FI', withRestaurant.slug), '/fi-FI/asemahaku']) {
    await page.goto(path)
    await expectHydrated(page)
    await expect(
      page
        .locator('main')
        .getByText(/Avoinna nyt|Suljettu nyt/)
        .first(),
    ).toBeVisible()
    expect(await zonesAsked()).toEqual([])
  }
})

test('en-EU shows the same station without its lunch list and food menu', async ({ page }) => {
  const response = await page.goto(stationUrl('en-EU', withRestaurant.slug))
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(withRestaurant.name)
  expect(await blocksInOrder(page)).toEqual(['station-header', 'station-attributes', 'station-map'])
})

test('a station without a restaurant has no lunch list and no food menu', async ({ page }) => {
  await page.goto(stationUrl('fi-FI', withoutRestaurant.slug))
  expect(await blocksInOrder(page)).toEqual(['station-header', 'station-attributes', 'station-map'])
})

test('a closed station says so in words', async ({ page }) => {
  await page.goto(stationUrl('fi-FI', closed.slug))
  await expect(page.locator('.station-header__closed')).toHaveText('Tämä asema on suljettu.')
})

test('spec §2.8: the Norwegian /stasjoner/{station} is the station page itself, not a redirect', async ({
  page,
}) => {
  const response = await page.goto(stationUrl('no-NO', withRestaurant.slug))
  expect(response?.status()).toBe(200)
  expect(new URL(page.url()).pathname).toBe(stationUrl('no-NO', withRestaurant.slug))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(withRestaurant.name)
})

test('the language switcher keeps the station in every locale', async ({ page }) => {
  await page.goto(stationUrl('fi-FI', withRestaurant.slug))
  for (const locale of locales) {
    await expect(page.locator(`a[hreflang="${locale}"]`).first()).toHaveAttribute(
      'href',
      stationUrl(locale, withRestaurant.slug),
    )
  }
})

test('directions open a maps service in a new tab; the back link leads to the locator', async ({ page }) => {
  await page.goto(stationUrl('fi-FI', withRestaurant.slug))
  const directions = page.locator('.station-header__actions a').first()
  await expect(directions).toHaveAttribute('target', '_blank')
  await expect(directions).toHaveAttribute('rel', /noopener/)
  await expect(page.locator('.station-header__back a')).toHaveAttribute('href', '/fi-FI/asemahaku')
})

test('the head describes the station as a GasStation with address, position and hours', async ({ page }) => {
  await page.goto(stationUrl('fi-FI', withRestaurant.slug))
  const documents = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent))
  const station = documents
    .map((text): unknown => JSON.parse(text))
    .map((json) => z.object({ '@type': z.string() }).loose().safeParse(json))
    .find((parsed) => parsed.success && parsed.data['@type'] === 'GasStation')
  expect(station?.data).toMatchObject({
    name: withRestaurant.name,
    address: { '@type': 'PostalAddress' },
    geo: { '@type': 'GeoCoordinates' },
  })
  // One entry or more for each of the coming seven days.
  const hours = z
    .array(z.object({ validFrom: z.string() }).loose())
    .parse(station?.data?.['openingHoursSpecification'])
  expect(new Set(hours.map((entry) => entry.validFrom)).size).toBe(7)
})

// The desktop project runs this at 1280 px, the mobile project at 390 px (playwright.config.ts).
test('axe finds no serious or critical violation on a station page', async ({ page }) => {
  await page.goto(stationUrl('fi-FI', withRestaurant.slug))
  await expectHydrated(page)
  await expectNoSeriousA11yViolations(page)
})

test('ADR 025, 032: the page’s styles arrive in the page, lazy blocks fetch none of theirs again, and a page the router brings has its own', async ({
  page,
}) => {
  const stylesheets: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname)
  })
  await page.goto(stationUrl('fi-FI', withRestaurant.slug))
  await expectHydrated(page)
  // The map block is client-only: its code (and the styles it imports) arrive near the viewport.
  await page.locator('.station-map').scrollIntoViewIfNeeded()
  await expect(page.locator('.station-map canvas').first()).toBeVisible({ timeout: 60_000 })
  // Written into the head (ADR 032): no stylesheet is fetched before or after the first paint.
  expect(stylesheets).toEqual([])
  expect(await page.locator('head > style').first().textContent()).toContain('.station-header{')
  await expect(page.locator('.station-header__title')).toHaveCSS('display', 'flex')

  // The locator's styles are not in this page's join: the router links them when it brings the page.
  await page.evaluate(() => Reflect.set(window, 'sameDocument', true))
  await page.locator('.station-header__back a').click()
  await expect(page).toHaveURL(/\/fi-FI\/asemahaku$/)
  expect(await page.evaluate(() => Reflect.get(window, 'sameDocument') === true)).toBe(true)
  await expect(page.locator('.station-locator__status')).toHaveCSS('font-weight', '600')
})
