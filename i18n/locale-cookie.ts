import { isLocale, locales, type Locale } from '#schemas/locale.ts'

/** DESIGN §1 / spec §9: the cookie that remembers the visitor's chosen locale. */
export const localeCookieName = 'locale'

/** spec §9: the locale cookie lives 365 days. */
export const localeCookieMaxAgeSeconds = 365 * 24 * 60 * 60

/** Marks a language switcher's link with the locale it chooses. */
export const localeChoiceAttribute = 'data-locale-choice'

/**
 * Stores a chosen locale (spec §9): a click on a link marked with `localeChoiceAttribute` writes the
 * cookie, 365 days on the whole site (Path=/), SameSite=Lax, and Secure when the page came over https, so
 * it is never sent in clear text there while plain-http development still keeps it. Text, part of the
 * page's first script (http/page-first-script.ts): it listens from the page's first moment,
 * so a choice made before the header hydrates is kept too (ADR 045), in the capture phase, before any
 * handler can stop the click or the client router take it. Only one of the four locales is written.
 */
export const localeChoiceListener = `document.addEventListener('click',function(event){var link=event.target instanceof Element?event.target.closest('a[${localeChoiceAttribute}]'):null;if(link===null)return;var locale=link.getAttribute('${localeChoiceAttribute}');if(!/^(?:${locales.join('|')})$/.test(locale))return;document.cookie='${localeCookieName}='+locale+'; Max-Age=${localeCookieMaxAgeSeconds}; Path=/; SameSite=Lax'+(location.protocol==='https:'?'; Secure':'')},true);`

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
