import type { Locale } from '#schemas/locale.ts'
import { stationServiceKeys, type StationServiceKey } from '#schemas/station-keys.ts'
import type { Station } from '#schemas/station.ts'
import type { StationColumns, StationListResponse } from '#schemas/station-summary.ts'
import { adoptNameOrder, inLocaleNameOrder, type LocatorStation } from './station-locator.ts'

/**
 * The compact station list of `GET /cms-view/v1/stations` (DESIGN §1, ADR 023): the server writes it from
 * the locale's stations (`stationListFor`), the browser reads it back into the same stations
 * (`locatorStationsFromList`). Column-wise, with each timetable once in a table and the services as one
 * number a station, so ~1,200 stations stay under 40 KiB gzip. Pure: no Zod (the browser's caller parses
 * with schemas/station-summary.ts first), no I/O.
 */

/** Most frequent value; ties go to the one seen first, so the answer does not depend on Map internals. */
function mostCommon(values: Iterable<string>): string | null {
  const counts = new Map<string, number>()
  let best: string | null = null
  let bestCount = 0
  for (const value of values) {
    const count = (counts.get(value) ?? 0) + 1
    counts.set(value, count)
    if (count > bestCount) {
      best = value
      bestCount = count
    }
  }
  return best
}

/** The digits a station id ends with (`fi-1042` → `1042`), or null. */
function idNumber(id: string): string | null {
  return /-(\d+)$/.exec(id)?.[1] ?? null
}

/** The folder of a path with its trailing slash (`/asemahaku/kamppi` → `/asemahaku/`). */
function folderOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/') + 1)
}

/**
 * Lower-case ASCII words joined by hyphens, Nordic letters folded (ä a, ø o, æ ae): `Kärkölä  Æøå` →
 * `karkola-aeoa`. Station slugs are this of the name without its brand (`slugFromName`); the station
 * generator also compares town names and names its cache folders by it.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * The slug a station name gives without its first word (the brand): `Aurora Helsinki Kamppi` →
 * `helsinki-kamppi`, `Aurora Bodø Sentrum` → `bodo-sentrum`. The catalogue's slugs are made this way, so
 * the list can leave them out; a station whose slug differs carries its own (never wrong, only longer).
 */
export function slugFromName(name: string): string {
  return slugify(name.trim().replace(/^\S+\s*/, ''))
}

/** What the locator reads of a catalogue station. */
type CatalogueLocatorFields = Pick<
  Station,
  | 'id'
  | 'code'
  | 'brand'
  | 'name'
  | 'address'
  | 'location'
  | 'isClosed'
  | 'services'
  | 'timeZone'
  | 'openingHours'
>

/**
 * A catalogue station as the locator's list and map read it: what the embedded content source gives the
 * server, and what the fixtures give the locator's tests and stories. `path` is its page's path in the
 * list's locale; the caller makes it, since localized paths belong to i18n/, a layer above this one.
 */
export function locatorStationOf(station: CatalogueLocatorFields, path: string): LocatorStation {
  return {
    id: station.id,
    code: station.code,
    brand: station.brand,
    name: station.name,
    city: station.address.city,
    postalCode: station.address.postalCode,
    street: station.address.street,
    lat: station.location.lat,
    lon: station.location.lon,
    isClosed: station.isClosed,
    services: station.services,
    path,
    timeZone: station.timeZone,
    openingHours: station.openingHours,
  }
}

function servicesBits(services: readonly StationServiceKey[]): number {
  let bits = 0
  for (const service of new Set(services)) bits += 2 ** stationServiceKeys.indexOf(service)
  return bits
}

/**
 * A schedule as the server writes it: the timetable as the station has it (`LocatorStation` holds any
 * form the opening-hours reader takes; the catalogue's stations were validated at boot). Whoever reads the
 * list parses it with `stationListResponseSchema`, which checks the timetable's form.
 */
export interface StationScheduleBody {
  timeZone?: string
  openingHours?: unknown
}

/** The answer as the server writes it; parsed with the schema it is a `StationListResponse`. */
export type StationListBody = Omit<StationListResponse, 'schedules'> & { schedules: StationScheduleBody[] }

function scheduleOf(station: LocatorStation): StationScheduleBody {
  return {
    ...(station.timeZone === undefined ? {} : { timeZone: station.timeZone }),
    ...(station.openingHours === undefined ? {} : { openingHours: station.openingHours }),
  }
}

/**
 * The compact list of `stations` for `locale` (ADR 023), in the locale's name order (ties by id), which it
 * says (`order: 'name'`): the browser takes that order as it is instead of collating names itself
 * (`locatorStationsFromList`). Lossless: `locatorStationsFromList(stationListFor(s, l))` gives back every
 * field of `s` the locator reads, in that order.
 */
export function stationListFor(unordered: readonly LocatorStation[], locale: Locale): StationListBody {
  // Worked out once per list and locale: the server's locator orders the same list the same way.
  const stations = inLocaleNameOrder(unordered, locale)
  const pathPrefix = mostCommon(stations.map((station) => folderOf(station.path))) ?? ''
  const codePrefix =
    mostCommon(
      stations.flatMap((station) => {
        const number = idNumber(station.id)
        return number !== null && station.code.endsWith(number)
          ? [station.code.slice(0, station.code.length - number.length)]
          : []
      }),
    ) ?? ''
  const schedules: StationScheduleBody[] = []
  const scheduleIndex = new Map<string, number>()
  const columns: StationColumns = {
    id: [],
    code: [],
    brand: [],
    name: [],
    path: [],
    street: [],
    postalCode: [],
    city: [],
    lat: [],
    lon: [],
    isClosed: [],
    services: [],
    schedule: [],
  }
  for (const station of stations) {
    const number = idNumber(station.id)
    const slug = station.path.startsWith(pathPrefix) ? station.path.slice(pathPrefix.length) : null
    const schedule = scheduleOf(station)
    const key = JSON.stringify(schedule)
    let index = scheduleIndex.get(key)
    if (index === undefined) {
      index = schedules.length
      schedules.push(schedule)
      scheduleIndex.set(key, index)
    }
    columns.id.push(station.id)
    columns.code.push(number !== null && station.code === `${codePrefix}${number}` ? null : station.code)
    columns.brand.push(station.brand)
    columns.name.push(station.name)
    columns.path.push(
      slug === null || slug.startsWith('/')
        ? station.path
        : slug === slugFromName(station.name)
          ? null
          : slug,
    )
    columns.street.push(station.street ?? '')
    columns.postalCode.push(station.postalCode)
    columns.city.push(station.city)
    // Five decimals are about a metre: more says nothing to a map.
    columns.lat.push(Math.round(station.lat * 1e5) / 1e5)
    columns.lon.push(Math.round(station.lon * 1e5) / 1e5)
    columns.isClosed.push(station.isClosed)
    columns.services.push(servicesBits(station.services))
    columns.schedule.push(index)
  }
  return {
    locale,
    order: 'name',
    pathPrefix,
    codePrefix,
    services: [...stationServiceKeys],
    schedules,
    stations: columns,
  }
}

function servicesOf(bits: number, legend: readonly StationServiceKey[]): StationServiceKey[] {
  const services: StationServiceKey[] = []
  let rest = bits
  for (const service of legend) {
    if (rest % 2 === 1) services.push(service)
    rest = Math.floor(rest / 2)
  }
  return services
}

/**
 * The browser's side: the list (already parsed with `stationListResponseSchema`) as one `LocatorStation`
 * a station. Stations of one schedule share its timetable object, so the opening-hours reader parses
 * each timetable once (domain/opening-hours.ts keeps its reading per object). A list that says it is in
 * its locale's name order is taken as that order (`adoptNameOrder`).
 */
export function locatorStationsFromList(response: StationListResponse): LocatorStation[] {
  const { stations: columns, schedules, pathPrefix, codePrefix, services } = response
  const stations = columns.id.map((id, index): LocatorStation => {
    const name = columns.name[index] ?? ''
    const path = columns.path[index] ?? null
    const street = columns.street[index] ?? ''
    const schedule = schedules[columns.schedule[index] ?? -1]
    return {
      id,
      code: columns.code[index] ?? `${codePrefix}${idNumber(id) ?? ''}`,
      brand: columns.brand[index] ?? 'aurora',
      name,
      city: columns.city[index] ?? '',
      postalCode: columns.postalCode[index] ?? '',
      lat: columns.lat[index] ?? 0,
      lon: columns.lon[index] ?? 0,
      isClosed: columns.isClosed[index] ?? false,
      services: servicesOf(columns.services[index] ?? 0, services),
      path:
        path === null
          ? `${pathPrefix}${slugFromName(name)}`
          : path.startsWith('/')
            ? path
            : `${pathPrefix}${path}`,
      ...(street === '' ? {} : { street }),
      ...(schedule?.timeZone === undefined ? {} : { timeZone: schedule.timeZone }),
      ...(schedule?.openingHours === undefined ? {} : { openingHours: schedule.openingHours }),
    }
  })
  if (response.order === 'name') adoptNameOrder(stations, response.locale)
  return stations
}
