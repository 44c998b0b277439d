// https://vike.dev/onBeforeRenderClient (vike-react) — awaited before the page hydrates or renders.
import type { PageContextClient } from 'vike/types'
import { preloadBlocks } from '#blocks/registry.ts'
import { loadMessages } from '#i18n/catalogues.ts'
import { deferredNavigationFeedback } from '#components/navigation/deferred-navigation-feedback.ts'
import { translatorFor } from '#components/translation.tsx'
import { beginSlicedHydration } from '#components/hydration-slices.tsx'
import { contentTypesOf, entriesFromPayload } from '#renderer/entries-payload.ts'
import { layoutFromPayload } from '#renderer/layout-payload.ts'
import { pageNamespaces } from './page-namespaces.ts'

/**
 * The page's messages are loaded and the old page has faded out (components/navigation-feedback.ts), and
 * the code and the texts of the page's lazy and client-only blocks (and the search page's texts) are
 * here (ADR 017): hydration then renders exactly what the server did, without waiting inside. The
 * blocks that hydrate after the start (ADR 035) are the exception: hydration leaves their server markup
 * in place, inside each block's Suspense boundary, until their code is here.
 */
export async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  // The server passes the layout as a string (renderer/layout-payload.ts); the same string gives the same
  // object, so a navigation within one locale keeps the header's and footer's derived views.
  pageContext.layout = layoutFromPayload(pageContext.layoutPayload)
  const { data } = pageContext
  const blocks = data?.kind === 'content' ? contentTypesOf(entriesFromPayload(data.entries)) : []
  await Promise.all([
    deferredNavigationFeedback.beforeRender(pageContext),
    // A chunk that fails to load is not the page's end: that block then suspends in its own boundary,
    // tries again, and at worst is left out like any broken block (renderer/block-error-boundary.tsx).
    // Hydration goes ahead without the blocks that hydrate after the start (ADR 035); a client navigation
    // renders from scratch and waits for all of them.
    preloadBlocks(blocks, { forHydration: pageContext.isHydration }).catch(() => undefined),
    // The texts of those blocks that the browser loads on demand (i18n/message-namespaces.ts). Failing,
    // the page still renders: a missing text shows its key, like any missing translation.
    loadMessages(pageContext.locale, undefined, pageNamespaces(data)).catch(() => undefined),
  ])
  // The locale's translator is built now, in this task: hydration renders in a task of its own (React
  // schedules it), and building it inside that one uninterruptible pass made the pass longer (issue 13).
  translatorFor(pageContext.locale)
  beginSlicedHydration(pageContext.isHydration)
}
