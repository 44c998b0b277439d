import { defaultLocale, type Locale } from '#schemas/locale.ts'

/**
 * An internal path in a locale (spec §2.3: internal links are localized). In single-host mode the
 * default locale is unprefixed and the others carry their prefix.
 */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (locale === defaultLocale) return clean
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`
}
