import { expect, test } from 'vitest'
import { formatOrders, percentile, summarize } from './orders-bench.ts'

test('percentiles are nearest-rank', () => {
  const sorted = Array.from({ length: 100 }, (_, index) => index + 1)
  expect(percentile(sorted, 0.5)).toBe(50)
  expect(percentile(sorted, 0.99)).toBe(99)
  expect(percentile([7], 0.99)).toBe(7)
  expect(percentile([], 0.5)).toBeNaN()
})

test('an engine’s orders/s counts paid orders only, and the first failure is kept', () => {
  const result = summarize('pglite', {
    latenciesMs: [30, 10, 20, 40],
    seconds: 2,
    failures: ['timeout', 'x'],
  })
  expect(result).toEqual({
    engine: 'pglite',
    orders: 4,
    ordersPerSecond: 2,
    latencyP50Ms: 20,
    latencyP99Ms: 40,
    failures: 2,
    firstFailure: 'timeout',
  })
  const table = formatOrders({
    mode: 'orders',
    orders: 4,
    connections: 2,
    serverEntry: 'dist/server/index.mjs',
    engines: [result],
    skipped: [{ engine: 'postgres', reason: 'not reachable' }],
  })
  expect(table).toContain(
    'pglite    orders/s 2.0   p50 20.0 ms   p99 40.0 ms   paid 4   failed 2 (first: timeout)',
  )
  expect(table).toContain('postgres  skipped: not reachable')
})
