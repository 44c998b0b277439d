import { expect, test } from 'vitest'
import { formatLoadTable, pathLoadResult } from './load-report.ts'

const load = (requestsPerSecond: number, latencyP99Ms: number) => ({
  requestsPerSecond,
  latencyP50Ms: latencyP99Ms / 2,
  latencyP99Ms,
  totalRequests: requestsPerSecond * 10,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
  threads: 2,
})

const render = {
  path: '/en-EU',
  renders: 10_000,
  seconds: 5,
  rendersPerSecond: 2000,
  h1: 'Welcome',
  htmlBytes: 30_000,
  matchesServerMarkup: true,
}

test('the goals hold per path: uncached ≥ 0.35 of renderToString, warm ≥ 20× and p99 ≤ 10 ms', () => {
  const met = pathLoadResult({
    path: '/en-EU',
    documentBytes: 1,
    uncached: load(700, 40),
    uncachedVike: load(350, 60),
    warm: load(14_000, 10),
    render,
  })
  expect(met.uncachedOverRender).toBeCloseTo(0.35)
  expect(met.warmOverUncached).toBeCloseTo(20)
  expect(met.goals).toEqual({ uncachedOverRender: true, warmOverUncached: true, warmP99: true })
  expect(met.ownOverVike).toBeCloseTo(2)
  // The cache not on yet: warm and uncached alike.
  const missed = pathLoadResult({
    path: '/en-EU',
    documentBytes: 1,
    uncached: load(290, 68),
    uncachedVike: load(290, 70),
    warm: load(300, 66),
    render,
  })
  expect(missed.goals).toEqual({ uncachedOverRender: false, warmOverUncached: false, warmP99: false })
  expect(missed.uncachedOverRender).toBeCloseTo(0.145)
})

test('the table names the servers, the encoding and each goal', () => {
  const result = pathLoadResult({
    path: '/en-EU/stationsearch',
    documentBytes: 78_000,
    uncached: load(290, 68),
    uncachedVike: load(145, 120),
    warm: load(6000, 8),
    render,
  })
  const table = formatLoadTable({
    paths: [result],
    blocks: null,
    durationSeconds: 10,
    connections: 10,
    loadThreads: 2,
  })
  expect(table).toContain('uncached: a server with PAGE_CACHE_MAX_MB=0')
  expect(table).toContain('autocannon sends no Accept-Encoding')
  expect(table).toContain('connections 10 from 2 autocannon threads')
  expect(table).toContain('uncached / renderToString = 0.145 (goal ≥ 0.35: missed)')
  expect(table).toContain('warm / uncached = 20.7 (goal ≥ 20: met)')
  expect(table).toContain('warm p99 8.0 ms (goal ≤ 10 ms: met)')
  expect(table).toContain("Vike's doc")
  expect(table).toContain("uncached, own document / Vike's = 2.00×")
  expect(table).toContain('PAGE_DOCUMENT=vike')
})
