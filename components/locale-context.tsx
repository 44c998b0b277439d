import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { localizedHref, singleHostLinkContext, type LinkContext } from '#i18n/link-context.ts'
import { defaultLocale, type Locale } from '#schemas/locale.ts'

/** Writes the href of a site path (spec §2.3: internal links are localized), in this page's locale or another. */
export type HrefFor = (path: string, locale?: Locale) => string

interface LocaleValue {
  locale: Locale
  linkContext: LinkContext
  hrefFor: HrefFor
}

/**
 * The hrefs written for one link context, by locale and path. The server hands every request of a host
 * and scheme the same link context (server/middleware/page-context.server.ts), so a page's links are
 * worked out once, not on every render (issue 17). Bounded: paths come from content, which changes.
 */
const hrefsByLinkContext = new WeakMap<LinkContext, Map<string, string>>()
const maxHrefsPerLinkContext = 4096

function hrefWriter(linkContext: LinkContext, locale: Locale): HrefFor {
  let hrefs = hrefsByLinkContext.get(linkContext)
  if (hrefs === undefined) {
    hrefs = new Map()
    hrefsByLinkContext.set(linkContext, hrefs)
  }
  const known = hrefs
  return (path, target = locale) => {
    const key = `${target} ${path}`
    let href = known.get(key)
    if (href === undefined) {
      href = localizedHref(linkContext, target, path)
      if (known.size >= maxHrefsPerLinkContext) known.clear()
      known.set(key, href)
    }
    return href
  }
}

const LocaleContext = createContext<LocaleValue>({
  locale: defaultLocale,
  linkContext: singleHostLinkContext,
  hrefFor: hrefWriter(singleHostLinkContext, defaultLocale),
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
  const value = useMemo(
    () => ({ locale, linkContext, hrefFor: hrefWriter(linkContext, locale) }),
    [locale, linkContext],
  )
  return <LocaleContext value={value}>{children}</LocaleContext>
}

export function useLocale(): Locale {
  return useContext(LocaleContext).locale
}

export function useHref(): HrefFor {
  return useContext(LocaleContext).hrefFor
}
