import fc from 'fast-check'
import type { Locale } from '#schemas/locale.ts'
import { describe, expect, test } from 'vitest'
import { stationServiceKeys, weekdays, type StationServiceKey } from '#schemas/station-keys.ts'
import {
  compileSearch,
  distanceKm,
  emptyLocatorQuery,
  foldForSearch,
  isStationOpenNow,
  locatorItem,
  locatorMatches,
  locatorOpenState,
  locatorPageSize,
  locatorResults,
  locatorSearch,
  matchesSearch,
  maxSearchLength,
  pageCountOf,
  parseLocatorQuery,
  parsePosition,
  sameFilters,
  serializeLocatorQuery,
  sortStations,
  nameOrderOf,
  todaysHours,
  type LocatorQuery,
  type LocatorStation,
} from './station-locator.ts'

/**
 * The locator's pure core (issue 13 deliverable 4): the query in the URL, search by name, town, postal
 * code and station code (spec §5), service filters with counts, open now in each station's zone (spec
 * §4: a closed station is never open), distance sort and paging (spec §9 'Showing {amount} out of
 * {total} items').
 */

const at = (iso: string) => Date.parse(iso)

const weekly = (opens: string, closes: string) => ({
  regular: Object.fromEntries(weekdays.map((day) => [day, [{ opens, closes }]])),
  exceptions: [],
})

function station(
  id: string,
  overrides: Partial<LocatorStation> & Pick<LocatorStation, 'name' | 'city' | 'postalCode' | 'lat' | 'lon'>,
): LocatorStation {
  return {
    id,
    code: `AUR-${id.slice(3)}`,
    brand: 'aurora',
    isClosed: false,
    services: ['fuel95', 'diesel'],
    path: `/asemahaku/${id}`,
    timeZone: 'Europe/Helsinki',
    openingHours: weekly('06:00', '22:00'),
    ...overrides,
  }
}

const kamppi = station('fi-1001', {
  name: 'Aurora Helsinki Kamppi',
  city: 'Helsinki',
  postalCode: '00100',
  street: 'Runeberginkatu 5',
  lat: 60.1685,
  lon: 24.9316,
  services: ['fuel95', 'diesel', 'hvo100', 'charging150', 'restaurant'],
})
const karkola = station('fi-123', {
  name: 'Aurora Kärkölä',
  city: 'Kärkölä',
  postalCode: '16600',
  street: 'Lahdentie 12',
  lat: 60.87,
  lon: 25.27,
  services: ['fuel95', 'diesel', 'hvo100', 'adblue'],
  openingHours: weekly('00:00', '24:00'),
})
const malmo = station('se-1003', {
  name: 'Aurora Malmö Centrum',
  city: 'Malmö',
  postalCode: '211 20',
  lat: 55.605,
  lon: 13.0038,
  timeZone: 'Europe/Stockholm',
  services: ['fuel95', 'diesel', 'e85', 'restaurant'],
  // spec §4: closed for good, however its hours read.
  isClosed: true,
  openingHours: weekly('00:00', '24:00'),
})
const bodo = station('no-1004', {
  name: 'Aurora Bodø',
  city: 'Bodø',
  postalCode: '8006',
  lat: 67.2804,
  lon: 14.4049,
  timeZone: 'Europe/Oslo',
  services: ['fuel95', 'diesel', 'charging150', 'charging400'],
  openingHours: weekly('22:00', '02:00'),
})
const leppavaara = station('fi-1005', {
  name: 'Aurora Pesu Espoo Leppävaara',
  brand: 'aurora-pesu',
  city: 'Espoo',
  postalCode: '02600',
  lat: 60.2187,
  lon: 24.8133,
  services: ['carWashBrush', 'carWashVan'],
  openingHours: { store24h: true, storeOpeningHours: [] },
})
const farsta = station('se-1234', {
  name: 'Aurora Stockholm Farsta',
  city: 'Stockholm',
  postalCode: '123 47',
  lat: 59.2435,
  lon: 18.0931,
  timeZone: 'Europe/Stockholm',
  services: ['fuel95', 'diesel', 'restaurant', 'charging150'],
  openingHours: weekly('07:00', '21:00'),
})
const noZone = station('fi-1006', {
  name: 'Aurora Oulu',
  city: 'Oulu',
  postalCode: '90100',
  lat: 65.0121,
  lon: 25.4651,
  timeZone: undefined,
})
const network = [kamppi, karkola, malmo, bodo, leppavaara, farsta, noZone]

const query = (overrides: Partial<LocatorQuery> = {}): LocatorQuery => ({
  ...emptyLocatorQuery,
  ...overrides,
})
const ids = (stations: readonly { id: string }[]) => stations.map((item) => item.id).sort()
/** Wednesday 10 June 2026 12:00 in Helsinki, 11:00 in Stockholm and Oslo. */
const noon = at('2026-06-10T09:00:00Z')

describe('the query in the URL', () => {
  test.each<[string, string, Partial<LocatorQuery>, string]>([
    ['nothing', '', {}, ''],
    ['a search', 'q=kamppi', { q: 'kamppi' }, 'q=kamppi'],
    ['a search trimmed', 'q=%20%20Kamppi%20%20', { q: 'Kamppi' }, 'q=Kamppi'],
    ['spaces as +', 'q=aur+123', { q: 'aur 123' }, 'q=aur+123'],
    ['an empty search', 'q=', {}, ''],
    [
      'services in catalogue order',
      'service=restaurant&service=fuel95',
      { services: ['fuel95', 'restaurant'] },
      'service=fuel95&service=restaurant',
    ],
    ['a duplicate service once', 'service=hvo100&service=hvo100', { services: ['hvo100'] }, 'service=hvo100'],
    [
      'unknown services dropped',
      'service=caviar&service=HVO100&service=&service=diesel',
      { services: ['diesel'] },
      'service=diesel',
    ],
    ['open now', 'open=now', { openNow: true }, 'open=now'],
    ['open with another value', 'open=yes', {}, ''],
    ['open now among other values', 'open=yes&open=now', { openNow: true }, 'open=now'],
    ['a page', 'page=3', { page: 3 }, 'page=3'],
    ['page 1 is the default', 'page=1', {}, ''],
    ['page 0', 'page=0', {}, ''],
    ['a negative page', 'page=-2', {}, ''],
    ['a page not a number', 'page=NaN', {}, ''],
    ['a page in exponent form', 'page=1e3', {}, ''],
    ['a fractional page', 'page=2.5', {}, ''],
    ['a huge page', 'page=99999999999999999999', {}, ''],
    ['the largest page read', 'page=999999', { page: 999_999 }, 'page=999999'],
    ['near', 'near=60.1699,24.9384', { near: { lat: 60.17, lon: 24.94 } }, 'near=60.17%2C24.94'],
    ['near with spaces', 'near=%2060.1,%2024.9', { near: { lat: 60.1, lon: 24.9 } }, 'near=60.1%2C24.9'],
    [
      'near in the south-west',
      'near=-33.86,-151.21',
      { near: { lat: -33.86, lon: -151.21 } },
      'near=-33.86%2C-151.21',
    ],
    ['near rounded to zero is 0, not -0', 'near=-0.001,-0.001', { near: { lat: 0, lon: 0 } }, 'near=0%2C0'],
    ['near: latitude out of range', 'near=91,0', {}, ''],
    ['near: longitude out of range', 'near=0,181', {}, ''],
    ['near: one number', 'near=60.17', {}, ''],
    ['near: three numbers', 'near=60.17,24.94,3', {}, ''],
    ['near: not numbers', 'near=NaN,NaN', {}, ''],
    ['near: Infinity', 'near=Infinity,0', {}, ''],
    ['near: exponent form', 'near=6e1,2', {}, ''],
    ['near: text', 'near=Helsinki', {}, ''],
    [
      'everything, in any order',
      'page=2&near=60.17,24.94&open=now&service=restaurant&q=helsinki&service=diesel&utm_source=x',
      {
        q: 'helsinki',
        services: ['diesel', 'restaurant'],
        openNow: true,
        page: 2,
        near: { lat: 60.17, lon: 24.94 },
      },
      'q=helsinki&service=diesel&service=restaurant&open=now&near=60.17%2C24.94&page=2',
    ],
  ])('%s: ?%s', (_name, search, expected, canonical) => {
    const parsed = parseLocatorQuery(search)
    expect(parsed).toEqual(query(expected))
    expect(serializeLocatorQuery(parsed).toString()).toBe(canonical)
    expect(locatorSearch(parsed)).toBe(canonical === '' ? '' : `?${canonical}`)
    expect(parseLocatorQuery(canonical)).toEqual(parsed)
    expect(parseLocatorQuery(new URLSearchParams(search))).toEqual(parsed)
  })

  test('an over-long search is cut to the limit', () => {
    const parsed = parseLocatorQuery(`q=${'a'.repeat(10_000)}`)
    expect(parsed.q).toHaveLength(maxSearchLength)
    expect(serializeLocatorQuery(query({ q: `  ${'b'.repeat(500)}` })).get('q')).toHaveLength(maxSearchLength)
  })

  test('a search cut at the limit never splits a character, and a lone surrogate is U+FFFD as in a URL', () => {
    const emoji = '\u{1F697}'
    const atTheLimit = parseLocatorQuery(
      new URLSearchParams({ q: `${'a'.repeat(maxSearchLength - 1)}${emoji}` }),
    )
    expect(atTheLimit.q).toBe('a'.repeat(maxSearchLength - 1))
    expect(parseLocatorQuery(serializeLocatorQuery(atTheLimit))).toEqual(atTheLimit)
    const lone = parseLocatorQuery({ q: ['kamppi\uD83D'] })
    expect(lone.q).toBe('kamppi\uFFFD')
    expect(parseLocatorQuery(serializeLocatorQuery(lone))).toEqual(lone)
    expect(serializeLocatorQuery(query({ q: `\uDE97${emoji}` })).get('q')).toBe(`\uFFFD${emoji}`)
  })

  test("Vike's searchAll (every value of each key) reads the same", () => {
    expect(
      parseLocatorQuery({
        q: ['bodø', 'ignored'],
        service: ['diesel', 'nope', 'adblue'],
        open: ['now'],
        page: ['2'],
      }),
    ).toEqual(query({ q: 'bodø', services: ['diesel', 'adblue'], openNow: true, page: 2 }))
  })

  test('serializing a hand-made query keeps the URL canonical', () => {
    const made: LocatorQuery = {
      q: ' kamppi ',
      services: ['restaurant', 'fuel95', 'restaurant'],
      openNow: false,
      page: 2.5,
      near: { lat: 60.16987, lon: 24.93835 },
    }
    expect(serializeLocatorQuery(made).toString()).toBe(
      'q=kamppi&service=fuel95&service=restaurant&near=60.17%2C24.94',
    )
  })

  test('sameFilters ignores the page only', () => {
    const base = parseLocatorQuery('q=a&service=diesel&near=60,24')
    expect(sameFilters(base, { ...base, page: 4 })).toBe(true)
    expect(sameFilters(base, { ...base, q: 'b' })).toBe(false)
    expect(sameFilters(base, { ...base, services: ['adblue'] })).toBe(false)
    expect(sameFilters(base, { ...base, openNow: true })).toBe(false)
    expect(sameFilters(base, { ...base, near: null })).toBe(false)
  })

  test(
    'any query string: never throws, and its canonical form reads back to the same query',
    { timeout: 30_000 },
    () => {
      const piece = fc.oneof(
        fc.constantFrom('q', 'service', 'open', 'page', 'near', 'x'),
        fc.constantFrom(...stationServiceKeys, 'now', '1', '-1', '60.17,24.94', '%', '&', '=', '+', '%20'),
        fc.string({ unit: 'binary', maxLength: 12 }),
      )
      const queryString = fc
        .array(fc.tuple(piece, piece), { maxLength: 8 })
        .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&'))
      fc.assert(
        fc.property(
          fc.oneof(
            queryString,
            fc.string(),
            fc.string({ unit: 'binary', minLength: 95, maxLength: 110 }).map((q) => ({ q: [q] })),
          ),
          (search) => {
            const parsed = parseLocatorQuery(search)
            expect(parsed.q.length).toBeLessThanOrEqual(maxSearchLength)
            expect(Number.isInteger(parsed.page) && parsed.page >= 1).toBe(true)
            expect(new Set(parsed.services).size).toBe(parsed.services.length)
            expect(parseLocatorQuery(serializeLocatorQuery(parsed).toString())).toEqual(parsed)
          },
        ),
        { numRuns: 500 },
      )
    },
  )

  test.each<[string | null, { lat: number; lon: number } | null]>([
    [null, null],
    ['', null],
    ['90,180', { lat: 90, lon: 180 }],
    ['-90,-180', { lat: -90, lon: -180 }],
    ['90.001,0', null],
    ['60.005,24.995', { lat: 60.01, lon: 25 }],
  ])('parsePosition(%j) = %j', (value, expected) => {
    expect(parsePosition(value)).toEqual(expected)
  })
})

describe('search: name, town, street, postal code and station code', () => {
  const find = (q: string) => ids(network.filter((item) => matchesSearch(item, compileSearch(q))))

  test.each<[string, string[]]>([
    ['', ids(network)],
    ['   ', ids(network)],
    ['kamppi', ['fi-1001']],
    ['Kamppi', ['fi-1001']],
    ['KAMPPI', ['fi-1001']],
    ['helsinki', ['fi-1001']],
    ['helsinki kamppi', ['fi-1001']],
    ['kamppi helsinki', ['fi-1001']],
    ['runeberginkatu', ['fi-1001']],
    ['espoo', ['fi-1005']],
    ['pesu', ['fi-1005']],
    ['leppävaara', ['fi-1005']],
    // Diacritic-insensitive, both ways.
    ['leppavaara', ['fi-1005']],
    ['karkola', ['fi-123']],
    ['Kärkölä', ['fi-123']],
    ['KARKOLA', ['fi-123']],
    ['bodo', ['no-1004']],
    ['bodø', ['no-1004']],
    ['malmo', ['se-1003']],
    ['Malmö', ['se-1003']],
    // Prefixes of words, not the middle of them.
    ['kär', ['fi-123']],
    ['helsin', ['fi-1001']],
    ['amppi', []],
    ['stock far', ['se-1234']],
    // Postal codes, with or without the Swedish space.
    ['00100', ['fi-1001']],
    ['001', ['fi-1001']],
    ['211 20', ['se-1003']],
    ['21120', ['se-1003']],
    ['8006', ['no-1004']],
    // Nothing like it.
    ['tampere', []],
    ['kamppi tampere', []],
  ])('%j finds %j', (q, expected) => {
    expect(find(q)).toEqual(expected)
  })

  test('spec §5: `aur 123`, `123`, `AUR-123` (and `aur123`, ` a u r - 1 2 3 `) find the same station', () => {
    const found = ['aur 123', '123', 'AUR-123', 'aur-123', 'aur123', 'AUR 123', ' a u r - 1 2 3 '].map(find)
    for (const result of found) expect(result).toEqual(found[0])
    expect(found[0]).toContain('fi-123')
    // Prefix search: `123` is also the start of AUR-1234 and of the postal code 123 47, never of Kamppi.
    expect(found[0]).toEqual(['fi-123', 'se-1234'])
    expect(find('AUR-1234')).toEqual(['se-1234'])
    expect(find('aur 1001')).toEqual(['fi-1001'])
    expect(find('1001')).toEqual(['fi-1001'])
  })

  test('compileSearch reads a code as spec §5 normalizes it, and only a code', () => {
    expect(compileSearch('aur 123')).toEqual({ words: ['aur', '123'], code: 'AUR-123' })
    expect(compileSearch('123')).toEqual({ words: ['123'], code: 'AUR-123' })
    expect(compileSearch('Kamppi')).toEqual({ words: ['kamppi'], code: null })
    expect(compileSearch('')).toEqual({ words: [], code: null })
  })

  test.each([
    ['Kärkölä', 'karkola'],
    ['Bodø', 'bodo'],
    ['Malmö', 'malmo'],
    ['Ærøskøbing', 'aeroskobing'],
    ['Straße', 'strasse'],
    ['  Helsinki,  Kamppi! ', 'helsinki kamppi'],
    ['AUR-1042', 'aur 1042'],
  ])('foldForSearch(%j) = %j', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded)
  })

  test('any search and any station: no throw, and the empty search matches all', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (q, name, postalCode) => {
        const item = station('fi-1', { name, city: name, postalCode, lat: 60, lon: 25 })
        const result = matchesSearch(item, compileSearch(q))
        if (foldForSearch(q) === '') expect(result).toBe(true)
      }),
    )
  })
})

describe('filters, open now, facets, sorting and paging', () => {
  test('a service filter keeps stations with every chosen service, and counts the services of what is left', () => {
    const results = locatorResults(network, query({ services: ['restaurant'] }), noon, 'fi-FI')
    expect(ids(results.items)).toEqual(['fi-1001', 'se-1003', 'se-1234'])
    expect(results.total).toBe(3)
    expect(results.stationCount).toBe(network.length)
    const count = (service: StationServiceKey) =>
      results.facets.find((facet) => facet.service === service)?.count
    expect(results.facets.map((facet) => facet.service)).toEqual([...stationServiceKeys])
    expect(count('restaurant')).toBe(3)
    expect(count('fuel95')).toBe(3)
    expect(count('charging150')).toBe(2)
    expect(count('e85')).toBe(1)
    expect(count('hvo100')).toBe(1)
    expect(count('carWashBrush')).toBe(0)
    // Ticking a counted service leaves exactly that many stations.
    const narrower = locatorResults(
      network,
      query({ services: ['restaurant', 'charging150'] }),
      noon,
      'fi-FI',
    )
    expect(narrower.total).toBe(count('charging150'))
    expect(ids(narrower.items)).toEqual(['fi-1001', 'se-1234'])
  })

  test('a service a station lists twice is counted once', () => {
    const twice = station('fi-3001', {
      name: 'Aurora Kotka',
      city: 'Kotka',
      postalCode: '48100',
      lat: 60.47,
      lon: 26.95,
      services: ['fuel95', 'restaurant', 'fuel95'],
    })
    const facets = locatorResults([...network, twice], emptyLocatorQuery, noon, 'fi-FI').facets
    const plain = locatorResults(network, emptyLocatorQuery, noon, 'fi-FI').facets
    const count = (list: typeof facets, service: StationServiceKey) =>
      list.find((facet) => facet.service === service)?.count
    expect(count(facets, 'fuel95')).toBe((count(plain, 'fuel95') ?? 0) + 1)
    expect(count(facets, 'restaurant')).toBe((count(plain, 'restaurant') ?? 0) + 1)
    expect(count(facets, 'e85')).toBe(count(plain, 'e85'))
  })

  test('with no filter every station is counted', () => {
    const results = locatorResults(network, emptyLocatorQuery, noon, 'fi-FI')
    expect(results.total).toBe(network.length)
    expect(results.facets.find((facet) => facet.service === 'fuel95')?.count).toBe(6)
    expect(results.facets.find((facet) => facet.service === 'carWashVan')?.count).toBe(1)
  })

  test('the list as first opened (no search, no service) is answered as a search that keeps every station would be', () => {
    const names = ['Aurora Åmål', 'Aurora Alingsås', 'Aurora Öland', 'Aurora Zinkgruvan', 'Aurora Bodø']
    const hours = [weekly('06:00', '22:00'), weekly('00:00', '24:00'), weekly('22:00', '02:00'), undefined]
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            name: fc.constantFrom(...names),
            services: fc.subarray([...stationServiceKeys]),
            isClosed: fc.boolean(),
            hours: fc.constantFrom(...hours),
          }),
          { minLength: 0, maxLength: 50 },
        ),
        fc.constantFrom<Locale>('sv-SE', 'fi-FI', 'no-NO', 'en-EU'),
        fc.boolean(),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: at('2026-06-01T00:00:00Z'), max: at('2026-06-08T00:00:00Z') }),
        (picked, locale, openNow, page, now) => {
          const stations = picked.map((picks, index) =>
            station(`se-${String(1000 + index)}`, {
              name: picks.name,
              city: 'X',
              postalCode: '1',
              lat: 58 + index / 10,
              lon: 14,
              services: picks.services,
              isClosed: picks.isClosed,
              openingHours: picks.hours,
            }),
          )
          const query = { ...emptyLocatorQuery, openNow, page }
          const whole = locatorResults(stations, query, now, locale)
          // Every station's name starts with `Aurora`: the search keeps them all, through the filters.
          const searched = locatorResults(stations, { ...query, q: 'aurora' }, now, locale)
          expect({ ...whole, query: { ...whole.query, q: 'aurora' } }).toEqual(searched)
          // Asked again within the minute (what is kept for the list is used), the answer is the same.
          expect(locatorResults(stations, query, now, locale)).toEqual(whole)
        },
      ),
    )
  })

  test('search and services together', () => {
    expect(
      ids(locatorResults(network, query({ q: 'stockholm', services: ['restaurant'] }), noon, 'fi-FI').items),
    ).toEqual(['se-1234'])
    expect(locatorResults(network, query({ q: 'bodø', services: ['restaurant'] }), noon, 'fi-FI').total).toBe(
      0,
    )
  })

  test('spec §4: a closed station is never open, whatever its hours say', () => {
    expect(isStationOpenNow(malmo, noon)).toBe(false)
    expect(locatorOpenState(malmo, noon)).toEqual({ status: 'stationClosed' })
    expect(isStationOpenNow({ ...malmo, isClosed: false }, noon)).toBe(true)
    fc.assert(
      fc.property(fc.integer({ min: at('2026-01-01T00:00:00Z'), max: at('2027-12-31T00:00:00Z') }), (now) => {
        expect(isStationOpenNow(malmo, now)).toBe(false)
        expect(locatorResults([malmo], query({ openNow: true }), now, 'sv-SE').total).toBe(0)
      }),
      { numRuns: 200 },
    )
  })

  test.each<[string, string, string[]]>([
    // Noon in Helsinki (11:00 in Stockholm and Oslo): the day stations and the 24 h ones, not Bodø (22–02).
    ['noon', '2026-06-10T09:00:00Z', ['fi-1001', 'fi-1005', 'fi-123', 'se-1234']],
    // 22:30 UTC: 01:30 in Helsinki, 00:30 in Oslo (Bodø's night opening), Farsta shut at 21:00 Stockholm.
    ['22:30 UTC', '2026-06-10T22:30:00Z', ['fi-1005', 'fi-123', 'no-1004']],
    // 19:30 UTC: 22:30 in Helsinki (Kamppi shut at 22:00), 21:30 in Oslo and Stockholm.
    ['19:30 UTC', '2026-06-10T19:30:00Z', ['fi-1005', 'fi-123']],
    // 18:30 UTC: 21:30 in Helsinki, 20:30 in Stockholm (Farsta open until 21:00).
    ['18:30 UTC', '2026-06-10T18:30:00Z', ['fi-1001', 'fi-1005', 'fi-123', 'se-1234']],
    // 20:30 UTC: 22:30 in Oslo, Bodø has opened.
    ['20:30 UTC', '2026-06-10T20:30:00Z', ['fi-1005', 'fi-123', 'no-1004']],
  ])('open now at %s, each station in its own zone', (_name, iso, expected) => {
    const results = locatorResults(network, query({ openNow: true }), at(iso), 'fi-FI')
    expect(ids(results.items)).toEqual(expected)
    expect(results.total).toBe(expected.length)
    expect(ids(locatorMatches(network, query({ openNow: true }), at(iso)))).toEqual(expected)
    // The count offered for the filter is what ticking it gives.
    expect(locatorResults(network, emptyLocatorQuery, at(iso), 'fi-FI').openNowCount).toBe(expected.length)
  })

  test('a list asked again at another instant, and back, is answered for each instant', () => {
    // What the list's stations are at an instant is remembered for the last instant only.
    const instants = [
      '2026-06-10T09:00:00Z',
      '2026-06-10T22:30:00Z',
      '2026-06-10T09:00:00Z',
      '2026-06-10T20:30:00Z',
    ]
    for (const iso of instants) {
      const results = locatorResults(network, emptyLocatorQuery, at(iso), 'fi-FI')
      expect(results.items).toEqual(
        sortStations(network, null, { locale: 'fi-FI' })
          .slice(0, results.items.length)
          .map((station) => locatorItem(station, at(iso), null)),
      )
      expect(results.openNowCount).toBe(
        network.filter((station) => isStationOpenNow(station, at(iso))).length,
      )
    }
  })

  test('a station without a zone is never "open now" and its hours are unknown', () => {
    expect(isStationOpenNow(noZone, noon)).toBe(false)
    expect(locatorOpenState(noZone, noon)).toEqual({ status: 'unknown' })
    expect(todaysHours(noZone, noon)).toEqual({ kind: 'missing' })
  })

  test("each row's today and state (spec §8, §9)", () => {
    expect(todaysHours(kamppi, noon)).toEqual({ kind: 'hours', text: '06:00–22:00' })
    expect(todaysHours(karkola, noon)).toEqual({ kind: 'open24h' })
    expect(todaysHours(leppavaara, noon)).toEqual({ kind: 'open24h' })
    expect(todaysHours({ ...kamppi, openingHours: weekly('06:00', '22:00') }, noon)).toEqual({
      kind: 'hours',
      text: '06:00–22:00',
    })
    expect(
      todaysHours(
        { ...kamppi, openingHours: { regular: { ...weekly('06:00', '22:00').regular, wednesday: [] } } },
        noon,
      ),
    ).toEqual({ kind: 'closed' })
    expect(todaysHours({ ...kamppi, openingHours: null }, noon)).toEqual({ kind: 'missing' })
    expect(locatorOpenState(kamppi, noon)).toEqual({
      status: 'open',
      closes: { time: '22:00', day: 'today' },
    })
    expect(locatorOpenState(bodo, noon)).toEqual({ status: 'closed', opens: { time: '22:00', day: 'today' } })
    expect(locatorOpenState({ ...kamppi, openingHours: 'garbage' }, noon)).toEqual({ status: 'unknown' })
  })

  test('with a position the list is nearest first, and each row says how far', () => {
    const near = { lat: 60.17, lon: 24.94 }
    const results = locatorResults(network, query({ near }), noon, 'fi-FI')
    // Espoo, Kärkölä, Stockholm (400 km), Oulu (510 km), Malmö (800 km), Bodø (930 km).
    expect(results.items.map((item) => item.id)).toEqual([
      'fi-1001',
      'fi-1005',
      'fi-123',
      'se-1234',
      'fi-1006',
      'se-1003',
      'no-1004',
    ])
    const distances = results.items.map((item) => item.distanceKm ?? Number.NaN)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(distances[0]).toBeLessThan(1)
    // Helsinki to Bodø is about 930 km as the crow flies.
    expect(distances.at(-1)).toBeGreaterThan(900)
    expect(distances.at(-1)).toBeLessThan(960)
    expect(
      locatorResults(network, emptyLocatorQuery, noon, 'fi-FI').items.every(
        (item) => item.distanceKm === null,
      ),
    ).toBe(true)
  })

  test('distanceKm: Helsinki–Stockholm is about 400 km, and a point is 0 km from itself', () => {
    expect(distanceKm({ lat: 60.1699, lon: 24.9384 }, { lat: 59.3293, lon: 18.0686 })).toBeCloseTo(396, -1)
    expect(distanceKm(kamppi, kamppi)).toBe(0)
  })

  test("without a position: by name in the locale's order (å, ä, ö after z in Swedish)", () => {
    const names = ['Aurora Åmål', 'Aurora Öland', 'Aurora Zinkgruvan', 'Aurora Ängelholm', 'Aurora Alingsås']
    const stations = names.map((name, index) =>
      station(`se-${index + 1}`, { name, city: 'X', postalCode: '1', lat: 58, lon: 14 }),
    )
    expect(sortStations(stations, null, { locale: 'sv-SE' }).map((item) => item.name)).toEqual([
      'Aurora Alingsås',
      'Aurora Zinkgruvan',
      'Aurora Åmål',
      'Aurora Ängelholm',
      'Aurora Öland',
    ])
  })

  test('the name order worked out once per list sorts as collating names does, ties by id, without comparing', () => {
    const names = ['Aurora Åmål', 'aurora alingsås', 'Aurora Öland', 'Aurora Zinkgruvan', 'Aurora Alingsås']
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...names), { minLength: 1, maxLength: 12 }),
        fc.constantFrom<Locale>('sv-SE', 'fi-FI', 'no-NO', 'en-EU'),
        fc.boolean(),
        (picked, locale, withViewport) => {
          const stations = picked.map((name, index) =>
            station(`se-${String(100 - index)}`, {
              name,
              city: 'X',
              postalCode: '1',
              lat: 58 + index,
              lon: 14,
            }),
          )
          const options = { locale, viewport: withViewport ? ([13, 57, 15, 61] as const) : null }
          const byCollation = sortStations(stations, null, options).map((item) => item.id)
          const nameOrder = nameOrderOf(stations, locale)
          // A subset, as a search leaves one: its order is the list's.
          const subset = stations.filter((_station, index) => index % 2 === 0)
          expect(sortStations(stations, null, { ...options, nameOrder }).map((item) => item.id)).toEqual(
            byCollation,
          )
          expect(sortStations(subset, null, { ...options, nameOrder }).map((item) => item.id)).toEqual(
            sortStations(subset, null, options).map((item) => item.id),
          )
          // A station the order does not hold, and one given twice, are sorted as collating names does.
          const stranger = station('se-1', {
            name: 'Aurora Alingsås',
            city: 'X',
            postalCode: '1',
            lat: 58,
            lon: 14,
          })
          for (const list of [
            [...subset, stranger],
            [...stations, ...subset],
          ]) {
            expect(sortStations(list, null, { ...options, nameOrder }).map((item) => item.id)).toEqual(
              sortStations(list, null, options).map((item) => item.id),
            )
          }
          // Worked out once: the same list and locale give the same map.
          expect(nameOrderOf(stations, locale)).toBe(nameOrder)
        },
      ),
    )
  })

  test("the map's view comes first, then distance", () => {
    const helsinkiView = [24.5, 60.0, 25.5, 61.0] as const
    const sorted = sortStations(
      network,
      { lat: 59.33, lon: 18.07 },
      { locale: 'fi-FI', viewport: helsinkiView },
    )
    expect(sorted.slice(0, 3).map((item) => item.id)).toEqual(['fi-1005', 'fi-1001', 'fi-123'])
    expect(sorted[3]?.id).toBe('se-1234')
  })

  describe('paging: spec §9 "Showing {amount} out of {total} items"', () => {
    const many = Array.from({ length: 45 }, (_, index) =>
      station(`fi-${2000 + index}`, {
        name: `Aurora Lahti ${String(index + 1).padStart(2, '0')}`,
        city: 'Lahti',
        postalCode: '15100',
        lat: 60.98,
        lon: 25.66,
        services: index % 3 === 0 ? ['fuel95', 'restaurant'] : ['fuel95'],
      }),
    )

    test.each<[number, number, number, string]>([
      [1, 1, 20, 'Aurora Lahti 01'],
      [2, 2, 20, 'Aurora Lahti 21'],
      [3, 3, 5, 'Aurora Lahti 41'],
      // Past the last page: the last page.
      [4, 3, 5, 'Aurora Lahti 41'],
      [999_999, 3, 5, 'Aurora Lahti 41'],
      [Number.POSITIVE_INFINITY, 3, 5, 'Aurora Lahti 41'],
      [0, 1, 20, 'Aurora Lahti 01'],
      [-5, 1, 20, 'Aurora Lahti 01'],
      [Number.NaN, 1, 20, 'Aurora Lahti 01'],
      [2.7, 2, 20, 'Aurora Lahti 21'],
    ])('page %s of 45 is page %d with %d rows from %s', (page, shown, amount, first) => {
      const results = locatorResults(many, query({ page }), noon, 'fi-FI')
      expect(results.query.page).toBe(shown)
      expect(results.items).toHaveLength(amount)
      expect(results.items[0]?.name).toBe(first)
      expect(results.total).toBe(45)
      expect(results.pageCount).toBe(3)
    })

    test('filters count and page the filtered list', () => {
      const results = locatorResults(many, query({ services: ['restaurant'], page: 2 }), noon, 'fi-FI')
      expect(results.total).toBe(15)
      expect(results.pageCount).toBe(1)
      expect(results.query.page).toBe(1)
      expect(results.items).toHaveLength(15)
    })

    test('no match is one empty page', () => {
      const results = locatorResults(many, query({ q: 'tampere' }), noon, 'fi-FI')
      expect(results).toMatchObject({ total: 0, pageCount: 1, items: [], query: { page: 1 } })
    })

    test('pageCountOf', () => {
      expect([0, 1, locatorPageSize, locatorPageSize + 1, 1200].map(pageCountOf)).toEqual([1, 1, 1, 2, 60])
    })

    test('a Date works as well as epoch milliseconds', () => {
      expect(locatorResults(many, emptyLocatorQuery, new Date(noon), 'fi-FI')).toEqual(
        locatorResults(many, emptyLocatorQuery, noon, 'fi-FI'),
      )
    })
  })

  test('a row carries what the list and a popup show', () => {
    expect(locatorItem(kamppi, noon, { lat: 60.17, lon: 24.94 })).toEqual({
      id: 'fi-1001',
      name: 'Aurora Helsinki Kamppi',
      brand: 'aurora',
      path: '/asemahaku/fi-1001',
      street: 'Runeberginkatu 5',
      postalCode: '00100',
      city: 'Helsinki',
      lat: 60.1685,
      lon: 24.9316,
      today: { kind: 'hours', text: '06:00–22:00' },
      state: { status: 'open', closes: { time: '22:00', day: 'today' } },
      distanceKm: 0.5,
    })
    expect(locatorItem(malmo, noon, null)).toMatchObject({
      street: null,
      distanceKm: null,
      state: { status: 'stationClosed' },
    })
  })
})
