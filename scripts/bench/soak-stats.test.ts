import { expect, test } from 'vitest'
import {
  formatSoak,
  memorySlopeMbPerMinute,
  lastOverFirstP99,
  latencyByRequest,
  latencyWindows,
  leastSquaresSlope,
  parseVmRssKb,
  rssSlopeMbPerMinute,
  soakWarmupSeconds,
  summarizeErrors,
  weightedCycle,
  type SoakResult,
} from './soak-stats.ts'

test('the least-squares slope of a noisy line is the line’s, and undefined without two distinct x', () => {
  expect(leastSquaresSlope([0, 1, 2, 3].map((x) => ({ x, y: 2 * x + 5 })))).toBeCloseTo(2)
  // Noise that cancels out: +1, -1, -1, +1 around y = x.
  expect(leastSquaresSlope([1, -1, -1, 1].map((noise, x) => ({ x, y: x + noise })))).toBeCloseTo(1)
  expect(leastSquaresSlope([{ x: 1, y: 1 }])).toBeNull()
  expect(
    leastSquaresSlope([
      { x: 1, y: 1 },
      { x: 1, y: 3 },
    ]),
  ).toBeNull()
})

test('the RSS slope leaves out the warm-up and is in MB per minute', () => {
  const samples = [
    // The warm-up's climb, not counted.
    { atSeconds: 0, rssMb: 100 },
    { atSeconds: 30, rssMb: 180 },
    // After it: 0.5 MB every 30 s = 1 MB/min.
    { atSeconds: 60, rssMb: 200 },
    { atSeconds: 90, rssMb: 200.5 },
    { atSeconds: 120, rssMb: 201 },
  ]
  const { slope, samples: used } = rssSlopeMbPerMinute(samples, 60)
  expect(slope).toBeCloseTo(1)
  expect(used).toBe(3)
  expect(rssSlopeMbPerMinute(samples, 0).slope).toBeGreaterThan(30)
  expect(rssSlopeMbPerMinute(samples, 200)).toEqual({ slope: null, samples: 0 })
})

test('the warm-up is the first window, at most half the soak', () => {
  expect(soakWarmupSeconds(1800, 300)).toBe(300)
  expect(soakWarmupSeconds(180, 60)).toBe(60)
  expect(soakWarmupSeconds(120, 300)).toBe(60)
})

test('latency windows split requests by their start; the last window may be short', () => {
  const records = [
    { atMs: 0, durationMs: 10, request: 'page' },
    { atMs: 59_999, durationMs: 30, request: 'page' },
    { atMs: 60_000, durationMs: 20, request: 'page' },
    { atMs: 125_000, durationMs: 50, request: 'cart' },
    // A visit's last request after the pace stopped belongs to the last window.
    { atMs: 151_000, durationMs: 70, request: 'cart' },
  ]
  const errors = [{ atMs: 61_000 }, { atMs: 62_000 }]
  const rss = [
    { atSeconds: 0, rssMb: 90 },
    { atSeconds: 55, rssMb: 100 },
    { atSeconds: 150, rssMb: 120 },
  ]
  const windows = latencyWindows(records, errors, rss, { windowSeconds: 60, soakSeconds: 150 })
  expect(windows).toEqual([
    { fromSeconds: 0, toSeconds: 60, requests: 2, errors: 0, p50Ms: 10, p99Ms: 30, rssMb: 100 },
    { fromSeconds: 60, toSeconds: 120, requests: 1, errors: 2, p50Ms: 20, p99Ms: 20, rssMb: null },
    { fromSeconds: 120, toSeconds: 150, requests: 2, errors: 0, p50Ms: 50, p99Ms: 70, rssMb: 120 },
  ])
  expect(lastOverFirstP99(windows)).toBeCloseTo(70 / 30)
  expect(lastOverFirstP99(latencyWindows([], [], [], { windowSeconds: 60, soakSeconds: 120 }))).toBeNull()
})

test('p50 and p99 per request label', () => {
  const records = [3, 1, 2].map((durationMs) => ({ atMs: 0, durationMs, request: 'page' }))
  expect(latencyByRequest([...records, { atMs: 0, durationMs: 9, request: 'cart' }])).toEqual([
    { request: 'page', requests: 3, p50Ms: 2, p99Ms: 3 },
    { request: 'cart', requests: 1, p50Ms: 9, p99Ms: 9 },
  ])
})

test('the weighted cycle holds each item its weight’s times, spread out', () => {
  const cycle = weightedCycle([
    { item: 'a', weight: 5 },
    { item: 'b', weight: 1 },
    { item: 'c', weight: 1 },
  ])
  expect(cycle).toEqual(['a', 'a', 'b', 'a', 'c', 'a', 'a'])
  const mix = weightedCycle([
    { item: 'page', weight: 85 },
    { item: 'cart', weight: 12 },
    { item: 'checkout', weight: 3 },
  ])
  expect(mix.filter((item) => item === 'checkout')).toHaveLength(3)
  // Spread: no two checkouts within 20 visits of each other.
  const at = mix.flatMap((item, index) => (item === 'checkout' ? [index] : []))
  expect(Math.min(...at.slice(1).map((index, i) => index - (at[i] ?? 0)))).toBeGreaterThan(20)
  expect(() => weightedCycle([{ item: 'a', weight: 0 }])).toThrow('the mix is empty')
  expect(() => weightedCycle([{ item: 'a', weight: 1.5 }])).toThrow('whole number')
})

test('VmRSS is read in kB from the process status', () => {
  expect(parseVmRssKb('Name:\tnode\nVmPeak:\t 900000 kB\nVmRSS:\t  123456 kB\nRssAnon:\t 1 kB\n')).toBe(
    123_456,
  )
  expect(() => parseVmRssKb('Name:\tnode\n')).toThrow('no VmRSS line')
})

test('errors count by kind and by distinct failure, most frequent first', () => {
  const summary = summarizeErrors([
    { atMs: 1, kind: 'socket', request: 'page', detail: 'ECONNRESET' },
    { atMs: 2, kind: 'status', request: 'cart validation', detail: '500' },
    { atMs: 3, kind: 'status', request: 'cart validation', detail: '500' },
  ])
  expect(summary).toEqual({
    total: 3,
    byKind: { status: 2, socket: 1, timeout: 0, answer: 0, behind: 0 },
    distinct: [
      { kind: 'status', request: 'cart validation', detail: '500', count: 2 },
      { kind: 'socket', request: 'page', detail: 'ECONNRESET', count: 1 },
    ],
  })
})

test('the report shows the windows, the ratio, the slope and the goals', () => {
  const windows = latencyWindows(
    [
      { atMs: 1000, durationMs: 10, request: 'landing' },
      { atMs: 61_000, durationMs: 11, request: 'landing' },
    ],
    [],
    [],
    { windowSeconds: 60, soakSeconds: 120 },
  )
  const noErrors = summarizeErrors([])
  const result: SoakResult = {
    mode: 'soak',
    serverEntry: 'dist/server/index.mjs',
    serverPid: 42,
    acceptEncoding: 'gzip, deflate, br',
    mix: [{ visit: 'landing', weight: 1 }],
    probe: { seconds: 15, connections: 10, visitsPerSecond: 100, requestsPerSecond: 110, errors: noErrors },
    soakSeconds: 120,
    windowSeconds: 60,
    warmupSeconds: 60,
    rssSampleSeconds: 5,
    targetVisitsPerSecond: 50,
    staleConnectionRetries: 1,
    machine: {
      loadAverageAtStart: 1.5,
      loadAverageAtEnd: 2,
      ownEventLoopDelayP99Ms: 12.25,
      ownEventLoopDelayMaxMs: 3000,
    },
    visits: 2,
    visitsPerSecond: 50,
    requests: 2,
    requestsPerSecond: 50,
    errors: noErrors,
    rss: {
      samples: [
        { atSeconds: 0, rssMb: 100, heapUsedMb: 40 },
        { atSeconds: 120, rssMb: 104, heapUsedMb: null },
      ],
      firstMb: 100,
      lastMb: 104,
      maxMb: 104,
      slopeMbPerMinute: 2,
      slopeSamples: 2,
      heapSlopeMbPerMinute: null,
      heapSlopeSamples: 1,
      heapTotalSlopeMbPerMinute: 1.5,
      externalSlopeMbPerMinute: 0.5,
    },
    windows,
    p99LastOverFirst: lastOverFirstP99(windows),
    byRequest: latencyByRequest([]),
  }
  const table = formatSoak(result)
  expect(table).toContain('p99 last window / first = 1.10  (goal ≤ 1.2: met)')
  expect(table).toContain('slope after the 60 s warm-up 2.00 MB/min over 2 samples (goal ≤ 1: missed)')
  expect(table).toContain(
    'errors 0  (status 0  socket 0  timeout 0  answer 0  behind 0); requests sent again after a stale kept-alive connection: 1',
  )
  expect(table).toContain(
    "machine: load average 1.50 at the start, 2.00 at the end; the soak's own event-loop delay p99 12.3 ms, max 3000.0 ms",
  )
  expect(table).toMatch(/0–60 s\s+1\s+0\s+10\.0\s+10\.0/)
  expect(table).toContain('0s 100/40   120s 104')
  expect(table).toContain(
    'V8 heap in use: slope – MB/min over 1 samples; V8 heap committed: 1.50 MB/min; external memory (buffers, WebAssembly): 0.50 MB/min',
  )
})

test('the heap and external slopes count only the samples after the warm-up that have them', () => {
  const samples = [
    { atSeconds: 0, rssMb: 100, heapUsedMb: 10, heapTotalMb: 20, externalMb: 0 },
    { atSeconds: 60, rssMb: 200, heapUsedMb: 50, heapTotalMb: 80, externalMb: 30 },
    { atSeconds: 90, rssMb: 210, heapUsedMb: null, heapTotalMb: null, externalMb: 30 },
    { atSeconds: 120, rssMb: 220 },
    // 4 MB more two minutes later: the heap grows 2 MB/min while the RSS climbs more than 10; its
    // committed pages 3 MB/min.
    { atSeconds: 180, rssMb: 230, heapUsedMb: 54, heapTotalMb: 86, externalMb: 30 },
  ]
  expect(memorySlopeMbPerMinute(samples, 60, 'heapUsedMb')).toEqual({ slope: 2, samples: 2 })
  expect(memorySlopeMbPerMinute(samples, 60, 'heapTotalMb')).toEqual({ slope: 3, samples: 2 })
  expect(memorySlopeMbPerMinute(samples, 60, 'externalMb')).toEqual({ slope: 0, samples: 3 })
  expect(rssSlopeMbPerMinute(samples, 60).slope).toBeGreaterThan(10)
})
