import { isLocale, type Locale } from '#schemas/locale.ts'

/**
 * spec §2.2 fixed localized paths: with site-paths.ts (the site's own pages), the only place in the
 * code where a localized URL is written. Internal entries are site paths without the locale prefix
 * (link them with `localizedHref`); the external hubs are absolute URLs.
 */
const fixedPaths = {
  landingPage: { 'fi-FI': '/', 'en-EU': '/', 'sv-SE': '/', 'no-NO': '/' },
  stationLocator: {
    'fi-FI': '/asemahaku',
    'en-EU': '/stationsearch',
    'sv-SE': '/hitta-station',
    'no-NO': '/finn-stasjon',
  },
  b2b: { 'fi-FI': '/yrityksille', 'en-EU': '/company', 'sv-SE': '/foretag', 'no-NO': '/befrift' },
  terms: {
    'fi-FI': '/kayttoehdot',
    'en-EU': '/terms',
    'sv-SE': '/allmanna-villkor',
    'no-NO': '/vilkar-for-bruk',
  },
  contact: {
    'fi-FI': '/yksityisille/ota-yhteytta/asiakaspalvelu',
    'en-EU': '/about-us/company-info/contact-us',
    'sv-SE': '/privat/kundservice',
    'no-NO': '/privat/kundservice',
  },
  articles: { 'fi-FI': '/artikkeli', 'en-EU': '/article', 'sv-SE': '/artikel', 'no-NO': '/artikkel' },
} as const satisfies Record<string, Record<Locale, string>>

/**
 * External login hubs (spec §2.2): the account hub exists for every locale, the my-pages hub and the
 * car-wash site for fi and en only.
 */
const externalHubs = {
  accountHub: {
    'fi-FI': 'https://tili.aurora.fi/',
    'en-EU': 'https://account.aurora.eu/',
    'sv-SE': 'https://konto.aurora.se/',
    'no-NO': 'https://konto.aurora.no/',
  },
  myPages: { 'fi-FI': 'https://omat.aurora.fi/', 'en-EU': 'https://my.aurora.eu/' },
  carWash: { 'fi-FI': 'https://autopesu.aurora.fi/', 'en-EU': 'https://carwash.aurora.eu/' },
} as const satisfies Record<string, Partial<Record<Locale, string>>>

/** spec §2.2 `service`: the query `?service=MAIN`, for fi and en only. */
const serviceQuery: Partial<Record<Locale, string>> = { 'fi-FI': '?service=MAIN', 'en-EU': '?service=MAIN' }

export type FixedPathKey = keyof typeof fixedPaths
export type ExternalHubKey = keyof typeof externalHubs
export type LocalizedPathKey = FixedPathKey | ExternalHubKey | 'service'

export const fixedPathKeys = Object.keys(fixedPaths).filter((key): key is FixedPathKey => key in fixedPaths)

function isFixedPathKey(key: LocalizedPathKey): key is FixedPathKey {
  // Own keys only: `'toString' in fixedPaths` is true as well.
  return Object.hasOwn(fixedPaths, key)
}

/**
 * The href for a spec §2.2 key in a locale. Internal keys give a site path without the locale prefix;
 * hubs give absolute URLs; `service` gives its query. An unknown locale, or a hub the locale does not
 * have, falls back to `/` (spec §2.2).
 */
export function getHref(key: LocalizedPathKey, locale: string): string {
  if (!isLocale(locale)) return '/'
  if (key === 'service') return serviceQuery[locale] ?? '/'
  if (isFixedPathKey(key)) return fixedPaths[key][locale]
  const hubs: Partial<Record<Locale, string>> = externalHubs[key]
  return hubs[locale] ?? '/'
}

/** True when the href is one of the absolute external hubs (they open outside the site). */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href)
}

/**
 * The site's own pages (search, cart, checkout, station pages) live in site-paths.ts, a module of their
 * own so a content page's start bundle carries them without this table; they are one list with it.
 */
export { searchPagePath, sitePath, stationPagePath, type SitePathKey } from './site-paths.ts'
