import { isLocale, type Locale } from '#schemas/locale.ts'

export interface LocalePrefixSplit {
  /** Locale named by the first path segment, when it names one. */
  locale: Locale | null
  /** The path without the locale segment; never empty. */
  path: string
}

/**
 * Splits a leading `/{locale}` segment off a path (spec §2.1: paths may carry the locale code as a
 * prefix). Matching is exact and case-sensitive, as the route table is.
 */
export function splitLocalePrefix(pathname: string): LocalePrefixSplit {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname)
  const first = match?.[1]
  if (first === undefined || !isLocale(first)) return { locale: null, path: pathname === '' ? '/' : pathname }
  return { locale: first, path: match?.[2] ?? '/' }
}
