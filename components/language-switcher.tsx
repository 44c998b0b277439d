import { localeChoiceAttribute } from '#i18n/locale-cookie.ts'
import { locales, type Locale } from '#schemas/locale.ts'
import type { PageResponse } from '#schemas/page.ts'
import { useHref, useLocale } from './locale-context.tsx'
import { useT } from './translation.tsx'

/** Each language by its own name, as a reader of that language looks for it; never translated. */
export const localeNames: Record<Locale, string> = {
  'fi-FI': 'Suomi',
  'en-EU': 'English',
  'sv-SE': 'Svenska',
  'no-NO': 'Norsk',
}

export type LocalizedPagePaths = PageResponse['localizedPagePaths']

export interface LanguageSwitcherProps {
  /** Where the page being shown lives in each locale (spec §3); absent on error pages. */
  localizedPagePaths: LocalizedPagePaths | undefined
}

/**
 * The four locales as a plain list of links, so switching works without JavaScript. Each goes to the
 * same page in that locale, or to that locale's landing page when the page does not exist there. A click
 * also stores the choice in the `locale` cookie (spec §9), which decides unprefixed addresses later: the
 * page's first script writes it for a link marked with the locale it chooses (`localeChoiceListener`),
 * also when the visitor chooses before the header has hydrated (ADR 045).
 */
export function LanguageSwitcher({ localizedPagePaths }: LanguageSwitcherProps) {
  const t = useT()
  const hrefFor = useHref()
  const current = useLocale()
  return (
    <nav className="language-switcher" aria-label={t('nav.language')}>
      <ul className="language-switcher__list">
        {locales.map((locale) => (
          <li key={locale}>
            <a
              className="language-switcher__link"
              href={hrefFor(localizedPagePaths?.[locale] ?? '/', locale)}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              {...{ [localeChoiceAttribute]: locale }}
            >
              {localeNames[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
