import { defaultLocale, type Locale } from '#schemas/locale.ts'

/** The landing page of a locale in single-host mode: the default locale lives at `/`, the others under their prefix. */
export function localeHomePath(locale: Locale): string {
  return locale === defaultLocale ? '/' : `/${locale}`
}
