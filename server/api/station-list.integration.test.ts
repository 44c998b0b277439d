import { gzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { locatorStationsFromList } from '#domain/station-list.ts'
import { isStationOpenNow, type LocatorStation } from '#domain/station-locator.ts'
import { locales } from '#schemas/locale.ts'
import { stationListResponseSchema } from '#schemas/station-summary.ts'
import type { AppEnv } from '#server/app-env.server.ts'
import { createApp } from '#server/app.server.ts'
import { parseEnv } from '#server/env.server.ts'
import { createLogger } from '#server/logger.server.ts'
import type { Commerce } from '#server/services/commerce/commerce.server.ts'
import { embeddedTestCommerce, embeddedTestPayments } from '#tests/fixtures/commerce.ts'
import { createEmbeddedAccounts } from '#server/services/accounts/embedded-accounts.server.ts'
import { searchResponseSchema } from '#schemas/content-listing.ts'
import {
  loadEmbeddedContent,
  type EmbeddedContentSource,
} from '#server/services/content/embedded-content-source.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/setup/test-database.ts'
import { cmsViewRoutes } from './cms-view.server.ts'

/**
 * DESIGN §1 `GET /cms-view/v1/stations` and the search's stations, through the whole app on the committed
 * catalogue (content/stations/): the size budget of issue 13 is a property of that data.
 */

let database: TestDatabase
let content: EmbeddedContentSource
let commerce: Commerce

beforeAll(async () => {
  database = await createTestDatabase('pglite')
  content = await loadEmbeddedContent('content')
  commerce = await embeddedTestCommerce(database)
}, 60_000)

afterAll(async () => {
  content.close()
  await database.dispose()
})

function app() {
  const parsed = parseEnv({ NODE_ENV: 'production' })
  if (!parsed.ok) throw new Error(parsed.problems.join('\n'))
  return createApp({
    env: parsed.env,
    services: {
      content,
      database,
      sessionSecret: 'a'.repeat(32),
      reportBlockProblems: () => undefined,
      accounts: createEmbeddedAccounts(database),
      commerce,
      payments: embeddedTestPayments(database),
      close: () => Promise.resolve(),
    },
    logger: createLogger({ level: 'silent', withStacks: false }),
  })
}

const publicCache = 'public, s-maxage=60, stale-while-revalidate=600'

/** The locale's order by name (base letters, numbers as numbers), ties by id: the list's promised order. */
function inNameOrder<Station extends LocatorStation>(
  stations: readonly Station[],
  locale: string,
): Station[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true })
  return [...stations].sort((a, b) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : 1))
}

async function stationList(query: string, headers: Record<string, string> = {}) {
  const response = await app().request(`/cms-view/v1/stations${query}`, { headers })
  expect(response.status).toBe(200)
  return stationListResponseSchema.parse(await response.json())
}

test.each(locales)('the %s list expands back into every station of the catalogue', async (locale) => {
  const list = await stationList(`?locale=${locale}`)
  expect(list.locale).toBe(locale)
  expect(list.order).toBe('name')
  const stations = await content.listStations(locale)
  expect(stations.length).toBeGreaterThan(1000)
  // The catalogue's coordinates have five decimals already: nothing is lost. The stations come in the
  // locale's name order, which the browser takes as it is.
  expect(locatorStationsFromList(list)).toEqual(inNameOrder(stations, locale))
})

test.each(locales)(
  'issue 13: the %s list of the committed catalogue is at most 40 KiB gzip',
  async (locale) => {
    const response = await app().request(`/cms-view/v1/stations?locale=${locale}`)
    const body = Buffer.from(await response.arrayBuffer())
    const gzipped = gzipSync(body, { level: 6 }).byteLength
    expect(gzipped).toBeLessThanOrEqual(40 * 1024)
  },
)

test('the answer is compressed for clients that take it, with a strong ETag and the public cache', async () => {
  const response = await app().request('/cms-view/v1/stations?locale=fi-FI', {
    headers: { 'Accept-Encoding': 'gzip' },
  })
  expect(response.headers.get('Content-Encoding')).toBe('gzip')
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
  expect(response.headers.get('Cache-Control')).toBe(publicCache)
  expect(response.headers.get('ETag')).toMatch(/^"[\w-]{27}"$/)
})

test('If-None-Match with the ETag answers 304 without a body; another locale has another tag', async () => {
  const first = await app().request('/cms-view/v1/stations?locale=no-NO')
  const etag = first.headers.get('ETag') ?? ''
  for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
    const again = await app().request('/cms-view/v1/stations?locale=no-NO', {
      headers: { 'If-None-Match': ifNoneMatch },
    })
    expect(again.status).toBe(304)
    expect(again.headers.get('ETag')).toBe(etag)
    expect(again.headers.get('Cache-Control')).toBe(publicCache)
    expect(await again.text()).toBe('')
  }
  const changed = await app().request('/cms-view/v1/stations?locale=no-NO', {
    headers: { 'If-None-Match': '"something-else"' },
  })
  expect(changed.status).toBe(200)
  const swedish = await app().request('/cms-view/v1/stations?locale=sv-SE')
  expect(swedish.headers.get('ETag')).not.toBe(etag)
})

test('without a locale parameter the locale header decides, fi-FI by default', async () => {
  expect((await stationList('')).locale).toBe('fi-FI')
  const swedish = await stationList('', { 'aurora-locale': 'sv-SE' })
  expect(swedish.locale).toBe('sv-SE')
  expect(swedish.pathPrefix).toBe('/hitta-station/')
})

test('q finds a station by its code, name or town, in the compact form', async () => {
  const all = await content.listStations('en-EU')
  const [station] = all
  if (station === undefined) throw new Error('no stations')
  const number = station.code.replace(/^\D+/, '')
  for (const q of [station.code, `aur ${number}`, station.name]) {
    const found = locatorStationsFromList(await stationList(`?locale=en-EU&q=${encodeURIComponent(q)}`))
    expect(found.map((each) => each.id)).toContain(station.id)
    expect(found.length).toBeLessThan(all.length)
  }
  const town = locatorStationsFromList(
    await stationList(`?locale=en-EU&q=${encodeURIComponent(station.city)}`),
  )
  expect(town.length).toBeGreaterThan(0)
  expect(town.every((each) => each.city === station.city || each.name.includes(station.city))).toBe(true)
})

test('service filters keep the stations that have every service asked for', async () => {
  const all = await content.listStations('fi-FI')
  const found = locatorStationsFromList(await stationList('?locale=fi-FI&service=hvo100&service=charging400'))
  const expected = all.filter(
    (station) => station.services.includes('hvo100') && station.services.includes('charging400'),
  )
  expect(found.length).toBeGreaterThan(0)
  expect(found.map((station) => station.id)).toEqual(
    inNameOrder(expected, 'fi-FI').map((station) => station.id),
  )
})

test('open=now keeps the stations open at that moment, each in its own time zone', async () => {
  // 23:30 UTC on a Tuesday: past midnight in Helsinki, before it in Stockholm and Oslo.
  const now = Date.parse('2026-11-24T23:30:00Z')
  const api = new Hono<AppEnv>()
  api.use(async (c, next) => {
    c.set('logger', createLogger({ level: 'silent', withStacks: false }))
    await next()
  })
  api.route(
    '/',
    cmsViewRoutes({ content, previewGate: { upstreamCms: false, previewToken: undefined }, now: () => now }),
  )
  const response = await api.request('/cms-view/v1/stations?locale=sv-SE&open=now')
  const found = locatorStationsFromList(stationListResponseSchema.parse(await response.json()))
  const all: LocatorStation[] = await content.listStations('sv-SE')
  const open = all.filter((station) => isStationOpenNow(station, now))
  expect(open.length).toBeGreaterThan(0)
  expect(open.length).toBeLessThan(all.length)
  expect(found.map((station) => station.id)).toEqual(inNameOrder(open, 'sv-SE').map((station) => station.id))
})

test.each([
  ['?locale=de-DE', { locale: 'must be one of fi-FI, en-EU, sv-SE, no-NO' }],
  ['?locale=fi-FI&locale=en-EU', { locale: 'may be given once' }],
  ['?service=jetFuel', { service: expect.stringMatching(/^must be one of fuel95, /) }],
  ['?open=later', { open: 'must be now' }],
  [`?q=${'a'.repeat(101)}`, { q: 'must be at most 100 characters' }],
])('a bad parameter %s is a 400 naming it', async (query, fields) => {
  const response = await app().request(`/cms-view/v1/stations${query}`)
  expect(response.status).toBe(400)
  expect(response.headers.get('Cache-Control')).toBe('no-store')
  expect(await response.json()).toEqual({
    error: { code: 'BAD_REQUEST', message: 'The query is not valid.', fields },
  })
})

test('the list is read only: another method is a 405 naming GET and HEAD', async () => {
  const response = await app().request('/cms-view/v1/stations', { method: 'POST', body: '{}' })
  expect(response.status).toBe(405)
  expect(response.headers.get('Allow')).toBe('GET, HEAD')
  expect(await response.json()).toMatchObject({ error: { code: 'METHOD_NOT_ALLOWED' } })
})

test.each(['name', 'city', 'code'] as const)(
  'GET /cms-view/v1/search finds a station by its %s',
  async (field) => {
    const stations = await content.listStations('fi-FI')
    // A station in a town of its own, so the town alone leaves few results to rank.
    const station =
      stations.find((candidate) => stations.filter((other) => other.city === candidate.city).length === 1) ??
      stations[0]
    if (station === undefined) throw new Error('no stations')
    const response = await app().request(`/cms-view/v1/search?q=${encodeURIComponent(station[field])}`, {
      headers: { 'aurora-locale': 'fi-FI' },
    })
    expect(response.status).toBe(200)
    const { results } = searchResponseSchema.parse(await response.json())
    expect(results.map((result) => result.path)).toContain(station.path)
    expect(results.find((result) => result.path === station.path)?.contentType).toBe('stationPage')
  },
)
