import type { Locale } from '#schemas/locale.ts'
import { stationServiceKeys, type StationBrand, type StationServiceKey } from '#schemas/station-keys.ts'
import type { StationSummary } from '#schemas/station-summary.ts'
import {
  isOpenAroundTheClock,
  isOpenNow,
  openingHoursRows,
  openingState,
  rangesText,
  type OpeningHoursLabel,
  type OpeningMoment,
} from './opening-hours.ts'
import { isStationCode, normalizeVerificationCode } from './verification-code.ts'

/**
 * The station locator's pure core (issue 13, ADR 024): the query it keeps in the URL, the search,
 * filters, sort, paging and facet counts over the compact station list (`GET /cms-view/v1/stations`),
 * and the rows it shows. The server runs it for the list it renders without JavaScript; the browser runs
 * the same code over the same list as the visitor filters, pans the map or shares their position.
 * No React, no I/O, no clock of its own: `now` is passed in.
 */

/** Stations a page of the list. */
export const locatorPageSize = 20

/** A search longer than this is cut (a station name, town or code is never near it). */
export const maxSearchLength = 100

/** Decimals of the `near` position kept in the URL: two are about a kilometre, enough to sort by distance, and a shared link does not give away a doorstep. */
const nearDecimals = 2

/** The visitor's position (or any point to sort by), in degrees. */
export interface Position {
  lat: number
  lon: number
}

/** What the locator shows, as the URL holds it (`?q=…&service=…&service=…&open=now&page=2&near=60.17,24.94`). */
export interface LocatorQuery {
  /** The search as typed, trimmed; '' for none. */
  q: string
  /** Services every station shown must have, in the catalogue's order, each once. */
  services: StationServiceKey[]
  /** Only stations open now (in each station's own time zone). */
  openNow: boolean
  /** 1-based. */
  page: number
  /** Sort by distance from here; null when unknown. */
  near: Position | null
}

export const emptyLocatorQuery: LocatorQuery = { q: '', services: [], openNow: false, page: 1, near: null }

/** A query string, URLSearchParams, or Vike's `urlParsed.searchAll` (every value of each key). */
export type LocatorQueryInput = string | URLSearchParams | Readonly<Record<string, readonly string[]>>

function paramsOf(input: LocatorQueryInput): URLSearchParams {
  if (typeof input === 'string' || input instanceof URLSearchParams) return new URLSearchParams(input)
  const params = new URLSearchParams()
  for (const [key, values] of Object.entries(input)) for (const value of values) params.append(key, value)
  return params
}

const serviceKeySet: ReadonlySet<string> = new Set(stationServiceKeys)

function isServiceKey(value: string): value is StationServiceKey {
  return serviceKeySet.has(value)
}

/** `60.17,24.94` → a position; anything else (out of range, not numbers) → null. */
export function parsePosition(value: string | null): Position | null {
  if (value === null) return null
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(value)
  if (match === null) return null
  const lat = Number(match[1])
  const lon = Number(match[2])
  if (!(Math.abs(lat) <= 90 && Math.abs(lon) <= 180)) return null
  return roundPosition({ lat, lon })
}

/** A position as the URL keeps it: two decimals (about a kilometre). */
export function roundPosition({ lat, lon }: Position): Position {
  const factor = 10 ** nearDecimals
  // `+ 0` turns -0 into 0, so the URL never says `-0`.
  return { lat: Math.round(lat * factor) / factor + 0, lon: Math.round(lon * factor) / factor + 0 }
}

/** A surrogate without its pair: not a character, and a URL carries it as U+FFFD. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/**
 * The search as the URL keeps it: trimmed, at most `maxSearchLength` UTF-16 units, and well-formed, so
 * it reads back the same from the URL (a surrogate pair cut in two, or a lone one from a hand-made query,
 * would come back as U+FFFD).
 */
function cleanSearch(text: string): string {
  const cut = text.replace(loneSurrogate, '\uFFFD').trim().slice(0, maxSearchLength)
  return (/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut).trim()
}

/**
 * Reads the locator's query from the URL. Never throws: unknown services, a bad page or position are
 * dropped, so a hand-edited or old link still shows the locator.
 */
export function parseLocatorQuery(input: LocatorQueryInput): LocatorQuery {
  const params = paramsOf(input)
  const q = cleanSearch(params.get('q') ?? '')
  const chosen = new Set(params.getAll('service').filter(isServiceKey))
  const services = stationServiceKeys.filter((key) => chosen.has(key))
  const openNow = params.getAll('open').includes('now')
  const pageText = params.get('page') ?? ''
  const page = /^\d{1,6}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1
  return { q, services, openNow, page, near: parsePosition(params.get('near')) }
}

/**
 * The query as URL search parameters, in a fixed order and without defaults (page 1, no filters), so one
 * view has one URL: parseLocatorQuery(serializeLocatorQuery(query)) is the query again.
 */
export function serializeLocatorQuery(query: LocatorQuery): URLSearchParams {
  const params = new URLSearchParams()
  const q = cleanSearch(query.q)
  if (q !== '') params.set('q', q)
  const chosen = new Set(query.services)
  for (const key of stationServiceKeys) if (chosen.has(key)) params.append('service', key)
  if (query.openNow) params.set('open', 'now')
  if (query.near !== null) {
    const { lat, lon } = roundPosition(query.near)
    params.set('near', `${lat},${lon}`)
  }
  if (Number.isInteger(query.page) && query.page > 1) params.set('page', String(query.page))
  return params
}

/** `?q=…` for a query, '' for the empty one: appended to the locator's path. */
export function locatorSearch(query: LocatorQuery): string {
  const search = serializeLocatorQuery(query).toString()
  return search === '' ? '' : `?${search}`
}

/** Two queries show the same stations (the page aside). */
export function sameFilters(a: LocatorQuery, b: LocatorQuery): boolean {
  return (
    a.q === b.q &&
    a.openNow === b.openNow &&
    a.services.length === b.services.length &&
    a.services.every((service, index) => b.services[index] === service) &&
    a.near?.lat === b.near?.lat &&
    a.near?.lon === b.near?.lon
  )
}

// ---------------------------------------------------------------------------------------------------------
// Search

/** Letters that Unicode does not decompose into a base letter and a mark (ø is not o + a mark). */
const foldedLetters: Readonly<Record<string, string>> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
}

/**
 * Lower-case, without diacritics, letters and digits only: `Kärkölä` → `karkola`, `Bodø` → `bodo`,
 * `Malmö` → `malmo`. Searches and what they search are both folded, so `kayttoehdot` finds `käyttöehdot`.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[øæœßđðþł]/g, (letter) => foldedLetters[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

function wordsOf(text: string): string[] {
  const folded = foldForSearch(text)
  return folded === '' ? [] : folded.split(' ')
}

/** The parts of a station a search looks at. */
export type SearchableStation = Pick<StationSummary, 'name' | 'city' | 'postalCode' | 'code'> & {
  street?: string | undefined
}

const searchWordsCache = new WeakMap<object, readonly string[]>()

/**
 * The words a search can start: the name, town, street, the postal code (also without its space:
 * Swedish `114 55` is `11455` too) and the station code's digits (`AUR-1042` → `1042`). The brand prefix
 * of the code is left out: `aur` alone would match every station.
 */
function searchWords(station: SearchableStation): readonly string[] {
  const cached = searchWordsCache.get(station)
  if (cached !== undefined) return cached
  const postal = wordsOf(station.postalCode)
  const words = [
    ...wordsOf(station.name),
    ...wordsOf(station.city),
    ...wordsOf(station.street ?? ''),
    ...postal,
    ...(postal.length > 1 ? [postal.join('')] : []),
    ...wordsOf(station.code.replace(/^[^\d]*/, '')),
  ]
  searchWordsCache.set(station, words)
  return words
}

export interface CompiledSearch {
  /** Every word must start a word of the station. */
  words: string[]
  /** spec §5: the search read as a station code (`aur 123`, `123`, `AUR-123` → `AUR-123`), or null. */
  code: string | null
}

export function compileSearch(q: string): CompiledSearch {
  const normalized = normalizeVerificationCode(q)
  return { words: wordsOf(q), code: isStationCode(normalized) ? normalized : null }
}

/**
 * Whether a station matches the search: each word of the search begins a word of the station
 * (diacritic-insensitive), or the search read as a station code (spec §5) begins the station's code.
 * An empty search matches every station.
 */
export function matchesSearch(station: SearchableStation, search: CompiledSearch): boolean {
  if (search.words.length === 0) return true
  if (search.code !== null && station.code.toUpperCase().startsWith(search.code)) return true
  const words = searchWords(station)
  return search.words.every((word) => words.some((candidate) => candidate.startsWith(word)))
}

// ---------------------------------------------------------------------------------------------------------
// Filtering, sorting, paging

/** What the locator reads of a station: the compact list's entry (schemas/station-summary.ts). */
export type LocatorStation = Pick<
  StationSummary,
  'id' | 'code' | 'brand' | 'name' | 'city' | 'postalCode' | 'lat' | 'lon' | 'isClosed' | 'services' | 'path'
> & {
  street?: string | undefined
  /** The station's IANA zone: "today" and "open now" are the station's own (DESIGN §5). */
  timeZone?: string | undefined
  /** Any timetable form domain/opening-hours.ts reads. */
  openingHours?: unknown
}

/** [west, south, east, north] in degrees: the map's view. */
export type Viewport = readonly [number, number, number, number]

/** spec §4: a closed station is never open; otherwise its hours in its own zone decide. */
export function isStationOpenNow(station: LocatorStation, now: number): boolean {
  if (station.isClosed || station.timeZone === undefined) return false
  return isOpenNow(station.openingHours, now, station.timeZone)
}

function hasServices(station: LocatorStation, services: readonly StationServiceKey[]): boolean {
  return services.every((service) => station.services.includes(service))
}

/**
 * The stations the query's search and filters keep (all of them, unsorted and unpaged): what the map
 * shows.
 */
export function locatorMatches<Station extends LocatorStation>(
  stations: readonly Station[],
  query: LocatorQuery,
  now: number,
): Station[] {
  const search = compileSearch(query.q)
  return stations.filter(
    (station) =>
      matchesSearch(station, search) &&
      hasServices(station, query.services) &&
      (!query.openNow || isStationOpenNow(station, now)),
  )
}

/** Great-circle distance in kilometres (haversine, mean Earth radius). */
export function distanceKm(from: Position, to: Position): number {
  const radians = Math.PI / 180
  const dLat = (to.lat - from.lat) * radians
  const dLon = (to.lon - from.lon) * radians
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(from.lat * radians) * Math.cos(to.lat * radians) * Math.sin(dLon / 2) ** 2
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(a)))
}

export function isInViewport({ lat, lon }: Position, [west, south, east, north]: Viewport): boolean {
  return lon >= west && lon <= east && lat >= south && lat <= north
}

const collators = new Map<string, Intl.Collator>()

/** The locale's alphabetical order (Swedish and Finnish put å, ä, ö after z; Norwegian æ, ø, å). */
function collatorFor(locale: Locale): Intl.Collator {
  let collator = collators.get(locale)
  if (collator === undefined) {
    collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true })
    collators.set(locale, collator)
  }
  return collator
}

export interface SortOptions {
  locale: Locale
  /** The map's view: stations in it come first. */
  viewport?: Viewport | null | undefined
  /**
   * Every station's place in the list ordered by name in the locale's collation, then by id
   * (`nameOrderOf`): compared as numbers instead of collating two names per comparison. A station it
   * does not hold is collated as usual.
   */
  nameOrder?: ReadonlyMap<LocatorStation, number> | undefined
}

/** A list's stations by name in one locale: their places, and the list so ordered. */
interface NameOrder {
  places: ReadonlyMap<LocatorStation, number>
  sorted: readonly LocatorStation[]
}

const nameOrders = new WeakMap<readonly LocatorStation[], Map<Locale, NameOrder>>()

function nameOrderFor(stations: readonly LocatorStation[], locale: Locale): NameOrder {
  let byLocale = nameOrders.get(stations)
  if (byLocale === undefined) {
    byLocale = new Map()
    nameOrders.set(stations, byLocale)
  }
  let order = byLocale.get(locale)
  if (order === undefined) {
    const collator = collatorFor(locale)
    const sorted = [...stations].sort(
      (a, b) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    order = { places: new Map(sorted.map((station, index) => [station, index])), sorted }
    byLocale.set(locale, order)
  }
  return order
}

/**
 * Takes `stations` in the order they are given as their order by name in `locale`: a list the server wrote
 * in that order (`GET /cms-view/v1/stations`, domain/station-list.ts), so the browser needs no collation
 * of its own. Building the locale's collator and sorting 1,200 names was a fifth of the locator's first
 * render with the whole list on a phone (issue 17); and the browser's pages then list the stations in the
 * server's order even where its collation data differs from the server's.
 */
export function adoptNameOrder(stations: readonly LocatorStation[], locale: Locale): void {
  let byLocale = nameOrders.get(stations)
  if (byLocale === undefined) {
    byLocale = new Map()
    nameOrders.set(stations, byLocale)
  }
  byLocale.set(locale, {
    places: new Map(stations.map((station, index) => [station, index])),
    sorted: stations,
  })
}

/**
 * The stations ordered by name (the locale's collation), ties by id: worked out once per list and locale.
 */
export function inLocaleNameOrder(
  stations: readonly LocatorStation[],
  locale: Locale,
): readonly LocatorStation[] {
  return nameOrderFor(stations, locale).sorted
}

/**
 * Each station's place in `stations` ordered by name (the locale's collation), ties by id: worked out
 * once per list and locale, as the list changes only with the content (issue 17: work done once per
 * content version, not per request). Sorting 1,200 stations by collating names took a tenth of an
 * uncached locator request.
 */
export function nameOrderOf(
  stations: readonly LocatorStation[],
  locale: Locale,
): ReadonlyMap<LocatorStation, number> {
  return nameOrderFor(stations, locale).places
}

/**
 * The list's order: the stations in the map's view first (when there is a view), then nearest first when
 * a position is known, otherwise by name in the locale's collation; ties by name, then id, so the order
 * is the same on the server and in every browser.
 */
export function sortStations<Station extends LocatorStation>(
  stations: readonly Station[],
  near: Position | null,
  { locale, viewport, nameOrder }: SortOptions,
): Station[] {
  if (near === null && nameOrder !== undefined) {
    const byName = inNameOrder(stations, nameOrder)
    if (byName !== null) {
      if (viewport === null || viewport === undefined) return byName
      return [
        ...byName.filter((station) => isInViewport(station, viewport)),
        ...byName.filter((station) => !isInViewport(station, viewport)),
      ]
    }
  }
  // Made only when two stations without a place in the name order tie: the browser's first collator of
  // a locale loads its collation data (issue 17).
  let collator: Intl.Collator | undefined
  const keyed = stations.map((station) => ({
    station,
    outside: viewport === null || viewport === undefined ? 0 : isInViewport(station, viewport) ? 0 : 1,
    distance: near === null ? 0 : distanceKm(near, station),
    rank: nameOrder?.get(station),
  }))
  keyed.sort(
    (a, b) =>
      a.outside - b.outside ||
      a.distance - b.distance ||
      (a.rank !== undefined && b.rank !== undefined
        ? a.rank - b.rank
        : (collator ??= collatorFor(locale)).compare(a.station.name, b.station.name) ||
          (a.station.id < b.station.id ? -1 : a.station.id > b.station.id ? 1 : 0)),
  )
  return keyed.map(({ station }) => station)
}

/**
 * The stations in name order, each put in its place by its rank instead of compared: with no position to
 * sort by, the list is in name order (in view first), and this is linear where a sort of 1,200 stations
 * took a tenth of an uncached locator request (issue 17). Null when a station has no rank or is given
 * twice: then they are sorted as usual.
 */
function inNameOrder<Station extends LocatorStation>(
  stations: readonly Station[],
  nameOrder: ReadonlyMap<LocatorStation, number>,
): Station[] | null {
  const places: (Station | undefined)[] = Array.from({ length: nameOrder.size })
  for (const station of stations) {
    const rank = nameOrder.get(station)
    if (rank === undefined || places[rank] !== undefined) return null
    places[rank] = station
  }
  return places.filter((station) => station !== undefined)
}

export function pageCountOf(total: number): number {
  return Math.max(1, Math.ceil(total / locatorPageSize))
}

// ---------------------------------------------------------------------------------------------------------
// The answer

/** Today's hours of a row (spec §9: the open-24h label; spec §8: '-' when missing or malformed). */
export type TodaysHours =
  { kind: 'open24h' } | { kind: 'hours'; text: string } | { kind: 'closed' } | { kind: 'missing' }

/** When the state changes, on the station's wall clock. */
export interface StateChange {
  /** `HH:mm`. */
  time: string
  day: OpeningHoursLabel
}

/** Open now or not, in the station's own zone; `stationClosed` is spec §4's isClosed. */
export type LocatorOpenState =
  | { status: 'open'; closes: StateChange | null }
  | { status: 'closed'; opens: StateChange | null }
  | { status: 'stationClosed' }
  | { status: 'unknown' }

/** One row of the list: what the list and a map popup show of a station. */
export interface LocatorItem {
  id: string
  name: string
  brand: StationBrand
  /** The station page's path in the locale, without the locale prefix. */
  path: string
  street: string | null
  postalCode: string
  city: string
  lat: number
  lon: number
  today: TodaysHours
  state: LocatorOpenState
  /** From the query's position, when there is one. */
  distanceKm: number | null
}

export interface ServiceFacet {
  service: StationServiceKey
  /** Stations of the current result that have it: what ticking it would leave. */
  count: number
}

/** The locator's answer to one query: what the server renders and the browser re-computes. */
export interface LocatorResults {
  /** The query as read, the page brought within the pages there are. */
  query: LocatorQuery
  /** Stations that match the query. */
  total: number
  /** Stations in the list searched. */
  stationCount: number
  pageCount: number
  /** The page's rows. */
  items: LocatorItem[]
  /** Every service in catalogue order with its count among the matching stations. */
  facets: ServiceFacet[]
  /** Stations among those matching the search and services that are open now. */
  openNowCount: number
}

/** Today's hours text of a station (spec §8, §9), as data the page translates. */
export function todaysHours(station: LocatorStation, now: number): TodaysHours {
  if (station.timeZone === undefined) return { kind: 'missing' }
  const rows = openingHoursRows(station.openingHours, now, station.timeZone)
  if (isOpenAroundTheClock(rows)) return { kind: 'open24h' }
  const ranges = rows.find((row) => row.daysFromToday === 0)?.ranges ?? null
  if (ranges === null) return { kind: 'missing' }
  if (ranges.length === 0) return { kind: 'closed' }
  return { kind: 'hours', text: rangesText(ranges) }
}

function change(moment: OpeningMoment | null): StateChange | null {
  return moment === null ? null : { time: moment.time, day: moment.day }
}

/** Open now and when that changes, or spec §4's closed station. */
export function locatorOpenState(station: LocatorStation, now: number): LocatorOpenState {
  if (station.isClosed) return { status: 'stationClosed' }
  if (station.timeZone === undefined) return { status: 'unknown' }
  const state = openingState(station.openingHours, now, station.timeZone)
  if (state.status === 'open') return { status: 'open', closes: change(state.closes) }
  if (state.status === 'closed') return { status: 'closed', opens: change(state.opens) }
  return { status: 'unknown' }
}

/** A station as a row of the list (or a map popup); `row`: its hours and state at `now`, when known. */
export function locatorItem(
  station: LocatorStation,
  now: number,
  near: Position | null,
  row: { today: TodaysHours; state: LocatorOpenState } = {
    today: todaysHours(station, now),
    state: locatorOpenState(station, now),
  },
): LocatorItem {
  return {
    id: station.id,
    name: station.name,
    brand: station.brand,
    path: station.path,
    street: station.street ?? null,
    postalCode: station.postalCode,
    city: station.city,
    lat: station.lat,
    lon: station.lon,
    today: row.today,
    state: row.state,
    distanceKm: near === null ? null : Math.round(distanceKm(near, station) * 10) / 10,
  }
}

/** What a list's stations are at one instant: open or not, today's hours and the open state of a row. */
interface StationsAt {
  instant: number
  open: Map<LocatorStation, boolean>
  rows: Map<LocatorStation, { today: TodaysHours; state: LocatorOpenState }>
  /** The whole list's stations open at the instant, in the list's order, once asked for. */
  openStations?: readonly LocatorStation[]
}

const stationsAtMemos = new WeakMap<readonly LocatorStation[], StationsAt>()

/**
 * What the stations of `stations` are at `instant`, remembered for the list and that instant: a page
 * renders at a whole minute (its clock), so every locator request of a minute asks the same of the same
 * list, and so does the browser on every keystroke of a search. Only the last instant is kept.
 */
function stationsAt(stations: readonly LocatorStation[], instant: number): StationsAt {
  let memo = stationsAtMemos.get(stations)
  if (memo?.instant !== instant) {
    memo = { instant, open: new Map(), rows: new Map() }
    stationsAtMemos.set(stations, memo)
  }
  return memo
}

function isOpenAt(at: StationsAt, station: LocatorStation): boolean {
  let isOpen = at.open.get(station)
  if (isOpen === undefined) {
    isOpen = isStationOpenNow(station, at.instant)
    at.open.set(station, isOpen)
  }
  return isOpen
}

function rowStateAt(
  at: StationsAt,
  station: LocatorStation,
): { today: TodaysHours; state: LocatorOpenState } {
  let row = at.rows.get(station)
  if (row === undefined) {
    row = { today: todaysHours(station, at.instant), state: locatorOpenState(station, at.instant) }
    at.rows.set(station, row)
  }
  return row
}

const servicePlaces = new Map<StationServiceKey, number>(
  stationServiceKeys.map((service, place) => [service, place]),
)
const servicePlacesByStation = new WeakMap<LocatorStation, readonly number[]>()

/**
 * A station's services as their places in the catalogue, each once, worked out once per station: the
 * facets count them over every match of every request, and doing it from the names (a list search and
 * a map update per service) was a twentieth of an uncached locator request (issue 17).
 */
function servicePlacesOf(station: LocatorStation): readonly number[] {
  let places = servicePlacesByStation.get(station)
  if (places === undefined) {
    const unique = new Set<number>()
    for (const service of station.services) {
      const place = servicePlaces.get(service)
      if (place !== undefined) unique.add(place)
    }
    places = [...unique]
    servicePlacesByStation.set(station, places)
  }
  return places
}

/** The stations of the whole list open at the instant: the same for every request of the minute. */
function openStationsAt(at: StationsAt, stations: readonly LocatorStation[]): readonly LocatorStation[] {
  at.openStations ??= stations.filter((station) => isOpenAt(at, station))
  return at.openStations
}

const serviceCountsOfList = new WeakMap<readonly LocatorStation[], readonly number[]>()

/** How many stations offer each service (by its place in the catalogue), counted over `stations`. */
function serviceCounts(stations: readonly LocatorStation[]): number[] {
  const counts = stationServiceKeys.map(() => 0)
  for (const station of stations)
    for (const place of servicePlacesOf(station)) counts[place] = (counts[place] ?? 0) + 1
  return counts
}

/** The service counts of a whole list, counted once per list (it changes only with the content). */
function serviceCountsOfWholeList(stations: readonly LocatorStation[]): readonly number[] {
  let counts = serviceCountsOfList.get(stations)
  if (counts === undefined) {
    counts = serviceCounts(stations)
    serviceCountsOfList.set(stations, counts)
  }
  return counts
}

const noSearch: CompiledSearch = { words: [], code: null }

export interface LocatorResultsOptions {
  /** The map's view ([west, south, east, north]); the stations in it are listed first. */
  viewport?: Viewport | null
}

/**
 * The locator's answer: search, filter (services: all of them; open now in each station's zone), sort
 * (in view first, then nearest or by name), page (20 a page) and count services. The server calls it
 * with the request's query (`parseLocatorQuery`) for the list it renders; the browser with the same list
 * and its map's view.
 */
export function locatorResults(
  stations: readonly LocatorStation[],
  query: LocatorQuery,
  now: Date | number,
  locale: Locale,
  options: LocatorResultsOptions = {},
): LocatorResults {
  const instant = typeof now === 'number' ? now : now.getTime()
  const search = query.q === '' ? noSearch : compileSearch(query.q)
  const at = stationsAt(stations, instant)
  // Without a search or a service (the locator as first opened), the list's own order, counts and open
  // stations are its answer: worked out once per list (and per minute for open now), not per request
  // (issue 17). The filters below keep every station then, in the list's order, so the answer is the same.
  const wholeList = search.words.length === 0 && query.services.length === 0
  let matches: readonly LocatorStation[]
  let openNowCount: number
  if (wholeList) {
    const open = openStationsAt(at, stations)
    openNowCount = open.length
    matches = query.openNow ? open : stations
  } else {
    const searched = stations.filter(
      (station) => matchesSearch(station, search) && hasServices(station, query.services),
    )
    const openFlags = searched.map((station) => isOpenAt(at, station))
    openNowCount = openFlags.filter(Boolean).length
    matches = query.openNow ? searched.filter((_station, index) => openFlags[index]) : searched
  }
  // Every station of the list matches: its name order and its counts are the list's own.
  const everyStation = wholeList && !query.openNow
  const pageCount = pageCountOf(matches.length)
  const page = Math.min(Math.max(1, Math.floor(query.page) || 1), pageCount)
  const nameOrder = nameOrderFor(stations, locale)
  const sorted =
    everyStation && query.near === null && (options.viewport ?? null) === null
      ? nameOrder.sorted
      : sortStations(matches, query.near, { locale, viewport: options.viewport, nameOrder: nameOrder.places })
  const start = (page - 1) * locatorPageSize
  const counts = everyStation ? serviceCountsOfWholeList(stations) : serviceCounts(matches)
  return {
    query: { ...query, page },
    total: matches.length,
    stationCount: stations.length,
    pageCount,
    items: sorted
      .slice(start, start + locatorPageSize)
      .map((station) => locatorItem(station, instant, query.near, rowStateAt(at, station))),
    facets: stationServiceKeys.map((service, place) => ({ service, count: counts[place] ?? 0 })),
    openNowCount,
  }
}
