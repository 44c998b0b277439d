import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { readPaymentReturnPayload } from '#schemas/payment-return.ts'
import { userinfoStorageKey } from '#schemas/userinfo.ts'
import {
  createCheckoutMachine,
  type CheckoutCart,
  type CheckoutNotice,
  type CheckoutOrders,
  type CompletedOrder,
} from './checkout-machine.ts'
import { useMachineInspector } from '../inspector.ts'
import { readUserinfoStorage } from './checkout-storage.ts'

export type CheckoutMachine = ReturnType<typeof createCheckoutMachine>
export type CheckoutActorRef = ActorRefFrom<CheckoutMachine>
export type CheckoutSnapshot = SnapshotFrom<CheckoutMachine>

export interface CheckoutMachineOptions {
  /** The cart as the cart machine has it now; later changes are sent as CART_CHANGED. */
  cart: CheckoutCart
  orders: CheckoutOrders
  /** The payment provider's signed return found on the page's address, or null. */
  paymentReturn: string | null
  /** A fresh id for a checkout that has none stored (crypto.randomUUID in the page). */
  newCheckoutId: string
  /** Take the visitor to the payment provider. */
  onHandOver: (redirectUrl: string) => void
  onNotice: (notice: CheckoutNotice) => void
  onOrderCompleted: (order: CompletedOrder) => void
  /** Empty the cart machine: the order holds what was in it. */
  onClearCart: () => void
  /** Validate the cart again (the server's prices changed). */
  onRevalidateCart: () => void
}

/**
 * Runs the checkout machine on its page (issue 15): started from localStorage `userinfo` and the cart,
 * told of the cart's changes, of another tab's `userinfo` and of the payment provider's return, and
 * wired to the page through the events it emits.
 */
export function useCheckoutMachine({
  cart,
  orders,
  paymentReturn,
  newCheckoutId,
  onHandOver,
  onNotice,
  onOrderCompleted,
  onClearCart,
  onRevalidateCart,
}: CheckoutMachineOptions): CheckoutActorRef {
  // Read once: the machine owns the checkout data from then on.
  const [storedUserinfo] = useState(() => readUserinfoStorage())
  const [machine] = useState(() => createCheckoutMachine(orders))
  // `?inspect` in development shows the checkout in the Stately inspector (issue 15).
  const inspect = useMachineInspector()
  const [approvedReturn] = useState(() => {
    const payload = paymentReturn === null ? null : readPaymentReturnPayload(paymentReturn)
    return payload?.result === 'approved' && paymentReturn !== null
      ? { orderId: payload.orderId, signedReturn: paymentReturn }
      : null
  })
  const actorRef = useActorRef(machine, {
    input: { storedUserinfo, cart, newCheckoutId, approvedReturn },
    inspect,
  })

  useEffect(() => {
    const subscriptions = [
      actorRef.on('handOver', ({ redirectUrl }) => onHandOver(redirectUrl)),
      actorRef.on('notice', ({ kind, messageKey }) => onNotice({ kind, messageKey })),
      actorRef.on('orderCompleted', ({ order }) => onOrderCompleted(order)),
      actorRef.on('clearCart', () => onClearCart()),
      actorRef.on('revalidateCart', () => onRevalidateCart()),
    ]
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
  }, [actorRef, onHandOver, onNotice, onOrderCompleted, onClearCart, onRevalidateCart])

  // The provider's return is told once; the machine decides whether it belongs to this checkout.
  const returnTold = useRef(false)
  useEffect(() => {
    if (returnTold.current || paymentReturn === null) return
    returnTold.current = true
    const payload = readPaymentReturnPayload(paymentReturn)
    // Unreadable: not a return of our provider; the checkout stays where it resumed.
    if (payload === null) return
    actorRef.send({ type: 'PAYMENT_RETURNED', result: payload.result, signedReturn: paymentReturn })
  }, [actorRef, paymentReturn, returnTold])

  useEffect(() => actorRef.send({ type: 'CART_CHANGED', cart }), [actorRef, cart])

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // Another tab moved its checkout on: follow it, so two tabs never pay for one cart twice.
      if (event.key === userinfoStorageKey && event.newValue !== null) {
        actorRef.send({ type: 'RESUME', storedUserinfo: event.newValue })
      }
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [actorRef])

  return actorRef
}

export function useCheckoutSnapshot(actorRef: CheckoutActorRef): CheckoutSnapshot {
  return useSelector(actorRef, (snapshot) => snapshot)
}
