import type { CartValidateRequest, CartValidateResponse } from '#schemas/cart.ts'
import type { Locale } from '#schemas/locale.ts'

/** The spec §7 call 7 path, the same on our own server and on an upstream order service (`ORDER_API_URL`). */
export const cartValidatePath = '/digital-order/v1/cart/validate'

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
}
