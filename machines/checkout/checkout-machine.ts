import { assign, emit, fromPromise, setup } from 'xstate'
import {
  checkoutCustomerErrors,
  isCheckoutCustomerValid,
  splitInternationalNumber,
  type CheckoutCustomerField,
} from '#domain/checkout-customer.ts'
import type { MessageKey } from '#i18n/message-key.ts'
import type { CartValidateRequestInput } from '#schemas/cart.ts'
import type { CompletedOrderAnswer } from '#schemas/order.ts'
import {
  emptyCheckoutCustomerData,
  readStoredUserinfo,
  type CheckoutCustomerData,
  type CheckoutData,
  type CheckoutStep,
} from '#schemas/userinfo.ts'
import { clearCheckoutStorage, writeUserinfoStorage } from './checkout-storage.ts'

/**
 * The cart as the checkout sees it, from the cart machine: its lines and whether it may be paid for
 * (not empty, and the digital-order service's last validation answered the cart as it is).
 */
export interface CheckoutCart {
  payable: boolean
  items: CartValidateRequestInput['items']
  discountCode: string | null
}

/** spec §3 Checkout, plus the cart it pays for, the customer errors to show and the finished order. */
export interface CheckoutContext extends CheckoutData {
  busy: boolean
  cart: CheckoutCart
  /**
   * Filled when the customer details failed to leave step 2, emptied as they are put right. Typed with
   * the catalogue's keys, so a domain message missing from i18n/messages is a type error here.
   */
  customerErrors: Partial<Record<CheckoutCustomerField, MessageKey>>
  /** The payment provider's signed return, handed to `completeOrder`; never stored. */
  paymentReturn: string | null
  completedOrder: CompletedOrder | null
}

export interface CheckoutInput {
  /** The raw localStorage `userinfo` value (DESIGN §1), or null when there is none. */
  storedUserinfo: string | null
  cart: CheckoutCart
  /** The id a checkout takes when the stored one has none (the host makes it: the machine has no randomness). */
  newCheckoutId?: string
  /**
   * The payment provider's approved return found on the page's address, when the stored checkout does
   * not know its order (`userinfo` was cleared or replaced while the visitor was at the provider): the
   * order was paid there, so the checkout completes it rather than losing it.
   */
  approvedReturn?: { orderId: string; signedReturn: string } | null
}

export type ChosenPaymentMethod =
  { paymentMethodType: 'bank'; bank: string } | { paymentMethodType: 'card'; card: string }

export type PaymentResult = 'approved' | 'declined' | 'cancelled'

export type CheckoutEvent =
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'UPDATE_CUSTOMER'; customerData: Partial<CheckoutCustomerData> }
  | { type: 'SET_SEND_SMS'; sendSms: boolean }
  | ({ type: 'CHOOSE_PAYMENT_METHOD' } & ChosenPaymentMethod)
  | { type: 'SUBMIT_PAYMENT' }
  /** The payment provider sent the visitor back; `signedReturn` is its HMAC-signed result, verified by the server. */
  | { type: 'PAYMENT_RETURNED'; result: PaymentResult; signedReturn: string }
  | { type: 'RETRY' }
  /** Starts again from a stored `userinfo` (another tab saved it, or the host read it late). */
  | { type: 'RESUME'; storedUserinfo: string | null }
  /** The cart machine's cart changed. */
  | { type: 'CART_CHANGED'; cart: CheckoutCart }

/** What `initializeOrder` is given: the cart, the customer and the payment method (DESIGN §1 orders/initialize). */
export interface InitializeOrderInput {
  items: CheckoutCart['items']
  discountCode: string | null
  customerData: CheckoutCustomerData
  sendSms: boolean
  payment: ChosenPaymentMethod
  /** The order this checkout already initialised, if any: the new one replaces it. */
  orderId: string | null
  /** `CheckoutData.checkoutId`: what the host's idempotency keys are made from. */
  checkoutId: string | null
}

/** The order the server stored and where the payment provider takes the visitor. */
export interface InitializedOrder {
  orderId: string
  redirectUrl: string
}

export interface CompleteOrderInput {
  orderId: string
  signedReturn: string
}

/** The paid order as the confirmation shows it: the answer of `orders/complete`. */
export type CompletedOrder = CompletedOrderAnswer

/** The order calls the machine makes, on the digital-order service in the page or on fakes in tests. */
export interface CheckoutOrders {
  initializeOrder: (input: InitializeOrderInput, signal: AbortSignal) => Promise<InitializedOrder>
  completeOrder: (input: CompleteOrderInput, signal: AbortSignal) => Promise<CompletedOrder>
}

export interface CheckoutNotice {
  kind: 'error'
  messageKey: MessageKey
}

/** What the machine asks its host to do. */
export type CheckoutEmitted =
  | ({ type: 'notice' } & CheckoutNotice)
  /** Take the visitor to the payment provider. */
  | { type: 'handOver'; orderId: string; redirectUrl: string }
  | { type: 'orderCompleted'; order: CompletedOrder }
  /** Empty the cart machine: the order holds what was in it. */
  | { type: 'clearCart' }
  /** Validate the cart again: the server's prices changed (`OrderPriceChangedError`). */
  | { type: 'revalidateCart' }

/**
 * The server priced the cart otherwise than the visitor last saw it (409 `PRICE_CHANGED`, schemas/order.ts):
 * no order was made. The checkout goes back to the cart, which is validated again to show the new prices.
 */
export class OrderPriceChangedError extends Error {
  constructor(message = 'The prices changed since the cart was validated') {
    super(message)
    this.name = 'OrderPriceChangedError'
  }
}

/** The running actors' ids: their answers arrive as `xstate.done.actor.<id>` / `xstate.error.actor.<id>`. */
export const initializeOrderId = 'initializeOrder'
export const completeOrderId = 'completeOrder'

const emptyCheckoutData: CheckoutData = {
  step: 1,
  customerData: emptyCheckoutCustomerData,
  sendSms: false,
  paymentMethodType: null,
  bank: null,
  card: null,
  orderId: null,
  checkoutId: null,
}

/** The context's part that `userinfo` keeps (spec §4). */
export function checkoutDataOf(context: CheckoutContext): CheckoutData {
  return {
    step: context.step,
    customerData: context.customerData,
    sendSms: context.sendSms,
    paymentMethodType: context.paymentMethodType,
    bank: context.bank,
    card: context.card,
    orderId: context.orderId,
    checkoutId: context.checkoutId,
  }
}

export function chosenPaymentMethod(
  context: Pick<CheckoutContext, 'paymentMethodType' | 'bank' | 'card'>,
): ChosenPaymentMethod | null {
  if (context.paymentMethodType === 'bank' && context.bank !== null)
    return { paymentMethodType: 'bank', bank: context.bank }
  if (context.paymentMethodType === 'card' && context.card !== null)
    return { paymentMethodType: 'card', card: context.card }
  return null
}

function isPayable(cart: CheckoutCart): boolean {
  return cart.payable && cart.items.length > 0
}

/** spec §3: a pasted +358…, +47… or +46… number becomes prefix and number. */
function withSplitNumber(patch: Partial<CheckoutCustomerData>): Partial<CheckoutCustomerData> {
  if (patch.telephoneNumber === undefined) return patch
  const split = splitInternationalNumber(patch.telephoneNumber)
  return split === null ? patch : { ...patch, ...split }
}

/** The order actors around the order calls. */
export function checkoutOrderActors(orders: CheckoutOrders) {
  return {
    initializeOrder: fromPromise<InitializedOrder, InitializeOrderInput>(({ input, signal }) =>
      orders.initializeOrder(input, signal),
    ),
    completeOrder: fromPromise<CompletedOrder, CompleteOrderInput>(({ input, signal }) =>
      orders.completeOrder(input, signal),
    ),
  }
}

function initializeOrderInput(context: CheckoutContext): InitializeOrderInput {
  const payment = chosenPaymentMethod(context)
  // The `readyToPay` guard lets no checkout without a payment method reach processing.
  if (payment === null) throw new Error('processing was entered without a payment method')
  return {
    items: context.cart.items,
    discountCode: context.cart.discountCode,
    customerData: context.customerData,
    sendSms: context.sendSms,
    payment,
    orderId: context.orderId,
    checkoutId: context.checkoutId,
  }
}

function completeOrderInput(context: CheckoutContext): CompleteOrderInput {
  // Completing is entered only with an order and a provider's return (guards `hasOrder`, `approvedReturn`).
  if (context.orderId === null || context.paymentReturn === null)
    throw new Error('completing was entered without an order or a payment return')
  return { orderId: context.orderId, signedReturn: context.paymentReturn }
}

/**
 * The checkout (spec §3, issue 15): 1 cart review → 2 customer details → 3 payment method → processing
 * (the order is initialised and the visitor handed to the payment provider) → completing → completed,
 * or failed (spec §8) and back to 3 with everything kept. Every change of step or data is saved to
 * localStorage `userinfo`, and a reload resumes the step it was on. The order calls are the host's
 * (`CheckoutOrders`); what else the host must do it hears through emitted events.
 */
export function createCheckoutMachine(orders: CheckoutOrders) {
  return setup({
    types: {
      context: {} as CheckoutContext,
      events: {} as CheckoutEvent,
      input: {} as CheckoutInput,
      emitted: {} as CheckoutEmitted,
    },
    actors: checkoutOrderActors(orders),
    actions: {
      /** spec §4, DESIGN §1: every change of step or data is saved to localStorage `userinfo`. */
      persistCheckout: ({ context }) => writeUserinfoStorage(checkoutDataOf(context)),
      /** spec §4: a finished checkout clears the stored data, which removes all local storage. */
      clearCheckoutStorage: () => clearCheckoutStorage(),
      clearCart: emit(() => ({ type: 'clearCart' as const })),
      revalidateCart: emit(() => ({ type: 'revalidateCart' as const })),
      /** Issue 15: the server's price wins, and the visitor is told before paying anything. */
      showPricesChanged: emit(() => ({
        type: 'notice' as const,
        kind: 'error' as const,
        messageKey: 'checkout.priceChanged' as const,
      })),
      enterStep: assign((_, step: CheckoutStep) => ({ step })),
      setBusy: assign((_, busy: boolean) => ({ busy })),
      updateCustomer: assign(({ context }, patch: Partial<CheckoutCustomerData>) => {
        const customerData = { ...context.customerData, ...withSplitNumber(patch) }
        // Errors already shown follow the typing, so a corrected field stops being marked.
        const customerErrors =
          Object.keys(context.customerErrors).length === 0 ? {} : checkoutCustomerErrors(customerData)
        return { customerData, customerErrors }
      }),
      showCustomerErrors: assign(({ context }) => ({
        customerErrors: checkoutCustomerErrors(context.customerData),
      })),
      setSendSms: assign((_, sendSms: boolean) => ({ sendSms })),
      choosePaymentMethod: assign((_, method: ChosenPaymentMethod) =>
        method.paymentMethodType === 'bank'
          ? { paymentMethodType: 'bank' as const, bank: method.bank }
          : { paymentMethodType: 'card' as const, card: method.card },
      ),
      setCart: assign((_, cart: CheckoutCart) => ({ cart })),
      adoptStoredUserinfo: assign(({ context }, storedUserinfo: string | null) => {
        const stored = readStoredUserinfo(storedUserinfo) ?? emptyCheckoutData
        return { ...stored, checkoutId: stored.checkoutId ?? context.checkoutId, customerErrors: {} }
      }),
      setInitializedOrder: assign((_, order: InitializedOrder) => ({ orderId: order.orderId })),
      handOver: emit((_, order: InitializedOrder) => ({
        type: 'handOver' as const,
        orderId: order.orderId,
        redirectUrl: order.redirectUrl,
      })),
      setPaymentReturn: assign((_, signedReturn: string | null) => ({ paymentReturn: signedReturn })),
      setCompletedOrder: assign((_, order: CompletedOrder) => ({ completedOrder: order })),
      announceCompletedOrder: emit((_, order: CompletedOrder) => ({
        type: 'orderCompleted' as const,
        order,
      })),
      /** spec §8: 'Payment failed, please try again or contact customer service' (the host adds the phone). */
      showPaymentFailed: emit(() => ({
        type: 'notice' as const,
        kind: 'error' as const,
        messageKey: 'payment.failed' as const,
      })),
    },
    guards: {
      cartIsPayable: ({ context }) => isPayable(context.cart),
      cartWillBePayable: (_, cart: CheckoutCart) => isPayable(cart),
      customerIsValid: ({ context }) => isCheckoutCustomerValid(context.customerData),
      /** Everything processing needs: a cart to pay for, valid customer details and a payment method. */
      readyToPay: ({ context }) =>
        isPayable(context.cart) &&
        isCheckoutCustomerValid(context.customerData) &&
        chosenPaymentMethod(context) !== null,
      resumesAtPaymentMethod: ({ context }) =>
        context.step >= 3 && isPayable(context.cart) && isCheckoutCustomerValid(context.customerData),
      resumesAtCustomerDetails: ({ context }) => context.step >= 2 && isPayable(context.cart),
      /** A return to an order this checkout initialised (after the provider's page replaced this one). */
      returnsToOrder: ({ context }, result: PaymentResult) =>
        context.orderId !== null && result === 'approved',
      returnsFailedToOrder: ({ context }, result: PaymentResult) =>
        context.orderId !== null && result !== 'approved',
      isApproved: (_, result: PaymentResult) => result === 'approved',
      /** Only an approved return the stored checkout did not know sets the return before resuming. */
      returnsFromLostCheckout: ({ context }) => context.paymentReturn !== null,
      pricesChanged: (_, error: unknown) => error instanceof OrderPriceChangedError,
    },
  }).createMachine({
    id: 'checkout',
    context: ({ input }) => {
      const stored = readStoredUserinfo(input.storedUserinfo) ?? emptyCheckoutData
      // A return to the stored order arrives as PAYMENT_RETURNED once resumed; one to an order the
      // stored checkout lost completes from the start.
      const unknownReturn =
        input.approvedReturn != null && input.approvedReturn.orderId !== stored.orderId
          ? input.approvedReturn
          : null
      return {
        ...stored,
        checkoutId: stored.checkoutId ?? input.newCheckoutId ?? null,
        orderId: unknownReturn?.orderId ?? stored.orderId,
        busy: false,
        cart: input.cart,
        customerErrors: {},
        paymentReturn: unknownReturn?.signedReturn ?? null,
        completedOrder: null,
      }
    },
    initial: 'resuming',
    states: {
      /**
       * Goes to the stored step, as far as the cart and the details allow: an empty or invalid cart
       * cannot pass step 1, details that fail validation cannot pass step 2. A checkout stored while
       * processing resumes at step 3 with its order kept, so paying again continues that order. An
       * approved return to an order the stored checkout lost (input `approvedReturn`) completes it.
       */
      resuming: {
        always: [
          { guard: 'returnsFromLostCheckout', target: 'completing' },
          { guard: 'resumesAtPaymentMethod', target: 'editing.paymentMethod' },
          { guard: 'resumesAtCustomerDetails', target: 'editing.customerDetails' },
          { target: 'editing.cartReview' },
        ],
      },
      editing: {
        initial: 'cartReview',
        states: {
          cartReview: {
            entry: [{ type: 'enterStep', params: 1 }, 'persistCheckout'],
            on: { NEXT: { guard: 'cartIsPayable', target: 'customerDetails' } },
          },
          customerDetails: {
            entry: [{ type: 'enterStep', params: 2 }, 'persistCheckout'],
            on: {
              NEXT: [
                { guard: 'customerIsValid', target: 'paymentMethod' },
                { actions: 'showCustomerErrors' },
              ],
              BACK: { target: 'cartReview' },
            },
          },
          paymentMethod: {
            entry: [{ type: 'enterStep', params: 3 }, 'persistCheckout'],
            on: {
              CHOOSE_PAYMENT_METHOD: {
                actions: [
                  {
                    type: 'choosePaymentMethod',
                    params: ({ event }) =>
                      event.paymentMethodType === 'bank'
                        ? { paymentMethodType: 'bank', bank: event.bank }
                        : { paymentMethodType: 'card', card: event.card },
                  },
                  'persistCheckout',
                ],
              },
              SUBMIT_PAYMENT: { guard: 'readyToPay', target: '#checkout.processing' },
              // The provider's page replaced this one and the reload resumed here, order kept.
              PAYMENT_RETURNED: [
                {
                  guard: { type: 'returnsToOrder', params: ({ event }) => event.result },
                  target: '#checkout.completing',
                  actions: { type: 'setPaymentReturn', params: ({ event }) => event.signedReturn },
                },
                {
                  guard: { type: 'returnsFailedToOrder', params: ({ event }) => event.result },
                  target: '#checkout.failed',
                },
              ],
              BACK: { target: 'customerDetails' },
            },
          },
        },
        on: {
          UPDATE_CUSTOMER: {
            actions: [
              { type: 'updateCustomer', params: ({ event }) => event.customerData },
              'persistCheckout',
            ],
          },
          SET_SEND_SMS: {
            actions: [{ type: 'setSendSms', params: ({ event }) => event.sendSms }, 'persistCheckout'],
          },
          CART_CHANGED: [
            {
              guard: { type: 'cartWillBePayable', params: ({ event }) => event.cart },
              actions: {
                type: 'setCart',
                params: ({ event }) => event.cart,
              },
            },
            // An emptied or invalid cart cannot stay on the way to payment: back to step 1.
            { target: '.cartReview', actions: { type: 'setCart', params: ({ event }) => event.cart } },
          ],
          RESUME: {
            target: 'resuming',
            actions: { type: 'adoptStoredUserinfo', params: ({ event }) => event.storedUserinfo },
          },
        },
      },
      processing: {
        entry: [{ type: 'enterStep', params: 4 }, 'persistCheckout'],
        initial: 'initializing',
        states: {
          initializing: {
            entry: { type: 'setBusy', params: true },
            exit: { type: 'setBusy', params: false },
            invoke: {
              id: initializeOrderId,
              src: 'initializeOrder',
              input: ({ context }) => initializeOrderInput(context),
              onDone: {
                target: 'awaitingPayment',
                actions: [
                  { type: 'setInitializedOrder', params: ({ event }) => event.output },
                  'persistCheckout',
                  { type: 'handOver', params: ({ event }) => event.output },
                ],
              },
              onError: [
                {
                  guard: {
                    type: 'pricesChanged',
                    params: ({ event }: { event: { error: unknown } }) => event.error,
                  },
                  target: '#checkout.editing.cartReview',
                  actions: ['showPricesChanged', 'revalidateCart'],
                },
                { target: '#checkout.failed' },
              ],
            },
          },
          awaitingPayment: {
            on: {
              PAYMENT_RETURNED: [
                {
                  guard: { type: 'isApproved', params: ({ event }) => event.result },
                  target: '#checkout.completing',
                  actions: { type: 'setPaymentReturn', params: ({ event }) => event.signedReturn },
                },
                // spec §8: a declined or cancelled payment is a failed one.
                { target: '#checkout.failed' },
              ],
            },
          },
        },
      },
      completing: {
        entry: { type: 'setBusy', params: true },
        exit: [
          { type: 'setBusy', params: false },
          { type: 'setPaymentReturn', params: null },
        ],
        invoke: {
          id: completeOrderId,
          src: 'completeOrder',
          input: ({ context }) => completeOrderInput(context),
          onDone: {
            target: 'completed',
            actions: [
              { type: 'setCompletedOrder', params: ({ event }) => event.output },
              { type: 'announceCompletedOrder', params: ({ event }) => event.output },
            ],
          },
          onError: { target: 'failed' },
        },
      },
      completed: {
        type: 'final',
        entry: ['clearCheckoutStorage', 'clearCart'],
      },
      /** spec §8: the payment failed; everything typed and chosen is kept for another try. */
      failed: {
        entry: [{ type: 'enterStep', params: 3 }, 'persistCheckout', 'showPaymentFailed'],
        on: { RETRY: { target: 'editing.paymentMethod' } },
      },
    },
  })
}

export type CheckoutMachine = ReturnType<typeof createCheckoutMachine>
