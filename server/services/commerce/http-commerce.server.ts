import { z } from 'zod'
import { localeHeaderName } from '#config/brand.ts'
import { cartValidateResponseSchema } from '#schemas/cart.ts'
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
  type Commerce,
} from './commerce.server.ts'

export interface HttpCommerceOptions extends Omit<UpstreamClientOptions, 'baseUrl'> {
  /** `ORDER_API_URL`. */
  baseUrl: string
  logger: Logger
}

/** The answer's zod/mini schema (the browser parses it too) as the upstream client takes schemas. */
const cartAnswerSchema = z.unknown().pipe(cartValidateResponseSchema)

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

  return {
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
