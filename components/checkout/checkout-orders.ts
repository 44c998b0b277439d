import { createHttpClient, HttpError } from '#http/http-client.ts'
import {
  OrderPriceChangedError,
  type CheckoutOrders,
  type CompletedOrder,
  type InitializedOrder,
  type InitializeOrderInput,
} from '#machines/checkout/checkout-machine.ts'
import type { Locale } from '#schemas/locale.ts'
import {
  completedOrderSchema,
  idempotencyKeyHeader,
  orderInitializeResponseSchema,
  priceChangedErrorCode,
  type OrderInitializeRequestInput,
} from '#schemas/order.ts'
import { z } from 'zod/mini'

/** DESIGN §1: the digital-order service's order calls, same origin in the browser. */
export const orderInitializePath = '/digital-order/v1/orders/initialize'
export const orderCompletePath = '/digital-order/v1/orders/complete'

const errorEnvelopeSchema = z.object({ error: z.object({ code: z.string() }) })

/**
 * A short, stable digest of a request body for its idempotency key (cyrb53). Not for secrecy: the key
 * only has to be the same for the same body and differ for another; `crypto.subtle` would also need a
 * secure context, which a plain-http install does not give.
 */
export function bodyDigest(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

/** The wire body of `orders/initialize` from what the checkout machine hands over. */
export function initializeRequestBody(
  input: InitializeOrderInput,
  expectedTotal: number,
): OrderInitializeRequestInput {
  const { customerData } = input
  return {
    items: input.items,
    ...(input.discountCode === null ? {} : { discountCode: input.discountCode }),
    customer: {
      email: customerData.email.trim(),
      firstname: customerData.firstname.trim(),
      lastname: customerData.lastname.trim(),
      telephonePrefix: customerData.telephonePrefix,
      telephoneNumber: customerData.telephoneNumber.trim(),
      marketing: customerData.marketing,
    },
    sendSms: input.sendSms,
    payment: input.payment,
    expectedTotal,
    ...(input.orderId === null ? {} : { previousOrderId: input.orderId }),
  }
}

/**
 * Issue 15: the same checkout sending the same body uses the same key, so a double click, a retried
 * call or a second tab over the same `userinfo` get the first answer instead of a second order; a new
 * attempt (another cart, another method, or the order it replaces) is another body and another key.
 */
export function initializeIdempotencyKey(
  checkoutId: string | null,
  body: OrderInitializeRequestInput,
): string {
  return `checkout-${checkoutId ?? 'tab'}-${bodyDigest(JSON.stringify(body))}`
}

export function completeIdempotencyKey(orderId: string, signedReturn: string): string {
  return `complete-${orderId}-${bodyDigest(signedReturn)}`
}

/** A POST that may be sent again as it is: the idempotency key makes a second delivery harmless. */
function mayRetry(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false
  if (error.failure === 'network' || error.failure === 'timeout') return true
  return error.failure === 'status' && error.status !== undefined && error.status >= 500
}

async function withOneRetry<T>(call: () => Promise<T>, signal: AbortSignal): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (signal.aborted || !mayRetry(error)) throw error
    return call()
  }
}

function isPriceChanged(error: unknown): boolean {
  if (!(error instanceof HttpError) || error.status !== 409) return false
  const envelope = errorEnvelopeSchema.safeParse(error.data)
  return envelope.success && envelope.data.error.code === priceChangedErrorCode
}

/**
 * The checkout's order calls on the digital-order service (DESIGN §1): `orders/initialize` with the
 * total the visitor sees (the server's own price wins: a different one answers 409 `PRICE_CHANGED`,
 * turned into `OrderPriceChangedError`), `orders/complete` with the provider's signed return. Both carry
 * an `Idempotency-Key` and are sent once more when no answer came.
 */
export function createCheckoutOrders(options: {
  locale: Locale
  /** The cart's total as the visitor sees it when they pay (minor units). */
  expectedTotal: () => number
  baseUrl?: string
}): CheckoutOrders {
  const client = createHttpClient({ baseUrl: options.baseUrl ?? '/', locale: options.locale })
  return {
    async initializeOrder(input, signal): Promise<InitializedOrder> {
      const body = initializeRequestBody(input, options.expectedTotal())
      const key = initializeIdempotencyKey(input.checkoutId, body)
      try {
        const answer = await withOneRetry(
          () =>
            client.request(orderInitializePath, orderInitializeResponseSchema, {
              method: 'POST',
              body,
              signal,
              headers: { [idempotencyKeyHeader]: key },
            }),
          signal,
        )
        return { orderId: answer.orderId, redirectUrl: answer.redirectUrl }
      } catch (error) {
        if (isPriceChanged(error)) throw new OrderPriceChangedError()
        throw error
      }
    },
    async completeOrder(input, signal): Promise<CompletedOrder> {
      const body = { orderId: input.orderId, signedReturn: input.signedReturn }
      const answer = await withOneRetry(
        () =>
          client.request(orderCompletePath, completedOrderSchema, {
            method: 'POST',
            body,
            signal,
            headers: { [idempotencyKeyHeader]: completeIdempotencyKey(input.orderId, input.signedReturn) },
          }),
        signal,
      )
      return answer
    },
  }
}
