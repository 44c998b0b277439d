import { brand } from '#config/brand.ts'

/**
 * The window event that asks the cookie-consent dialog to open again (spec §1: it can be reopened from
 * a cookie-policy link). The footer sends it; the dialog listens for it, so neither imports the other.
 */
export const openCookieSettingsEvent = `${brand.prefix}:open-cookie-settings`

export function openCookieSettings(): void {
  window.dispatchEvent(new CustomEvent(openCookieSettingsEvent))
}
