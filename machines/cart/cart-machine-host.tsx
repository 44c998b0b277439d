import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useState } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { Locale } from '#schemas/locale.ts'
import { cartStorageKey } from '#schemas/stored-cart.ts'
import { useMachineInspector } from '../inspector.ts'
import type { AnalyticsEvent } from './cart-lines.ts'
import { cartMachine, type CartNotice } from './cart-machine.ts'
import { readCartStorage } from './cart-storage.ts'
import { cartView, type CartView } from './cart-view.ts'

export type CartActorRef = ActorRefFrom<typeof cartMachine>

export interface CartMachineOptions {
  locale: Locale
  /** spec §6: the logged-in customer's e-mail, null when logged out (the login machine's). */
  customerEmail?: string | null
  /** spec §6: the e-mail typed in the checkout, used when nobody is logged in (the checkout supplies it). */
  checkoutEmail?: string | null
  /** Shows a notice (the page's notification system). */
  onNotice: (notice: CartNotice) => void
  /** spec §4: opens the `firstInCart` modal through the page's modal machine. */
  onFirstInCart: (code: string) => void
  /** Queues an analytics event on the data layer. */
  onAnalytics: (event: AnalyticsEvent) => void
  /** The cart was saved to localStorage `cart` (for this tab's readers, e.g. the header count). */
  onStored: () => void
}

/**
 * Runs the page's cart machine: started from localStorage `cart`, in step with the other tabs through
 * the `storage` event, told the spec §6 e-mails as they change, and wired to the host's notices, modal,
 * data layer and storage readers through the events it emits. Imported only lazily, once the cart is
 * touched or not empty (issue 14: XState stays out of a content page's start bundle).
 */
export function useCartMachine({
  locale,
  customerEmail = null,
  checkoutEmail = null,
  onNotice,
  onFirstInCart,
  onAnalytics,
  onStored,
}: CartMachineOptions): CartActorRef {
  // Read once: the machine owns the cart from then on, and hears later changes as STORAGE_CHANGED.
  const [storedCart] = useState(() => readCartStorage())
  // `?inspect` in development shows the cart in the Stately inspector (issue 15).
  const inspect = useMachineInspector()
  const actorRef = useActorRef(cartMachine, {
    input: { storedCart, locale, customerEmail, checkoutEmail },
    inspect,
  })

  useEffect(() => {
    const subscriptions = [
      actorRef.on('notice', ({ kind, messageKey, values }) =>
        onNotice({ kind, messageKey, ...(values === undefined ? {} : { values }) }),
      ),
      actorRef.on('firstInCart', ({ code }) => onFirstInCart(code)),
      actorRef.on('analytics', ({ event, currency, items }) => onAnalytics({ event, currency, items })),
      actorRef.on('stored', () => onStored()),
    ]
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
  }, [actorRef, onNotice, onFirstInCart, onAnalytics, onStored])

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // A null key: another tab cleared all of localStorage (the checkout does, spec §4).
      if (event.key === cartStorageKey || event.key === null) {
        actorRef.send({ type: 'STORAGE_CHANGED', storedCart: event.key === null ? null : event.newValue })
      }
    }
    // ADR 055: a validation that got no answer goes again as soon as the connection is back.
    const onOnline = () => actorRef.send({ type: 'RETRY_NOW' })
    window.addEventListener('storage', onStorage)
    window.addEventListener('online', onOnline)
    return () => {
      window.removeEventListener('storage', onStorage)
      window.removeEventListener('online', onOnline)
    }
  }, [actorRef])

  useEffect(
    () => actorRef.send({ type: 'CUSTOMER_EMAIL_CHANGED', email: customerEmail }),
    [actorRef, customerEmail],
  )
  useEffect(
    () => actorRef.send({ type: 'CHECKOUT_EMAIL_CHANGED', email: checkoutEmail }),
    [actorRef, checkoutEmail],
  )

  return actorRef
}

/** What the cart's UI shows; recomputed only when the machine's context changes. */
export function useCartView(actorRef: CartActorRef): CartView {
  const context = useSelector(actorRef, (snapshot) => snapshot.context)
  return useMemo(() => cartView(context), [context])
}

/**
 * The cart machine as a component, for a provider that loads it with `React.lazy` when the cart is first
 * touched or found not empty (as components/modal-provider.tsx loads the modal machine): it reports the
 * running actor once and the view on every change, and renders nothing.
 */
export function CartMachineHost({
  onStart,
  onViewChange,
  ...options
}: CartMachineOptions & {
  onStart: (actorRef: CartActorRef) => void
  onViewChange: (view: CartView) => void
}) {
  const actorRef = useCartMachine(options)
  const view = useCartView(actorRef)
  useEffect(() => onStart(actorRef), [actorRef, onStart])
  useEffect(() => onViewChange(view), [view, onViewChange])
  return null
}
