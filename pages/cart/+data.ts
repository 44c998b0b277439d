// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { translatorFor } from '#components/translation.tsx'
import { sitePath } from '#i18n/site-paths.ts'
import type { PageMeta } from '#renderer/page-meta.ts'
import type { Locale } from '#schemas/locale.ts'
import type { MethodNotAllowedAbortReason, UpstreamAbortReason } from '../content/+data.ts'

/** The cart page's data: only its head. The cart itself is the visitor's, in their browser's storage. */
export interface Data {
  kind: 'cart'
  meta: PageMeta
}

export type CartDataPageContext = Pick<
  PageContextServer,
  'locale' | 'layoutFailure' | 'previewDenied' | 'methodNotAllowed'
>

const abortStatuses = [401, 403, 404, 410, 429, 500, 503] as const

/**
 * The cart page (issue 14). Its lines live in localStorage `cart` (DESIGN §1), so the server renders
 * the page's frame and the browser fills it; the same answer serves every visitor.
 */
export function data(pageContext: CartDataPageContext): Data {
  const { locale, layoutFailure, previewDenied, methodNotAllowed } = pageContext
  if (methodNotAllowed === true) {
    const reason: MethodNotAllowedAbortReason = { kind: 'methodNotAllowed' }
    throw render(404, reason)
  }
  if (previewDenied === true) throw render(404, `Page Not Found: ${sitePath('cart', locale)}`)
  // spec §8: a failed layout call is a fatal error page with the call's status, as on content pages.
  if (layoutFailure !== undefined) {
    const reason: UpstreamAbortReason = { kind: 'upstream', status: layoutFailure.status }
    throw render(abortStatuses.find((allowed) => allowed === layoutFailure.status) ?? 500, reason)
  }
  return { kind: 'cart', meta: cartMeta(locale) }
}

/** The head of the cart page: never indexed (a visitor's cart is not content), the cart of every locale. */
function cartMeta(locale: Locale): PageMeta {
  const title = translatorFor(locale)('cart.heading')
  return {
    title,
    description: undefined,
    noIndex: true,
    contentType: 'cartPage',
    openGraph: { title, description: undefined, image: undefined },
    localizedPagePaths: {
      'fi-FI': sitePath('cart', 'fi-FI'),
      'en-EU': sitePath('cart', 'en-EU'),
      'sv-SE': sitePath('cart', 'sv-SE'),
      'no-NO': sitePath('cart', 'no-NO'),
    },
    created: undefined,
  }
}
