// https://vike.dev/onBeforeRender — server only (Vike's default): runs after +data, and what it returns
// is passed to the browser as `pageContext.pageMeta` (pages/+config.ts passToClient).
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { pageMetaFor } from '#renderer/page-meta.ts'

/**
 * Sets `pageContext.pageMeta`, what the head (title, description, Open Graph, canonical, hreflang) and the
 * language switcher know about the page. +data has already made the page call (and answered a failed
 * layout or page call, or a missing page, with the error page); the call is shared within the request
 * (server/middleware/page-context.server.ts), so this reads the same answer without a second upstream call.
 */
export async function onBeforeRender(pageContext: PageContextServer) {
  const { locale, contentPath, preview, services } = pageContext
  const page = await services.content.getPage({ locale, path: contentPath, preview })
  // Unreachable after +data's own 404; kept so the two can never disagree.
  if (page === null) throw render(404, `Page Not Found: ${contentPath}`)
  return { pageContext: { pageMeta: pageMetaFor(page, { preview }) } }
}
