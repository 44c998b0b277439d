import type { Locale } from '#schemas/locale.ts'

/** The embedded account hub's login page (DESIGN §2 `Accounts`); the server answers it, not a page of ours. */
export const hubLoginPath = '/account-hub/v1/login'

/**
 * The hub's login page in the page's locale, back to `returnTo` once logged in (a same-origin path; the
 * hub refuses any other and then goes to the locale's account page).
 */
export function hubLoginHref(locale: Locale, returnTo: string): string {
  return `${hubLoginPath}?${new URLSearchParams({ locale, returnTo }).toString()}`
}
