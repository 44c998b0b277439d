import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { expect, test as base, type Page } from '@playwright/test'
import { z } from 'zod'
import { stationPagePath } from '#i18n/site-paths.ts'
import { startProductionServer, type RunningServer } from '#tests/setup/production-server.ts'

/**
 * DESIGN §1 `MAP_STYLE_URL`: with a vector style configured, the maps draw it through ol-mapbox-style
 * (components/map/vector-style.ts); a style that cannot be had is retried (spec §7: up to 3 times with
 * growing delay) and then the offline basemap is drawn. A style server of our own stands in for the
 * maps provider; a production server of its own is started with the setting, since the suite's server
 * runs without it.
 */

/** A style with no tiles, sprites or glyphs to fetch: a background and one polygon, as GeoJSON. */
const style = {
  version: 8,
  name: 'test style',
  sources: {
    land: {
      type: 'geojson',
      data: {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: {},
            geometry: {
              type: 'Polygon',
              coordinates: [
                [
                  [20, 59],
                  [32, 59],
                  [32, 70],
                  [20, 70],
                  [20, 59],
                ],
              ],
            },
          },
        ],
      },
    },
  },
  layers: [
    { id: 'sea', type: 'background', paint: { 'background-color': '#bcd4e6' } },
    { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#eef2e6' } },
  ],
}

interface StyleServer {
  url: string
  /** How many times the style was asked for. */
  requests: () => number
  close: () => Promise<void>
}

/** Serves `/style.json` (or a 503, for a provider that is down) to any origin, as a maps provider does. */
async function startStyleServer(answer: 'style' | 'unavailable'): Promise<StyleServer> {
  let requests = 0
  const server: Server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    if (request.url?.startsWith('/style.json') !== true) {
      response.writeHead(404).end()
      return
    }
    requests += 1
    if (answer === 'unavailable') {
      response.writeHead(503, { 'content-type': 'text/plain' }).end('down for maintenance')
      return
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(style))
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('the style server has no port')
  return {
    url: `http://127.0.0.1:${address.port}/style.json`,
    requests: () => requests,
    close: () => new Promise((closed) => server.close(() => closed())),
  }
}

const catalogueStation = z.object({ slug: z.string(), isClosed: z.boolean() }).loose()
const station = z
  .array(catalogueStation)
  .parse(JSON.parse(readFileSync(new URL('../../content/stations/fi.json', import.meta.url), 'utf8')))
  .find((candidate) => !candidate.isClosed)
if (station === undefined) throw new Error('the catalogue has no open station')
const stationPath = `/fi-FI${stationPagePath('fi-FI', station.slug)}`

interface Provider {
  style: StyleServer
  site: RunningServer
}

/** A worker fixture: a style server answering as `kind`, and a production server drawing from it. */
function providerFixture(
  kind: Parameters<typeof startStyleServer>[0],
): [
  (args: object, use: (provider: Provider) => Promise<void>) => Promise<void>,
  { scope: 'worker'; timeout: number },
] {
  return [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from the pattern.
    async ({}, use: (provider: Provider) => Promise<void>) => {
      const styleServer = await startStyleServer(kind)
      const site = await startProductionServer({ MAP_STYLE_URL: styleServer.url })
      await use({ style: styleServer, site })
      await site.stop()
      await styleServer.close()
    },
    { scope: 'worker', timeout: 120_000 },
  ]
}

/** One style server and one production server per worker, for each kind of provider. */
const test = base.extend<object, { working: Provider; down: Provider }>({
  working: providerFixture('style'),
  down: providerFixture('unavailable'),
})

// The setting is the same for every viewport: one project is enough.
test.beforeEach(() => {
  test.skip(test.info().project.name !== 'chromium-desktop', 'checked on desktop only')
})

/** Console errors of the page, such as a Content-Security-Policy refusal of the style's origin. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

test('a configured style draws the station map, allowed by the page’s CSP', async ({ page, working }) => {
  const errors = consoleErrors(page)
  await page.goto(`${working.site.url}${stationPath}`)
  await page.locator('section.station-map').scrollIntoViewIfNeeded()
  const map = page.locator('.station-map-view')
  await expect(map.locator('canvas').first()).toBeVisible({ timeout: 30_000 })
  await expect(map).toHaveAttribute('data-basemap', 'vector', { timeout: 30_000 })
  expect(working.style.requests()).toBeGreaterThan(0)
  expect(errors).toEqual([])
})

test('a style that cannot be had is retried, then the offline basemap is drawn', async ({ page, down }) => {
  await page.goto(`${down.site.url}${stationPath}`)
  await page.locator('section.station-map').scrollIntoViewIfNeeded()
  const map = page.locator('.station-map-view')
  // One try and three retries, 0.5 + 1 + 2 s apart.
  await expect(map).toHaveAttribute('data-basemap', 'offline', { timeout: 30_000 })
  expect(down.style.requests()).toBe(4)
})
