import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { TFunction } from 'i18next'
import { i18nFor } from '#i18n/i18n.ts'
import { defaultLocale, type Locale } from '#schemas/locale.ts'

const TranslationContext = createContext<TFunction>(i18nFor(defaultLocale).getFixedT(defaultLocale))

/**
 * One translate function per page, fixed to its locale. Components read it from context instead of
 * react-i18next's useTranslation, which on the server rebuilds its wrapper on every call: with a
 * page of 200 blocks that was a fifth of the server's time (bench, issue 3).
 */
export function TranslationProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = useMemo(() => i18nFor(locale).getFixedT(locale), [locale])
  return <TranslationContext value={t}>{children}</TranslationContext>
}

export function useT(): TFunction {
  return useContext(TranslationContext)
}

/** For class components (error boundaries), which cannot call hooks. */
export const TranslationConsumer = TranslationContext.Consumer
