import { lazy, startTransition, Suspense, useEffect, useState } from 'react'
import { useCart } from '../cart/cart-provider.tsx'
import { useT } from '../translation.tsx'
import { useHydrated } from '../use-hydrated.ts'
import './checkout-page-view.css'

const CheckoutRuntime = lazy(() =>
  import('./checkout-runtime.tsx').then((module) => ({ default: module.CheckoutRuntime })),
)

/**
 * The checkout page (issue 15). The cart and the checkout data live in this browser (localStorage `cart`
 * and `userinfo`), so the server renders the heading and a loading note; the steps start once the cart
 * machine has validated the cart, so a reload resumes on the step it was on rather than on step 1.
 */
export function CheckoutPageView() {
  const t = useT()
  const { view, start, count: storedCount } = useCart()
  useEffect(start, [start])
  const hydrated = useHydrated()
  // The cart is known once the machine runs and the service answered it, or it is empty.
  const cartKnown =
    view !== null &&
    (view.validated || view.items.length === 0) &&
    !(view.items.length === 0 && storedCount > 0)
  // Once the steps run they stay, while the cart is validated again after a change. They start from an
  // effect, in a task of their own after the cart's answer: the steps are the page's largest render
  // (issue 17: Total Blocking Time). A transition, which Preact renders at once (ADR 048).
  const [started, setStarted] = useState(false)
  const ready = hydrated && cartKnown
  useEffect(() => {
    if (ready) startTransition(() => setStarted(true))
  }, [ready])
  const loading = (
    <>
      <p role="status" className="checkout-page__loading">
        {t('checkout.loading')}
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
      ) : (
        loading
      )}
    </div>
  )
}
