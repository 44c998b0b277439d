import { useSyncExternalStore } from 'react'
import { sitePath } from '#i18n/site-paths.ts'
import { useHref, useLocale } from '../locale-context.tsx'
import { useT } from '../translation.tsx'
import { readStoredCartCount, subscribeToStoredCart } from './stored-cart-count.ts'
import './cart-link.css'

/** The server cannot see the visitor's storage: it renders the link without a count, as hydration does. */
const noCountOnServer = () => 0

/**
 * The header's cart link with the number of items (issue 14), on every page. A plain link to the cart
 * page, so it works before and without JavaScript; the count appears once the page runs.
 */
export function CartLink() {
  const t = useT()
  const locale = useLocale()
  const hrefFor = useHref()
  const count = useSyncExternalStore(subscribeToStoredCart, readStoredCartCount, noCountOnServer)
  return (
    <a className="cart-link" href={hrefFor(sitePath('cart', locale))} data-prefetch="intent">
      <svg
        className="cart-link__icon"
        viewBox="0 0 24 24"
        width="24"
        height="24"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M3 4h2l2.4 10.2a1.5 1.5 0 0 0 1.5 1.1h8.6a1.5 1.5 0 0 0 1.4-1.1L21 8H6.2M9.5 20a1 1 0 1 0 0-.01M17.5 20a1 1 0 1 0 0-.01"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
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
