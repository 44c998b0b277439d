import { Hono, type Context } from 'hono'
import type { z } from 'zod/mini'
import { localeHeaderName } from '#config/brand.ts'
import { absoluteLocalizedUrl } from '#i18n/link-context.ts'
import { localeForHost } from '#i18n/resolve-locale.ts'
import { sitePath } from '#i18n/site-paths.ts'
import { cartValidateRequestSchema } from '#schemas/cart.ts'
import { defaultLocale, isLocale, locales, type Locale } from '#schemas/locale.ts'
import {
  idempotencyKeyHeader,
  idempotencyKeySchema,
  orderCompleteRequestSchema,
  orderInitializeRequestSchema,
} from '#schemas/order.ts'
import type { AppEnv } from '#server/app-env.server.ts'
import type { Database } from '#server/db/database.server.ts'
import { requestProtocol } from '#server/request-protocol.server.ts'
import {
  CartRejectedError,
  cartValidatePath,
  CommerceUnavailableError,
  orderCompletePath,
  orderInitializePath,
  OrderRejectedError,
  type Commerce,
} from '#server/services/commerce/commerce.server.ts'
import { ApiError, errorEnvelope, respondWithApiError } from './api-error.server.ts'
import {
  requestHash,
  runIdempotently,
  type IdempotencyOptions,
  type KeptAnswer,
} from './idempotency.server.ts'

export interface DigitalOrderOptions {
  commerce: Commerce
  /** Where the order calls' `Idempotency-Key`s and their answers are kept. */
  database: Database
  /** `LOCALE_DOMAINS`: the payment provider returns the visitor to the market's checkout on its own domain. */
  domains: Partial<Record<Locale, string>>
  idempotency?: IdempotencyOptions
}

/**
 * The market of a call: the `aurora-locale` header, fi-FI without one (spec §7: every call carries it).
 * Not the visitor's resolved locale (cookie, Accept-Language): the answer depends on this request alone,
 * whether the browser or another server of ours (`ORDER_API_URL`) asks, and a cart is priced in the market
 * the page showed it in.
 */
export function readLocale(c: Context<AppEnv>): Locale {
  const value = c.req.header(localeHeaderName)?.trim() ?? ''
  if (value === '') return defaultLocale
  if (isLocale(value)) return value
  throw new ApiError(400, `Unknown locale. Use one of ${locales.join(', ')}.`, 'BAD_REQUEST', {
    [localeHeaderName]: `must be one of ${locales.join(', ')}`,
  })
}

/** `application/json`, with or without parameters (`; charset=utf-8`); anything else is 415. */
function isJson(contentType: string | undefined): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase()
  return type === 'application/json'
}

/** The body as JSON: 415 when it does not say it is JSON, 400 when it is not. */
export async function readJsonBody(c: Context<AppEnv>): Promise<unknown> {
  if (!isJson(c.req.header('content-type'))) {
    throw new ApiError(415, 'Send the body as JSON (Content-Type: application/json).')
  }
  // A body over the limit fails while it is read, with the body guard's 413 (request-body-guard.server.ts).
  const text = await c.req.text()
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiError(400, 'The body is not valid JSON.', 'BAD_REQUEST', { body: 'must be valid JSON' })
  }
}

/**
 * Issues that say the request is not a cart at all (a missing or wrongly typed field) are 400; a cart whose
 * values break a rule (quantity outside 1–99, too many lines, a product code twice, a malformed code or
 * e-mail) is 422. Either way every field is named.
 */
const shapeIssueCodes: ReadonlySet<string> = new Set(['invalid_type', 'invalid_union', 'unrecognized_keys'])

/** `what` names the body in the message: the cart, the order. */
export function invalidBody(issues: readonly z.core.$ZodIssue[], what: string): ApiError {
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || 'body'
    fields[path] ??= issue.message
  }
  const shape = issues.some((issue) => shapeIssueCodes.has(issue.code))
  return shape
    ? new ApiError(400, `The ${what} is not in the expected shape.`, 'BAD_REQUEST', fields)
    : new ApiError(422, `The ${what} breaks a rule; see fields.`, 'UNPROCESSABLE_ENTITY', fields)
}

/** Issue 15: both order calls require an `Idempotency-Key` (schemas/order.ts); without a usable one, 400. */
function readIdempotencyKey(c: Context<AppEnv>): string {
  const value = c.req.header(idempotencyKeyHeader)
  if (value === undefined || value.trim() === '') {
    throw new ApiError(
      400,
      `Send an ${idempotencyKeyHeader} header: a new random key per order attempt, the same key on a retry.`,
      'IDEMPOTENCY_KEY_REQUIRED',
      { [idempotencyKeyHeader]: 'is required' },
    )
  }
  const parsed = idempotencyKeySchema.safeParse(value)
  if (!parsed.success) {
    throw new ApiError(
      400,
      `The ${idempotencyKeyHeader} header is not a usable key.`,
      'IDEMPOTENCY_KEY_INVALID',
      {
        [idempotencyKeyHeader]: parsed.error.issues[0]?.message ?? 'is not a usable key',
      },
    )
  }
  return parsed.data
}

/** A refusal of the commerce service as the answer a key keeps: its status and the error envelope. */
function refusalAnswer(error: unknown): KeptAnswer | null {
  if (error instanceof OrderRejectedError || error instanceof CartRejectedError) {
    return { status: error.status, body: errorEnvelope(error.code, error.message, error.fields) }
  }
  return null
}

/**
 * The digital-order endpoints (DESIGN §1), answered by `Commerce`, embedded or upstream:
 * `POST /digital-order/v1/cart/validate` (spec §7 call 7) and the checkout's `orders/initialize` and
 * `orders/complete` (issue 15), each of these once per `Idempotency-Key`. Every answer is
 * `Cache-Control: no-store`: it depends on the body and on the moment (prices, discount codes, payments).
 * Other methods get 405 with `Allow` from the endpoint table.
 */
export function digitalOrderRoutes({ commerce, database, domains, idempotency }: DigitalOrderOptions) {
  const routes = new Hono<AppEnv>()

  /** The answer of an order call: kept for its key, the same again (`Idempotent-Replayed`) for a retry. */
  function answer({ answer: kept, replayed }: { answer: KeptAnswer; replayed: boolean }): Response {
    return new Response(JSON.stringify(kept.body), {
      status: kept.status,
      headers: {
        'Content-Type': 'application/json',
        'Cache-Control': 'no-store',
        ...(replayed ? { 'Idempotent-Replayed': 'true' } : {}),
      },
    })
  }

  /**
   * Runs an order call once per key: its answer, or its refusal (4xx, logged: a refused or replayed payment
   * return must leave a trace), is kept; anything else is thrown to `onError` and the key is let go.
   */
  async function once(
    c: Context<AppEnv>,
    scope: 'orders/initialize' | 'orders/complete',
    key: string,
    body: unknown,
    call: () => Promise<unknown>,
  ) {
    const result = await runIdempotently(
      database,
      { scope, key, hash: requestHash(body) },
      async () => {
        try {
          return { status: 200, body: await call() }
        } catch (error) {
          const refusal = refusalAnswer(error)
          if (refusal === null) throw error
          if (error instanceof OrderRejectedError) {
            c.get('logger').warn(
              { scope, idempotencyKey: key, code: error.code, status: error.status, reason: error.logReason },
              'order call refused',
            )
          }
          return refusal
        }
      },
      idempotency,
    )
    return answer(result)
  }

  // Errors are answered here, so the routes keep their envelope also when mounted without the app.
  routes.onError((error, c) => {
    if (error instanceof ApiError) return respondWithApiError(c, error)
    if (error instanceof CartRejectedError || error instanceof OrderRejectedError) {
      return respondWithApiError(c, new ApiError(error.status, error.message, error.code, error.fields))
    }
    if (error instanceof CommerceUnavailableError) {
      return respondWithApiError(
        c,
        new ApiError(
          error.status === 503 ? 503 : 502,
          'The order service did not answer. Please try again.',
          error.status === 503 ? 'SERVICE_UNAVAILABLE' : 'BAD_GATEWAY',
        ),
      )
    }
    throw error
  })

  routes.post(cartValidatePath, async (c) => {
    const locale = readLocale(c)
    const body = await readJsonBody(c)
    const parsed = cartValidateRequestSchema.safeParse(body)
    if (!parsed.success) throw invalidBody(parsed.error.issues, 'cart')
    const answer = await commerce.validateCart(parsed.data, { locale })
    c.header('Cache-Control', 'no-store')
    return c.json(answer)
  })

  /**
   * `POST /digital-order/v1/orders/initialize` (issue 15): the order made from the cart at the server's
   * prices, once per `Idempotency-Key`. The payment provider returns the visitor to the market's checkout
   * page on this site (on the market's own domain with `LOCALE_DOMAINS`).
   */
  routes.post(orderInitializePath, async (c) => {
    const locale = readLocale(c)
    const key = readIdempotencyKey(c)
    const parsed = orderInitializeRequestSchema.safeParse(await readJsonBody(c))
    if (!parsed.success) throw invalidBody(parsed.error.issues, 'order')
    const url = new URL(c.req.url)
    const protocol = requestProtocol(url, c.req.header('x-forwarded-proto'))
    const returnUrl = absoluteLocalizedUrl(
      { hostLocale: localeForHost(url.host, domains), domains, protocol },
      `${protocol}//${url.host}`,
      locale,
      sitePath('checkout', locale),
    )
    return once(c, 'orders/initialize', key, parsed.data, () =>
      commerce.initializeOrder(parsed.data, { locale, idempotencyKey: key, returnUrl }),
    )
  })

  /** `POST /digital-order/v1/orders/complete` (issue 15): the order paid exactly once, its goods issued. */
  routes.post(orderCompletePath, async (c) => {
    const locale = readLocale(c)
    const key = readIdempotencyKey(c)
    const parsed = orderCompleteRequestSchema.safeParse(await readJsonBody(c))
    if (!parsed.success) throw invalidBody(parsed.error.issues, 'order completion')
    return once(c, 'orders/complete', key, parsed.data, () =>
      commerce.completeOrder(parsed.data, { locale, idempotencyKey: key }),
    )
  })

  return routes
}
