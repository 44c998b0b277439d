import { CartPageView } from '#components/cart/cart-page-view.tsx'

/**
 * The cart page (issue 14): title and robots (`noindex`) are the head's, read from the data's meta
 * (pages/+title.ts, +Head.tsx); the cart itself is drawn in the browser from localStorage `cart`.
 */
export function Page() {
  return <CartPageView />
}
