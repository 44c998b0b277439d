import { inspect } from 'node:util'
import autocannon from 'autocannon'

export interface LoadResult {
  requestsPerSecond: number
  latencyP50Ms: number
  latencyP99Ms: number
  totalRequests: number
  non2xx: number
  /** Connection errors, timeouts included. */
  errors: number
  timeouts: number
}

/** What each request sends; without it, a GET. */
export interface LoadRequest {
  method: 'POST'
  headers: Record<string, string>
  body: string
}

/**
 * Loads one URL with autocannon for a fixed time. An abort (Ctrl-C, the bench's time bound) stops the
 * run early and rejects, so a partial run is never reported as a result.
 */
export async function runLoad(
  url: string,
  options: { durationSeconds: number; connections: number; signal: AbortSignal; request?: LoadRequest },
): Promise<LoadResult> {
  options.signal.throwIfAborted()
  let stop = () => {}
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: options.durationSeconds,
        timeout: 10,
        ...options.request,
      },
      (error: unknown, finished) => {
        if (error === null || error === undefined) done(finished)
        else fail(error instanceof Error ? error : new Error(inspect(error)))
      },
    )
    stop = () => instance.stop()
    options.signal.addEventListener('abort', stop, { once: true })
  }).finally(() => {
    // One signal serves every run of a bench; a listener left behind per run would pile up.
    options.signal.removeEventListener('abort', stop)
  })
  options.signal.throwIfAborted()
  return {
    requestsPerSecond: result.requests.mean,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    totalRequests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}
