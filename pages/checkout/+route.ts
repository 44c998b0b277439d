// https://vike.dev/route-function — the checkout lives at the locale's own path (i18n/site-paths.ts
// `sitePath('checkout', …)`: fi-FI /kassa, en-EU /checkout, sv-SE /kassan, no-NO /kassen). +onBeforeRoute
// has removed the preview and locale segments; a route function outranks the content catch-all (`/*`).
import type { PageContext } from 'vike/types'
import { sitePath } from '#i18n/site-paths.ts'

export function route(pageContext: PageContext): boolean {
  return pageContext.urlPathname === sitePath('checkout', pageContext.locale)
}
