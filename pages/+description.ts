// https://vike.dev/description — meta description and og:description.
import type { PageContext } from 'vike/types'

/** null (not undefined) on pages without one, so client-side navigation removes the previous page's. */
export function description(pageContext: PageContext): string | null {
  return pageContext.pageMeta?.description ?? pageContext.pageMeta?.openGraph.description ?? null
}
