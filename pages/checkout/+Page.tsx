import { CheckoutPageView } from '#components/checkout/checkout-page-view.tsx'

/**
 * The checkout page (issue 15): title and robots (`noindex`) are the head's, read from the data's meta
 * (pages/+title.ts, +Head.tsx); the steps run in the browser over localStorage `cart` and `userinfo`.
 */
export function Page() {
  return <CheckoutPageView />
}
