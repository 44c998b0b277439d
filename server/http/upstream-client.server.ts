import {
  createHttpClient,
  HttpError,
  type HttpClient,
  type HttpFailure,
  type HttpMethod,
  type HttpPolicy,
  type HttpRequestOptions,
} from '#http/http-client.ts'

/**
 * The server's client for upstream services (spec §7) is the shared client (`http/`, ADR 013) with the
 * server's time budget: one retry and retry-after policy for the whole site, used by the browser too.
 */
export type UpstreamClient = HttpClient
export type UpstreamMethod = HttpMethod
export type UpstreamRequest = HttpRequestOptions
export type UpstreamFailure = HttpFailure

/** Why an upstream call failed: `failure`, the upstream's `status` when it answered, and the `url`. */
export const UpstreamError = HttpError
export type UpstreamError = HttpError

export interface UpstreamClientOptions extends Partial<HttpPolicy> {
  /** The upstream's base URL (e.g. `CMS_API_URL`); request paths are joined to it. */
  baseUrl: string
}

/**
 * A page waits for its upstream calls, so they get less time per attempt than a visitor's click does in
 * the browser: two attempts and a capped `Retry-After` stay well inside a visitor's patience.
 */
export const upstreamTimeoutMs = 5000

/**
 * A client for one upstream. The locale and preview headers are the caller's per call (a server serves
 * every locale); without them a call carries `aurora-locale: fi-FI` (spec §7: the default locale).
 */
export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  return createHttpClient({ ...options, timeoutMs: options.timeoutMs ?? upstreamTimeoutMs })
}
