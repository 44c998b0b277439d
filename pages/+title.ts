// https://vike.dev/title — `<title>` and og:title; on client-side navigation vike-react sets document.title.
import type { PageContext } from 'vike/types'
import { brand } from '#config/brand.ts'
import { pageMetaOf } from '#renderer/page-meta.ts'

/** The content page's title; a page without content meta (the error page) sets its own with useConfig. */
export function title(pageContext: PageContext): string {
  return pageMetaOf(pageContext.data)?.title ?? brand.name
}
