import { getSimplePaths } from '@xstate/graph'
import { expect, test } from 'vitest'
import type { AnyEventObject, AnyStateMachine } from 'xstate'
import { z } from 'zod/mini'
import { isCheckoutCustomerValid } from '#domain/checkout-customer.ts'
import { cartValidateItemSchema } from '#schemas/cart.ts'
import { checkoutCustomerDataSchema, paymentMethodTypeSchema, readStoredUserinfo } from '#schemas/userinfo.ts'
import {
  ControlledOrders,
  emptyCart,
  paidOrder,
  payableCart,
  settle,
  startCheckout,
  validCustomer,
} from './checkout-machine.fixtures.ts'
import {
  chosenPaymentMethod,
  completeOrderId,
  createCheckoutMachine,
  initializeOrderId,
  OrderPriceChangedError,
  type CheckoutEvent,
  type CheckoutInput,
} from './checkout-machine.ts'

type Checkout = ReturnType<typeof startCheckout>

const order = { orderId: 'order-1', redirectUrl: '/pay/order-1' }

/**
 * Every move a visitor, the cart or the order service can make, as the graph sees it (an event) and
 * as the replay makes it on a running checkout: an event sent, or a waiting order call answered.
 */
interface Move {
  event: AnyEventObject
  replay: (checkout: Checkout) => void
  /** An answered order call reaches the machine only once its promise has settled. */
  answersCall: boolean
}

function sent(event: CheckoutEvent): Move {
  return { event, replay: (checkout) => checkout.actor.send(event), answersCall: false }
}

const moves: Move[] = [
  sent({ type: 'NEXT' }),
  sent({ type: 'BACK' }),
  sent({ type: 'UPDATE_CUSTOMER', customerData: validCustomer }),
  sent({ type: 'UPDATE_CUSTOMER', customerData: { email: 'not-an-address' } }),
  sent({ type: 'CHOOSE_PAYMENT_METHOD', paymentMethodType: 'card', card: 'test-card' }),
  sent({ type: 'SUBMIT_PAYMENT' }),
  sent({ type: 'PAYMENT_RETURNED', result: 'approved', signedReturn: 'signed-return' }),
  sent({ type: 'PAYMENT_RETURNED', result: 'declined', signedReturn: 'signed-return' }),
  sent({ type: 'RETRY' }),
  sent({ type: 'CART_CHANGED', cart: emptyCart }),
  sent({ type: 'CART_CHANGED', cart: payableCart }),
  {
    event: { type: `xstate.done.actor.${initializeOrderId}`, output: order },
    replay: (checkout) => checkout.calls.latestInitialize().succeed(order),
    answersCall: true,
  },
  {
    event: { type: `xstate.error.actor.${initializeOrderId}`, error: new Error('unavailable') },
    replay: (checkout) => checkout.calls.latestInitialize().fail(new Error('unavailable')),
    answersCall: true,
  },
  {
    event: { type: `xstate.error.actor.${initializeOrderId}`, error: new OrderPriceChangedError() },
    replay: (checkout) => checkout.calls.latestInitialize().fail(new OrderPriceChangedError()),
    answersCall: true,
  },
  {
    event: { type: `xstate.done.actor.${completeOrderId}`, output: paidOrder(order.orderId) },
    replay: (checkout) => checkout.calls.latestComplete().succeed(paidOrder(order.orderId)),
    answersCall: true,
  },
  {
    event: { type: `xstate.error.actor.${completeOrderId}`, error: new Error('unavailable') },
    replay: (checkout) => checkout.calls.latestComplete().fail(new Error('unavailable')),
    answersCall: true,
  },
]

/** The graph hands back the very event objects it was given, so a move is found by identity. */
function moveFor(event: unknown): Move {
  const move = moves.find((candidate) => candidate.event === event)
  if (move === undefined) throw new Error('the graph took an event no move replays')
  return move
}

/**
 * The graph walks an untyped machine (it sends the actors' done and error events, which the checkout's
 * own event type leaves out), so what the guards look at is read back through a schema.
 */
const guardedContextSchema = z.object({
  customerData: checkoutCustomerDataSchema,
  paymentMethodType: z.nullable(paymentMethodTypeSchema),
  bank: z.nullable(z.string()),
  card: z.nullable(z.string()),
  orderId: z.nullable(z.string()),
  cart: z.object({ payable: z.boolean(), items: z.array(cartValidateItemSchema) }),
})

function guardFacts(context: unknown) {
  const parsed = guardedContextSchema.parse(context)
  return {
    customerValid: isCheckoutCustomerValid(parsed.customerData),
    methodChosen: chosenPaymentMethod(parsed) !== null,
    cartPayable: parsed.cart.payable && parsed.cart.items.length > 0,
    orderInitialised: parsed.orderId !== null,
  }
}

function stateName(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** The graph walks the machine itself, its storage actions made inert (nothing is replayed yet). */
const graphMachine: AnyStateMachine = createCheckoutMachine(new ControlledOrders().orders).provide({
  actions: { persistCheckout: () => undefined, clearCheckoutStorage: () => undefined },
})

/**
 * Two snapshots are one vertex when they are in the same state and the guards would answer alike:
 * details valid or not, a method chosen or not, the cart payable or not, an order initialised or not.
 */
function vertexOf(snapshot: { value: unknown; context: unknown }): string {
  return JSON.stringify([snapshot.value, guardFacts(snapshot.context)])
}

/**
 * The starts the graph walks from: a new checkout, and a visitor back from the provider with an approved
 * payment whose checkout was lost meanwhile (`userinfo` cleared, the cart emptied in another tab).
 */
const starts = {
  new: { storedUserinfo: null, cart: payableCart },
  lostCheckoutReturn: {
    storedUserinfo: null,
    cart: emptyCart,
    approvedReturn: { orderId: order.orderId, signedReturn: 'signed-return' },
  },
} satisfies Record<string, CheckoutInput>

type Start = keyof typeof starts

function walkFrom(start: Start) {
  const input: CheckoutInput = starts[start]
  return getSimplePaths(graphMachine, {
    input,
    events: moves.map((move) => move.event),
    serializeState: vertexOf,
  }).map((path) => ({ start, input, path }))
}

const walks = [...walkFrom('new'), ...walkFrom('lostCheckoutReturn')]
const allPaths = walks.map((walk) => walk.path)

/** spec §8: QA reaches `failed` as an end of the checkout, though RETRY leads on from it. */
const isEnd = (path: (typeof allPaths)[number]) =>
  path.state.status === 'done' || path.state.value === 'failed'
const endWalks = walks.filter((walk) => isEnd(walk.path))
const endPaths = endWalks.map((walk) => walk.path)

function describePath(steps: readonly { event: unknown }[]): string {
  return steps
    .map((step) => moves.find((move) => move.event === step.event)?.event.type ?? 'start')
    .join(' → ')
}

type CheckoutContextOf = ReturnType<Checkout['context']>

/**
 * What must hold at each end of the checkout, given the context just before the last move; an end
 * without an entry fails the test.
 */
const endExpectations: Partial<
  Record<
    string,
    (checkout: Checkout, before: CheckoutContextOf, path: { start: Start; choseMethod: boolean }) => void
  >
> = {
  completed: (checkout) => {
    expect(checkout.context()).toMatchObject({ busy: false, completedOrder: { orderId: order.orderId } })
    expect(checkout.storage).toMatchObject({ userinfo: null, cleared: 1 })
    expect(checkout.emitted).toContainEqual({ type: 'clearCart' })
    expect(checkout.emitted).toContainEqual({ type: 'orderCompleted', order: paidOrder(order.orderId) })
    expect(checkout.calls.completeCalls.at(-1)?.input).toEqual({
      orderId: order.orderId,
      signedReturn: 'signed-return',
    })
  },
  failed: (checkout, before, { start, choseMethod }) => {
    const kept = {
      customerData: before.customerData,
      sendSms: before.sendSms,
      paymentMethodType: before.paymentMethodType,
      bank: before.bank,
      card: before.card,
      orderId: before.orderId,
      checkoutId: before.checkoutId,
    }
    // Nothing typed or chosen is lost; a method was chosen, or no payment could have been tried (the
    // provider's approved return to a lost checkout carries no method: it was chosen at the provider).
    expect(checkout.context()).toMatchObject({ busy: false, step: 3, ...kept })
    expect(kept.paymentMethodType).toBe(choseMethod ? 'card' : null)
    if (start === 'new') expect(choseMethod).toBe(true)
    expect(readStoredUserinfo(checkout.storage.userinfo)).toEqual({ step: 3, ...kept })
    expect(checkout.emitted).toContainEqual({ type: 'notice', kind: 'error', messageKey: 'payment.failed' })
  },
}

test('a visitor back with an approved payment whose checkout was lost reaches completed', () => {
  const lostReturnEnds = endWalks.filter((walk) => walk.start === 'lostCheckoutReturn')
  expect(lostReturnEnds.map((walk) => stateName(walk.path.state.value))).toContain('completed')
})

test('the checkout has simple paths to completed and to failed, and every path ends where a test expects', () => {
  console.info(
    `checkout machine: ${String(allPaths.length)} simple paths, ${String(endPaths.length)} of them end in completed or failed`,
  )
  const ends = new Set(endPaths.map((path) => stateName(path.state.value)))
  expect([...ends].sort()).toEqual(Object.keys(endExpectations).sort())
})

test('no simple path reaches processing with an empty or invalid cart, invalid details or no method', () => {
  for (const path of allPaths) {
    for (const step of path.steps) {
      if (!step.state.matches('processing')) continue
      expect(guardFacts(step.state.context)).toMatchObject({
        cartPayable: true,
        customerValid: true,
        methodChosen: true,
      })
    }
  }
})

test('every simple path to completed or failed, replayed on the running machine, ends as the graph says', async () => {
  for (const { path, input, start } of endWalks) {
    const checkout = startCheckout(input)
    let before = checkout.context()
    for (const step of path.steps.slice(1)) {
      before = checkout.context()
      const move = moveFor(step.event)
      move.replay(checkout)
      if (move.answersCall) await settle()
      expect(checkout.state(), describePath(path.steps)).toEqual(step.state.value)
    }
    const expectation = endExpectations[stateName(path.state.value)]
    if (expectation === undefined)
      throw new Error(`no test covers paths ending in ${stateName(path.state.value)}`)
    const choseMethod = path.steps
      .slice(1)
      .some((step) => moveFor(step.event).event.type === 'CHOOSE_PAYMENT_METHOD')
    expectation(checkout, before, { start, choseMethod })
  }
  // Hundreds of paths, each with its own running checkout.
}, 180_000)
