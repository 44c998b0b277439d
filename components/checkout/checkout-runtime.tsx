import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { isEmailAddress } from '#domain/checkout-customer.ts'
import { telHref } from '#domain/phone-number.ts'
import type { MessageKey } from '#i18n/message-key.ts'
import { analyticsAmount, analyticsItem } from '#machines/cart/cart-lines.ts'
import type { CartView } from '#machines/cart/cart-view.ts'
import {
  useCheckoutMachine,
  useCheckoutSnapshot,
  type CheckoutSnapshot,
} from '#machines/checkout/checkout-machine-host.tsx'
import type { CheckoutCart, CheckoutNotice, CompletedOrder } from '#machines/checkout/checkout-machine.ts'
import { paymentReturnParameter } from '#schemas/payment-return-parameter.ts'
import { useAuth } from '../auth/auth-provider.tsx'
import { useCart } from '../cart/cart-provider.tsx'
import { pushToDataLayer } from '../data-layer.ts'
import { useHref, useLocale } from '../locale-context.tsx'
import { showNotice } from '../notices/notice-store.ts'
import { PhoneLink } from '../phone-link.tsx'
import { sitePath } from '#i18n/site-paths.ts'
import { useT } from '../translation.tsx'
import { CheckoutFrame, EmptyCartReview, type StepNumber } from './checkout-frame.tsx'
import { createCheckoutOrders } from './checkout-orders.ts'
import { useCustomerPrefill } from './customer-prefill.ts'
import { CustomerDetailsStep } from './customer-details-step.tsx'
import { OrderConfirmation } from './order-confirmation.tsx'
import { OrderSummary } from './order-summary.tsx'
import { PaymentMethodStep } from './payment-method-step.tsx'

/** The cart as the checkout pays for it: payable once the service answered the cart as it is. */
function checkoutCartOf(view: CartView): CheckoutCart {
  return {
    payable: view.validated && view.items.length > 0,
    items: view.items.map((item) => ({ code: item.code, quantity: item.amount, showUpsell: false })),
    discountCode: view.discountCode,
  }
}

/** 128 random bits as hex; `crypto.randomUUID` needs a secure context, a plain-http install has none. */
function randomCheckoutId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Issue 15 analytics, queued on the data layer like the cart's (the consent issue decides when they leave). */
function queueCheckoutEvent(
  event: 'begin_checkout' | 'add_payment_info',
  view: CartView,
  extra: object = {},
): void {
  const currency = view.items[0]?.attributes.currency
  pushToDataLayer(window, {
    event,
    ecommerce: {
      currency,
      value: analyticsAmount(view.totals.totalWithTax),
      items: view.items.map((item) => analyticsItem(item, item.amount)),
      ...extra,
    },
  })
}

function queuePurchase(order: CompletedOrder, view: CartView | null): void {
  pushToDataLayer(window, {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.orderId,
      currency: order.currency,
      value: analyticsAmount(order.totals.totalWithTax),
      tax: analyticsAmount(order.totals.taxAmount),
      items: order.lines.map((line) => {
        const item = view?.items.find((each) => each.code === line.productCode)
        return item === undefined
          ? { item_id: line.productCode, item_name: line.name, quantity: line.quantity, price: 0 }
          : analyticsItem(item, line.quantity)
      }),
    },
  })
}

/** The cart the order calls read when they run: the one whose total the Pay button shows. */
class PayingCart {
  constructor(private shown: CartView | null) {}

  follow(view: CartView | null): void {
    if (view !== null) this.shown = view
  }

  view(): CartView | null {
    return this.shown
  }

  total(): number {
    return this.shown?.totals.totalWithTax ?? 0
  }
}

/** The provider's return leaves the address once it was used, so a later reload does not send it again. */
function forgetPaymentReturn(): void {
  const url = new URL(window.location.href)
  if (!url.searchParams.has(paymentReturnParameter)) return
  url.searchParams.delete(paymentReturnParameter)
  window.history.replaceState(window.history.state, '', url)
}

/** Marks where a message puts the phone number, so the number can be a link inside the sentence. */
const phoneSlot = '\u2063'

function stepOf(snapshot: CheckoutSnapshot): StepNumber | null {
  if (snapshot.matches({ editing: 'cartReview' })) return 1
  if (snapshot.matches({ editing: 'customerDetails' })) return 2
  if (snapshot.matches({ editing: 'paymentMethod' }) || snapshot.matches('failed')) return 3
  return null
}

const stepHeadingKeys = {
  1: 'checkout.step.cart',
  2: 'checkout.step.details',
  3: 'checkout.payment.heading',
} as const satisfies Record<StepNumber, MessageKey>

/**
 * The checkout's steps on its page (issue 15), loaded lazily with XState, the form and the order calls:
 * the machine resumes from `userinfo`, follows the cart, hands the visitor to the payment provider and
 * completes the order when they come back.
 */
export function CheckoutRuntime() {
  const t = useT()
  const locale = useLocale()
  const hrefFor = useHref()
  const { view, send: sendCart } = useCart()
  // The cart as the service last answered it (or empty): a validation on its way (after a change, or
  // because the checkout's e-mail changed, spec §6) neither moves the checkout back nor changes the price
  // the visitor pays; the page starts this only once there is one (checkout-page-view.tsx).
  const [settledView, setSettledView] = useState(view)
  if (view !== null && view !== settledView && (view.validated || view.items.length === 0))
    setSettledView(view)
  const cartView = settledView
  // What the order calls read when they run: the total the visitor sees on the Pay button.
  const [paying] = useState(() => new PayingCart(cartView))
  useEffect(() => paying.follow(cartView), [paying, cartView])
  const [orders] = useState(() => createCheckoutOrders({ locale, expectedTotal: () => paying.total() }))
  const [paymentReturn] = useState(() =>
    new URL(window.location.href).searchParams.get(paymentReturnParameter),
  )
  const [newCheckoutId] = useState(randomCheckoutId)
  const checkoutCart = useMemo(
    () => (cartView === null ? { payable: false, items: [], discountCode: null } : checkoutCartOf(cartView)),
    [cartView],
  )

  const onHandOver = useCallback((redirectUrl: string) => window.location.assign(redirectUrl), [])
  const onNotice = useCallback((notice: CheckoutNotice) => {
    // spec §8's payment failure is shown on the page itself, with the customer-service number.
    if (notice.messageKey !== 'payment.failed') showNotice(notice)
  }, [])
  const onOrderCompleted = useCallback(
    (order: CompletedOrder) => queuePurchase(order, paying.view()),
    [paying],
  )
  const onClearCart = useCallback(() => sendCart({ type: 'RESET' }), [sendCart])
  const onRevalidateCart = useCallback(() => sendCart({ type: 'REVALIDATE' }), [sendCart])

  const actorRef = useCheckoutMachine({
    cart: checkoutCart,
    orders,
    paymentReturn,
    newCheckoutId,
    onHandOver,
    onNotice,
    onOrderCompleted,
    onClearCart,
    onRevalidateCart,
  })
  const snapshot = useCheckoutSnapshot(actorRef)
  const { context } = snapshot

  // spec §6: without a login, the checkout's e-mail is the one cart validation uses (once-per-e-mail codes).
  const email = context.customerData.email.trim()
  const validationEmail = isEmailAddress(email) ? email.toLowerCase() : null
  useEffect(
    () => sendCart({ type: 'CHECKOUT_EMAIL_CHANGED', email: validationEmail }),
    [sendCart, validationEmail],
  )

  // Issue 16: the logged-in customer's details fill the fields still empty (customer-prefill.ts).
  const { view: auth } = useAuth()
  const prefill = useCustomerPrefill({
    user: auth.status === 'loggedIn' ? auth.user : null,
    editing: snapshot.matches('editing'),
    customerData: context.customerData,
    send: actorRef.send,
  })

  const begun = useRef(false)
  useEffect(() => {
    if (begun.current || cartView === null || cartView.items.length === 0) return
    begun.current = true
    queueCheckoutEvent('begin_checkout', cartView)
  }, [cartView])

  const processing = snapshot.matches('processing')
  const paymentInfoSent = useRef(false)
  useEffect(() => {
    if (!processing || paymentInfoSent.current || cartView === null) return
    paymentInfoSent.current = true
    queueCheckoutEvent('add_payment_info', cartView, { payment_type: context.paymentMethodType })
  }, [processing, cartView, context.paymentMethodType])

  const settled = snapshot.matches('completed') || snapshot.matches('failed') || snapshot.matches('editing')
  useEffect(() => {
    if (settled) forgetPaymentReturn()
  }, [settled])

  // A change of step moves focus to its heading, so a screen reader starts reading the new step.
  const step = stepOf(snapshot)
  const stepHeading = useRef<HTMLHeadingElement>(null)
  const stateKey = JSON.stringify(snapshot.value)
  const shownState = useRef(stateKey)
  useEffect(() => {
    if (shownState.current === stateKey) return
    shownState.current = stateKey
    stepHeading.current?.focus()
  }, [stateKey])

  const currency = cartView?.items[0]?.attributes.currency ?? 'EUR'
  let body: ReactNode
  let heading: string
  if (snapshot.matches('completed') && context.completedOrder !== null) {
    heading = t('checkout.confirmation.heading')
    body = <OrderConfirmation order={context.completedOrder} />
  } else if (snapshot.matches('processing') || snapshot.matches('completing')) {
    heading = t(snapshot.matches('completing') ? 'checkout.completing' : 'checkout.processing')
    body = (
      <p className="checkout-step__progress" role="status" aria-live="polite">
        {heading}
      </p>
    )
  } else if (snapshot.matches('failed')) {
    heading = t('checkout.payment.heading')
    const phone = t('errorPage.contact.customerServicePhone')
    // spec §8: the number sits inside the sentence where each language puts it, as a link to call.
    const [failedBefore = '', failedAfter = ''] = t('payment.failed', { phone: phoneSlot }).split(phoneSlot)
    body = (
      <div className="checkout-failed" role="alert">
        <p>
          {failedBefore}
          <PhoneLink className="checkout-failed__phone" number={phone} href={telHref(phone)} />
          {failedAfter}
        </p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => actorRef.send({ type: 'RETRY' })}
        >
          {t('checkout.retry')}
        </button>
      </div>
    )
  } else if (step === 2) {
    heading = t(stepHeadingKeys[2])
    body = (
      <CustomerDetailsStep
        key={prefill.key}
        customerData={prefill.customerData}
        sendSms={context.sendSms}
        onChange={(customerData, sendSms) => {
          actorRef.send({ type: 'UPDATE_CUSTOMER', customerData })
          if (sendSms !== context.sendSms) actorRef.send({ type: 'SET_SEND_SMS', sendSms })
        }}
        onContinue={() => actorRef.send({ type: 'NEXT' })}
        onBack={() => actorRef.send({ type: 'BACK' })}
      />
    )
  } else if (step === 3) {
    heading = t(stepHeadingKeys[3])
    body = (
      <PaymentMethodStep
        paymentMethodType={context.paymentMethodType}
        bank={context.bank}
        total={cartView?.totals.totalWithTax ?? 0}
        currency={currency}
        onChoose={(method) => actorRef.send({ type: 'CHOOSE_PAYMENT_METHOD', ...method })}
        onPay={() => actorRef.send({ type: 'SUBMIT_PAYMENT' })}
        onBack={() => actorRef.send({ type: 'BACK' })}
      />
    )
  } else {
    heading = t(stepHeadingKeys[1])
    body =
      cartView === null || cartView.items.length === 0 ? (
        <EmptyCartReview />
      ) : (
        <div className="checkout-review">
          {!checkoutCart.payable && <p role="status">{t('checkout.invalidCart')}</p>}
          <div className="checkout-step__actions">
            <a className="button" href={hrefFor(sitePath('cart', locale))}>
              {t('checkout.editCart')}
            </a>
            <button
              type="button"
              className="button button--primary"
              aria-disabled={!checkoutCart.payable}
              onClick={() => actorRef.send({ type: 'NEXT' })}
            >
              {t('checkout.next')}
            </button>
          </div>
        </div>
      )
  }

  const showSummary = !snapshot.matches('completed') && cartView !== null && cartView.items.length > 0
  return (
    <CheckoutFrame
      step={step}
      heading={heading}
      headingRef={stepHeading}
      summary={showSummary && <OrderSummary view={cartView} />}
    >
      {body}
    </CheckoutFrame>
  )
}
