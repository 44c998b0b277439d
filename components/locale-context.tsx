import { createContext, useContext, type ReactNode } from 'react'
import { defaultLocale, type Locale } from '#schemas/locale.ts'

const LocaleContext = createContext<Locale>(defaultLocale)

/** The page's locale for components that must not depend on the framework (blocks, stories). */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>
}

export function useLocale(): Locale {
  return useContext(LocaleContext)
}
