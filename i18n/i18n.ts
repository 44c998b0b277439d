import { createInstance, type i18n } from 'i18next'
import type { Locale } from '#schemas/locale.ts'
import { catalogueRevision, messagesFor } from './catalogues.ts'

/*
 * An i18next instance per locale, for the server code that asks i18next itself (the page head, the
 * station descriptions) and for the tests that hold translator.ts and components/trans.tsx to what
 * i18next and react-i18next answer (ADR 031). Pages translate with translator.ts; nothing the browser
 * loads imports this module. The catalogues themselves live in catalogues.ts.
 */

// Server modules have read these from here since before catalogues.ts existed; the server bundle pays
// nothing for the detour. New code imports them from catalogues.ts.
export { fallbackLocale, messageOverridesFor, setMessageOverrides } from './catalogues.ts'

const instances = new Map<Locale, { instance: i18n; revision: number }>()

/**
 * One initialized i18next instance per locale, rebuilt only when its catalogues or overrides change.
 * It never changes language, so one instance serves every request in that locale. The fallback is
 * already merged in (`messagesFor`), so i18next needs no fallback language of its own.
 */
export function i18nFor(locale: Locale): i18n {
  const existing = instances.get(locale)
  if (existing?.revision === catalogueRevision()) return existing.instance
  const instance = createInstance()
  void instance.init({
    lng: locale,
    fallbackLng: false,
    // Only the exact locale: i18next would otherwise also look for "fi" and "no" catalogues.
    load: 'currentOnly',
    resources: { [locale]: { translation: messagesFor(locale) } },
    // Synchronous: the catalogues are in memory, and the first render must already be translated.
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  instances.set(locale, { instance, revision: catalogueRevision() })
  return instance
}
