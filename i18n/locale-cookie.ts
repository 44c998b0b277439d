import { isLocale, type Locale } from '#schemas/locale.ts'

/** DESIGN §1 / spec §9: the cookie that remembers the visitor's chosen locale. */
export const localeCookieName = 'locale'

/** spec §9: the locale cookie lives 365 days. */
export const localeCookieMaxAgeSeconds = 365 * 24 * 60 * 60

/**
 * The `Set-Cookie` / `document.cookie` string that stores a chosen locale: 365 days, the whole site
 * (Path=/), SameSite=Lax (spec §9), and Secure when the page was served over https, so the cookie is
 * never sent in clear text there, while plain-http development still keeps it.
 */
export function serializeLocaleCookie(locale: Locale, options: { secure: boolean }): string {
  const parts = [
    `${localeCookieName}=${locale}`,
    `Max-Age=${localeCookieMaxAgeSeconds}`,
    'Path=/',
    'SameSite=Lax',
  ]
  if (options.secure) parts.push('Secure')
  return parts.join('; ')
}

/**
 * The locale stored in a `Cookie` header (or `document.cookie`), or null when there is none or its value
 * is not one of the four locales: a cookie is outside input, so it is checked, never trusted (DESIGN §4).
 * Plain code rather than Zod: the language switcher brings this module into the browser.
 */
export function readLocaleCookie(cookieHeader: string | null | undefined): Locale | null {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const separator = pair.indexOf('=')
    if (separator === -1 || pair.slice(0, separator).trim() !== localeCookieName) continue
    const value = pair.slice(separator + 1).trim()
    if (isLocale(value)) return value
  }
  return null
}
