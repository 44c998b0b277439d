import { prefetch } from 'vike/client/router'
import { loadMessages } from '#i18n/catalogues.ts'
import { splitPagePath } from '#i18n/page-path.ts'
import { createLinkPrefetcher, routePayloadUrl, type LinkPrefetcher } from './link-prefetch.ts'

/*
 * The browser's link prefetching, in a chunk of its own: it starts only once the page is interactive
 * (navigation-feedback.ts imports this module from +onHydrationEnd), so its code is not in the start
 * bundle either (issue 17: what is not needed before interaction loads after it).
 */

/**
 * What a page needs before it can render: its code (Vike's `prefetch`) and, for a page in another locale
 * the visitor points at, that locale's messages (spec §4). Links to other locales merely in view (the
 * language switcher is on every page) do not load them: a visitor rarely switches, and each page should
 * load only its own locale's catalogue (issue 4). For those links the page's data (its route payload) is
 * fetched too; the server lets browsers keep it 30 s (server/middleware/page-context.server.ts), so the click
 * finds it in the cache. Vike 0.4's own pageContext prefetch is not used: it is still experimental.
 */
async function prefetchPage(url: string, intent: boolean): Promise<void> {
  const { locale } = splitPagePath(new URL(url, window.location.href).pathname)
  await Promise.all([
    prefetch(url),
    intent ? fetch(routePayloadUrl(url), { priority: 'low' }).then((response) => response.text()) : undefined,
    intent && locale !== null ? loadMessages(locale) : undefined,
  ])
}

let prefetcher: LinkPrefetcher | undefined

/** The page's one prefetcher, created on first use. Browser only. */
export function pagePrefetcher(): LinkPrefetcher {
  prefetcher ??= createLinkPrefetcher({ prefetch: prefetchPage })
  return prefetcher
}
