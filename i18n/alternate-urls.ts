import { locales, type Locale } from '#schemas/locale.ts'
import { absoluteLocalizedUrl, type LinkContext } from './link-context.ts'

/**
 * The `hreflang` of each locale. Search engines read the region as an ISO 3166-1 country, and "EU" is
 * none, so the English site is marked as English for every region; the others name their country.
 */
export const hreflangByLocale: Readonly<Record<Locale, string>> = {
  'fi-FI': 'fi-FI',
  'en-EU': 'en',
  'sv-SE': 'sv-SE',
  'no-NO': 'no-NO',
}

/**
 * Open Graph locales (`language_TERRITORY`, as the Open Graph consumers list them): English has no EU
 * territory there, so it is British English; Norwegian is listed as Bokmål, nb_NO.
 */
export const openGraphLocaleByLocale: Readonly<Record<Locale, string>> = {
  'fi-FI': 'fi_FI',
  'en-EU': 'en_GB',
  'sv-SE': 'sv_SE',
  'no-NO': 'nb_NO',
}

export interface AlternateUrl {
  /** An `hreflang` value, or `x-default`. */
  hreflang: string
  href: string
}

/**
 * One alternate per locale the page exists in, plus `x-default`: the fi-FI page, the default market
 * (spec §9), which is also what an unprefixed address resolves to without cookie or browser language;
 * the en-EU page when there is no Finnish one, as English is the widest-read language.
 */
export function alternateUrls(
  context: LinkContext,
  origin: string,
  localizedPagePaths: Partial<Record<Locale, string>>,
): AlternateUrl[] {
  const alternates = locales.flatMap((locale) => {
    const path = localizedPagePaths[locale]
    return path === undefined
      ? []
      : [
          {
            locale,
            hreflang: hreflangByLocale[locale],
            href: absoluteLocalizedUrl(context, origin, locale, path),
          },
        ]
  })
  const fallback =
    alternates.find((alternate) => alternate.locale === 'fi-FI') ??
    alternates.find((alternate) => alternate.locale === 'en-EU')
  const result = alternates.map(({ hreflang, href }) => ({ hreflang, href }))
  return fallback === undefined ? result : [...result, { hreflang: 'x-default', href: fallback.href }]
}
