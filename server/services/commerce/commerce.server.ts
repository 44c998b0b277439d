import type { CartValidateRequest, CartValidateResponse } from '#schemas/cart.ts'
import type { Locale } from '#schemas/locale.ts'
import type {
  CompletedOrderAnswer,
  OrderCompleteRequest,
  OrderInitializeRequest,
  OrderInitializeResponse,
} from '#schemas/order.ts'

/** The spec §7 call 7 path, the same on our own server and on an upstream order service (`ORDER_API_URL`). */
export const cartValidatePath = '/digital-order/v1/cart/validate'
/** DESIGN §1 order calls (spec §7 calls 8–9), the same paths on our server and upstream. */
export const orderInitializePath = '/digital-order/v1/orders/initialize'
export const orderCompletePath = '/digital-order/v1/orders/complete'

export interface CartValidationContext {
  /** The market: its catalogue, prices and currency (fi-FI and en-EU: EUR, sv-SE: SEK, no-NO: NOK). */
  locale: Locale
}

/**
 * The cart as a whole cannot be validated as asked, for a reason the caller can fix: an unknown product
 * code (422). `code`, `message` and `fields` go into the API error envelope as they are (DESIGN §1).
 */
export class CartRejectedError extends Error {
  constructor(
    readonly status: 400 | 422,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message)
    this.name = 'CartRejectedError'
  }
}

export interface OrderInitializeContext {
  /** The market (as for the cart) and the language of the payment provider's pages. */
  locale: Locale
  /** The request's `Idempotency-Key`, passed on to an upstream order service. */
  idempotencyKey: string
  /** Where the payment provider sends the visitor back: the market's checkout page on this site. */
  returnUrl: string
}

export interface OrderCompleteContext {
  locale: Locale
  idempotencyKey: string
}

/**
 * An order call refused for a reason of the request or of the order's state, answered in the error envelope
 * with its status: 400 (a payment return that is not believed), 402 (the payment was not approved), 404 (no
 * such order), 409 (the price changed, a discount code no longer holds, the return was already used), 422
 * (the customer's details break a rule). `logReason` is logged by the route (a refused or replayed payment
 * return must leave a trace); it is not shown to the caller.
 */
export class OrderRejectedError extends Error {
  constructor(
    readonly status: 400 | 402 | 404 | 409 | 422,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly logReason?: string,
  ) {
    super(message)
    this.name = 'OrderRejectedError'
  }
}

/** The order service did not answer usably (the HTTP implementation); `status` is its answer's, if any. */
export class CommerceUnavailableError extends Error {
  constructor(
    readonly status: number | undefined,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'CommerceUnavailableError'
  }
}

/**
 * DESIGN §2 `Commerce`: the digital-order service, embedded (catalogue in `content/products`, discount codes
 * in the database) or an upstream one over HTTP (`ORDER_API_URL`). Orders (`initializeOrder`,
 * `completeOrder`) join it with the checkout.
 */
export interface Commerce {
  /**
   * spec §7 call 7: prices every line from the catalogue (never from the client), suggests upsells, applies
   * the discount code if it holds and sums the cart (spec §3 cart totals). Rejects with `CartRejectedError`
   * for an unknown product, with `CommerceUnavailableError` when an upstream fails.
   */
  validateCart(request: CartValidateRequest, context: CartValidationContext): Promise<CartValidateResponse>
  /**
   * Issue 15 `orders/initialize`: prices the cart again as `validateCart` does (the browser's total is only
   * compared: a different one is 409 `PRICE_CHANGED`), checks the customer, stores a pending order and starts
   * its payment; answers where the payment provider takes the visitor. Rejects with `CartRejectedError` or
   * `OrderRejectedError` for what the caller can fix, `CommerceUnavailableError` when an upstream fails.
   */
  initializeOrder(
    request: OrderInitializeRequest,
    context: OrderInitializeContext,
  ): Promise<OrderInitializeResponse>
  /**
   * Issue 15 `orders/complete`: verifies the payment provider's signed return and marks the order paid exactly
   * once, issuing its digital goods and queueing the confirmation; a second return for a paid order is 409
   * `PAYMENT_RETURN_USED`. Rejects with `OrderRejectedError` or `CommerceUnavailableError`.
   */
  completeOrder(request: OrderCompleteRequest, context: OrderCompleteContext): Promise<CompletedOrderAnswer>
}
