import { defaultLocale, isLocale, type Locale } from '#schemas/locale.ts'

/**
 * The locale a page renders in, from what the router hooks read of its page context: an error page
 * rendered before the locale was known carries none and renders in the default locale.
 */
export function renderingLocale(page: { locale: string | undefined }): Locale {
  return page.locale !== undefined && isLocale(page.locale) ? page.locale : defaultLocale
}
