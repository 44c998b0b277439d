import fc from 'fast-check'
import { expect, test } from 'vitest'
import { stationBrands, stationServiceKeys } from '#schemas/station-keys.ts'
import { stationListResponseSchema } from '#schemas/station-summary.ts'
import { locatorStationsFromList, slugFromName, stationListFor } from './station-list.ts'
import { emptyLocatorQuery, locatorResults, type LocatorStation } from './station-locator.ts'

const allDay = { opens: '00:00', closes: '24:00' }
const aroundTheClock = {
  regular: {
    monday: [allDay],
    tuesday: [allDay],
    wednesday: [allDay],
    thursday: [allDay],
    friday: [allDay],
    saturday: [allDay],
    sunday: [allDay],
  },
  exceptions: [],
}

function station(overrides: Partial<LocatorStation> & Pick<LocatorStation, 'id' | 'name' | 'path'>) {
  return {
    code: `AUR-${overrides.id.split('-')[1] ?? ''}`,
    brand: 'aurora',
    city: 'Helsinki',
    postalCode: '00100',
    lat: 60.16952,
    lon: 24.93545,
    isClosed: false,
    services: ['fuel95', 'diesel'],
    street: 'Mannerheimintie 1',
    timeZone: 'Europe/Helsinki',
    openingHours: aroundTheClock,
    ...overrides,
  } satisfies LocatorStation
}

const kamppi = station({ id: 'fi-1004', name: 'Aurora Helsinki Kamppi', path: '/asemahaku/helsinki-kamppi' })
const tampere = station({
  id: 'fi-1100',
  name: 'Aurora Pesu Tampere Hervanta',
  brand: 'aurora-pesu',
  path: '/asemahaku/pesu-tampere-hervanta',
  city: 'Tampere',
  services: ['carWashBrush', 'carWashVan', 'defibrillator'],
})
const renamed = station({
  id: 'fi-1200',
  name: 'Aurora Kärkölä',
  // Renamed after its page was published: the slug no longer follows the name.
  path: '/asemahaku/jarvela',
  code: 'PESU-77',
  isClosed: true,
  services: [],
  openingHours: [{ date: '2026-12-24', openHours: [{ startTime: '08:00:00', endTime: '14:00:00' }] }],
})
const elsewhere = station({
  id: 'fi-1300',
  name: 'Aurora Oulu',
  path: '/kampanja/oulu',
  timeZone: undefined,
  openingHours: undefined,
  street: undefined,
})

const expand = (stations: LocatorStation[]) =>
  locatorStationsFromList(stationListResponseSchema.parse(stationListFor(stations, 'fi-FI')))

/** Finnish order by name (numbers as numbers), ties by id: the order the list promises. */
function inFinnishNameOrder(stations: readonly LocatorStation[]): LocatorStation[] {
  const collator = new Intl.Collator('fi-FI', { sensitivity: 'base', numeric: true })
  return [...stations].sort((a, b) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : 1))
}

test('the list expands back into the same stations, whatever their path, code, services and hours', () => {
  // Written in Finnish name order: Helsinki Kamppi, Kärkölä, Oulu, Pesu Tampere Hervanta.
  expect(expand([tampere, elsewhere, renamed, kamppi])).toEqual([kamppi, renamed, elsewhere, tampere])
})

test('the list says its order, and the browser takes it without collating names', () => {
  const list = stationListFor([tampere, kamppi], 'fi-FI')
  expect(list.order).toBe('name')
  const parsed = stationListResponseSchema.parse(list)
  // A list in another order that says it is in name order is taken as it says (the server's collation
  // decides, not the browser's): its first page starts with the list's first station.
  const reversed = {
    ...parsed,
    stations: Object.fromEntries(
      Object.entries(parsed.stations).map(([column, values]) => [column, [...values].reverse()]),
    ),
  }
  const stations = locatorStationsFromList(stationListResponseSchema.parse(reversed))
  expect(stations.map((each) => each.id)).toEqual([tampere.id, kamppi.id])
  const results = locatorResults(stations, emptyLocatorQuery, Date.parse('2026-11-24T12:00:00Z'), 'fi-FI')
  expect(results.items.map((item) => item.id)).toEqual([tampere.id, kamppi.id])
  // Without the promise the browser orders by name itself.
  const unpromised = { ...stationListResponseSchema.parse(reversed), order: undefined }
  const collated = locatorResults(
    locatorStationsFromList(unpromised),
    emptyLocatorQuery,
    Date.parse('2026-11-24T12:00:00Z'),
    'fi-FI',
  )
  expect(collated.items.map((item) => item.id)).toEqual([kamppi.id, tampere.id])
})

test('what is shared is written once: the path folder, the code prefix and each timetable', () => {
  // In name order: Helsinki Kamppi, Kärkölä, Oulu, Pesu Tampere Hervanta.
  const list = stationListFor([kamppi, tampere, renamed, elsewhere], 'fi-FI')
  expect(list.pathPrefix).toBe('/asemahaku/')
  expect(list.codePrefix).toBe('AUR-')
  // The slug of a name and the code of an id are left out; what differs is written whole.
  expect(list.stations.path).toEqual([null, 'jarvela', '/kampanja/oulu', null])
  expect(list.stations.code).toEqual([null, 'PESU-77', null, null])
  expect(list.schedules).toEqual([
    { timeZone: 'Europe/Helsinki', openingHours: aroundTheClock },
    { timeZone: 'Europe/Helsinki', openingHours: renamed.openingHours },
    {},
  ])
  expect(list.stations.schedule).toEqual([0, 1, 2, 0])
  // fuel95 is bit 0 and diesel bit 2 of stationServiceKeys.
  expect(list.services).toEqual(stationServiceKeys)
  expect(list.stations.services[0]).toBe(0b101)
  expect(list.stations.services[1]).toBe(0)
})

test('stations of one schedule share its timetable object, so the hours reader parses it once', () => {
  const [first, second] = expand([kamppi, tampere])
  expect(first?.openingHours).toBe(second?.openingHours)
})

test('coordinates keep five decimals (about a metre)', () => {
  const [expanded] = expand([{ ...kamppi, lat: 60.1695212345, lon: -24.935456789 }])
  expect(expanded?.lat).toBe(60.16952)
  expect(expanded?.lon).toBe(-24.93546)
})

test('an empty list is a valid answer with no stations', () => {
  const list = stationListFor([], 'sv-SE')
  expect(stationListResponseSchema.parse(list).stations.id).toEqual([])
  expect(expand([])).toEqual([])
})

test.each([
  ['Aurora Helsinki Kamppi', 'helsinki-kamppi'],
  ['Aurora Pesu Helsinki Keskusta', 'pesu-helsinki-keskusta'],
  ['Aurora Kärkölä Järvelä', 'karkola-jarvela'],
  ['Aurora Bodø Sentrum', 'bodo-sentrum'],
  ['Aurora Ærøskøbing', 'aeroskobing'],
  ['Aurora Malmö (E6)', 'malmo-e6'],
  ['Aurora', ''],
])('slugFromName(%j) is %j', (name, slug) => {
  expect(slugFromName(name)).toBe(slug)
})

test('the schema refuses a list whose columns disagree or that names what it does not have', () => {
  const list = stationListFor([kamppi, tampere], 'fi-FI')
  const shortColumn = { ...list, stations: { ...list.stations, city: ['Helsinki'] } }
  expect(stationListResponseSchema.safeParse(shortColumn).success).toBe(false)
  const missingSchedule = { ...list, stations: { ...list.stations, schedule: [0, 5] } }
  expect(stationListResponseSchema.safeParse(missingSchedule).success).toBe(false)
  const unknownService = { ...list, services: ['fuel95'] }
  expect(stationListResponseSchema.safeParse(unknownService).success).toBe(false)
})

const coordinate = (limit: number) =>
  fc.integer({ min: -limit * 1e5, max: limit * 1e5 }).map((value) => value / 1e5)

const word = fc.stringMatching(/^[A-Za-zÅÄÖåäöØøÆæ]{1,8}$/)

const arbitraryStation: fc.Arbitrary<LocatorStation> = fc
  .record(
    {
      number: fc.integer({ min: 1, max: 999_999 }),
      codePrefix: fc.constantFrom('AUR-', 'PESU-'),
      brand: fc.constantFrom(...stationBrands),
      words: fc.array(word, { minLength: 1, maxLength: 4 }),
      customSlug: fc.option(fc.stringMatching(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), { nil: undefined }),
      folder: fc.constantFrom('/asemahaku/', '/stasjoner/', '/x/y/'),
      city: word,
      postalCode: fc.stringMatching(/^\d{3} ?\d{2}$/),
      lat: coordinate(90),
      lon: coordinate(180),
      isClosed: fc.boolean(),
      services: fc.subarray([...stationServiceKeys]),
      street: fc.option(word, { nil: undefined }),
      timeZone: fc.option(fc.constantFrom('Europe/Helsinki', 'Europe/Oslo'), { nil: undefined }),
      hours: fc.constantFrom(aroundTheClock, { store24h: true }, undefined),
    },
    { requiredKeys: [] },
  )
  .map((drawn): LocatorStation => {
    const number = drawn.number ?? 1
    const name = ['Aurora', ...(drawn.words ?? ['X'])].join(' ')
    return {
      id: `fi-${number}`,
      code: `${drawn.codePrefix ?? 'AUR-'}${number}`,
      brand: drawn.brand ?? 'aurora',
      name,
      city: drawn.city ?? 'X',
      postalCode: drawn.postalCode ?? '00100',
      lat: drawn.lat ?? 0,
      lon: drawn.lon ?? 0,
      isClosed: drawn.isClosed ?? false,
      services: drawn.services ?? [],
      path: `${drawn.folder ?? '/'}${drawn.customSlug ?? slugFromName(name)}`,
      ...(drawn.street === undefined || drawn.street === '' ? {} : { street: drawn.street }),
      ...(drawn.timeZone === undefined ? {} : { timeZone: drawn.timeZone }),
      ...(drawn.hours === undefined ? {} : { openingHours: drawn.hours }),
    }
  })

test('any list of stations comes back as it was written, in name order', () => {
  fc.assert(
    fc.property(fc.array(arbitraryStation, { maxLength: 30 }), (stations) => {
      expect(expand(stations)).toEqual(inFinnishNameOrder(stations))
    }),
    { numRuns: 300 },
  )
})
