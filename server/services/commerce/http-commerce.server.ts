import { z } from 'zod'
import { localeHeaderName } from '#config/brand.ts'
import { cartValidateResponseSchema } from '#schemas/cart.ts'
import type { Locale } from '#schemas/locale.ts'
import { completedOrderSchema, idempotencyKeyHeader, orderInitializeResponseSchema } from '#schemas/order.ts'
import {
  createUpstreamClient,
  UpstreamError,
  type UpstreamClientOptions,
} from '#server/http/upstream-client.server.ts'
import type { Logger } from '#server/logger.server.ts'
import {
  CartRejectedError,
  cartValidatePath,
  CommerceUnavailableError,
  orderCompletePath,
  orderInitializePath,
  OrderRejectedError,
  type Commerce,
} from './commerce.server.ts'

export interface HttpCommerceOptions extends Omit<UpstreamClientOptions, 'baseUrl'> {
  /** `ORDER_API_URL`. */
  baseUrl: string
  logger: Logger
}

/** The answer's zod/mini schema (the browser parses it too) as the upstream client takes schemas. */
const cartAnswerSchema = z.unknown().pipe(cartValidateResponseSchema)
const initializeAnswerSchema = z.unknown().pipe(orderInitializeResponseSchema)
const completeAnswerSchema = z.unknown().pipe(completedOrderSchema)

/** The statuses an order call refuses with for a reason of the request (`OrderRejectedError`). */
const orderRejectionStatuses = [400, 402, 404, 409, 422] as const
type OrderRejectionStatus = (typeof orderRejectionStatuses)[number]

function isOrderRejectionStatus(status: number | undefined): status is OrderRejectionStatus {
  return orderRejectionStatuses.some((each) => each === status)
}

/** The error envelope of DESIGN §1, as an order service of ours (or one keeping our contract) answers it. */
const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string().min(1),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
})

/**
 * The digital-order service of a deployment with `ORDER_API_URL` (DESIGN §2): spec §7 call 7 through the
 * shared HTTP client (ADR 013: JSON, the locale header, a timeout, no retry of a POST), the answer parsed with
 * the same schema our own endpoint answers with. The upstream's 400 or 422 is the caller's mistake and
 * passes on as `CartRejectedError` with its envelope; anything else is `CommerceUnavailableError`.
 */
export function createHttpCommerce(options: HttpCommerceOptions): Commerce {
  const { logger, ...clientOptions } = options
  const client = createUpstreamClient(clientOptions)

  /** An upstream failure of an order call, logged; what the caller can fix keeps the upstream's envelope. */
  function orderCallFailed(error: unknown, call: string, locale: Locale): never {
    if (!(error instanceof UpstreamError)) throw error
    const status = error.status
    if (isOrderRejectionStatus(status)) {
      const envelope = errorEnvelopeSchema.safeParse(error.data)
      if (envelope.success) {
        const { code, message, fields } = envelope.data.error
        throw new OrderRejectedError(status, code, message, fields)
      }
    }
    logger.error(
      { call, locale, failure: error.failure, status, reason: error.message },
      'order service call failed',
    )
    throw new CommerceUnavailableError(status, `the ${call} call failed: ${error.message}`, { cause: error })
  }

  return {
    // Both order calls carry the caller's key upstream, so a retry through us is a retry there too. The
    // return address is the upstream's to choose: its payment provider is configured with its own.
    async initializeOrder(request, { locale, idempotencyKey }) {
      try {
        return await client.request(orderInitializePath, initializeAnswerSchema, {
          method: 'POST',
          body: request,
          headers: { [localeHeaderName]: locale, [idempotencyKeyHeader]: idempotencyKey },
        })
      } catch (error) {
        return orderCallFailed(error, 'order initialize', locale)
      }
    },

    async completeOrder(request, { locale, idempotencyKey }) {
      try {
        return await client.request(orderCompletePath, completeAnswerSchema, {
          method: 'POST',
          body: request,
          headers: { [localeHeaderName]: locale, [idempotencyKeyHeader]: idempotencyKey },
        })
      } catch (error) {
        return orderCallFailed(error, 'order complete', locale)
      }
    },

    async validateCart(request, { locale }) {
      try {
        return await client.request(cartValidatePath, cartAnswerSchema, {
          method: 'POST',
          body: request,
          headers: { [localeHeaderName]: locale },
        })
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error
        if (error.status === 400 || error.status === 422) {
          const envelope = errorEnvelopeSchema.safeParse(error.data)
          if (envelope.success) {
            const { code, message, fields = {} } = envelope.data.error
            throw new CartRejectedError(error.status, code, message, fields)
          }
        }
        logger.error(
          {
            call: 'cart validate',
            locale,
            failure: error.failure,
            status: error.status,
            reason: error.message,
          },
          'order service call failed',
        )
        throw new CommerceUnavailableError(
          error.status,
          `the cart validation call failed: ${error.message}`,
          {
            cause: error,
          },
        )
      }
    },
  }
}
