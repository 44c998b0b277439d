import { createContext, useContext, type ReactNode } from 'react'
import { catalogueRevision, messagesFor } from '#i18n/catalogues.ts'
import type { MessageKey } from '#i18n/message-key.ts'
import { createTranslator } from '#i18n/translator.ts'
import { defaultLocale, type Locale } from '#schemas/locale.ts'

/**
 * Translates a message key, filling `{{placeholders}}` from `values`. Only keys of the en-EU catalogue
 * compile (`MessageKey`), so a misspelled or removed key fails `npm run typecheck`, not a page.
 */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string

/**
 * One translator per locale, rebuilt only when its catalogues or overrides change (`catalogueRevision`).
 * It is i18n/translator.ts's, not i18next's (ADR 031): the same texts, without i18next in the browser's
 * start bundle, and a lookup that is one map read.
 */
const translators = new Map<Locale, { translate: Translate; revision: number }>()

/** The translate function of `locale` with the catalogues and editor overrides in effect now. */
export function translatorFor(locale: Locale): Translate {
  const revision = catalogueRevision()
  const existing = translators.get(locale)
  if (existing?.revision === revision) return existing.translate
  const translate: Translate = createTranslator(locale, messagesFor(locale))
  translators.set(locale, { translate, revision })
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

/** For class components (error boundaries), which cannot call hooks. */
export function TranslationConsumer({ children }: { children: (t: Translate) => ReactNode }) {
  return children(useT())
}
