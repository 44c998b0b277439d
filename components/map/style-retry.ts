/**
 * spec §7: the maps service is "retried up to 3 times with growing delay". The vector style of
 * `MAP_STYLE_URL` is loaded the same way: one try and at most three retries, waiting 0.5 s, 1 s and 2 s
 * between them; after the last failure the caller falls back to the offline basemap.
 */

export const mapStyleRetries = 3

/** The wait before retry number `retry` (1-based): doubling from half a second. */
export function retryDelayMs(retry: number): number {
  return 500 * 2 ** (retry - 1)
}

export interface RetryOptions {
  retries?: number
  /** Waits `ms`, or rejects when `signal` aborts (tests pass one that does not wait). */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>
  signal: AbortSignal
}

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('the map was removed')
}

function waitFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(abortReason(signal))
      return
    }
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(abortReason(signal))
      },
      { once: true },
    )
  })
}

/** Runs `attempt` until it succeeds, at most `retries` times more after the first; the last error is thrown. */
export async function withGrowingRetries<Result>(
  attempt: (signal: AbortSignal) => Promise<Result>,
  { retries = mapStyleRetries, wait = waitFor, signal }: RetryOptions,
): Promise<Result> {
  for (let retry = 0; ; retry += 1) {
    signal.throwIfAborted()
    try {
      return await attempt(signal)
    } catch (error) {
      if (retry >= retries || signal.aborted) throw error
      await wait(retryDelayMs(retry + 1), signal)
    }
  }
}
