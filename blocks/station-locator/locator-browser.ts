import { localeHeaderName } from '#config/brand.ts'
import {
  locatorOpenState,
  todaysHours,
  type LocatorOpenState,
  type LocatorStation,
  type TodaysHours,
} from '#domain/station-locator.ts'
import { locatorStationsFromList } from '#domain/station-list.ts'
import type { Locale } from '#schemas/locale.ts'
import { stationListResponseSchema } from '#schemas/station-summary.ts'

/**
 * The locator's browser side, loaded with the block's interactive part only (never in a start bundle):
 * the compact station list and the rows the map's popups show.
 */

/**
 * `GET /cms-view/v1/stations?locale=…` (DESIGN §1), parsed at the boundary with zod/mini (ADR 018) and
 * read back into one entry a station: the same stations the server filtered for the page.
 */
export async function loadStationList(locale: Locale, signal: AbortSignal): Promise<LocatorStation[]> {
  const response = await fetch(`/cms-view/v1/stations?locale=${encodeURIComponent(locale)}`, {
    headers: { accept: 'application/json', [localeHeaderName]: locale },
    signal,
  })
  if (!response.ok) throw new Error(`the station list answered ${response.status}`)
  const body: unknown = await response.json()
  return locatorStationsFromList(stationListResponseSchema.parse(body))
}

// ---------------------------------------------------------------------------------------------------------
// Rows for the map

export interface StationMoment {
  today: TodaysHours
  state: LocatorOpenState
}

const moments = new WeakMap<LocatorStation, { now: number; moment: StationMoment }>()

/**
 * Today's hours and open state of a station at `now` (a minute), kept per station: the map's popups need
 * them for every station it shows, and a filter change must not compute 1,200 timetables again.
 */
export function stationMoment(station: LocatorStation, now: number): StationMoment {
  const cached = moments.get(station)
  if (cached?.now === now) return cached.moment
  const moment = { today: todaysHours(station, now), state: locatorOpenState(station, now) }
  moments.set(station, { now, moment })
  return moment
}
