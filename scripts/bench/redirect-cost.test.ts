import { expect, test } from 'vitest'
import { measureRedirectCost } from './redirect-cost.ts'

test('the redirect cost is measured on a 10,000-entry table with a mix of hits and misses', () => {
  const cost = measureRedirectCost({ lookups: 2000, rounds: 3 })
  expect(cost.entries).toBe(10_000)
  expect(cost.nsPerRequestRounds).toHaveLength(3)
  for (const ns of cost.nsPerRequestRounds) {
    expect(Number.isFinite(ns)).toBe(true)
    expect(ns).toBeGreaterThan(0)
  }
  expect(cost.nsPerRequestMedian).toBeGreaterThanOrEqual(Math.min(...cost.nsPerRequestRounds))
  expect(cost.nsPerRequestMedian).toBeLessThanOrEqual(Math.max(...cost.nsPerRequestRounds))
  // Six of the ten request shapes redirect (old links, a prefix rule, a trailing slash, www., a bot probe).
  expect(cost.hitRatio).toBeCloseTo(0.6, 1)
})

test('the table size and the number of rounds follow the options', () => {
  const cost = measureRedirectCost({ entries: 500, lookups: 200, rounds: 1 })
  expect(cost.entries).toBe(500)
  expect(cost.nsPerRequestRounds).toHaveLength(1)
  expect(cost.nsPerRequestMedian).toBe(cost.nsPerRequestRounds[0])
})
