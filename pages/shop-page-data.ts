import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { translatorFor } from '#components/translation.tsx'
import { sitePath } from '#i18n/site-paths.ts'
import type { PageMeta } from '#renderer/page-meta.ts'
import type { MethodNotAllowedAbortReason, UpstreamAbortReason } from './content/+data.ts'

/**
 * The site's own pages whose content is the visitor's: the shop's (in their browser's storage) and the
 * account page (the customer's, loaded in the browser for the session).
 */
export type ShopPageKind = 'cart' | 'checkout' | 'account'

/** A shop page's data: only its head. The cart and the checkout data are in localStorage (DESIGN §1). */
export interface ShopPageData<Kind extends ShopPageKind> {
  kind: Kind
  meta: PageMeta
}

export type ShopDataPageContext = Pick<
  PageContextServer,
  'locale' | 'layoutFailure' | 'previewDenied' | 'methodNotAllowed'
>

const abortStatuses = [401, 403, 404, 410, 429, 500, 503] as const

const headingKeys = {
  cart: 'cart.heading',
  checkout: 'checkout.heading',
  account: 'account.heading',
} as const

/** What a search result or a shared link says of the page (its meta and og:description). */
const descriptionKeys = {
  cart: 'cart.description',
  checkout: 'checkout.description',
  account: 'account.description',
} as const

const contentTypes = { cart: 'cartPage', checkout: 'checkoutPage', account: 'accountPage' } as const

/**
 * The data of a shop page (the cart, issue 14; the checkout, issue 15): the server renders the page's
 * frame and the browser fills it, so the same answer serves every visitor.
 */
export function shopPageData<Kind extends ShopPageKind>(
  kind: Kind,
  pageContext: ShopDataPageContext,
): ShopPageData<Kind> {
  const { locale, layoutFailure, previewDenied, methodNotAllowed } = pageContext
  if (methodNotAllowed === true) {
    const reason: MethodNotAllowedAbortReason = { kind: 'methodNotAllowed' }
    throw render(404, reason)
  }
  if (previewDenied === true) throw render(404, `Page Not Found: ${sitePath(kind, locale)}`)
  // spec §8: a failed layout call is a fatal error page with the call's status, as on content pages.
  if (layoutFailure !== undefined) {
    const reason: UpstreamAbortReason = { kind: 'upstream', status: layoutFailure.status }
    throw render(abortStatuses.find((allowed) => allowed === layoutFailure.status) ?? 500, reason)
  }
  const t = translatorFor(locale)
  const title = t(headingKeys[kind])
  const description = t(descriptionKeys[kind])
  return {
    kind,
    // Never indexed: a visitor's cart, checkout or account is not content. Every locale has the page.
    meta: {
      title,
      description,
      noIndex: true,
      contentType: contentTypes[kind],
      openGraph: { title, description, image: undefined },
      localizedPagePaths: {
        'fi-FI': sitePath(kind, 'fi-FI'),
        'en-EU': sitePath(kind, 'en-EU'),
        'sv-SE': sitePath(kind, 'sv-SE'),
        'no-NO': sitePath(kind, 'no-NO'),
      },
      created: undefined,
    },
  }
}
