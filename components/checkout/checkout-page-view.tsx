import { lazy, startTransition, Suspense, useEffect, useState, useSyncExternalStore } from 'react'
import { paymentReturnParameter } from '#schemas/payment-return-parameter.ts'
import { useCart, useStoredCartIsEmpty } from '../cart/cart-provider.tsx'
import { useT } from '../translation.tsx'
import { useHydrated } from '../use-hydrated.ts'
import { CheckoutFrame, EmptyCartReview } from './checkout-frame.tsx'
import './checkout-page-view.css'

const CheckoutRuntime = lazy(() =>
  import('./checkout-runtime.tsx').then((module) => ({ default: module.CheckoutRuntime })),
)

const subscribeToNothing = () => () => {}
const noReturnOnServer = () => false

/** Whether this address is the payment provider's return (schemas/payment-return.ts), read in the browser. */
function isPaymentReturn(): boolean {
  return new URLSearchParams(window.location.search).has(paymentReturnParameter)
}

/**
 * The checkout page (issue 15). The cart and the checkout data live in this browser (localStorage `cart`
 * and `userinfo`), so the server renders the heading and a loading note; the steps start once the cart
 * machine has validated the cart, so a reload resumes on the step it was on rather than on step 1.
 *
 * With nothing in the stored cart (stored-cart-count.ts) and no payment return to complete, the steps
 * could only say so: the page says it itself, without the cart machine and the steps' code (issue 17:
 * their loading and first renders were most of the page's Total Blocking Time; ADR 053). `userinfo` is
 * left as it is. A cart stored meanwhile (by another tab) starts the machine (cart-provider.tsx), and
 * the steps follow once it has validated the cart; once they run they stay.
 */
export function CheckoutPageView() {
  const t = useT()
  const { view, start, count: storedCount } = useCart()
  const hydrated = useHydrated()
  const paymentReturn = useSyncExternalStore(subscribeToNothing, isPaymentReturn, noReturnOnServer)
  const nothingToPay = useStoredCartIsEmpty() && hydrated && !paymentReturn
  // A payment return completes its order even when this browser's cart and checkout were lost meanwhile
  // (the machine's lost-checkout return); a stored value it cannot read is dropped by the machine.
  useEffect(() => {
    if (hydrated && !nothingToPay) start()
  }, [hydrated, nothingToPay, start])
  // The cart is known once the machine runs and the service answered it, or it is empty.
  const cartKnown =
    view !== null &&
    (view.validated || view.items.length === 0) &&
    !(view.items.length === 0 && storedCount > 0)
  // Once the steps run they stay, while the cart is validated again after a change. They start from an
  // effect, in a task of their own after the cart's answer: the steps are the page's largest render
  // (issue 17: Total Blocking Time). A transition, which Preact renders at once (ADR 048).
  const [started, setStarted] = useState(false)
  const ready = hydrated && cartKnown && !nothingToPay
  useEffect(() => {
    if (ready) startTransition(() => setStarted(true))
  }, [ready])
  const loading = (
    <>
      <p role="status" className="checkout-page__loading">
        {/* ADR 055: the service could not be reached for the cart; the machine tries again. */}
        {t(view?.unreachable === true ? 'cart.unreachable' : 'checkout.loading')}
      </p>
      {!hydrated && <p className="checkout-page__needs-js">{t('checkout.needsJavaScript')}</p>}
    </>
  )
  return (
    <div className="page checkout-page">
      <h1 className="page__title">{t('checkout.heading')}</h1>
      {started ? (
        <Suspense fallback={loading}>
          <CheckoutRuntime />
        </Suspense>
      ) : nothingToPay ? (
        <CheckoutFrame step={1} heading={t('checkout.step.cart')}>
          <EmptyCartReview />
        </CheckoutFrame>
      ) : (
        loading
      )}
    </div>
  )
}
