import { percentile } from './percentile.ts'

/**
 * The soak's arithmetic (issue 17), apart from its HTTP and process work so it can be tested on its own:
 * the visit mix, latency per window, the RSS slope and the report.
 */

/** One request of a visit: when it started (ms after the soak began), how long it took, what it was. */
export interface RequestRecord {
  atMs: number
  durationMs: number
  /** The request's label, e.g. `page`, `cart validation`, `checkout: complete`. */
  request: string
}

export type SoakErrorKind = 'status' | 'socket' | 'timeout' | 'answer' | 'behind'

/**
 * A failed request. `status`: a status other than the one expected (2xx, or the provider's 303); `socket`:
 * the connection failed (reset, refused); `timeout`: no whole answer within the request timeout; `answer`:
 * 2xx but the body was not what a visitor needs (an order without its vouchers); `behind`: a visit due by
 * the pace that was not started because too many were still waiting for answers.
 */
export interface SoakError {
  atMs: number
  kind: SoakErrorKind
  request: string
  /** What went wrong, without per-request values, so equal failures count together (`500`, `ECONNRESET`). */
  detail: string
}

export interface ErrorSummary {
  total: number
  byKind: Record<SoakErrorKind, number>
  /** Each distinct failure with its count, most frequent first. */
  distinct: { kind: SoakErrorKind; request: string; detail: string; count: number }[]
}

export function summarizeErrors(errors: readonly SoakError[]): ErrorSummary {
  const byKind: Record<SoakErrorKind, number> = { status: 0, socket: 0, timeout: 0, answer: 0, behind: 0 }
  const distinct = new Map<string, ErrorSummary['distinct'][number]>()
  for (const error of errors) {
    byKind[error.kind] += 1
    const key = `${error.kind}\u0000${error.request}\u0000${error.detail}`
    const seen = distinct.get(key)
    if (seen === undefined) distinct.set(key, { ...pick(error), count: 1 })
    else seen.count += 1
  }
  return {
    total: errors.length,
    byKind,
    distinct: [...distinct.values()].sort((a, b) => b.count - a.count),
  }
}

function pick({ kind, request, detail }: SoakError) {
  return { kind, request, detail }
}

/**
 * One cycle of a weighted mix, the items spread out rather than bunched (smooth weighted round-robin, as
 * nginx balances upstreams): with weights 5, 1, 1 the cycle is a a b a c a a, and every cycle is the
 * same, so two runs load the server alike.
 */
export function weightedCycle<T>(entries: readonly { item: T; weight: number }[]): T[] {
  for (const { weight } of entries)
    if (!Number.isInteger(weight) || weight < 0) throw new Error(`a weight must be a whole number ≥ 0`)
  const total = entries.reduce((sum, entry) => sum + entry.weight, 0)
  if (total === 0) throw new Error('the mix is empty')
  const current = entries.map(() => 0)
  const cycle: T[] = []
  for (let step = 0; step < total; step += 1) {
    let best = 0
    for (const [index, entry] of entries.entries()) {
      current[index] = (current[index] ?? 0) + entry.weight
      if ((current[index] ?? 0) > (current[best] ?? 0)) best = index
    }
    current[best] = (current[best] ?? 0) - total
    const chosen = entries[best]
    if (chosen !== undefined) cycle.push(chosen.item)
  }
  return cycle
}

export interface LatencyWindow {
  /** Seconds after the soak began: the requests that started in [from, to). */
  fromSeconds: number
  toSeconds: number
  requests: number
  errors: number
  p50Ms: number | null
  p99Ms: number | null
  /** RSS at the last sample within the window, MB. */
  rssMb: number | null
}

/**
 * Latency per window of `windowSeconds` over a soak of `soakSeconds`, by each request's start; the last
 * window is shorter when the soak is not a whole number of windows. Failed requests count in `errors`,
 * not in the latencies.
 */
export function latencyWindows(
  records: readonly RequestRecord[],
  errors: readonly Pick<SoakError, 'atMs'>[],
  rss: readonly RssSample[],
  { windowSeconds, soakSeconds }: { windowSeconds: number; soakSeconds: number },
): LatencyWindow[] {
  const count = Math.max(1, Math.ceil(soakSeconds / windowSeconds))
  const indexOf = (atMs: number) => Math.min(count - 1, Math.max(0, Math.floor(atMs / 1000 / windowSeconds)))
  const durations: number[][] = Array.from({ length: count }, () => [])
  const errorCounts = Array.from({ length: count }, () => 0)
  const lastRss: (number | null)[] = Array.from({ length: count }, () => null)
  for (const record of records) durations[indexOf(record.atMs)]?.push(record.durationMs)
  for (const error of errors) errorCounts[indexOf(error.atMs)] = (errorCounts[indexOf(error.atMs)] ?? 0) + 1
  for (const sample of rss) lastRss[indexOf(sample.atSeconds * 1000)] = sample.rssMb
  return durations.map((values, index) => {
    const sorted = [...values].sort((a, b) => a - b)
    return {
      fromSeconds: index * windowSeconds,
      toSeconds: Math.min(soakSeconds, (index + 1) * windowSeconds),
      requests: sorted.length,
      errors: errorCounts[index] ?? 0,
      p50Ms: sorted.length === 0 ? null : percentile(sorted, 0.5),
      p99Ms: sorted.length === 0 ? null : percentile(sorted, 0.99),
      rssMb: lastRss[index] ?? null,
    }
  })
}

/** The last window's p99 over the first's; null when either had no answered request. */
export function lastOverFirstP99(windows: readonly LatencyWindow[]): number | null {
  const first = windows[0]?.p99Ms
  const last = windows.at(-1)?.p99Ms
  if (first === undefined || first === null || last === undefined || last === null || first === 0) return null
  return last / first
}

/** p50 and p99 per request label over the whole soak. */
export function latencyByRequest(
  records: readonly RequestRecord[],
): { request: string; requests: number; p50Ms: number; p99Ms: number }[] {
  const byRequest = new Map<string, number[]>()
  for (const record of records) {
    const list = byRequest.get(record.request)
    if (list === undefined) byRequest.set(record.request, [record.durationMs])
    else list.push(record.durationMs)
  }
  return [...byRequest].map(([request, values]) => {
    const sorted = values.sort((a, b) => a - b)
    return {
      request,
      requests: sorted.length,
      p50Ms: percentile(sorted, 0.5),
      p99Ms: percentile(sorted, 0.99),
    }
  })
}

export interface RssSample {
  /** Seconds after the soak began. */
  atSeconds: number
  rssMb: number
  /**
   * The V8 heap in use at the same moment (the server's `/readyz`), MB; null when it did not answer. A
   * resident size that moves while the heap stays level is memory outside V8 (native buffers, malloc).
   */
  heapUsedMb?: number | null
  /**
   * The V8 heap's committed size (used and free pages, `heapTotal`), MB; null when not said. A heap in use
   * that stays level while this grows is V8 keeping pages it has emptied, up to the old space's limit.
   */
  heapTotalMb?: number | null
  /** Memory outside the heap that V8 knows of (buffers, WebAssembly memory), MB; null when not said. */
  externalMb?: number | null
}

/** `VmRSS` of a /proc/<pid>/status text, in kB (the kernel's kibibytes). */
export function parseVmRssKb(status: string): number {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)
  if (match?.[1] === undefined) throw new Error('no VmRSS line in the process status (has it exited?)')
  return Number(match[1])
}

/** The least-squares slope of y over x; null with fewer than two distinct x. */
export function leastSquaresSlope(points: readonly { x: number; y: number }[]): number | null {
  const n = points.length
  if (n < 2) return null
  const meanX = points.reduce((sum, point) => sum + point.x, 0) / n
  const meanY = points.reduce((sum, point) => sum + point.y, 0) / n
  let covariance = 0
  let variance = 0
  for (const { x, y } of points) {
    covariance += (x - meanX) * (y - meanY)
    variance += (x - meanX) ** 2
  }
  return variance === 0 ? null : covariance / variance
}

/**
 * The warm-up left out of the RSS slope: the first window, so caches, the JIT and the database's pages
 * have filled, but at most half the soak so a short run still has a slope.
 */
export function soakWarmupSeconds(soakSeconds: number, windowSeconds: number): number {
  return Math.min(windowSeconds, soakSeconds / 2)
}

/** RSS growth in MB per minute over the samples at or after the warm-up; null with fewer than two. */
export function rssSlopeMbPerMinute(
  samples: readonly RssSample[],
  warmupSeconds: number,
): { slope: number | null; samples: number } {
  return memorySlopeMbPerMinute(samples, warmupSeconds, 'rssMb')
}

/** The growth of one part of the memory (RSS, heap in use, external), over the samples that have it. */
export function memorySlopeMbPerMinute(
  samples: readonly RssSample[],
  warmupSeconds: number,
  part: 'rssMb' | 'heapUsedMb' | 'heapTotalMb' | 'externalMb',
): { slope: number | null; samples: number } {
  const points: { x: number; y: number }[] = []
  for (const sample of samples) {
    const megabytes = sample[part]
    if (sample.atSeconds < warmupSeconds || megabytes === undefined || megabytes === null) continue
    points.push({ x: sample.atSeconds / 60, y: megabytes })
  }
  return { slope: leastSquaresSlope(points), samples: points.length }
}

/** Issue 17's goals for a 30-minute soak. */
export const soakGoals = { rssSlopeMbPerMinute: 1, p99LastOverFirst: 1.2 } as const

export interface SoakResult {
  mode: 'soak'
  serverEntry: string
  serverPid: number
  /** What the page views send; the API calls send none. */
  acceptEncoding: string
  mix: { visit: string; weight: number }[]
  probe: {
    seconds: number
    connections: number
    visitsPerSecond: number
    requestsPerSecond: number
    errors: ErrorSummary
  }
  soakSeconds: number
  windowSeconds: number
  warmupSeconds: number
  rssSampleSeconds: number
  targetVisitsPerSecond: number
  /**
   * Requests sent a second time because the kept-alive connection they went out on had just been closed
   * by the server (its idle timeout), before any answer: a browser does the same; not counted as errors.
   */
  staleConnectionRetries: number
  /**
   * The machine during the soak: the 1-minute load average, and the soak process's own event-loop delay.
   * A stall of the soak itself (a starved CPU) adds to every latency it measures, the server's or not.
   */
  machine: {
    loadAverageAtStart: number
    loadAverageAtEnd: number
    ownEventLoopDelayP99Ms: number
    ownEventLoopDelayMaxMs: number
  }
  visits: number
  visitsPerSecond: number
  requests: number
  requestsPerSecond: number
  errors: ErrorSummary
  rss: {
    samples: RssSample[]
    firstMb: number | null
    lastMb: number | null
    maxMb: number | null
    slopeMbPerMinute: number | null
    slopeSamples: number
    /** The V8 heap's slope over the same span, to tell a growing heap from memory outside it. */
    heapSlopeMbPerMinute: number | null
    heapSlopeSamples: number
    heapTotalSlopeMbPerMinute: number | null
    externalSlopeMbPerMinute: number | null
  }
  windows: LatencyWindow[]
  p99LastOverFirst: number | null
  byRequest: ReturnType<typeof latencyByRequest>
}

function fixed(value: number | null, digits = 1): string {
  return value === null ? '–' : value.toFixed(digits)
}

function errorLine(errors: ErrorSummary): string {
  const kinds = Object.entries(errors.byKind)
    .map(([kind, count]) => `${kind} ${String(count)}`)
    .join('  ')
  return `errors ${String(errors.total)}  (${kinds})`
}

/** RSS every `everySeconds`, so a 30-minute soak's 360 samples fit a few lines. */
function rssSeries(samples: readonly RssSample[], everySeconds: number): string[] {
  const shown: string[] = []
  let next = 0
  for (const sample of samples) {
    if (sample.atSeconds + 1e-9 < next) continue
    const heap =
      sample.heapUsedMb === undefined || sample.heapUsedMb === null ? '' : `/${sample.heapUsedMb.toFixed(0)}`
    shown.push(`${String(Math.round(sample.atSeconds))}s ${sample.rssMb.toFixed(0)}${heap}`)
    next = sample.atSeconds + everySeconds
  }
  const lines: string[] = []
  for (let start = 0; start < shown.length; start += 8)
    lines.push(`  ${shown.slice(start, start + 8).join('   ')}`)
  return lines
}

export function formatSoak(result: SoakResult): string {
  const { probe, rss, errors } = result
  const goal = (met: boolean) => (met ? 'met' : 'missed')
  const slope = rss.slopeMbPerMinute
  const ratio = result.p99LastOverFirst
  const seriesStep = Math.max(result.rssSampleSeconds, Math.ceil(result.soakSeconds / 40 / 5) * 5)
  return [
    `soak of ${String(result.soakSeconds)} s against ${result.serverEntry} (pid ${String(result.serverPid)})`,
    `mix per ${String(result.mix.reduce((sum, entry) => sum + entry.weight, 0))} visits: ` +
      result.mix.map((entry) => `${entry.visit} ${String(entry.weight)}`).join(', '),
    `page views send Accept-Encoding: ${result.acceptEncoding}; API calls send none`,
    `maximum: ${fixed(probe.visitsPerSecond)} visits/s (${fixed(probe.requestsPerSecond)} requests/s) over ` +
      `${String(probe.seconds)} s at ${String(probe.connections)} connections; ${errorLine(probe.errors)}`,
    `soak:    ${fixed(result.visitsPerSecond)} visits/s (target ${fixed(result.targetVisitsPerSecond)}, half the maximum), ` +
      `${fixed(result.requestsPerSecond)} requests/s, ${String(result.visits)} visits, ${String(result.requests)} requests`,
    `${errorLine(errors)}; requests sent again after a stale kept-alive connection: ${String(result.staleConnectionRetries)}`,
    ...errors.distinct
      .slice(0, 10)
      .map(
        (error) => `  ${String(error.count).padStart(6)}  ${error.kind}  ${error.request}: ${error.detail}`,
      ),
    `machine: load average ${fixed(result.machine.loadAverageAtStart, 2)} at the start, ${fixed(result.machine.loadAverageAtEnd, 2)} at the end; ` +
      `the soak's own event-loop delay p99 ${fixed(result.machine.ownEventLoopDelayP99Ms)} ms, max ${fixed(result.machine.ownEventLoopDelayMaxMs)} ms`,
    '',
    `window           requests  errors   p50 ms   p99 ms   RSS MB`,
    ...result.windows.map(
      (window) =>
        `${`${String(window.fromSeconds)}–${String(window.toSeconds)} s`.padEnd(16)} ${String(window.requests).padStart(8)}  ` +
        `${String(window.errors).padStart(6)}  ${fixed(window.p50Ms).padStart(7)}  ${fixed(window.p99Ms).padStart(7)}  ` +
        fixed(window.rssMb, 0).padStart(7),
    ),
    `p99 last window / first = ${fixed(ratio, 2)}  (goal ≤ ${String(soakGoals.p99LastOverFirst)}: ${ratio === null ? '–' : goal(ratio <= soakGoals.p99LastOverFirst)})`,
    '',
    `RSS/heap in use MB (sampled every ${String(result.rssSampleSeconds)} s; shown every ${String(seriesStep)} s):`,
    ...rssSeries(rss.samples, seriesStep),
    `RSS first ${fixed(rss.firstMb, 0)} MB, last ${fixed(rss.lastMb, 0)} MB, max ${fixed(rss.maxMb, 0)} MB; ` +
      `slope after the ${String(result.warmupSeconds)} s warm-up ${fixed(slope, 2)} MB/min over ${String(rss.slopeSamples)} samples ` +
      `(goal ≤ ${String(soakGoals.rssSlopeMbPerMinute)}: ${slope === null ? '–' : goal(slope <= soakGoals.rssSlopeMbPerMinute)})`,
    `V8 heap in use: slope ${fixed(rss.heapSlopeMbPerMinute, 2)} MB/min over ${String(rss.heapSlopeSamples)} samples; ` +
      `V8 heap committed: ${fixed(rss.heapTotalSlopeMbPerMinute, 2)} MB/min; ` +
      `external memory (buffers, WebAssembly): ${fixed(rss.externalSlopeMbPerMinute, 2)} MB/min`,
    '',
    `request                 count    p50 ms   p99 ms`,
    ...result.byRequest.map(
      (row) =>
        `${row.request.padEnd(22)} ${String(row.requests).padStart(7)}  ${fixed(row.p50Ms).padStart(7)}  ${fixed(row.p99Ms).padStart(7)}`,
    ),
  ].join('\n')
}
