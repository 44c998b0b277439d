import { createActor } from 'xstate'
import { serializeUserinfo, type CheckoutCustomerData, type CheckoutData } from '#schemas/userinfo.ts'
import {
  checkoutDataOf,
  createCheckoutMachine,
  type CheckoutCart,
  type CheckoutEmitted,
  type CheckoutInput,
  type CompleteOrderInput,
  type CompletedOrder,
  type InitializedOrder,
  type InitializeOrderInput,
} from './checkout-machine.ts'

export const payableCart: CheckoutCart = {
  payable: true,
  items: [{ code: 'WASH-PREMIUM', quantity: 2 }],
  discountCode: null,
}

export const emptyCart: CheckoutCart = { payable: false, items: [], discountCode: null }

/** A cart with lines whose last validation failed or has not answered yet. */
export const unvalidatedCart: CheckoutCart = { ...payableCart, payable: false }

export const validCustomer: CheckoutCustomerData = {
  email: 'aino.virtanen@example.fi',
  emailConfirmation: 'aino.virtanen@example.fi',
  firstname: 'Aino',
  lastname: 'Virtanen',
  telephonePrefix: 'FIN|358',
  telephoneNumber: '0401234567',
  marketing: ['email'],
}

/** What `orders/complete` answers for a paid order of two washes. */
export function paidOrder(orderId: string): CompletedOrder {
  return {
    orderId,
    status: 'paid',
    email: validCustomer.email,
    currency: 'EUR',
    totals: { discount: 0, taxAmount: 406, totalWithTax: 1990, totalWithoutTax: 1584 },
    lines: [{ productCode: 'WASH-PREMIUM', name: 'Premium-pesu', quantity: 1, total: 1990 }],
    vouchers: [{ productCode: 'WASH-PREMIUM', name: 'Premium-pesu', kind: 'wash', code: 'W7KQ-93MX-PT' }],
    paidAt: '2026-11-26T12:00:00.000Z',
  }
}

/** A stored `userinfo` value as a reload finds it. */
export function storedUserinfo(data: Partial<CheckoutData>): string {
  return serializeUserinfo({
    step: 1,
    customerData: validCustomer,
    sendSms: false,
    paymentMethodType: null,
    bank: null,
    card: null,
    orderId: null,
    ...data,
    checkoutId: data.checkoutId ?? null,
  })
}

/** A call the test answers when it chooses. */
export interface PendingCall<Input, Output> {
  input: Input
  succeed: (output: Output) => void
  fail: (error: Error) => void
}

/** Order calls that wait for the test: each call is kept until the test answers it. */
export class ControlledOrders {
  readonly initializeCalls: PendingCall<InitializeOrderInput, InitializedOrder>[] = []
  readonly completeCalls: PendingCall<CompleteOrderInput, CompletedOrder>[] = []

  readonly orders = {
    initializeOrder: (input: InitializeOrderInput) =>
      new Promise<InitializedOrder>((resolve, reject) => {
        this.initializeCalls.push({ input, succeed: resolve, fail: reject })
      }),
    completeOrder: (input: CompleteOrderInput) =>
      new Promise<CompletedOrder>((resolve, reject) => {
        this.completeCalls.push({ input, succeed: resolve, fail: reject })
      }),
  }

  latestInitialize(): PendingCall<InitializeOrderInput, InitializedOrder> {
    const call = this.initializeCalls.at(-1)
    if (call === undefined) throw new Error('no initializeOrder call is waiting')
    return call
  }

  latestComplete(): PendingCall<CompleteOrderInput, CompletedOrder> {
    const call = this.completeCalls.at(-1)
    if (call === undefined) throw new Error('no completeOrder call is waiting')
    return call
  }
}

/** Lets settled promises reach the machine. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * A running checkout whose storage is an in-memory `userinfo` (the stored text, as the page would keep
 * it) and whose order calls wait for the test; every emitted event is recorded.
 */
export function startCheckout(input: Partial<CheckoutInput> = {}) {
  const calls = new ControlledOrders()
  const storage = { userinfo: input.storedUserinfo ?? null, writes: 0, cleared: 0 }
  const machine = createCheckoutMachine(calls.orders).provide({
    actions: {
      persistCheckout: ({ context }) => {
        storage.userinfo = serializeUserinfo(checkoutDataOf(context))
        storage.writes += 1
      },
      clearCheckoutStorage: () => {
        storage.userinfo = null
        storage.cleared += 1
      },
    },
  })
  const actor = createActor(machine, {
    input: {
      storedUserinfo: input.storedUserinfo ?? null,
      cart: input.cart ?? payableCart,
      newCheckoutId: input.newCheckoutId ?? 'checkout-new',
      approvedReturn: input.approvedReturn ?? null,
    },
  })
  const emitted: CheckoutEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  const state = () => actor.getSnapshot().value
  const context = () => actor.getSnapshot().context
  return { actor, calls, storage, emitted, state, context }
}
