import type { i18n } from 'i18next'
import { createContext, useContext, type ReactNode } from 'react'
import { i18nFor } from '#i18n/i18n.ts'
import type { MessageKey } from '#i18n/message-key.ts'
import { defaultLocale, type Locale } from '#schemas/locale.ts'

/**
 * Translates a message key, filling `{{placeholders}}` from `values`. Only keys of the en-EU catalogue
 * compile (`MessageKey`), so a misspelled or removed key fails `npm run typecheck`, not a page.
 */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string

/**
 * A translate function fixed to one locale. Texts without placeholders never change, so each is
 * looked up once: on a page of 200 blocks i18next's own lookup was a tenth of the server's time.
 */
function translateWith(instance: i18n, locale: Locale): Translate {
  const fixed = instance.getFixedT(locale)
  const plain = new Map<MessageKey, string>()
  return (key, values) => {
    if (values !== undefined) return fixed(key, values)
    let text = plain.get(key)
    if (text === undefined) {
      text = fixed(key)
      plain.set(key, text)
    }
    return text
  }
}

/** Keyed by instance: a locale gets a new instance (and so a new translator) only when its texts change. */
const translators = new WeakMap<i18n, Translate>()

/** The translate function of `locale` with the catalogues and editor overrides in effect now. */
export function translatorFor(locale: Locale): Translate {
  const instance = i18nFor(locale)
  let translate = translators.get(instance)
  if (translate === undefined) {
    translate = translateWith(instance, locale)
    translators.set(instance, translate)
  }
  return translate
}

// The page's locale; the translator is looked up where it is used (below).
const TranslationLocaleContext = createContext<Locale>(defaultLocale)

/**
 * One translate function per page, fixed to its locale. Components read it through `useT()` instead of
 * react-i18next's useTranslation, which on the server rebuilds its wrapper on every call (ADR 009).
 */
export function TranslationProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <TranslationLocaleContext value={locale}>{children}</TranslationLocaleContext>
}

/**
 * The translator of the page's locale with the texts in effect now, looked up on every render (two map
 * reads): a component that renders after texts arrived (a client navigation bringing other editor
 * overrides, the cart's texts loaded with the cart, components/cart/cart-runtime.tsx) shows them without
 * anything above it rendering again.
 */
export function useT(): Translate {
  return translatorFor(useContext(TranslationLocaleContext))
}

/** The page's locale as the translator sees it (components/trans.tsx builds `Trans` on it). */
export function useTranslationLocale(): Locale {
  return useContext(TranslationLocaleContext)
}

/** For class components (error boundaries), which cannot call hooks. */
export function TranslationConsumer({ children }: { children: (t: Translate) => ReactNode }) {
  return children(useT())
}
