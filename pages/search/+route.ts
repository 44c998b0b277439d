// https://vike.dev/route-function — the site search lives at the locale's own path (i18n/site-paths.ts
// `searchPagePath(…)`: fi-FI /haku, en-EU /search, sv-SE and no-NO /sok). +onBeforeRoute has removed
// the preview and locale segments; a route function outranks the content catch-all (`/*`).
import type { PageContext } from 'vike/types'
import { searchPagePath } from '#i18n/site-paths.ts'

export function route(pageContext: PageContext): boolean {
  return pageContext.urlPathname === searchPagePath(pageContext.locale)
}
