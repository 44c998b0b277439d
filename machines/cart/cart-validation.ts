import { createHttpClient, HttpError, retryStatusCodes } from '#http/http-client.ts'
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

const temporaryStatuses: ReadonlySet<number> = new Set(retryStatusCodes)

/**
 * ADR 055: whether a failed validation came without the service's word on the cart: no answer at all
 * (the connection dropped, the page was being left, the time ran out) or a status that means "not now"
 * (spec §7's retry statuses: 5xx, 408, 409, 425, 429). Those say nothing about the cart. The service
 * turning the cart down (any other error status), an answer outside the contract and an error of
 * unknown origin are spec §4's validation failure.
 */
export function cameWithoutAnswer(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false
  if (error.failure === 'status') return error.status !== undefined && temporaryStatuses.has(error.status)
  return error.failure === 'network' || error.failure === 'timeout' || error.failure === 'aborted'
}
