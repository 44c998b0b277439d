import type { Locale } from '#schemas/locale.ts'
import { stationServiceKeys, type StationServiceKey } from '#schemas/station-keys.ts'
import {
  locatorResults,
  type LocatorItem,
  type LocatorQuery,
  type LocatorResults,
  type LocatorResultsOptions,
  type LocatorStation,
} from '#domain/station-locator.ts'

/** A row of the locator's list: the domain's row and the station's services, shown as short labels. */
export interface LocatorRow extends LocatorItem {
  services: StationServiceKey[]
}

/** What the stationLocator block renders: the domain's answer (domain/station-locator.ts) with its rows. */
export interface LocatorView extends Omit<LocatorResults, 'items'> {
  items: LocatorRow[]
}

/**
 * The locator's answer to a query over the station list. The server (pages/content/+data.ts) and the
 * block in the browser both call it over the same list with the same clock, so both show the same rows.
 */
export function locatorView(
  stations: readonly LocatorStation[],
  query: LocatorQuery,
  now: number,
  locale: Locale,
  options: LocatorResultsOptions = {},
): LocatorView {
  const results = locatorResults(stations, query, now, locale, options)
  const servicesById = new Map<string, StationServiceKey[]>()
  const shown = new Set(results.items.map((item) => item.id))
  for (const station of stations) {
    // In the catalogue's order, whichever order the list gave them in: the server and the browser agree.
    if (shown.has(station.id)) servicesById.set(station.id, inCatalogueOrder(station.services))
  }
  return {
    ...results,
    items: results.items.map((item) => ({ ...item, services: servicesById.get(item.id) ?? [] })),
  }
}

function inCatalogueOrder(services: readonly StationServiceKey[]): StationServiceKey[] {
  const offered = new Set(services)
  return stationServiceKeys.filter((service) => offered.has(service))
}
