import { availableParallelism } from 'node:os'
import { inspect } from 'node:util'
import autocannon from 'autocannon'

/**
 * How many threads autocannon sends the connections from: two where there are two cores and the
 * connections split evenly between them, else one. With the cache warm, one thread parsing the locator's
 * 106 KB answers takes a whole core while the server answers them from memory with half of one (ADR 051,
 * and `/proc` CPU times: 99 against 51 ticks a second), so a single thread measures the client; a second
 * one takes the idle half core. More threads than two would only take cores from the server.
 */
export function loadGeneratorThreads(connections: number, cores: number = availableParallelism()): number {
  return cores >= 2 && connections >= 2 && connections % 2 === 0 ? 2 : 1
}

export interface LoadResult {
  requestsPerSecond: number
  latencyP50Ms: number
  latencyP99Ms: number
  totalRequests: number
  non2xx: number
  /** Connection errors, timeouts included. */
  errors: number
  timeouts: number
  /** The threads autocannon ran the connections in (`loadGeneratorThreads`). */
  threads: number
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
  const threads = loadGeneratorThreads(options.connections)
  let stop = () => {}
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: options.durationSeconds,
        timeout: 10,
        // Each thread opens connections ÷ threads of them: still `connections` in all.
        ...(threads > 1 ? { workers: threads } : {}),
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
    threads,
  }
}
