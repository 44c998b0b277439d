import { createHttpClient } from '#http/http-client.ts'
import {
  cartValidateResponseSchema,
  type CartValidateRequestInput,
  type CartValidateResponse,
} from '#schemas/cart.ts'
import type { Locale } from '#schemas/locale.ts'

/** DESIGN §1: the digital-order service's cart validation, same origin in the browser. */
export const cartValidatePath = '/digital-order/v1/cart/validate'

/**
 * spec §7 call 7 through the shared HTTP client (ADR 013): the market's locale header picks the
 * catalogue and currency, a POST is never retried, and the answer is parsed with the cart schema.
 */
export function requestCartValidation(
  request: CartValidateRequestInput,
  options: { locale: Locale; signal?: AbortSignal; baseUrl?: string },
): Promise<CartValidateResponse> {
  return createHttpClient({ baseUrl: options.baseUrl ?? '/', locale: options.locale }).request(
    cartValidatePath,
    cartValidateResponseSchema,
    {
      method: 'POST',
      body: request,
      signal: options.signal,
    },
  )
}
