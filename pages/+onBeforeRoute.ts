// https://vike.dev/onBeforeRoute
import type { PageContext } from 'vike/types'
import { singleHostLinkContext } from '#i18n/link-context.ts'
import { splitPagePath } from '#i18n/page-path.ts'
import { defaultLocale } from '#schemas/locale.ts'

/**
 * Routes every page through the one catch-all (`urlLogical` is the path without preview and locale
 * segments). The locale:
 * - on the server it is already in `pageContextInit` (server/middleware/page-context.server.ts resolved it from
 *   path, domain, cookie and Accept-Language, DESIGN §1) and is left alone;
 * - in the browser (hydration and client-side navigation) it comes from the path prefix, else it stays
 *   the page's own (hydration) or the previous page's, whose link context names the domain's locale.
 *   The server's answer for the new page (its `pageContext.json`) confirms it.
 */
export function onBeforeRoute(pageContext: PageContext) {
  const { preview, locale, contentPath } = splitPagePath(pageContext.urlPathname)
  if (!pageContext.isClientSide) return { pageContext: { urlLogical: contentPath } }
  // Before routing, only a hydrating page already carries what the server passed (pages/+config.ts).
  const current: Partial<Pick<PageContext, 'locale' | 'linkContext'>> = pageContext
  const previous: Partial<Pick<PageContext, 'locale' | 'linkContext'>> | null =
    pageContext.previousPageContext
  const linkContext = current.linkContext ?? previous?.linkContext ?? singleHostLinkContext
  const unprefixedLocale = linkContext.hostLocale ?? current.locale ?? previous?.locale ?? defaultLocale
  return {
    pageContext: {
      preview,
      contentPath,
      locale: locale ?? unprefixedLocale,
      linkContext,
      urlLogical: contentPath,
    },
  }
}
