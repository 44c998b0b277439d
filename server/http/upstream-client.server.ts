import { FetchError, ofetch, type FetchContext } from 'ofetch'
import type { z } from 'zod'

/**
 * spec §7: idempotent requests are retried once on these statuses. A request that got no answer at all
 * (connection refused or reset) counts as 500, as ofetch treats it, so it is retried too.
 */
export const retryStatusCodes = [408, 409, 425, 429, 500, 502, 503, 504] as const

/** spec §7: only idempotent requests are retried; POST, PUT, PATCH and DELETE never are. */
const retriedMethods = new Set(['GET', 'HEAD'])

export type UpstreamMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface UpstreamClientOptions {
  /** The upstream's base URL (e.g. `CMS_API_URL`); request paths are joined to it. */
  baseUrl: string
  /** Per attempt. A timed-out attempt is not retried: the caller has already waited the whole budget. */
  timeoutMs?: number
  /** Wait before the retry when the answer names no `Retry-After`. */
  retryDelayMs?: number
  /** An upstream's `Retry-After` is honoured up to this long, so one slow upstream cannot hold a page. */
  maxRetryAfterMs?: number
}

export interface UpstreamRequest {
  method?: UpstreamMethod
  query?: Record<string, string>
  headers?: Record<string, string>
  /** Sent as JSON. */
  body?: unknown
}

/** Why an upstream call failed; `status` is the upstream's HTTP status when it answered. */
export type UpstreamFailure = 'network' | 'timeout' | 'status' | 'invalid-response'

export class UpstreamError extends Error {
  constructor(
    readonly failure: UpstreamFailure,
    readonly status: number | undefined,
    readonly url: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'UpstreamError'
  }
}

export interface UpstreamClient {
  /** Sends one request and parses the JSON answer with `schema`; rejects with `UpstreamError`. */
  request<T>(path: string, schema: z.ZodType<T>, request?: UpstreamRequest): Promise<T>
}

const defaultTimeoutMs = 5000
const defaultRetryDelayMs = 100
const defaultMaxRetryAfterMs = 2000

/** `Retry-After` is either delay seconds or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | null {
  if (header === null) return null
  const value = header.trim()
  if (/^\d+$/.test(value)) return Number(value) * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? null : Math.max(0, date - now)
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || isTimeout(error.cause))
}

/**
 * The server's HTTP client for upstream services (spec §7): JSON in and out, a timeout per attempt, one
 * retry of GET and HEAD on the spec's statuses (honouring a capped `Retry-After`), and every answer parsed
 * with a Zod schema. Built on ofetch, whose retry rule is the spec's.
 */
export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs
  const maxRetryAfterMs = options.maxRetryAfterMs ?? defaultMaxRetryAfterMs
  const baseURL = options.baseUrl.replace(/\/+$/, '')

  const retryDelay = (context: FetchContext) => {
    const asked = retryAfterMs(context.response?.headers.get('retry-after') ?? null)
    return asked === null ? retryDelayMs : Math.min(asked, maxRetryAfterMs)
  }

  return {
    async request(path, schema, request = {}) {
      const method = request.method ?? 'GET'
      const url = `${baseURL}${path}`
      let text: string
      try {
        text = await ofetch(path, {
          baseURL,
          method,
          query: request.query,
          headers: { accept: 'application/json', ...request.headers },
          ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
          responseType: 'text',
          retry: retriedMethods.has(method) ? 1 : 0,
          retryStatusCodes: [...retryStatusCodes],
          retryDelay,
          // A fresh signal per attempt: ofetch's own `timeout` would leave the retry without one.
          onRequest: (context) => {
            context.options.signal = AbortSignal.timeout(timeoutMs)
            if (request.body !== undefined) context.options.headers.set('content-type', 'application/json')
          },
          onRequestError: (context) => {
            if (isTimeout(context.error)) context.options.retry = false
          },
        })
      } catch (error) {
        if (error instanceof FetchError && error.response !== undefined) {
          const status = error.response.status
          throw new UpstreamError('status', status, url, `${method} ${url} answered ${status}`, {
            cause: error,
          })
        }
        if (isTimeout(error)) {
          throw new UpstreamError(
            'timeout',
            undefined,
            url,
            `${method} ${url}: no answer within ${timeoutMs} ms`,
            {
              cause: error,
            },
          )
        }
        const reason =
          error instanceof Error
            ? error.cause instanceof Error
              ? error.cause.message
              : error.message
            : String(error)
        throw new UpstreamError('network', undefined, url, `${method} ${url} failed: ${reason}`, {
          cause: error,
        })
      }
      let json: unknown
      try {
        json = JSON.parse(text)
      } catch (error) {
        throw new UpstreamError(
          'invalid-response',
          undefined,
          url,
          `${method} ${url}: the answer is not JSON`,
          {
            cause: error,
          },
        )
      }
      const parsed = schema.safeParse(json)
      if (!parsed.success) {
        const issue = parsed.error.issues[0]
        const where =
          issue === undefined ? '' : ` at ${issue.path.join('.') || '(document)'}: ${issue.message}`
        throw new UpstreamError(
          'invalid-response',
          undefined,
          url,
          `${method} ${url}: the answer does not match the contract${where}`,
          { cause: parsed.error },
        )
      }
      return parsed.data
    },
  }
}
