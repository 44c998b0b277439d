import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import { z } from 'zod/mini'
import { isCheckoutCustomerValid } from '#domain/checkout-customer.ts'
import { validationRequest } from '#machines/cart/cart-lines.ts'
import { answerFor, basicWash, knownDiscountCode, premiumWash } from '#machines/cart/cart-machine.fixtures.ts'
import { cartMachine, cartValidationActor, cartValidationId } from '#machines/cart/cart-machine.ts'
import {
  emptyCart,
  paidOrder,
  payableCart,
  validCustomer,
} from '#machines/checkout/checkout-machine.fixtures.ts'
import {
  completeOrderId,
  createCheckoutMachine,
  initializeOrderId,
  OrderPriceChangedError,
  type CheckoutOrders,
} from '#machines/checkout/checkout-machine.ts'
import { ainoDetails } from '#machines/auth/auth-machine.fixtures.ts'
import {
  authActors,
  authMachine,
  checkAuthorizationId,
  loadCustomerId,
  logoutId,
} from '#machines/auth/auth-machine.ts'
import { modalMachine } from '#machines/modal/modal-machine.ts'
import { cartValidateItemSchema } from '#schemas/cart.ts'
import { cartItemSchema } from '#schemas/stored-cart.ts'
import { checkoutCustomerDataSchema } from '#schemas/userinfo.ts'
import type { LabelledEvent, PathSetup } from './machine-paths.ts'

/**
 * The machines the "Machines" stories chart, each the real definition from machines/ with fixture
 * actors that answer at once, storage actions kept off the story's localStorage, the sample events
 * QA presses (one per payload worth trying) and the moves its simple paths are listed with.
 */
export interface MachineSetup {
  machine: AnyStateMachine
  input: unknown
  /** Per event type, the payloads a button sends; a type without one is sent as `{ type }`. */
  sampleEvents: Readonly<Record<string, readonly LabelledEvent[]>>
  paths: PathSetup
}

function labelled(label: string, event: { type: string } & Record<string, unknown>): LabelledEvent {
  return { label, event }
}

function samplesByType(events: readonly LabelledEvent[]): Record<string, LabelledEvent[]> {
  const byType: Record<string, LabelledEvent[]> = {}
  for (const entry of events) byType[entry.event.type] = [...(byType[entry.event.type] ?? []), entry]
  return byType
}

// The modal (spec §3, §4): no actors; a backdrop click closes only a modal that allows it.
const modalEvents = [
  labelled('SET_NAME_AND_OPEN (firstInCart)', {
    type: 'SET_NAME_AND_OPEN',
    name: 'firstInCart',
    callerPayload: { code: premiumWash.code },
  }),
  labelled('SET_NAME_AND_OPEN (keeps open on backdrop)', {
    type: 'SET_NAME_AND_OPEN',
    name: 'cardLink',
    closeOnBackdropClick: false,
  }),
  labelled('UNSET', { type: 'UNSET' }),
  labelled('BACKDROP_CLICK', { type: 'BACKDROP_CLICK' }),
]

const modalContextSchema = z.object({ closeOnBackdropClick: z.boolean() })

const modalSetup: MachineSetup = {
  machine: modalMachine,
  input: undefined,
  sampleEvents: samplesByType(modalEvents),
  paths: {
    machine: modalMachine,
    input: undefined,
    events: modalEvents,
    // Which modal is open does not change what a backdrop click does; whether it may close does.
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, modalContextSchema.parse(snapshot.context).closeOnBackdropClick]),
  },
}

// The cart (issue 14): the validation answers at once, as the embedded service would.
const storyCart = cartMachine.provide({
  actors: { validateCart: cartValidationActor((request) => Promise.resolve(answerFor(request))) },
  actions: { persistCart: () => undefined },
})

const cartEvents = [
  labelled(`ADD (${premiumWash.name})`, { type: 'ADD', product: premiumWash }),
  labelled(`ADD (${basicWash.name}, silent)`, { type: 'ADD', product: basicWash, silent: true }),
  labelled('SET_AMOUNT (3)', { type: 'SET_AMOUNT', code: premiumWash.code, amount: 3 }),
  labelled(`REMOVE (${premiumWash.code})`, { type: 'REMOVE', code: premiumWash.code }),
  labelled('RESET', { type: 'RESET' }),
  labelled(`APPLY_DISCOUNT_CODE (${knownDiscountCode})`, {
    type: 'APPLY_DISCOUNT_CODE',
    code: knownDiscountCode,
  }),
  labelled('APPLY_DISCOUNT_CODE (unknown)', { type: 'APPLY_DISCOUNT_CODE', code: 'NOSUCHCODE' }),
  labelled('REMOVE_DISCOUNT_CODE', { type: 'REMOVE_DISCOUNT_CODE' }),
  labelled('STORAGE_CHANGED (another tab emptied it)', { type: 'STORAGE_CHANGED', storedCart: null }),
  labelled('CUSTOMER_EMAIL_CHANGED (logged in)', {
    type: 'CUSTOMER_EMAIL_CHANGED',
    email: validCustomer.email,
  }),
  labelled('CHECKOUT_EMAIL_CHANGED (typed)', {
    type: 'CHECKOUT_EMAIL_CHANGED',
    email: validCustomer.email,
  }),
  labelled('RETRY_NOW (back online)', { type: 'RETRY_NOW' }),
]

/** What the cart's guards and its validation answer look at. */
const cartContextSchema = z.object({
  revision: z.number(),
  items: z.array(cartItemSchema),
  discountCode: z.nullable(z.string()),
})

const cartPathEvents = [
  labelled(`ADD (${premiumWash.name})`, { type: 'ADD', product: premiumWash }),
  labelled(`REMOVE (${premiumWash.code})`, { type: 'REMOVE', code: premiumWash.code }),
  labelled('RESET', { type: 'RESET' }),
  labelled('STORAGE_CHANGED (another tab emptied it)', { type: 'STORAGE_CHANGED', storedCart: null }),
]

/**
 * In `validating`, the service's answers to the cart as it is (an answer carries the revision it answers);
 * in `waitingToRetry`, the browser coming back online.
 */
function cartMoves(snapshot: AnyMachineSnapshot): LabelledEvent[] {
  if (snapshot.matches('waitingToRetry')) {
    return [...cartPathEvents, labelled('RETRY_NOW (back online)', { type: 'RETRY_NOW' })]
  }
  if (!snapshot.matches('validating')) return cartPathEvents
  const context = cartContextSchema.parse(snapshot.context)
  const request = validationRequest({ items: context.items, discountCode: context.discountCode }, null)
  return [
    ...cartPathEvents,
    labelled('validation answered', {
      type: `xstate.done.actor.${cartValidationId}`,
      output: { revision: context.revision, result: { kind: 'answered', response: answerFor(request) } },
    }),
    labelled('validation refused', {
      type: `xstate.done.actor.${cartValidationId}`,
      output: { revision: context.revision, result: { kind: 'refused', error: 'unknown product' } },
    }),
    labelled('validation unanswered', {
      type: `xstate.done.actor.${cartValidationId}`,
      output: { revision: context.revision, result: { kind: 'unanswered', error: 'connection dropped' } },
    }),
  ]
}

const cartSetup: MachineSetup = {
  machine: storyCart,
  input: { storedCart: null },
  sampleEvents: samplesByType(cartEvents),
  paths: {
    machine: storyCart,
    input: { storedCart: null },
    events: cartMoves,
    // The revision counts every change; the guards only ask whether there are lines.
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, cartContextSchema.parse(snapshot.context).items.length > 0]),
  },
}

/** A provider return as the shop receives it: base64url payload, a dot, base64url HMAC-SHA256. */
function signedReturn(result: 'approved' | 'declined' | 'cancelled'): string {
  const payload = {
    version: 1,
    paymentId: 'pay_7f3c2a9e41d84b06',
    orderId: 'order-1',
    result,
    amount: 3980,
    currency: 'EUR',
    issuedAt: Date.UTC(2026, 10, 26, 12),
  }
  const base64Url = btoa(JSON.stringify(payload)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
  return `${base64Url}.kX2m9Qe4vT0b7LrZ1sWc8yHn3JfGdPu6oAiE5tYqBxM`
}

const order = { orderId: 'order-1', redirectUrl: '/pay/order-1' }

/** The digital-order service as the story's checkout sees it: answers at once, or is down. */
function storyOrders(available: boolean): CheckoutOrders {
  const unavailable = () => Promise.reject(new Error('the digital-order service answered 503'))
  return available
    ? {
        initializeOrder: () => Promise.resolve(order),
        completeOrder: (input) => Promise.resolve(paidOrder(input.orderId)),
      }
    : { initializeOrder: unavailable, completeOrder: unavailable }
}

function storyCheckout(available: boolean) {
  return createCheckoutMachine(storyOrders(available)).provide({
    actions: { persistCheckout: () => undefined, clearCheckoutStorage: () => undefined },
  })
}

const checkoutEvents = [
  labelled('NEXT', { type: 'NEXT' }),
  labelled('BACK', { type: 'BACK' }),
  labelled('UPDATE_CUSTOMER (valid customer)', { type: 'UPDATE_CUSTOMER', customerData: validCustomer }),
  labelled('UPDATE_CUSTOMER (invalid e-mail)', {
    type: 'UPDATE_CUSTOMER',
    customerData: { email: 'not-an-address' },
  }),
  labelled('SET_SEND_SMS (on)', { type: 'SET_SEND_SMS', sendSms: true }),
  labelled('CHOOSE_PAYMENT_METHOD (card)', {
    type: 'CHOOSE_PAYMENT_METHOD',
    paymentMethodType: 'card',
    card: 'visa',
  }),
  labelled('CHOOSE_PAYMENT_METHOD (bank)', {
    type: 'CHOOSE_PAYMENT_METHOD',
    paymentMethodType: 'bank',
    bank: 'nordea',
  }),
  labelled('SUBMIT_PAYMENT', { type: 'SUBMIT_PAYMENT' }),
  labelled('PAYMENT_RETURNED (approved)', {
    type: 'PAYMENT_RETURNED',
    result: 'approved',
    signedReturn: signedReturn('approved'),
  }),
  labelled('PAYMENT_RETURNED (declined)', {
    type: 'PAYMENT_RETURNED',
    result: 'declined',
    signedReturn: signedReturn('declined'),
  }),
  labelled('PAYMENT_RETURNED (cancelled)', {
    type: 'PAYMENT_RETURNED',
    result: 'cancelled',
    signedReturn: signedReturn('cancelled'),
  }),
  labelled('RETRY', { type: 'RETRY' }),
  labelled('RESUME (nothing stored)', { type: 'RESUME', storedUserinfo: null }),
  labelled('CART_CHANGED (emptied)', { type: 'CART_CHANGED', cart: emptyCart }),
  labelled('CART_CHANGED (payable)', { type: 'CART_CHANGED', cart: payableCart }),
]

/**
 * The moves of checkout-machine.paths.test.ts: the visitor's events, the cart's changes and the order
 * service's answers, so the list here is the list that test replays.
 */
const checkoutPathEvents = [
  ...checkoutEvents.filter(
    (entry) =>
      !['SET_SEND_SMS', 'RESUME'].includes(entry.event.type) &&
      entry.label !== 'CHOOSE_PAYMENT_METHOD (bank)' &&
      entry.label !== 'PAYMENT_RETURNED (cancelled)',
  ),
  labelled('initializeOrder done', { type: `xstate.done.actor.${initializeOrderId}`, output: order }),
  labelled('initializeOrder error', {
    type: `xstate.error.actor.${initializeOrderId}`,
    error: new Error('unavailable'),
  }),
  labelled('initializeOrder error (prices changed)', {
    type: `xstate.error.actor.${initializeOrderId}`,
    error: new OrderPriceChangedError(),
  }),
  labelled('completeOrder done', {
    type: `xstate.done.actor.${completeOrderId}`,
    output: paidOrder(order.orderId),
  }),
  labelled('completeOrder error', {
    type: `xstate.error.actor.${completeOrderId}`,
    error: new Error('unavailable'),
  }),
]

/** What the checkout's guards look at. */
const checkoutContextSchema = z.object({
  customerData: checkoutCustomerDataSchema,
  paymentMethodType: z.nullable(z.enum(['bank', 'card'])),
  bank: z.nullable(z.string()),
  card: z.nullable(z.string()),
  orderId: z.nullable(z.string()),
  cart: z.object({ payable: z.boolean(), items: z.array(cartValidateItemSchema) }),
})

/**
 * One vertex per state and guard answers, as in the paths test: details valid or not, a method chosen
 * or not, the cart payable or not, an order initialised or not.
 */
function checkoutVertex(snapshot: AnyMachineSnapshot): string {
  return JSON.stringify([snapshot.value, checkoutGuardFacts(snapshot.context)])
}

// The graph asks for the vertex of every snapshot it makes, hundreds of thousands for the checkout, and
// most share their context object with the snapshot before: each context is read once.
const guardFactsByContext = new WeakMap<object, boolean[]>()

function checkoutGuardFacts(raw: unknown): boolean[] {
  const cached = typeof raw === 'object' && raw !== null ? guardFactsByContext.get(raw) : undefined
  if (cached !== undefined) return cached
  const context = checkoutContextSchema.parse(raw)
  const methodChosen =
    (context.paymentMethodType === 'bank' && context.bank !== null) ||
    (context.paymentMethodType === 'card' && context.card !== null)
  const facts = [
    isCheckoutCustomerValid(context.customerData),
    methodChosen,
    context.cart.payable && context.cart.items.length > 0,
    context.orderId !== null,
  ]
  if (typeof raw === 'object' && raw !== null) guardFactsByContext.set(raw, facts)
  return facts
}

function checkoutSetup(available: boolean): MachineSetup {
  const machine = storyCheckout(available)
  const input = { storedUserinfo: null, cart: payableCart }
  return {
    machine,
    input,
    sampleEvents: samplesByType(checkoutEvents),
    paths: {
      machine: storyCheckout(true),
      input,
      events: checkoutPathEvents,
      serializeState: checkoutVertex,
      // spec §8: QA reaches `failed` as an end of the checkout, though RETRY leads on from it.
      alsoEnds: (snapshot) => snapshot.value === 'failed',
    },
  }
}

// The login (spec §4): the same-origin API answers at once, for the first demo customer.
const storyAuth = authMachine.provide({
  actors: authActors({
    userStatus: () => Promise.resolve('AUTHORIZED'),
    customer: () => Promise.resolve(ainoDetails),
    logout: () => Promise.resolve(),
  }),
})

const authEvents = [
  labelled('LOAD_CUSTOMER', { type: 'LOAD_CUSTOMER' }),
  labelled('LOGOUT', { type: 'LOGOUT' }),
]

/** The auth check's, the customer call's and the logout's answers, each in the state that waits for it. */
function authMoves(snapshot: AnyMachineSnapshot): LabelledEvent[] {
  if (snapshot.matches('checking')) {
    return [
      labelled('AUTHORIZED', { type: `xstate.done.actor.${checkAuthorizationId}`, output: 'AUTHORIZED' }),
      labelled('UNAUTHORIZED', { type: `xstate.done.actor.${checkAuthorizationId}`, output: 'UNAUTHORIZED' }),
      labelled('auth check failed', {
        type: `xstate.error.actor.${checkAuthorizationId}`,
        error: new Error('no answer'),
      }),
    ]
  }
  if (snapshot.matches('loadingCustomer')) {
    return [
      labelled('customer loaded', { type: `xstate.done.actor.${loadCustomerId}`, output: ainoDetails }),
      labelled('customer call failed', {
        type: `xstate.error.actor.${loadCustomerId}`,
        error: new Error('no answer'),
      }),
    ]
  }
  if (snapshot.matches('loggingOut')) {
    return [
      labelled('logged out', { type: `xstate.done.actor.${logoutId}` }),
      labelled('logout failed', { type: `xstate.error.actor.${logoutId}`, error: new Error('503') }),
    ]
  }
  return authEvents
}

const authContextSchema = z.object({ loggedIn: z.boolean() })

const authSetup: MachineSetup = {
  machine: storyAuth,
  input: { locale: 'fi-FI' },
  sampleEvents: samplesByType(authEvents),
  paths: {
    machine: storyAuth,
    input: { locale: 'fi-FI' },
    events: authMoves,
    // The guards ask only whether a customer is shown (a failed reload keeps them).
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, authContextSchema.parse(snapshot.context).loggedIn]),
    // The login has no final state: logged in and logged out are where a visit rests.
    alsoEnds: (snapshot) => snapshot.value === 'loggedIn' || snapshot.value === 'loggedOut',
  },
}

/** Every chart by name: the stories pick theirs, and the paths worker is told which to walk. */
export const machineSetups = {
  modal: modalSetup,
  auth: authSetup,
  cart: cartSetup,
  checkout: checkoutSetup(true),
  checkoutOrderServiceDown: checkoutSetup(false),
} satisfies Record<string, MachineSetup>

export type MachineSetupName = keyof typeof machineSetups

export function isMachineSetupName(name: unknown): name is MachineSetupName {
  return typeof name === 'string' && Object.hasOwn(machineSetups, name)
}
