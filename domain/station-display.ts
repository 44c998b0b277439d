import type { Locale } from '#schemas/locale.ts'

/**
 * spec §2.6: what station pages show in each market. `stations` is the general flag; `station` (the
 * station pages themselves), `lunch` (the lunch block) and `menu` (the food menu block) each fall back to
 * it when unset. A market without station pages (`station: false`) answers them with 404 and its
 * locator still lists the stations.
 */
export interface StationDisplayFlags {
  stations: boolean
  station?: boolean
  lunch?: boolean
  menu?: boolean
}

/**
 * The markets' flags. en-EU shows no lunch list or food menu: they are written in the station's own
 * language, so the English site sends its visitors to the station's page in that language instead.
 */
export const stationDisplayFlags: Readonly<Record<Locale, StationDisplayFlags>> = {
  'fi-FI': { stations: true },
  'en-EU': { stations: true, lunch: false, menu: false },
  'sv-SE': { stations: true },
  'no-NO': { stations: true },
}

export interface StationDisplay {
  station: boolean
  lunch: boolean
  menu: boolean
}

/** The flags of a market with the general `stations` flag filled in where a specific one is unset. */
export function stationDisplay(
  locale: Locale,
  flags: Readonly<Record<Locale, StationDisplayFlags>> = stationDisplayFlags,
): StationDisplay {
  const { stations, station, lunch, menu } = flags[locale]
  return { station: station ?? stations, lunch: lunch ?? stations, menu: menu ?? stations }
}
