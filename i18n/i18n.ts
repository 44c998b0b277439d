import { createInstance, type i18n } from 'i18next'
import type { Locale } from '#schemas/locale.ts'
import enEU from './messages/en-EU.json'
import fiFI from './messages/fi-FI.json'
import noNO from './messages/no-NO.json'
import svSE from './messages/sv-SE.json'

/** Texts missing in a locale fall back to English (issue 4: bundled messages merged over en-EU). */
export const fallbackLocale: Locale = 'en-EU'

export const bundledMessages: Record<Locale, Record<string, unknown>> = {
  'fi-FI': fiFI,
  'en-EU': enEU,
  'sv-SE': svSE,
  'no-NO': noNO,
}

const instances = new Map<Locale, i18n>()

/**
 * One initialized i18next instance per locale. They never change language after creation, so one
 * instance serves every request in that locale, on the server and in the browser alike.
 */
export function i18nFor(locale: Locale): i18n {
  const existing = instances.get(locale)
  if (existing !== undefined) return existing
  const instance = createInstance()
  void instance.init({
    lng: locale,
    fallbackLng: fallbackLocale,
    resources: {
      [locale]: { translation: bundledMessages[locale] },
      [fallbackLocale]: { translation: bundledMessages[fallbackLocale] },
    },
    // Synchronous: resources are bundled, and the first server render must already be translated.
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  instances.set(locale, instance)
  return instance
}
