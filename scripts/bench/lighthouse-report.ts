import { z } from 'zod'

/**
 * The parts of a Lighthouse 12 result (LHR) the bench reports, parsed with Zod: the LHR is another
 * program's output, and a field renamed in a Lighthouse update should fail here with its path, not print
 * `undefined`. Unknown keys are dropped.
 */

export const lighthouseCategories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type LighthouseCategory = (typeof lighthouseCategories)[number]

const auditSchema = z.object({
  id: z.string(),
  title: z.string(),
  score: z.number().nullable(),
  scoreDisplayMode: z.string(),
  numericValue: z.number().optional(),
  displayValue: z.string().optional(),
})

const categorySchema = z.object({
  id: z.string(),
  title: z.string(),
  score: z.number().nullable(),
  auditRefs: z.array(z.object({ id: z.string(), weight: z.number(), group: z.string().optional() })),
})

export const lighthouseResultSchema = z.object({
  lighthouseVersion: z.string(),
  finalDisplayedUrl: z.string(),
  runtimeError: z.object({ code: z.string(), message: z.string() }).optional(),
  runWarnings: z.array(z.string()),
  configSettings: z.object({ formFactor: z.string(), throttlingMethod: z.string() }),
  environment: z.object({ benchmarkIndex: z.number() }),
  categories: z.record(z.string(), categorySchema),
  audits: z.record(z.string(), auditSchema),
})

export type LighthouseResult = z.infer<typeof lighthouseResultSchema>

export interface FailedAudit {
  category: LighthouseCategory
  id: string
  title: string
  /** 0–1 as Lighthouse gives it. */
  score: number
  displayValue: string | null
  /** The audit's weight in its category's score; 0 for diagnostics that only point at savings. */
  weight: number
}

export interface LighthouseMetrics {
  lcpMs: number | null
  tbtMs: number | null
  cls: number | null
  fcpMs: number | null
}

export interface LighthouseRun {
  /** 0–100 like the report shows them; null when Lighthouse could not score the category. */
  scores: Record<LighthouseCategory, number | null>
  metrics: LighthouseMetrics
  failedAudits: FailedAudit[]
  warnings: string[]
  lighthouseVersion: string
  formFactor: string
  throttlingMethod: string
  /** Lighthouse's estimate of this machine's speed; low values mean a slow or busy CPU. */
  benchmarkIndex: number
}

const metricAudits = {
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcpMs: 'first-contentful-paint',
} as const

/** Lighthouse ran but could not audit the page (e.g. NO_NAVSTART, a lost trace); its advice is to run again. */
export class LighthouseRuntimeError extends Error {
  readonly code: string

  constructor(url: string, code: string, message: string) {
    super(`Lighthouse could not audit ${url}: ${code} ${message}`)
    this.name = 'LighthouseRuntimeError'
    this.code = code
  }
}

/**
 * Reads one run's numbers out of a raw LHR; throws with the failing path when the shape is not an LHR, and
 * a LighthouseRuntimeError when Lighthouse reports it could not audit the page.
 */
export function summarizeLighthouseResult(raw: unknown): LighthouseRun {
  const lhr = lighthouseResultSchema.parse(raw)
  if (lhr.runtimeError !== undefined)
    throw new LighthouseRuntimeError(lhr.finalDisplayedUrl, lhr.runtimeError.code, lhr.runtimeError.message)
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? null
  // The report shows a category score rounded to a whole number out of 100.
  const score = (category: LighthouseCategory) => {
    const value = lhr.categories[category]?.score ?? null
    return value === null ? null : Math.round(value * 100)
  }
  const failedAudits: FailedAudit[] = []
  for (const category of lighthouseCategories) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      // The report hides this group (Lighthouse 12's insight previews of the same findings, and TTI).
      if (ref.group === 'hidden') continue
      const audit = lhr.audits[ref.id]
      if (audit === undefined || audit.score === null || audit.score >= 1) continue
      failedAudits.push({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue ?? null,
        weight: ref.weight,
      })
    }
  }
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    metrics: {
      lcpMs: metric(metricAudits.lcpMs),
      tbtMs: metric(metricAudits.tbtMs),
      cls: metric(metricAudits.cls),
      fcpMs: metric(metricAudits.fcpMs),
    },
    failedAudits,
    warnings: lhr.runWarnings,
    lighthouseVersion: lhr.lighthouseVersion,
    formFactor: lhr.configSettings.formFactor,
    throttlingMethod: lhr.configSettings.throttlingMethod,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

/** The middle value, or the mean of the two middle ones; nulls are left out; null when nothing is left. */
export function median(values: readonly (number | null)[]): number | null {
  const sorted = values.filter((value): value is number => value !== null).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] ?? 0
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2
}

/**
 * The run whose performance score is the median, so its failed audits belong to a typical run. With an
 * even count, the lower of the two middle runs (the more cautious one); ties keep run order. An unscored
 * run sorts lowest.
 */
export function medianRunIndex(runs: readonly LighthouseRun[]): number {
  if (runs.length === 0) throw new Error('no Lighthouse runs to pick a median from')
  const order = runs
    .map((run, index) => ({ index, score: run.scores.performance ?? -1 }))
    .sort((a, b) => a.score - b.score || a.index - b.index)
  return order[Math.floor((runs.length - 1) / 2)]?.index ?? 0
}

export interface LighthousePathResult {
  path: string
  runs: LighthouseRun[]
  /** Per category, the median of the runs' scores (a value between two runs when the count is even). */
  medianScores: Record<LighthouseCategory, number | null>
  medianMetrics: LighthouseMetrics
  /** 0-based index into `runs`. */
  medianRun: number
  /** Runs Lighthouse could not complete and that were run again, e.g. `run 2: NO_NAVSTART`. */
  retried: string[]
}

export function summarizeLighthouseRuns(
  path: string,
  runs: LighthouseRun[],
  retried: string[] = [],
): LighthousePathResult {
  const scoreMedian = (category: LighthouseCategory) => median(runs.map((run) => run.scores[category]))
  const metricMedian = (key: keyof LighthouseMetrics) => median(runs.map((run) => run.metrics[key]))
  return {
    path,
    runs,
    medianScores: {
      performance: scoreMedian('performance'),
      accessibility: scoreMedian('accessibility'),
      'best-practices': scoreMedian('best-practices'),
      seo: scoreMedian('seo'),
    },
    medianMetrics: {
      lcpMs: metricMedian('lcpMs'),
      tbtMs: metricMedian('tbtMs'),
      cls: metricMedian('cls'),
      fcpMs: metricMedian('fcpMs'),
    },
    medianRun: medianRunIndex(runs),
    retried,
  }
}

const shortNames: Record<LighthouseCategory, string> = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'best-pr',
  seo: 'seo',
}

function milliseconds(value: number | null): string {
  if (value === null) return '–'
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`
}

function row(label: string, scores: Record<LighthouseCategory, number | null>, metrics: LighthouseMetrics) {
  const score = (value: number | null) => (value === null ? '–' : String(value))
  return (
    `  ${label.padEnd(8)}` +
    lighthouseCategories.map((category) => score(scores[category]).padStart(8)).join('') +
    `  ${milliseconds(metrics.lcpMs).padStart(8)} ${milliseconds(metrics.tbtMs).padStart(8)} ` +
    `${(metrics.cls === null ? '–' : metrics.cls.toFixed(3)).padStart(6)} ${milliseconds(metrics.fcpMs).padStart(8)}`
  )
}

export function formatLighthouseResults(results: LighthousePathResult[]): string {
  const lines: string[] = []
  for (const result of results) {
    const first = result.runs[0]
    const medianRun = result.runs[result.medianRun]
    if (first === undefined || medianRun === undefined) continue
    const benchmark = median(result.runs.map((run) => run.benchmarkIndex))
    lines.push(
      '',
      `${result.path}  (${result.runs.length} run${result.runs.length === 1 ? '' : 's'}, Lighthouse ${first.lighthouseVersion}, ${first.formFactor}, ` +
        `throttling ${first.throttlingMethod}, benchmarkIndex median ${benchmark === null ? '–' : Math.round(benchmark)})`,
      `  ${''.padEnd(8)}` +
        lighthouseCategories.map((category) => shortNames[category].padStart(8)).join('') +
        `  ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)} ${'FCP'.padStart(8)}`,
      row('median', result.medianScores, result.medianMetrics),
      ...result.runs.map((run, index) => row(`run ${index + 1}`, run.scores, run.metrics)),
      `  median run: run ${result.medianRun + 1} (median performance score); its audits with score < 1:`,
    )
    if (medianRun.failedAudits.length === 0) lines.push('    none')
    for (const audit of medianRun.failedAudits) {
      lines.push(
        `    ${audit.category.padEnd(15)} ${audit.id}  score ${audit.score.toFixed(2)}  weight ${audit.weight}  ` +
          `${audit.title}${audit.displayValue === null ? '' : ` (${audit.displayValue})`}`,
      )
    }
    if (result.retried.length > 0)
      lines.push(`  run again after a Lighthouse error: ${result.retried.join('; ')}`)
    for (const warning of new Set(result.runs.flatMap((run) => run.warnings)))
      lines.push(`  Lighthouse warning: ${warning}`)
  }
  return lines.join('\n').trimStart()
}
