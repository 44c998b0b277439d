import { brand } from '#config/brand.ts'
import { locales, type Locale } from '#schemas/locale.ts'

/**
 * The matcher of the legacy redirect tables (spec §2.8, §7 redirect step; ADR 004): what a compiled
 * table holds and how a request path is looked up in it, in constant time for exact entries. Tables are
 * built and checked by redirect-table-builder.server.ts and loaded by redirect-table-loader.server.ts.
 */

/**
 * The brand's country sites, the only hosts a table may send a visitor to (spec §2.8: "absolute links to
 * the Finnish, Norwegian or other-country sites"). A table's absolute target on its own locale's site
 * is that locale's own page, and is written like any internal target (made relative, spec §7).
 */
export const countrySiteHosts: Readonly<Record<Locale, string>> = {
  'fi-FI': `${brand.prefix}.fi`,
  'en-EU': `${brand.prefix}.eu`,
  'sv-SE': `${brand.prefix}.se`,
  'no-NO': `${brand.prefix}.no`,
}

/** The locale of each country site, by host name. */
export const countrySiteLocale: ReadonlyMap<string, Locale> = new Map(
  locales.map((locale) => [countrySiteHosts[locale], locale]),
)

/** Where a table sends a visitor. */
export type RedirectTarget =
  | {
      kind: 'internal'
      /** A page path of the table's locale without locale prefix, e.g. `/asemahaku?service=MAIN`. */
      path: string
      /** The entry or rule it comes from, e.g. `redirects[12]`, for error messages. */
      origin: string
    }
  | {
      kind: 'external'
      /** An https URL on another country site (`countrySiteHosts`). */
      url: string
      hostname: string
      /** The locale of that country site. */
      locale: Locale
      /** Path, query and fragment of `url`: what is left when the request came to that very host. */
      pathAndQuery: string
      origin: string
    }

export interface RedirectTable {
  locale: Locale
  /** Exact sources by lookup key (`lookupKey`). */
  exact: ReadonlyMap<string, RedirectTarget>
  /** Prefix rules by lookup key of the prefix: the prefix itself and everything below it. */
  prefixes: ReadonlyMap<string, RedirectTarget>
  /** Suffix rules (`.php`): few, tried in file order after exact and prefix matches. */
  suffixes: ReadonlyArray<readonly [string, RedirectTarget]>
  /** The e-mail-like rule: a path holding `@`, or starting with `/mailto:`. */
  emailLike: RedirectTarget | null
  /** Entries plus rules. */
  size: number
}

export type RedirectTables = Readonly<Record<Locale, RedirectTable>>

/**
 * The form paths are compared in: percent-decoded, Unicode NFC, lower-cased (the old site's server
 * answered every case variant of an address, so links in the wild use them all), runs of slashes
 * collapsed, no trailing slash. Table sources and request paths go through the same function.
 */
export function lookupKey(path: string): string {
  let key = path
  if (key.includes('%')) {
    try {
      key = decodeURIComponent(key)
    } catch {
      // A malformed escape is compared as written.
    }
  }
  // eslint-disable-next-line no-control-regex -- testing for ASCII on purpose
  if (!/^[\x00-\x7F]*$/.test(key)) key = key.normalize('NFC')
  key = key.toLowerCase()
  if (key.includes('//')) key = key.replace(/\/{2,}/g, '/')
  return key.length > 1 && key.endsWith('/') ? key.replace(/\/+$/, '') || '/' : key
}

/**
 * The target for a request path (without locale prefix) in one locale's table, or null. Exact sources
 * win over prefix rules (the longest prefix wins), then suffix rules, then the e-mail-like rule.
 */
export function lookupRedirect(table: RedirectTable, path: string): RedirectTarget | null {
  const key = lookupKey(path)
  const exact = table.exact.get(key)
  if (exact !== undefined) return exact
  if (table.prefixes.size > 0) {
    for (let end = key.length; end > 1; end = key.lastIndexOf('/', end - 1)) {
      const rule = table.prefixes.get(end === key.length ? key : key.slice(0, end))
      if (rule !== undefined) return rule
    }
  }
  for (const [suffix, target] of table.suffixes) if (key.endsWith(suffix)) return target
  if (table.emailLike !== null && (key.includes('@') || key.startsWith('/mailto:'))) return table.emailLike
  return null
}
