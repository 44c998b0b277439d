import type { Locale } from '#schemas/locale.ts'

/*
 * A module of its own, apart from spec §2.2's table (localized-paths.ts): the header's search form and
 * the search page's route read these in every page's start bundle, the table only the pages that link it.
 */

/** DESIGN §1 paths of the site search's results page; every page's header form sends its query there. */
const searchPaths = {
  'fi-FI': '/haku',
  'en-EU': '/search',
  'sv-SE': '/sok',
  'no-NO': '/sok',
} as const satisfies Record<Locale, string>

/**
 * DESIGN §1 paths of the site's other own pages beyond spec §2.2's table: the shop (cart, checkout), the
 * account page, and
 * the folder every station page lives under. fi-FI's station pages share the locator's path
 * (`/asemahaku/{slug}`); no-NO's have their own (`/stasjoner/{slug}`, spec §2.8). Apart from the search
 * paths, so a browser bundle that only sends a search carries none of them.
 */
const sitePaths = {
  stationPages: {
    'fi-FI': '/asemahaku',
    'en-EU': '/stationsearch',
    'sv-SE': '/hitta-station',
    'no-NO': '/stasjoner',
  },
  cart: { 'fi-FI': '/ostoskori', 'en-EU': '/cart', 'sv-SE': '/varukorg', 'no-NO': '/handlekurv' },
  checkout: { 'fi-FI': '/kassa', 'en-EU': '/checkout', 'sv-SE': '/kassan', 'no-NO': '/kassen' },
  /** Issue 16: the customer's account page (profile, cards, orders); the hub's login returns to it. */
  account: { 'fi-FI': '/oma-tili', 'en-EU': '/account', 'sv-SE': '/mitt-konto', 'no-NO': '/min-konto' },
} as const satisfies Record<string, Record<Locale, string>>

export type SitePathKey = 'search' | Exclude<keyof typeof sitePaths, 'stationPages'>

/** The path of the search page in a locale, without locale prefix (e.g. `/haku`). */
export function searchPagePath(locale: Locale): string {
  return searchPaths[locale]
}

/** The path of one of the site's own pages in a locale, without locale prefix (e.g. `/cart`). */
export function sitePath(key: SitePathKey, locale: Locale): string {
  return key === 'search' ? searchPagePath(locale) : sitePaths[key][locale]
}

/** A station page's path in a locale, e.g. `/asemahaku/helsinki-kamppi` or `/stasjoner/oslo-sentrum`. */
export function stationPagePath(locale: Locale, slug: string): string {
  return `${sitePaths.stationPages[locale]}/${slug}`
}
