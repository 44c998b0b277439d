import { sitePath } from '#i18n/site-paths.ts'
import { useHref, useLocale } from '../locale-context.tsx'
import { useT } from '../translation.tsx'
import { useCart } from './cart-provider.tsx'
import './cart-link.css'

/**
 * The header's cart link with the number of items (issue 14), on every page. A plain link to the cart
 * page, so it works before and without JavaScript; the count appears once the page runs.
 */
export function CartLink() {
  const t = useT()
  const locale = useLocale()
  const hrefFor = useHref()
  // The server cannot see the visitor's storage: it renders the link without a count, as hydration does.
  const { count } = useCart()
  return (
    <a className="cart-link" href={hrefFor(sitePath('cart', locale))} data-prefetch="intent">
      {/* The icon is the stylesheet's (a mask in the text colour): no path data in every page's script. */}
      <span className="cart-link__icon" aria-hidden="true" />
      <span className="cart-link__label">{t('chrome.cartLink')}</span>
      {count > 0 && (
        <span className="cart-link__count">
          <span aria-hidden="true">{count}</span>
          <span className="visually-hidden">{t('chrome.cartCount', { count })}</span>
        </span>
      )}
    </a>
  )
}
