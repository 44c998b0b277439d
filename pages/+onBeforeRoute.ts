// https://vike.dev/onBeforeRoute
import type { PageContext } from 'vike/types'
import { parsePagePath } from '#i18n/page-path.ts'

export function onBeforeRoute(pageContext: PageContext) {
  const pagePath = parsePagePath(pageContext.urlPathname)
  return { pageContext: { ...pagePath, urlLogical: pagePath.contentPath } }
}
