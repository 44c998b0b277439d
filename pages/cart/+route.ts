// https://vike.dev/route-function — the cart lives at the locale's own path (i18n/site-paths.ts
// `sitePath('cart', …)`: fi-FI /ostoskori, en-EU /cart, sv-SE /varukorg, no-NO /handlekurv). +onBeforeRoute
// has removed the preview and locale segments; a route function outranks the content catch-all (`/*`).
import type { PageContext } from 'vike/types'
import { sitePath } from '#i18n/site-paths.ts'

export function route(pageContext: PageContext): boolean {
  return pageContext.urlPathname === sitePath('cart', pageContext.locale)
}
