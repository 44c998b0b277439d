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
  const byId = stationsById(stations)
  return {
    ...results,
    items: results.items.map((item) => ({ ...item, services: servicesOf(byId.get(item.id)) })),
  }
}

const stationsByIdOfList = new WeakMap<readonly LocatorStation[], ReadonlyMap<string, LocatorStation>>()

/**
 * The list's stations by id, made once per list (it changes only with the content): a page shows 20
 * rows, and looking their services up in all 1,200 stations was per request (issue 17). The last of two
 * stations with one id is the one found, as before.
 */
function stationsById(stations: readonly LocatorStation[]): ReadonlyMap<string, LocatorStation> {
  let byId = stationsByIdOfList.get(stations)
  if (byId === undefined) {
    byId = new Map(stations.map((station) => [station.id, station]))
    stationsByIdOfList.set(stations, byId)
  }
  return byId
}

const servicesOfStation = new WeakMap<LocatorStation, StationServiceKey[]>()

/** A station's services in the catalogue's order, whichever order the list gave them in: the server and the browser agree. */
function servicesOf(station: LocatorStation | undefined): StationServiceKey[] {
  if (station === undefined) return []
  let services = servicesOfStation.get(station)
  if (services === undefined) {
    services = inCatalogueOrder(station.services)
    servicesOfStation.set(station, services)
  }
  return services
}

function inCatalogueOrder(services: readonly StationServiceKey[]): StationServiceKey[] {
  const offered = new Set(services)
  return stationServiceKeys.filter((service) => offered.has(service))
}
