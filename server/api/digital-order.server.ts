import { Hono, type Context } from 'hono'
import type { z } from 'zod/mini'
import { localeHeaderName } from '#config/brand.ts'
import { cartValidateRequestSchema } from '#schemas/cart.ts'
import { defaultLocale, isLocale, locales, type Locale } from '#schemas/locale.ts'
import type { AppEnv } from '#server/app-env.server.ts'
import {
  CartRejectedError,
  cartValidatePath,
  CommerceUnavailableError,
  type Commerce,
} from '#server/services/commerce/commerce.server.ts'
import { ApiError, respondWithApiError } from './api-error.server.ts'

export interface DigitalOrderOptions {
  commerce: Commerce
}

/**
 * The market of a call: the `aurora-locale` header, fi-FI without one (spec §7: every call carries it).
 * Not the visitor's resolved locale (cookie, Accept-Language): the answer depends on this request alone,
 * whether the browser or another server of ours (`ORDER_API_URL`) asks, and a cart is priced in the market
 * the page showed it in.
 */
function readLocale(c: Context<AppEnv>): Locale {
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
async function readJsonBody(c: Context<AppEnv>): Promise<unknown> {
  if (!isJson(c.req.header('content-type'))) {
    throw new ApiError(415, 'Send the cart as JSON (Content-Type: application/json).')
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

function invalidCart(issues: readonly z.core.$ZodIssue[]): ApiError {
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || 'body'
    fields[path] ??= issue.message
  }
  const shape = issues.some((issue) => shapeIssueCodes.has(issue.code))
  return shape
    ? new ApiError(400, 'The cart is not in the expected shape.', 'BAD_REQUEST', fields)
    : new ApiError(422, 'The cart breaks a rule; see fields.', 'UNPROCESSABLE_ENTITY', fields)
}

/**
 * `POST /digital-order/v1/cart/validate` (spec §7 call 7, DESIGN §1): the cart priced by `Commerce`,
 * embedded or upstream. Every answer is `Cache-Control: no-store`: it depends on the body and on the
 * moment (discount codes' validity). Other methods get 405 with `Allow` from the endpoint table.
 */
export function digitalOrderRoutes({ commerce }: DigitalOrderOptions) {
  const routes = new Hono<AppEnv>()

  // Errors are answered here, so the routes keep their envelope also when mounted without the app.
  routes.onError((error, c) => {
    if (error instanceof ApiError) return respondWithApiError(c, error)
    if (error instanceof CartRejectedError) {
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
    if (!parsed.success) throw invalidCart(parsed.error.issues)
    const answer = await commerce.validateCart(parsed.data, { locale })
    c.header('Cache-Control', 'no-store')
    return c.json(answer)
  })

  return routes
}
