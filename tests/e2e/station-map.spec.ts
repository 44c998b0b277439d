import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { z } from 'zod'
import { stationPagePath } from '#i18n/site-paths.ts'
import { expectNoSeriousA11yViolations } from './axe.ts'
import { expectHydrated } from './hydration.ts'

/**
 * The station map (issue 13): on a station page a client-only block whose server-rendered fallback works
 * without JavaScript and whose OpenLayers map loads only when the block nears the viewport; on the
 * locator the clustered map, operable with the pointer and the keyboard.
 */

const catalogueStation = z
  .object({ slug: z.string(), name: z.string(), isClosed: z.boolean(), foodMenu: z.unknown().optional() })
  .loose()

/** The committed Finnish catalogue: the same file the embedded server serves. */
const finnishStations = z
  .array(catalogueStation)
  .parse(JSON.parse(readFileSync(new URL('../../content/stations/fi.json', import.meta.url), 'utf8')))

// A station with a restaurant: its lunch list and menu put the map well below the fold.
const station = finnishStations.find((candidate) => !candidate.isClosed && candidate.foodMenu !== undefined)
if (station === undefined) throw new Error('the catalogue has no open station with a restaurant')
const stationUrl = `/fi-FI${stationPagePath('fi-FI', station.slug)}`
const locatorUrl = '/fi-FI/asemahaku'

/** Every request of the page that leaves the site (the offline basemap promises none). */
function thirdPartyRequests(page: Page, origin: () => string): string[] {
  const requests: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol !== 'data:' && url.origin !== origin()) requests.push(request.url())
  })
  return requests
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the station page’s map block is a picture with the station’s dot, its address and directions', async ({
    page,
  }) => {
    const response = await page.goto(stationUrl)
    expect(response?.status()).toBe(200)
    const block = page.getByRole('region', { name: 'Sijainti' })
    await expect(block.getByRole('img', { name: `${station.name} Pohjoismaiden kartalla` })).toBeVisible()
    // The outline's URL carries its content version (ADR 032: `?v=`, cached for good).
    await expect(block.locator('img[src^="/map/nordic-outline.svg?v="]')).toHaveCount(1)
    const directions = block.getByRole('link', { name: /^Reittiohjeet/ })
    await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\//)
    await expect(directions).toHaveAttribute('target', '_blank')
    await expect(directions).toHaveAttribute('rel', /noopener/)
    await expect(page.locator('.station-map-view')).toHaveCount(0)
  })
})

test('the station map loads when scrolled to: an OpenLayers canvas on the offline basemap, nothing third-party', async ({
  page,
  baseURL,
}) => {
  const thirdParty = thirdPartyRequests(page, () => new URL(baseURL ?? 'http://127.0.0.1').origin)
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto(stationUrl)
  await expectHydrated(page)
  const block = page.locator('section.station-map')
  // The map is far below the fold (more than the 400 px the block loads ahead): only the fallback is there.
  const viewportHeight = page.viewportSize()?.height ?? 0
  expect((await block.boundingBox())?.y ?? 0).toBeGreaterThan(viewportHeight + 400)
  await expect(page.locator('.station-map-view')).toHaveCount(0)
  const scriptsBefore = scripts.length
  await block.scrollIntoViewIfNeeded()
  const map = page.getByRole('region', { name: `Kartta: ${station.name}` })
  await expect(map.locator('canvas').first()).toBeVisible()
  await expect(map).toHaveAttribute('data-basemap', 'offline')
  await expect(map).toHaveAttribute('data-zoom', '13')
  expect(scripts.length, 'the map’s code came when the block neared the viewport').toBeGreaterThan(
    scriptsBefore,
  )
  await expect(map.getByRole('button', { name: 'Lähennä' })).toBeVisible()
  await map.getByRole('button', { name: 'Lähennä' }).click()
  await expect(map).toHaveAttribute('data-zoom', '14')
  expect(thirdParty).toEqual([])
})

test('axe finds no serious or critical violation in the loaded station map', async ({ page }) => {
  await page.goto(stationUrl)
  await expectHydrated(page)
  await page.locator('section.station-map').scrollIntoViewIfNeeded()
  await expect(page.locator('.station-map-view canvas').first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test.describe('on the locator', () => {
  /** The locator's map, once its clusters are drawn and their buttons placed. */
  async function locatorMap(page: Page) {
    await page.goto(locatorUrl)
    await expectHydrated(page)
    // The locator loads the map with its list once the map's place nears the viewport (below the list
    // on a phone).
    await page.locator('.station-locator__map').scrollIntoViewIfNeeded()
    const map = page.locator('.station-map-view')
    await expect(map).toBeAttached({ timeout: 20_000 })
    await map.scrollIntoViewIfNeeded()
    await expect(map.locator('canvas').first()).toBeVisible()
    await expect(map.locator('.station-map-view__hit').first()).toBeAttached()
    await expect(map).not.toHaveAttribute('data-moving', '')
    return map
  }

  test('clicking a cluster zooms in, and its title names the count', async ({ page }) => {
    const map = await locatorMap(page)
    const zoomBefore = Number(await map.getAttribute('data-zoom'))
    const cluster = map.locator('.station-map-view__hit--cluster').first()
    const count = await cluster.getAttribute('data-cluster-count')
    await expect(cluster).toHaveAccessibleName(`Ryhmä, jossa ${count} merkkiä`)
    await cluster.click()
    await expect.poll(async () => Number(await map.getAttribute('data-zoom'))).toBeGreaterThan(zoomBefore)
  })

  test('with focus on the map, + and - zoom and the arrow keys pan', async ({ page }) => {
    const map = await locatorMap(page)
    await map.focus()
    const zoomBefore = Number(await map.getAttribute('data-zoom'))
    await page.keyboard.press('+')
    await expect.poll(async () => Number(await map.getAttribute('data-zoom'))).toBeGreaterThan(zoomBefore)
    await expect(map).not.toHaveAttribute('data-moving', '')
    const zoomedIn = Number(await map.getAttribute('data-zoom'))
    // Panning moves every drawn cluster and marker, and so the button over it.
    const firstHit = map.locator('.station-map-view__hit').first()
    const positionOf = () => firstHit.evaluate((button) => `${button.style.left} ${button.style.top}`)
    const before = await positionOf()
    await page.keyboard.press('ArrowLeft')
    await expect(map).not.toHaveAttribute('data-moving', '')
    await expect.poll(positionOf).not.toBe(before)
    await page.keyboard.press('-')
    await expect.poll(async () => Number(await map.getAttribute('data-zoom'))).toBeLessThan(zoomedIn)
  })

  test('the keyboard reaches a marker; Enter opens its popup with focus inside, Escape gives it back', async ({
    page,
  }) => {
    const map = await locatorMap(page)
    // Zoom in on a cluster until its stations stand alone.
    for (let step = 0; step < 8; step += 1) {
      if ((await map.locator('.station-map-view__hit--marker').count()) > 0) break
      await map.locator('.station-map-view__hit--cluster').first().click()
      await expect(map).not.toHaveAttribute('data-moving', '')
    }
    const marker = map.locator('.station-map-view__hit--marker').first()
    await expect(marker).toBeAttached()
    const name = await marker.getAttribute('title')
    // From the map region itself, Tab goes through the keyboard layer of clusters and markers.
    await map.focus()
    let reached = false
    for (let presses = 0; presses < 200 && !reached; presses += 1) {
      await page.keyboard.press('Tab')
      reached = await marker.evaluate((element) => element === document.activeElement)
    }
    expect(reached, 'Tab reached the marker').toBe(true)
    await page.keyboard.press('Enter')
    const popup = map.getByRole('dialog', { name: name ?? '' })
    await expect(popup).toBeVisible()
    await expect(popup.getByRole('button', { name: 'Sulje' })).toBeFocused()
    await expect(popup.getByRole('link', { name: 'Avaa aseman sivu' })).toHaveAttribute(
      'href',
      /\/fi-FI\/asemahaku\//,
    )
    await page.keyboard.press('Escape')
    await expect(popup).toHaveCount(0)
    await expect(marker).toBeFocused()
  })
})
