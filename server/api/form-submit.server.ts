import { Hono, type Context } from 'hono'
import { RateLimiterRes } from 'rate-limiter-flexible'
import { storedFormValues, type FormValues } from '#domain/form-rules.ts'
import { formValuesSchema } from '#domain/form-values-schema.ts'
import { formSubmitPath, formSubmitRequestSchema } from '#schemas/form-submission.ts'
import type { AppEnv } from '#server/app-env.server.ts'
import {
  addressRateLimitKey,
  socketAddress,
  type ClientAddressResolver,
} from '#server/http/client-address.server.ts'
import { createRateLimiters, type RateLimiters } from '#server/http/rate-limiters.server.ts'
import { requestProtocol } from '#server/request-protocol.server.ts'
import type { FormDirectory } from '#server/services/forms/form-directory.server.ts'
import type { FormSubmissions } from '#server/services/forms/form-submissions.server.ts'
import { ApiError, respondWithApiError } from './api-error.server.ts'
import { invalidBody, readJsonBody, readLocale } from './digital-order.server.ts'

/** How many submissions one client address may send in a window. */
export interface SubmitLimit {
  submissions: number
  windowSeconds: number
}

/** A person writing to customer service sends a few; a script sends hundreds. */
export const defaultSubmitLimit: SubmitLimit = { submissions: 10, windowSeconds: 10 * 60 }

/** Nobody reads a form and fills it in faster than this; a script does. */
export const defaultMinFillTimeMs = 2000

export interface FormSubmitOptions {
  forms: FormDirectory
  submissions: FormSubmissions
  /** `TRUSTED_PROXIES`: whose `X-Forwarded-For` names the client (server/http/client-address.server.ts). */
  clientAddresses: ClientAddressResolver
  limit?: SubmitLimit
  /**
   * Where submissions are counted: in Redis with `REDIS_URL`, so every node behind the load balancer
   * counts one address together (docs/deployment.md); in this process by default.
   */
  rateLimiters?: RateLimiters
  minFillTimeMs?: number
  now?: () => number
}

/**
 * A state-changing call from a page of another site is refused (403): the browser names the page's
 * origin in `Origin` on every cross-origin POST (and on same-origin ones), and `Sec-Fetch-Site` when it
 * sends none. A call without either (a server, curl) is no browser acting for a visitor, and is let through.
 */
function assertSameOrigin(c: Context<AppEnv>): void {
  const origin = c.req.header('origin')
  if (origin === undefined) {
    if (c.req.header('sec-fetch-site') === 'cross-site') {
      throw new ApiError(403, 'Forms are sent from this site’s own pages only.', 'FORBIDDEN')
    }
    return
  }
  const url = new URL(c.req.url)
  const own = `${requestProtocol(url, c.req.header('x-forwarded-proto'))}//${url.host}`
  if (origin.toLowerCase() !== own.toLowerCase()) {
    throw new ApiError(403, 'Forms are sent from this site’s own pages only.', 'FORBIDDEN')
  }
}

/** `application/json`, with or without parameters; anything else is 415 before the body is read. */
function assertJson(c: Context<AppEnv>): void {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/json') {
    throw new ApiError(415, 'Send the body as JSON (Content-Type: application/json).')
  }
}

/**
 * `POST /api/v1/form/submit` (DESIGN §1, spec §7 call 10, issue 16): a visitor's answer to a CMS form.
 * The form is looked up by `formId` in the content of the market the `aurora-locale` header names (404
 * when there is none); its values are checked by the same schema the browser used
 * (domain/form-values-schema.ts): a value of the wrong kind or a field the form does not have is 400, a
 * broken spec §5 rule 422, with each field named by its catalogue key. Spam defence without a third
 * party: a filled-in honeypot or a send faster than `minFillTimeMs` after the form was shown is answered
 * like a success and logged, not stored; each client address may send `limit` submissions per window
 * (429 with `Retry-After`); a call from another site's page is 403. Every answer is `no-store`.
 */
export function formSubmitRoutes(options: FormSubmitOptions) {
  const { forms, submissions, clientAddresses } = options
  const limit = options.limit ?? defaultSubmitLimit
  const minFillTimeMs = options.minFillTimeMs ?? defaultMinFillTimeMs
  const now = options.now ?? Date.now
  const rateLimiters = options.rateLimiters ?? createRateLimiters({ purpose: 'form submission limits' })
  const limiter = rateLimiters.limiter('form-submit', {
    points: limit.submissions,
    windowSeconds: limit.windowSeconds,
  })
  const routes = new Hono<AppEnv>()

  routes.onError((error, c) => {
    if (error instanceof ApiError) return respondWithApiError(c, error)
    throw error
  })

  async function admit(c: Context<AppEnv>): Promise<void> {
    const address = clientAddresses.resolve(socketAddress(c.req.raw), c.req.header('x-forwarded-for'))
    // Without a known address (an in-process call) every such caller shares one count.
    const key = address === null ? 'unknown' : addressRateLimitKey(address)
    try {
      await limiter.consume(key)
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal
      const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))
      throw new ApiError(
        429,
        'Too many forms sent from this address. Please try again later.',
        'TOO_MANY_REQUESTS',
        undefined,
        { 'Retry-After': String(seconds) },
      )
    }
  }

  routes.post(formSubmitPath, async (c) => {
    assertSameOrigin(c)
    const locale = readLocale(c)
    assertJson(c)
    await admit(c)
    const request = formSubmitRequestSchema.safeParse(await readJsonBody(c))
    if (!request.success) throw invalidBody(request.error.issues, 'form submission')
    const { formId, values, startedAt, honeypot } = request.data
    const form = await forms.find(locale, formId)
    if (form === null) {
      throw new ApiError(404, `No form "${formId}" in ${locale}.`, 'NOT_FOUND', { formId: 'is no form here' })
    }
    c.header('Cache-Control', 'no-store')
    const fillTimeMs = startedAt === undefined ? null : now() - startedAt
    // The browser's clock set startedAt: a negative time is a clock ahead of ours, not a robot.
    const tooFast = fillTimeMs !== null && fillTimeMs >= 0 && fillTimeMs < minFillTimeMs
    if ((honeypot !== undefined && honeypot.trim() !== '') || tooFast) {
      c.get('logger').info(
        { formId, locale, reason: tooFast ? 'filled too fast' : 'honeypot filled', fillTimeMs },
        'form submission taken for spam, not stored',
      )
      return c.json({ received: true })
    }
    const checked = formValuesSchema(form.fields).safeParse(values)
    if (!checked.success) throw invalidBody(checked.error.issues, 'form')
    const accepted: FormValues = checked.data
    const { id } = await submissions.store({
      formId,
      locale,
      values: storedFormValues(form.fields, accepted),
      requestId: c.get('requestId'),
    })
    c.get('logger').info({ formId, locale, submissionId: id }, 'form submission stored')
    return c.json({ received: true })
  })

  return routes
}
