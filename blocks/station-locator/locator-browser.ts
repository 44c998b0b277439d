import { navigate } from 'vike/client/router'
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
 * the compact station list, the history entries its filters make, and the rows the map's popups show.
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
// History

/** Marks the history entries the locator makes, so it can tell them from the router's own. */
const entryMark = 'stationLocator'

function isLocatorEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && entryMark in state
}

/** The path of the locator on the page now, or null when the page shows none. */
let mountedPath: string | null = null
/** Whether the history entry the visitor is on was made by the locator. */
let onLocatorEntry = false
let guardInstalled = false

/**
 * Vike skips rendering when the visitor goes back or forward between an entry a page made with
 * `history.pushState` and another entry of the same Vike page (vike/client/router `onPopState`). Every
 * content page is one Vike page (the catch-all route, spec §2.1), so Back from a station page to a
 * filtered locator would leave the station page on screen. This listener renders those entries itself.
 * It outlives the block (the chunk stays loaded), because the visitor may come back from another page.
 */
function installHistoryGuard(): void {
  if (guardInstalled) return
  guardInstalled = true
  window.addEventListener('popstate', () => {
    const leftLocatorEntry = onLocatorEntry
    onLocatorEntry = isLocatorEntry(window.history.state)
    const skippedByRouter = leftLocatorEntry || onLocatorEntry
    if (skippedByRouter && window.location.pathname !== mountedPath) {
      void navigate(`${window.location.pathname}${window.location.search}${window.location.hash}`, {
        overwriteLastHistoryEntry: true,
      })
    }
  })
}

/** A locator is on the page at the address's path (`false`: it left). */
export function locatorMounted(mounted: boolean): void {
  installHistoryGuard()
  mountedPath = mounted ? window.location.pathname : null
  if (mounted) onLocatorEntry = isLocatorEntry(window.history.state)
}

/**
 * Puts the locator's view in the address: a new entry for a filter the visitor chose (Back undoes it),
 * the same entry while they type.
 */
export function writeLocatorUrl(path: string, search: string, mode: 'push' | 'replace'): void {
  const url = `${path}${search}`
  if (url === `${window.location.pathname}${window.location.search}`) return
  if (mode === 'push') {
    window.history.pushState({ [entryMark]: true }, '', url)
    onLocatorEntry = true
  } else {
    // The entry stays whoever's it was: the router treats it as before, only its address changes.
    const state: unknown = window.history.state
    window.history.replaceState(state, '', url)
  }
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
