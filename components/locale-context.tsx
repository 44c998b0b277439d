import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { localizedHref, singleHostLinkContext, type LinkContext } from '#i18n/link-context.ts'
import { defaultLocale, type Locale } from '#schemas/locale.ts'

interface LocaleValue {
  locale: Locale
  linkContext: LinkContext
}

const LocaleContext = createContext<LocaleValue>({
  locale: defaultLocale,
  linkContext: singleHostLinkContext,
})

/** The page's locale and link rules for components that must not depend on the framework (blocks, stories). */
export function LocaleProvider({
  locale,
  linkContext = singleHostLinkContext,
  children,
}: {
  locale: Locale
  linkContext?: LinkContext | undefined
  children: ReactNode
}) {
  const value = useMemo(() => ({ locale, linkContext }), [locale, linkContext])
  return <LocaleContext value={value}>{children}</LocaleContext>
}

export function useLocale(): Locale {
  return useContext(LocaleContext).locale
}

/** Writes the href of a site path (spec §2.3: internal links are localized), in this page's locale or another. */
export type HrefFor = (path: string, locale?: Locale) => string

export function useHref(): HrefFor {
  const { locale, linkContext } = useContext(LocaleContext)
  return useMemo<HrefFor>(
    () => (path, target) => localizedHref(linkContext, target ?? locale, path),
    [locale, linkContext],
  )
}
