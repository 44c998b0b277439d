import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate'
import type { MessageKey } from '#i18n/message-key.ts'
import {
  cartValidateRequestSchema,
  discountCodeSchema,
  maxCartLines,
  maxCartQuantity,
  minCartQuantity,
  type CartValidateRequestInput,
  type CartValidateResponse,
  type DiscountCodeResult,
} from '#schemas/cart.ts'
import { defaultLocale, type Locale } from '#schemas/locale.ts'
import type { Product } from '#schemas/product.ts'
import {
  emptyCartContents,
  readStoredCart,
  serializeCart,
  type CartContents,
  type CartItem,
} from '#schemas/stored-cart.ts'
import {
  analyticsEvent,
  cartFromAnswer,
  cartItemFromProduct,
  validationRequest,
  type AnalyticsEvent,
} from './cart-lines.ts'
import { writeCartStorage } from './cart-storage.ts'
import { cameWithoutAnswer, requestCartValidation } from './cart-validation.ts'

/** A discount code the service turned down: a field error on the discount field, not a failed cart. */
export type DiscountCodeRejection = Extract<DiscountCodeResult, { status: 'rejected' }>

/** What the last validation answer to the current cart said beyond the lines; null while none has. */
export interface ValidatedSums {
  totals: CartValidateResponse['totals']
  taxBreakdown: CartValidateResponse['taxBreakdown']
  currency: CartValidateResponse['currency']
}

export interface CartContext extends CartContents {
  discountCodeRejection: DiscountCodeRejection | null
  validated: ValidatedSums | null
  /**
   * Counts the cart's changes. A validation request carries the revision it was made for, and its answer
   * is applied only while the cart is still at that revision: a slow answer to an older cart, even one
   * that arrived before the newer request was cancelled, never brings back a line removed since.
   */
  revision: number
  /** spec §6: the logged-in customer's e-mail, used for validation when there is one. */
  customerEmail: string | null
  /** spec §6: otherwise the e-mail typed in the checkout. */
  checkoutEmail: string | null
  /** The market whose catalogue and currency validate the cart (the call's locale header, spec §7). */
  locale: Locale
  /**
   * How many validations in a row got no answer from the service (ADR 055); 0 once one is answered.
   * It sets the wait before the next attempt and says whether the visitor has been told.
   */
  unansweredInARow: number
}

export interface CartInput {
  /** The raw localStorage `cart` value (DESIGN §1), or null when there is none. */
  storedCart: string | null
  customerEmail?: string | null
  checkoutEmail?: string | null
  locale?: Locale
}

export type CartEvent =
  /** spec §3 product for cart; `silent` adds without a notice or the first-in-cart modal. */
  | { type: 'ADD'; product: Product; silent?: boolean }
  | { type: 'SET_AMOUNT'; code: string; amount: number }
  | { type: 'REMOVE'; code: string }
  | { type: 'RESET' }
  | { type: 'APPLY_DISCOUNT_CODE'; code: string }
  | { type: 'REMOVE_DISCOUNT_CODE' }
  /** Another tab changed localStorage `cart` (the `storage` event); null when it removed it. */
  | { type: 'STORAGE_CHANGED'; storedCart: string | null }
  | { type: 'CUSTOMER_EMAIL_CHANGED'; email: string | null }
  /** Ask the service again for the cart as it is (the checkout learnt that prices changed). */
  | { type: 'REVALIDATE' }
  /** The browser is online again: a validation waiting to be tried again goes now (ADR 055). */
  | { type: 'RETRY_NOW' }
  | { type: 'CHECKOUT_EMAIL_CHANGED'; email: string | null }

export interface CartNotice {
  kind: 'success' | 'error' | 'info'
  messageKey: MessageKey
  values?: Record<string, string | number>
}

/** What the machine asks its host to do: show a notice, open the first-in-cart modal, track, announce a save. */
export type CartEmitted =
  | ({ type: 'notice' } & CartNotice)
  | { type: 'firstInCart'; code: string }
  | ({ type: 'analytics' } & AnalyticsEvent)
  | { type: 'stored' }

export interface ValidationInput {
  revision: number
  request: CartValidateRequestInput
  locale: Locale
}

/**
 * Never a rejection: a failure is an outcome too, and it must say which revision it answers. The service
 * either `answered` with the cart, `refused` it (spec §4's validation failure), or no answer came
 * (`unanswered`: the connection dropped, the page was leaving, the service was down; ADR 055).
 */
export interface ValidationOutcome {
  revision: number
  result:
    | { kind: 'answered'; response: CartValidateResponse }
    | { kind: 'refused'; error: unknown }
    | { kind: 'unanswered'; error: unknown }
}

/** The running validation's id (its answer arrives as `xstate.done.actor.cartValidation`). */
export const cartValidationId = 'cartValidation'

/** Validates a cart, on the service's HTTP API in the page or on a controllable fake in tests. */
export type CartValidator = (
  request: CartValidateRequestInput,
  options: { locale: Locale; signal: AbortSignal },
) => Promise<CartValidateResponse>

/**
 * The `validateCart` actor around a validator. It always resolves, a failure included, with the revision
 * it answers, so the machine can tell an answer to the cart as it is from one to an older cart.
 */
export function cartValidationActor(validate: CartValidator) {
  return fromPromise<ValidationOutcome, ValidationInput>(async ({ input, signal }) => {
    try {
      const response = await validate(input.request, { locale: input.locale, signal })
      return { revision: input.revision, result: { kind: 'answered', response } }
    } catch (error) {
      const kind = cameWithoutAnswer(error) ? 'unanswered' : 'refused'
      return { revision: input.revision, result: { kind, error } }
    }
  })
}

/**
 * The wait before trying again a validation that got no answer: 1 s, doubling with each one in a row,
 * at most 15 s, so a visitor back online sees the totals soon and an outage is not hammered.
 */
export function retryDelayMs(unansweredInARow: number): number {
  return Math.min(1000 * 2 ** Math.max(0, unansweredInARow - 1), 15_000)
}

function contentsOf(context: CartContext): CartContents {
  return { items: context.items, discountCode: context.discountCode }
}

function usableEmail(email: string | null): string | null {
  if (email === null) return null
  return cartValidateRequestSchema.shape.customerEmail.safeParse(email).success ? email : null
}

/** spec §6: the logged-in customer's e-mail when there is one, else the checkout e-mail. */
export function validationEmail(
  context: Pick<CartContext, 'customerEmail' | 'checkoutEmail'>,
): string | null {
  return usableEmail(context.customerEmail) ?? usableEmail(context.checkoutEmail)
}

function findItem(items: readonly CartItem[], code: string): CartItem | undefined {
  return items.find((item) => item.code === code)
}

function isCartQuantity(amount: number): boolean {
  return Number.isInteger(amount) && amount >= minCartQuantity && amount <= maxCartQuantity
}

/** Every edit makes a new revision, and the service's sums no longer hold for it. */
function changedFrom(context: CartContext): Pick<CartContext, 'revision' | 'validated'> {
  return { revision: context.revision + 1, validated: null }
}

/** Compared in their stored form, which writes every cart one way whatever order its keys were built in. */
function sameContents(a: CartContents, b: CartContents): boolean {
  return serializeCart(a) === serializeCart(b)
}

/**
 * The cart (spec §4, issue 14). Every change is saved to localStorage `cart` and then validated with the
 * digital-order service (spec §7 call 7); only the answer to the cart as it is now is applied. The host
 * hears what it must do through emitted events (`notice`, `firstInCart`, `analytics`, `stored`).
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
    emitted: {} as CartEmitted,
  },
  actors: {
    validateCart: cartValidationActor(requestCartValidation),
  },
  actions: {
    /** DESIGN §1: every change is saved to localStorage `cart`. */
    persistCart: ({ context }) => writeCartStorage(contentsOf(context)),
    /** A `storage` event reaches only the other tabs; this tab's readers (the header count) hear this. */
    announceCartStored: emit(() => ({ type: 'stored' as const })),
    addProduct: assign(({ context }, product: Product) => ({
      ...changedFrom(context),
      items: findItem(context.items, product.code)
        ? context.items.map((item) =>
            item.code === product.code ? { ...item, amount: item.amount + 1 } : item,
          )
        : [...context.items, cartItemFromProduct(product)],
    })),
    setAmount: assign(({ context }, params: { code: string; amount: number }) => ({
      ...changedFrom(context),
      items: context.items.map((item) =>
        item.code === params.code ? { ...item, amount: params.amount } : item,
      ),
    })),
    /** The service's sums are in doubt (prices changed): a new revision waits for its answer. */
    forgetAnswer: assign(({ context }) => changedFrom(context)),
    removeLine: assign(({ context }, code: string) => ({
      ...changedFrom(context),
      items: context.items.filter((item) => item.code !== code),
    })),
    /** spec §4: reset, and a failed validation, leave an empty cart (totals and count zero). */
    empty: assign(({ context }) => ({
      ...changedFrom(context),
      ...emptyCartContents,
      discountCodeRejection: null,
    })),
    setDiscountCode: assign(({ context }, code: string) => ({
      ...changedFrom(context),
      discountCode: code,
      discountCodeRejection: null,
    })),
    /** A code that cannot be one of ours is unknown to the shop; the cart itself does not change. */
    rejectMalformedDiscountCode: assign((_, code: string) => ({
      discountCodeRejection: { code, status: 'rejected' as const, reason: 'unknown' as const },
    })),
    removeDiscountCode: assign(({ context }) => ({
      ...changedFrom(context),
      discountCode: null,
      discountCodeRejection: null,
    })),
    adoptStoredCart: assign(({ context }, storedCart: string | null) => ({
      ...changedFrom(context),
      ...(readStoredCart(storedCart) ?? emptyCartContents),
      discountCodeRejection: null,
    })),
    setEmails: assign(({ context }, emails: Pick<CartContext, 'customerEmail' | 'checkoutEmail'>) => ({
      ...changedFrom(context),
      ...emails,
    })),
    /** Keeps an e-mail that does not change which one validates the cart: nothing to ask again. */
    keepEmails: assign((_, emails: Pick<CartContext, 'customerEmail' | 'checkoutEmail'>) => emails),
    applyAnswer: assign(({ context }, response: CartValidateResponse) => ({
      ...cartFromAnswer(contentsOf(context), response),
      discountCodeRejection: response.discountCode?.status === 'rejected' ? response.discountCode : null,
      validated: {
        totals: response.totals,
        taxBreakdown: response.taxBreakdown,
        currency: response.currency,
      },
    })),
    /** ADR 055: the cart stays as it is, in this tab and in storage, and is asked for again later. */
    countUnanswered: assign(({ context }) => ({ unansweredInARow: context.unansweredInARow + 1 })),
    forgetUnanswered: assign({ unansweredInARow: 0 }),
    showNotice: emit((_, notice: CartNotice) => ({ type: 'notice' as const, ...notice })),
    openFirstInCartModal: emit((_, code: string) => ({ type: 'firstInCart' as const, code })),
    trackAddToCart: emit((_, params: { item: CartItem; quantity: number }) => ({
      type: 'analytics' as const,
      ...analyticsEvent('add_to_cart', params.item, params.quantity),
    })),
    trackRemoveFromCart: emit((_, params: { item: CartItem; quantity: number }) => ({
      type: 'analytics' as const,
      ...analyticsEvent('remove_from_cart', params.item, params.quantity),
    })),
  },
  guards: {
    hasItems: ({ context }) => context.items.length > 0,
    /** spec §7 call 7: at most 99 of a product, and at most `maxCartLines` products. */
    cannotTakeMore: ({ context }, product: Product) => {
      const existing = findItem(context.items, product.code)
      return existing ? existing.amount >= maxCartQuantity : context.items.length >= maxCartLines
    },
    changesAmount: ({ context }, params: { code: string; amount: number }) => {
      const existing = findItem(context.items, params.code)
      return existing !== undefined && existing.amount !== params.amount && isCartQuantity(params.amount)
    },
    holdsLine: ({ context }, code: string) => findItem(context.items, code) !== undefined,
    isWellFormedDiscountCode: (_, code: string) => discountCodeSchema.safeParse(code).success,
    changesCart: ({ context }, storedCart: string | null) =>
      !sameContents(readStoredCart(storedCart) ?? emptyCartContents, contentsOf(context)),
    changesValidationEmail: ({ context }, emails: Pick<CartContext, 'customerEmail' | 'checkoutEmail'>) =>
      validationEmail(emails) !== validationEmail(context),
    answersCurrentCart: ({ context }, outcome: ValidationOutcome) => outcome.revision === context.revision,
    leavesCurrentCartUnanswered: ({ context }, outcome: ValidationOutcome) =>
      outcome.revision === context.revision && outcome.result.kind === 'unanswered',
  },
  delays: {
    retryDelay: ({ context }) => retryDelayMs(context.unansweredInARow),
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({
    ...(readStoredCart(input.storedCart) ?? emptyCartContents),
    discountCodeRejection: null,
    validated: null,
    revision: 0,
    customerEmail: input.customerEmail ?? null,
    checkoutEmail: input.checkoutEmail ?? null,
    locale: input.locale ?? defaultLocale,
    unansweredInARow: 0,
  }),
  initial: 'starting',
  states: {
    starting: {
      // Saves what was loaded: a stored value that cannot be read is dropped (DESIGN §1), so the next
      // visit does not read it again; a readable one is written back unchanged.
      entry: 'persistCart',
      // spec §4: the cart is loaded at start and then revalidated.
      always: [{ guard: 'hasItems', target: 'validating' }, { target: 'idle' }],
    },
    /** Entered after every change: a cart with lines is validated, an empty one has nothing to ask. */
    settling: {
      always: [
        { guard: 'hasItems', target: 'validating' },
        // An empty cart has nothing to ask: an earlier unanswered validation no longer matters.
        { target: 'idle', actions: 'forgetUnanswered' },
      ],
    },
    idle: {},
    /**
     * ADR 055: no answer came (a dropped connection, the page unloading, the service down). That is not
     * the service refusing the cart (spec §4), so the cart is kept, unvalidated, and asked for again
     * after a wait, or at once when the browser is back online.
     */
    waitingToRetry: {
      after: { retryDelay: { target: 'validating' } },
      on: { RETRY_NOW: { target: 'validating' } },
    },
    validating: {
      invoke: {
        id: cartValidationId,
        src: 'validateCart',
        // Entering again (a change during validation) cancels the request before it.
        input: ({ context }) => ({
          revision: context.revision,
          request: validationRequest(contentsOf(context), validationEmail(context)),
          locale: context.locale,
        }),
        onDone: [
          {
            guard: { type: 'leavesCurrentCartUnanswered', params: ({ event }) => event.output },
            target: 'waitingToRetry',
            actions: enqueueActions(({ context, enqueue }) => {
              // Said once while the service stays out of reach, not at every attempt.
              if (context.unansweredInARow === 0) {
                enqueue({
                  type: 'showNotice',
                  params: { kind: 'info', messageKey: 'addToCartNotification.cartValidationUnanswered' },
                })
              }
              enqueue('countUnanswered')
            }),
          },
          {
            // An answer to an older cart changes nothing: the request for this one is still on its way.
            guard: { type: 'answersCurrentCart', params: ({ event }) => event.output },
            target: 'idle',
            actions: enqueueActions(({ enqueue, event }) => {
              const { result } = event.output
              enqueue('forgetUnanswered')
              if (result.kind === 'answered') {
                enqueue({ type: 'applyAnswer', params: result.response })
              } else {
                // spec §4, §8: a validation failure empties the cart and says so.
                enqueue('empty')
                enqueue({
                  type: 'showNotice',
                  params: { kind: 'error', messageKey: 'addToCartNotification.cartValidationFailed' },
                })
              }
              enqueue('persistCart')
              enqueue('announceCartStored')
            }),
          },
        ],
        // Only a validator that breaks its promise to resolve gets here; that is a failed validation too.
        onError: {
          target: 'idle',
          actions: [
            'empty',
            {
              type: 'showNotice',
              params: { kind: 'error', messageKey: 'addToCartNotification.cartValidationFailed' },
            },
            'persistCart',
            'announceCartStored',
          ],
        },
      },
    },
  },
  on: {
    ADD: [
      {
        guard: { type: 'cannotTakeMore', params: ({ event }) => event.product },
        actions: enqueueActions(({ enqueue, event }) => {
          if (event.silent !== true) {
            enqueue({
              type: 'showNotice',
              params: { kind: 'info', messageKey: 'addToCartNotification.limitReached' },
            })
          }
        }),
      },
      {
        target: '.settling',
        actions: enqueueActions(({ context, enqueue, event }) => {
          const { product } = event
          const wasEmpty = context.items.length === 0
          enqueue({ type: 'addProduct', params: product })
          enqueue({ type: 'trackAddToCart', params: { item: cartItemFromProduct(product), quantity: 1 } })
          enqueue('persistCart')
          enqueue('announceCartStored')
          if (event.silent === true) return
          // spec §4: the first product opens the firstInCart modal; any other add says so in a notice.
          if (wasEmpty) enqueue({ type: 'openFirstInCartModal', params: product.code })
          else {
            enqueue({
              type: 'showNotice',
              params: {
                kind: 'success',
                messageKey: 'addToCartNotification.added',
                values: { name: product.name },
              },
            })
          }
        }),
      },
    ],
    SET_AMOUNT: {
      guard: { type: 'changesAmount', params: ({ event }) => event },
      target: '.settling',
      actions: enqueueActions(({ context, enqueue, event }) => {
        const item = findItem(context.items, event.code)
        if (item !== undefined) {
          const difference = event.amount - item.amount
          enqueue(
            difference > 0
              ? { type: 'trackAddToCart', params: { item, quantity: difference } }
              : { type: 'trackRemoveFromCart', params: { item, quantity: -difference } },
          )
        }
        enqueue({ type: 'setAmount', params: event })
        enqueue('persistCart')
        enqueue('announceCartStored')
      }),
    },
    REMOVE: {
      guard: { type: 'holdsLine', params: ({ event }) => event.code },
      target: '.settling',
      actions: enqueueActions(({ context, enqueue, event }) => {
        const item = findItem(context.items, event.code)
        if (item !== undefined)
          enqueue({ type: 'trackRemoveFromCart', params: { item, quantity: item.amount } })
        enqueue({ type: 'removeLine', params: event.code })
        enqueue('persistCart')
        enqueue('announceCartStored')
      }),
    },
    RESET: {
      target: '.settling',
      actions: ['empty', 'persistCart', 'announceCartStored'],
    },
    APPLY_DISCOUNT_CODE: [
      {
        guard: { type: 'isWellFormedDiscountCode', params: ({ event }) => event.code },
        target: '.settling',
        actions: [
          { type: 'setDiscountCode', params: ({ event }) => discountCodeSchema.parse(event.code) },
          'persistCart',
          'announceCartStored',
        ],
      },
      { actions: { type: 'rejectMalformedDiscountCode', params: ({ event }) => event.code } },
    ],
    REVALIDATE: { target: '.settling', actions: 'forgetAnswer' },
    REMOVE_DISCOUNT_CODE: {
      target: '.settling',
      actions: ['removeDiscountCode', 'persistCart', 'announceCartStored'],
    },
    STORAGE_CHANGED: {
      // Another tab saved a change: this tab takes it, drops its request for the older cart and asks for
      // this one itself. Storage keeps no totals, so without its own answer a page of this tab that shows
      // the service's totals (the cart's, the checkout's) would wait for ever.
      guard: { type: 'changesCart', params: ({ event }) => event.storedCart },
      target: '.settling',
      actions: { type: 'adoptStoredCart', params: ({ event }) => event.storedCart },
    },
    CUSTOMER_EMAIL_CHANGED: [
      {
        guard: {
          type: 'changesValidationEmail',
          params: ({ context, event }) => ({
            customerEmail: event.email,
            checkoutEmail: context.checkoutEmail,
          }),
        },
        // A discount code valid once per e-mail may answer otherwise for another address.
        target: '.settling',
        actions: {
          type: 'setEmails',
          params: ({ context, event }) => ({
            customerEmail: event.email,
            checkoutEmail: context.checkoutEmail,
          }),
        },
      },
      {
        actions: {
          type: 'keepEmails',
          params: ({ context, event }) => ({
            customerEmail: event.email,
            checkoutEmail: context.checkoutEmail,
          }),
        },
      },
    ],
    CHECKOUT_EMAIL_CHANGED: [
      {
        guard: {
          type: 'changesValidationEmail',
          params: ({ context, event }) => ({
            customerEmail: context.customerEmail,
            checkoutEmail: event.email,
          }),
        },
        target: '.settling',
        actions: {
          type: 'setEmails',
          params: ({ context, event }) => ({
            customerEmail: context.customerEmail,
            checkoutEmail: event.email,
          }),
        },
      },
      {
        actions: {
          type: 'keepEmails',
          params: ({ context, event }) => ({
            customerEmail: context.customerEmail,
            checkoutEmail: event.email,
          }),
        },
      },
    ],
  },
})
