import { expect, test } from 'vitest'
import {
  formatLighthouseResults,
  LighthouseRuntimeError,
  median,
  medianRunIndex,
  summarizeLighthouseResult,
  summarizeLighthouseRuns,
  type LighthouseRun,
} from './lighthouse-report.ts'

/** A trimmed Lighthouse 12 result: the fields the bench reads, plus some it must ignore. */
function lhr(overrides: { performance?: number; lcp?: number } = {}) {
  const audit = (id: string, score: number | null, extra: Record<string, unknown> = {}) => ({
    id,
    title: `Title of ${id}`,
    description: 'ignored',
    score,
    scoreDisplayMode: score === null ? 'informative' : 'numeric',
    ...extra,
  })
  return {
    lighthouseVersion: '12.8.2',
    finalDisplayedUrl: 'http://127.0.0.1:4000/fi-FI',
    runWarnings: [],
    configSettings: { formFactor: 'mobile', throttlingMethod: 'simulate', screenEmulation: {} },
    environment: { benchmarkIndex: 1234.5, hostUserAgent: 'ignored' },
    categories: {
      performance: {
        id: 'performance',
        title: 'Performance',
        score: overrides.performance ?? 0.874,
        auditRefs: [
          { id: 'largest-contentful-paint', weight: 25, group: 'metrics' },
          { id: 'total-blocking-time', weight: 30, group: 'metrics' },
          { id: 'cumulative-layout-shift', weight: 25, group: 'metrics' },
          { id: 'first-contentful-paint', weight: 10, group: 'metrics' },
          { id: 'lcp-breakdown-insight', weight: 0, group: 'hidden' },
          { id: 'network-requests', weight: 0 },
        ],
      },
      accessibility: {
        id: 'accessibility',
        title: 'Accessibility',
        score: 1,
        auditRefs: [{ id: 'color-contrast', weight: 7 }],
      },
      'best-practices': {
        id: 'best-practices',
        title: 'Best Practices',
        score: 0.78,
        auditRefs: [{ id: 'is-on-https', weight: 5 }],
      },
      seo: { id: 'seo', title: 'SEO', score: null, auditRefs: [] },
    },
    audits: {
      'largest-contentful-paint': audit('largest-contentful-paint', 0.62, {
        numericValue: overrides.lcp ?? 3100.4,
        displayValue: '3.1 s',
      }),
      'total-blocking-time': audit('total-blocking-time', 1, { numericValue: 40 }),
      'cumulative-layout-shift': audit('cumulative-layout-shift', 1, { numericValue: 0.0123 }),
      'first-contentful-paint': audit('first-contentful-paint', 1, { numericValue: 1200 }),
      'lcp-breakdown-insight': audit('lcp-breakdown-insight', 0),
      'network-requests': audit('network-requests', null),
      'color-contrast': audit('color-contrast', 1),
      'is-on-https': audit('is-on-https', 0, { displayValue: '1 insecure request found' }),
    },
  }
}

test('summarizeLighthouseResult scores categories out of 100 and reads the four metrics', () => {
  const run = summarizeLighthouseResult(lhr())
  expect(run.scores).toEqual({ performance: 87, accessibility: 100, 'best-practices': 78, seo: null })
  expect(run.metrics).toEqual({ lcpMs: 3100.4, tbtMs: 40, cls: 0.0123, fcpMs: 1200 })
  expect(run).toMatchObject({
    lighthouseVersion: '12.8.2',
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    benchmarkIndex: 1234.5,
  })
})

test('failed audits are those scored below 1 that the report shows, with their category', () => {
  const run = summarizeLighthouseResult(lhr())
  expect(run.failedAudits).toEqual([
    {
      category: 'performance',
      id: 'largest-contentful-paint',
      title: 'Title of largest-contentful-paint',
      score: 0.62,
      displayValue: '3.1 s',
      weight: 25,
    },
    {
      category: 'best-practices',
      id: 'is-on-https',
      title: 'Title of is-on-https',
      score: 0,
      displayValue: '1 insecure request found',
      weight: 5,
    },
  ])
})

test('a result that is not an LHR fails with the path of the missing field', () => {
  expect(() => summarizeLighthouseResult({ ...lhr(), categories: undefined })).toThrow(/categories/)
  expect(() => summarizeLighthouseResult(undefined)).toThrow()
})

test('a run Lighthouse could not audit is an error to retry, not a row of zeros', () => {
  const failed = { ...lhr(), runtimeError: { code: 'NO_NAVSTART', message: 'The trace was lost' } }
  expect(() => summarizeLighthouseResult(failed)).toThrow(LighthouseRuntimeError)
  expect(() => summarizeLighthouseResult(failed)).toThrow('NO_NAVSTART The trace was lost')
})

test('median takes the middle value, the mean of the two middle ones, and skips nulls', () => {
  expect(median([90, 70, 100, 80, 60])).toBe(80)
  expect(median([4, 1, 3, 2])).toBe(2.5)
  expect(median([null, 5, null, 7, 6])).toBe(6)
  expect(median([null])).toBeNull()
  expect(median([])).toBeNull()
})

function runWith(performance: number | null): LighthouseRun {
  const run = summarizeLighthouseResult(lhr())
  return { ...run, scores: { ...run.scores, performance } }
}

test('the median run is the one with the median performance score; the lower middle for an even count', () => {
  expect(medianRunIndex([runWith(90), runWith(70), runWith(100), runWith(80), runWith(60)])).toBe(3)
  expect(medianRunIndex([runWith(90), runWith(80), runWith(70), runWith(100)])).toBe(1)
  expect(medianRunIndex([runWith(null), runWith(50), runWith(60)])).toBe(1)
  expect(medianRunIndex([runWith(80), runWith(80), runWith(80)])).toBe(1)
  expect(() => medianRunIndex([])).toThrow()
})

test('summarizeLighthouseRuns takes medians per category and per metric over the runs', () => {
  const runs = [
    summarizeLighthouseResult(lhr({ performance: 0.8, lcp: 3000 })),
    summarizeLighthouseResult(lhr({ performance: 0.9, lcp: 2000 })),
    summarizeLighthouseResult(lhr({ performance: 0.7, lcp: 4000 })),
  ]
  const result = summarizeLighthouseRuns('/fi-FI', runs, ['run 2: NO_NAVSTART'])
  expect(result.medianScores).toEqual({
    performance: 80,
    accessibility: 100,
    'best-practices': 78,
    seo: null,
  })
  expect(result.medianMetrics.lcpMs).toBe(3000)
  expect(result.medianRun).toBe(0)
  const report = formatLighthouseResults([result])
  expect(report).toContain('/fi-FI  (3 runs, Lighthouse 12.8.2, mobile, throttling simulate')
  expect(report).toMatch(/median\s+80\s+100\s+78\s+–\s+3\.00 s\s+40 ms\s+0\.012\s+1\.20 s/)
  expect(report).toContain('median run: run 1')
  expect(report).toContain('best-practices  is-on-https  score 0.00  weight 5')
  expect(report).toContain('run again after a Lighthouse error: run 2: NO_NAVSTART')
})
