// https://vike.dev/description — meta description and og:description.
import type { PageContext } from 'vike/types'
import { pageMetaOf } from '#renderer/page-meta.ts'

/** null (not undefined) on pages without one, so client-side navigation removes the previous page's. */
export function description(pageContext: PageContext): string | null {
  const meta = pageMetaOf(pageContext.data)
  return meta?.description ?? meta?.openGraph.description ?? null
}
