// https://vike.dev/route-function — the account page lives at the locale's own path (i18n/site-paths.ts
// `sitePath('account', …)`: fi-FI /oma-tili, en-EU /account, sv-SE /mitt-konto, no-NO /min-konto).
// +onBeforeRoute has removed the preview and locale segments; a route function outranks the content
// catch-all (`/*`).
import type { PageContext } from 'vike/types'
import { sitePath } from '#i18n/site-paths.ts'

export function route(pageContext: PageContext): boolean {
  return pageContext.urlPathname === sitePath('account', pageContext.locale)
}
