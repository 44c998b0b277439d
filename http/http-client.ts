import { FetchError, ofetch, type FetchContext } from 'ofetch'
import type { core } from 'zod'
import { localeHeaderName, previewHeaderName } from '#config/brand.ts'
import {
  genericErrorMessageKey,
  httpErrorMessageKey,
  type HttpErrorMessageKey,
} from '#i18n/http-error-message.ts'
import { defaultLocale, type Locale } from '#schemas/locale.ts'
import { httpStatusName } from '../domain/http-status-name.ts'

/**
 * spec §7: idempotent requests are retried once on these statuses. A request that got no answer at all
 * (connection refused or reset) counts as 500, as ofetch treats it, so it is retried too.
 */
export const retryStatusCodes = [408, 409, 425, 429, 500, 502, 503, 504] as const

export const httpMethods = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

export type HttpMethod = (typeof httpMethods)[number]

/**
 * spec §7: only idempotent requests are retried, never POST, PUT, PATCH or DELETE. PUT and DELETE are
 * idempotent in HTTP's sense, but the spec names them: a second PUT of an order change is not ours to
 * send on the visitor's behalf.
 */
const retriedMethods: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD', 'OPTIONS'])

export function isRetriedMethod(method: HttpMethod): boolean {
  return retriedMethods.has(method)
}

/** The retry and timeout policy; every call through this module uses it, on the server and in the browser. */
export interface HttpPolicy {
  /**
   * Per attempt, so the retry has a budget of its own. A timed-out attempt is not retried: the caller has
   * already waited the whole budget once.
   */
  timeoutMs: number
  /** Wait before the retry when the answer names no `Retry-After`. */
  retryDelayMs: number
  /** `Retry-After` is honoured up to this long, so one slow service cannot hold a page or a click. */
  maxRetryAfterMs: number
}

export const defaultHttpPolicy: Readonly<HttpPolicy> = {
  timeoutMs: 10_000,
  retryDelayMs: 100,
  maxRetryAfterMs: 2000,
}

export interface HttpClientOptions extends Partial<HttpPolicy> {
  /**
   * From runtime configuration: an upstream's URL on the server (e.g. `CMS_API_URL`), `/` (same origin)
   * in the browser. Request paths are joined to it.
   */
  baseUrl: string
  /** spec §7: every call carries the locale header, fi-FI unless told otherwise. */
  locale?: Locale
  /** spec §7: preview mode adds `aurora-preview: true` to every call. */
  preview?: boolean
  /** Sent on every call; a request's own headers win. */
  headers?: Record<string, string>
}

export interface HttpRequestOptions {
  method?: HttpMethod
  query?: Record<string, string | number | boolean | undefined>
  /** Sent as JSON. */
  body?: unknown
  /** Win over the client's headers, including the locale and preview headers. */
  headers?: Record<string, string>
  /** Aborting it ends the call at once, without a retry. */
  signal?: AbortSignal
}

export interface HttpResult<T> {
  data: T
  status: number
  headers: Headers
}

/**
 * Why a call failed: the server answered an error `status`; there was no answer (`network`) or none in
 * time (`timeout`); the caller gave up (`aborted`); or the answer broke the contract (`invalid-response`).
 */
export type HttpFailure = 'status' | 'network' | 'timeout' | 'aborted' | 'invalid-response'

export class HttpError extends Error {
  /** spec §8: the message the UI shows, keyed by the status name; 'Something went wrong' otherwise. */
  readonly messageKey: HttpErrorMessageKey
  /** e.g. `NOT_FOUND`; undefined without an answer or for a status without a standard name. */
  readonly statusName: string | undefined

  constructor(
    readonly failure: HttpFailure,
    /** The HTTP status of an error answer (`failure: 'status'`); undefined otherwise. */
    readonly status: number | undefined,
    readonly method: HttpMethod,
    readonly url: string,
    message: string,
    /** The error answer's body (JSON when it was JSON, e.g. the API error envelope), for the caller to parse. */
    readonly data?: unknown,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'HttpError'
    this.statusName = status === undefined ? undefined : httpStatusName(status)
    this.messageKey = status === undefined ? genericErrorMessageKey : httpErrorMessageKey(status)
  }
}

/**
 * A Zod 4 schema of the answer, classic or zod/mini: the client needs only its `safeParse`, and the
 * browser's callers parse with zod/mini (ADR 018).
 */
export interface AnswerSchema<T> {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly core.$ZodIssue[] } }
}

export interface HttpClient {
  /** Sends one call and parses its JSON answer with `schema`; rejects with `HttpError`. */
  request<T>(path: string, schema: AnswerSchema<T>, options?: HttpRequestOptions): Promise<T>
  /** The same, also giving the answer's status and headers (e.g. the auth call's user-status header). */
  exchange<T>(path: string, schema: AnswerSchema<T>, options?: HttpRequestOptions): Promise<HttpResult<T>>
}

/** `Retry-After` is either delay seconds or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | null {
  if (header === null) return null
  const value = header.trim()
  if (/^\d+$/.test(value)) return Number(value) * 1000
  // Every HTTP-date form starts with the day's name; Date.parse alone would read "-1" as a year.
  if (!/^[A-Za-z]{3}/.test(value)) return null
  const date = Date.parse(value)
  return Number.isNaN(date) ? null : Math.max(0, date - now)
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: unknown } {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch (error) {
    return { ok: false, error }
  }
}

/** An error answer's body for `HttpError.data`: its JSON when it is JSON, its text otherwise. */
function errorBody(data: unknown): unknown {
  if (typeof data !== 'string' || data === '') return undefined
  const parsed = parseJson(data)
  return parsed.ok ? parsed.value : data
}

function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  return error.cause instanceof Error ? error.cause.message : error.message
}

/**
 * The HTTP client of spec §7, shared by the server (upstream services) and the browser (same-origin APIs),
 * on ofetch, whose retry rule is the spec's. JSON in and out; the locale header on every call and the
 * preview header in preview; a timeout per attempt; one retry of GET, HEAD and OPTIONS on the spec's
 * statuses, after a capped `Retry-After`; every answer parsed with the caller's Zod schema. Failures
 * reject with `HttpError`, whose `messageKey` is the spec §8 message for its status.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const policy: HttpPolicy = {
    timeoutMs: options.timeoutMs ?? defaultHttpPolicy.timeoutMs,
    retryDelayMs: options.retryDelayMs ?? defaultHttpPolicy.retryDelayMs,
    maxRetryAfterMs: options.maxRetryAfterMs ?? defaultHttpPolicy.maxRetryAfterMs,
  }
  const baseURL = options.baseUrl.replace(/\/+$/, '')
  const clientHeaders: Record<string, string> = {
    accept: 'application/json',
    [localeHeaderName]: options.locale ?? defaultLocale,
    ...(options.preview === true ? { [previewHeaderName]: 'true' } : {}),
    ...options.headers,
  }

  const retryDelay = (context: FetchContext) => {
    const asked = retryAfterMs(context.response?.headers.get('retry-after') ?? null)
    return asked === null ? policy.retryDelayMs : Math.min(asked, policy.maxRetryAfterMs)
  }

  async function exchange<T>(
    path: string,
    schema: AnswerSchema<T>,
    request: HttpRequestOptions = {},
  ): Promise<HttpResult<T>> {
    const method = request.method ?? 'GET'
    const url = `${baseURL}${path}`
    const callerSignal = request.signal
    // `set`, not a merged object: `Aurora-Locale` from a caller replaces `aurora-locale`, not adds to it.
    const headers = new Headers(clientHeaders)
    for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value)
    // spec §7: JSON content-type on what is sent; a call without a body sends nothing to describe.
    if (request.body !== undefined) headers.set('content-type', 'application/json')
    let attemptTimeout: AbortSignal | undefined
    const fail = (
      failure: HttpFailure,
      status: number | undefined,
      message: string,
      cause: unknown,
      data?: unknown,
    ) => new HttpError(failure, status, method, url, `${method} ${url}${message}`, data, { cause })

    let response
    try {
      response = await ofetch.raw(path, {
        baseURL,
        method,
        query: request.query,
        headers,
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        responseType: 'text',
        retry: isRetriedMethod(method) ? 1 : 0,
        retryStatusCodes: [...retryStatusCodes],
        retryDelay,
        // A fresh timeout per attempt: ofetch's own `timeout` would leave the retry without one.
        onRequest: (context) => {
          attemptTimeout = AbortSignal.timeout(policy.timeoutMs)
          context.options.signal =
            callerSignal === undefined ? attemptTimeout : AbortSignal.any([callerSignal, attemptTimeout])
        },
        onRequestError: (context) => {
          if (attemptTimeout?.aborted === true || callerSignal?.aborted === true)
            context.options.retry = false
        },
      })
    } catch (error) {
      if (error instanceof FetchError && error.response !== undefined) {
        const status = error.response.status
        throw fail('status', status, ` answered ${status}`, error, errorBody(error.data))
      }
      if (callerSignal?.aborted === true) {
        throw fail('aborted', undefined, ': aborted by the caller', error)
      }
      if (attemptTimeout?.aborted === true) {
        throw fail('timeout', undefined, `: no answer within ${policy.timeoutMs} ms`, error)
      }
      throw fail('network', undefined, ` failed: ${reasonOf(error)}`, error)
    }

    // No body (204, HEAD) is `undefined`, for schemas such as `z.undefined()` or `z.object(…).optional()`.
    const text = response._data ?? ''
    let json: unknown = undefined
    if (text !== '') {
      const parsed = parseJson(text)
      if (!parsed.ok) {
        throw fail('invalid-response', undefined, ': the answer is not JSON', parsed.error)
      }
      json = parsed.value
    }
    const result = schema.safeParse(json)
    if (!result.success) {
      const issue = result.error.issues[0]
      const where = issue === undefined ? '' : ` at ${issue.path.join('.') || '(document)'}: ${issue.message}`
      throw fail(
        'invalid-response',
        undefined,
        `: the answer does not match the contract${where}`,
        result.error,
      )
    }
    return { data: result.data, status: response.status, headers: response.headers }
  }

  return {
    exchange,
    async request(path, schema, request) {
      return (await exchange(path, schema, request)).data
    },
  }
}
