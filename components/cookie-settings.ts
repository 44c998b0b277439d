import { brand } from '#config/brand.ts'

/**
 * The window event that asks the cookie-consent dialog to open again (spec §1: it can be reopened from
 * a cookie-policy link). The consent host sends it when a control asks for the settings, and listens for
 * it, so the controls and the dialog import nothing of each other.
 */
export const openCookieSettingsEvent = `${brand.prefix}:open-cookie-settings`

export function openCookieSettings(): void {
  window.dispatchEvent(new CustomEvent(openCookieSettingsEvent))
}

/** The fragment a content link uses to open the cookie settings (`<a href="#cookie-settings">`). */
export const cookieSettingsFragment = '#cookie-settings'

/** The attribute of a button that opens the cookie settings (the footer's entry). */
export const cookieSettingsControlAttribute = 'data-cookie-settings'

/**
 * Whether a click on `target` asks for the cookie settings: a link to `#cookie-settings` in content, or
 * a button carrying `data-cookie-settings`. Both are recognised by their markup, so the consent host
 * hears them even before the part they sit in has hydrated (ADR 035).
 */
export function asksForCookieSettings(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false
  if (target.closest(`button[${cookieSettingsControlAttribute}]`) !== null) return true
  const anchor = target.closest('a[href]')
  return anchor instanceof HTMLAnchorElement && anchor.hash === cookieSettingsFragment
}
