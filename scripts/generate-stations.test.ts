import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, test } from 'vitest'
import { todaysOpeningHoursText } from '#domain/opening-hours.ts'
import { slugify } from '#domain/station-list.ts'
import { isStationCode } from '#domain/verification-code.ts'
import { stationSchema, type Station } from '#schemas/station.ts'
import {
  catalogueFiles,
  countryCodes,
  countryCounts,
  countryShares,
  createRandom,
  defaultCount,
  defaultOutDir,
  defaultSeed,
  easterSunday,
  formatCatalogueFile,
  generateStations,
  loadTowns,
  publicHolidays,
  type Catalogue,
  type CountryCode,
  type Town,
} from './generate-stations.ts'

/**
 * `npm run stations:generate` (issue 13 deliverable 1): deterministic in its seed, `--count N` split by
 * the country shares, every station valid by the schema the server boots with, and the committed
 * catalogue exactly what the generator writes by default.
 */

const root = fileURLToPath(new URL('..', import.meta.url))

let towns: Record<CountryCode, Town[]>
/** The default network (1,200 stations, seed `aurora`): the committed one. */
let network: Catalogue
let allStations: Station[]

beforeAll(() => {
  // GeoNames' towns are read once for the whole file; generating from them takes a fraction of a second.
  towns = loadTowns()
  network = generateStations({ towns })
  allStations = countryCodes.flatMap((country) => network[country])
}, 60_000)

const stationsOf = (catalogue: Catalogue) => countryCodes.flatMap((country) => catalogue[country])

describe('deterministic in its seed', () => {
  test('the same seed gives the same stations, byte for byte', () => {
    const first = generateStations({ count: 60, seed: 'test', towns })
    const second = generateStations({ count: 60, seed: 'test', towns })
    expect(JSON.stringify(second)).toBe(JSON.stringify(first))
  })

  test('another seed gives another network', () => {
    const first = stationsOf(generateStations({ count: 60, seed: 'test', towns }))
    const other = stationsOf(generateStations({ count: 60, seed: 'other', towns }))
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(first))
    // Not just a detail: the places differ.
    expect(other.map((station) => station.slug)).not.toEqual(first.map((station) => station.slug))
  })

  test('the random stream is the same for a seed and differs between seeds', () => {
    const draw = (seed: string) => {
      const random = createRandom(seed)
      return Array.from({ length: 5 }, () => random.next())
    }
    expect(draw('a')).toEqual(draw('a'))
    expect(draw('a')).not.toEqual(draw('b'))
    for (const value of draw('c')) expect(value >= 0 && value < 1).toBe(true)
  })
})

describe('--count N: N stations split FI / SE / NO by the shares', () => {
  test.each([1, 2, 7, 10, 61, 250])('%d stations', (count) => {
    const catalogue = generateStations({ count, seed: `count-${count}`, towns })
    const counts = countryCounts(count)
    expect(counts.FI + counts.SE + counts.NO).toBe(count)
    for (const country of countryCodes) {
      expect(catalogue[country]).toHaveLength(counts[country])
      // Rounding moves a country's count by less than one station.
      expect(Math.abs(counts[country] - count * countryShares[country])).toBeLessThan(1)
      for (const station of catalogue[country]) expect(station.countryCode).toBe(country)
    }
  })

  test('the default is 1,200: 600 in Finland, 360 in Sweden, 240 in Norway', () => {
    expect(defaultCount).toBe(1200)
    expect(countryCodes.map((country) => network[country].length)).toEqual([600, 360, 240])
  })

  test.each([0, -1, 1.5, Number.NaN])('count %d is refused', (count) => {
    expect(() => generateStations({ count, towns })).toThrow(/positive integer/)
  })
})

describe('every station is a valid catalogue entry (schemas/station.ts)', () => {
  test('the default network and a small one of another seed parse, and parsing loses nothing', () => {
    const small = stationsOf(generateStations({ count: 40, seed: 'schema', towns }))
    for (const station of [...allStations, ...small]) {
      const parsed = stationSchema.safeParse(station)
      expect(parsed.error?.issues ?? [], station.id).toEqual([])
      expect(parsed.data).toEqual(station)
    }
  })

  test('ids, slugs, codes and e-mail addresses are unique across the network', () => {
    for (const pick of [
      (station: Station) => station.id,
      (station: Station) => station.slug,
      (station: Station) => station.code,
      (station: Station) => station.contact.email,
    ]) {
      const values = allStations.map(pick)
      expect(new Set(values).size).toBe(values.length)
    }
  })

  test('codes are spec §5 station codes numbered from AUR-1001 in file order; ids follow the country', () => {
    allStations.forEach((station, index) => {
      expect(station.code).toBe(`AUR-${1001 + index}`)
      expect(isStationCode(station.code)).toBe(true)
      expect(station.id).toBe(`${station.countryCode.toLowerCase()}-${1001 + index}`)
    })
  })

  test('each country in its own time zone, inside its own borders (roughly)', () => {
    const zones = { FI: 'Europe/Helsinki', SE: 'Europe/Stockholm', NO: 'Europe/Oslo' }
    const bounds = { FI: [59.5, 70.2, 19.4, 31.7], SE: [55.2, 69.2, 10.9, 24.3], NO: [57.8, 71.3, 4.4, 31.3] }
    for (const station of allStations) {
      expect(station.timeZone).toBe(zones[station.countryCode])
      const [south, north, west, east] = bounds[station.countryCode]
      expect(station.location.lat, station.id).toBeGreaterThan(south ?? 0)
      expect(station.location.lat, station.id).toBeLessThan(north ?? 0)
      expect(station.location.lon, station.id).toBeGreaterThan(west ?? 0)
      expect(station.location.lon, station.id).toBeLessThan(east ?? 0)
    }
  })

  test('slugs are what slugify makes of the name without the brand word', () => {
    for (const station of allStations)
      expect(station.slug).toBe(slugify(station.name.replace(/^Aurora /, '')))
    expect(slugify('Aurora Bodø Sentrum')).toBe('aurora-bodo-sentrum')
    expect(slugify('Kärkölä  Æøå')).toBe('karkola-aeoa')
  })
})

describe('the network has the variety issue 13 asks for', () => {
  const count = (predicate: (station: Station) => boolean) => allStations.filter(predicate).length
  const aroundTheClock = (station: Station) =>
    todaysOpeningHoursText(
      station.openingHours,
      Date.parse('2026-06-10T09:00:00Z'),
      station.timeZone,
      (key) => key,
    ) === 'Open 24h'

  test('some stations are closed (spec §4 isClosed), a few', () => {
    expect(count((station) => station.isClosed)).toBeGreaterThan(0)
    expect(count((station) => station.isClosed)).toBeLessThan(allStations.length * 0.05)
  })

  test('some are open around the clock, most are not', () => {
    const always = count(aroundTheClock)
    expect(always).toBeGreaterThan(allStations.length * 0.1)
    expect(always).toBeLessThan(allStations.length * 0.7)
  })

  test('stations not open around the clock have holiday exceptions named in the country’s language', () => {
    const withExceptions = allStations.filter(
      (station) => 'exceptions' in station.openingHours && station.openingHours.exceptions.length > 0,
    )
    expect(withExceptions.length).toBeGreaterThan(allStations.length / 2)
    const finnish = withExceptions.find((station) => station.countryCode === 'FI')
    const notes =
      finnish && 'exceptions' in finnish.openingHours
        ? finnish.openingHours.exceptions.map((day) => day.note)
        : []
    expect(notes).toContain('Jouluaatto')
    const swedish = withExceptions.find((station) => station.countryCode === 'SE')
    const swedishNotes =
      swedish && 'exceptions' in swedish.openingHours
        ? swedish.openingHours.exceptions.map((day) => day.note)
        : []
    expect(swedishNotes).toContain('Julafton')
  })

  test('a holiday exception overrides the weekday: Christmas Eve closes at 15:00', () => {
    const station = allStations.find((item) => !aroundTheClock(item) && item.countryCode === 'FI')
    expect(station).toBeDefined()
    if (station === undefined) return
    const christmasEve = Date.parse('2026-12-24T09:00:00Z')
    expect(
      todaysOpeningHoursText(station.openingHours, christmasEve, station.timeZone, (key) => key),
    ).toMatch(/–15:00$/)
  })

  test('fuel stations sell 95 and diesel; car-wash sites are the car-wash brand with wash services', () => {
    for (const station of allStations) {
      if (station.brand === 'aurora')
        expect(station.services).toEqual(expect.arrayContaining(['fuel95', 'diesel']))
      else {
        expect(station.name).toMatch(/^Aurora Pesu |^Aurora Tvätt |^Aurora Vask /)
        expect(station.services.some((service) => service.startsWith('carWash'))).toBe(true)
      }
    }
    expect(count((station) => station.brand === 'aurora-pesu')).toBeGreaterThan(0)
    for (const service of [
      'hvo100',
      'charging400',
      'truckLength34',
      'truckSauna',
      'lbg',
      'parcelLocker',
    ] as const)
      expect(
        count((station) => station.services.includes(service)),
        service,
      ).toBeGreaterThan(0)
  })

  test('a restaurant has kitchen and lunch hours, a week of lunch and a menu; other stations have none', () => {
    const restaurants = allStations.filter((station) => station.services.includes('restaurant'))
    expect(restaurants.length).toBeGreaterThan(50)
    for (const station of allStations) {
      const hasRestaurant = station.services.includes('restaurant')
      expect(station.lunchList !== undefined, station.id).toBe(hasRestaurant)
      expect(station.foodMenu !== undefined, station.id).toBe(hasRestaurant)
      expect(station.kitchenHours !== undefined, station.id).toBe(hasRestaurant)
      expect(station.lunchHours !== undefined, station.id).toBe(hasRestaurant)
      if (station.lunchList === undefined) continue
      expect(station.lunchList.days.map((day) => day.weekday)).toEqual([
        'monday',
        'tuesday',
        'wednesday',
        'thursday',
        'friday',
      ])
    }
    expect(restaurants.some((station) => station.breakfastHours !== undefined)).toBe(true)
  })

  test("lunch lists and menus are in the station's language and currency", () => {
    const currency = { FI: 'EUR', SE: 'SEK', NO: 'NOK' }
    const breakfast = { FI: 'Aamiainen', SE: 'Frukost', NO: 'Frokost' }
    const texts: Record<CountryCode, Set<string>> = { FI: new Set(), SE: new Set(), NO: new Set() }
    for (const station of allStations) {
      const country = station.countryCode
      if (station.lunchList !== undefined) {
        expect(station.lunchList.price?.currency).toBe(currency[country])
        for (const day of station.lunchList.days) for (const dish of day.dishes) texts[country].add(dish.name)
      }
      for (const section of station.foodMenu?.sections ?? []) {
        texts[country].add(section.title)
        for (const item of section.items) {
          texts[country].add(item.name)
          expect(item.price.currency).toBe(currency[country])
        }
        if (section.title.startsWith('Aam') || section.title.startsWith('Fr'))
          expect(section.title).toBe(breakfast[country])
      }
    }
    // Finnish shares no dish or title with the Scandinavian languages, but for loanwords that print the same.
    const loanwords = new Set(['Fish and chips', 'Cappuccino'])
    const shared = (a: Set<string>, b: Set<string>) =>
      [...a].filter((text) => b.has(text) && !loanwords.has(text))
    expect(shared(texts.FI, texts.SE)).toEqual([])
    expect(shared(texts.FI, texts.NO)).toEqual([])
    // Swedish and Norwegian share words (kaffe), not letters: ä and ö are Swedish, æ and ø Norwegian.
    const letters = (texts: Set<string>, pattern: RegExp) => [...texts].filter((text) => pattern.test(text))
    expect(letters(texts.SE, /[æøÆØ]/)).toEqual([])
    expect(letters(texts.NO, /[äöÄÖ]/)).toEqual([])
    expect(letters(texts.FI, /[åæøÅÆØ]/)).toEqual([])
    expect(letters(texts.SE, /[äö]/).length).toBeGreaterThan(3)
    expect(letters(texts.NO, /[æø]/).length).toBeGreaterThan(3)
    expect(texts.FI).toContain('Hernekeitto ja pannukakku')
    expect(texts.SE.size).toBeGreaterThan(10)
    expect(texts.NO.size).toBeGreaterThan(10)
  })
})

describe('the calendar', () => {
  test.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
  ])('Easter Sunday %d is %s', (year, date) => {
    expect(easterSunday(year)).toBe(date)
  })

  test.each<[CountryCode, string, string]>([
    ['FI', '2026-06-19', 'Juhannusaatto'],
    ['FI', '2026-06-20', 'Juhannuspäivä'],
    ['FI', '2026-10-31', 'Pyhäinpäivä'],
    ['FI', '2026-12-06', 'Itsenäisyyspäivä'],
    ['FI', '2026-05-14', 'Helatorstai'],
    ['SE', '2026-06-06', 'Sveriges nationaldag'],
    ['SE', '2026-06-19', 'Midsommarafton'],
    ['NO', '2026-05-17', 'Grunnlovsdagen'],
    ['NO', '2026-04-02', 'Skjærtorsdag'],
  ])('%s %s is %s', (country, date, name) => {
    expect(publicHolidays(country, 2026)).toContainEqual(expect.objectContaining({ date, name }))
  })
})

describe('the files', () => {
  test('the default catalogue goes to content/stations/, others to the cache', () => {
    expect(defaultOutDir(root, defaultCount, defaultSeed)).toBe(join(root, 'content', 'stations'))
    expect(defaultOutDir(root, 5000, defaultSeed)).toBe(join(root, '.cache', 'stations-5000'))
    expect(defaultOutDir(root, 1200, 'Load Test')).toBe(join(root, '.cache', 'stations-1200-load-test'))
  })

  test.each(countryCodes)(
    'the committed content/stations/ file of %s is what `npm run stations:generate` writes by default',
    async (country) => {
      const file = join(root, 'content', 'stations', catalogueFiles[country])
      const committed = readFileSync(file, 'utf8')
      // The data first, for a readable difference; then the bytes, prettier's formatting included.
      expect(JSON.stringify(JSON.parse(committed))).toBe(JSON.stringify(network[country]))
      expect(committed).toBe(await formatCatalogueFile(network[country], file))
    },
    60_000,
  )

  test('the command line: --count and --seed write N stations, formatted, that parse', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'stations-'))
    try {
      const written = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          'scripts/generate-stations.ts',
          '--count',
          '20',
          '--seed',
          'cli',
          '--out',
          outDir,
        ],
        { cwd: root, encoding: 'utf8' },
      )
      expect(written.stderr).toBe('')
      expect(written.status).toBe(0)
      expect(written.stdout).toMatch(/20 stations \(FI 10, SE 6, NO 4\)/)
      const expected = generateStations({ count: 20, seed: 'cli', towns })
      for (const country of countryCodes) {
        const stations: unknown = JSON.parse(readFileSync(join(outDir, catalogueFiles[country]), 'utf8'))
        expect(stationSchema.array().parse(stations)).toEqual(expected[country])
      }
    } finally {
      rmSync(outDir, { recursive: true, force: true })
    }
  }, 60_000)
})
