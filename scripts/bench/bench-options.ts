import { parseArgs, type ParseArgsConfig } from 'node:util'
import type { Locale } from '#schemas/locale.ts'

const mixedBlocksLocale: Locale = 'en-EU'
const mixedBlocksSlug = 'bench-mixed-blocks'

/**
 * Where `--blocks` puts its generated page. Here rather than in mixed-blocks-page.ts, which loads the block
 * registry (components and stylesheets) that option parsing has no use for.
 */
export const mixedBlocksPage = {
  locale: mixedBlocksLocale,
  slug: mixedBlocksSlug,
  // spec §2.1: the file name is the slug, the path's slashes after the locale become its hyphens.
  path: `/${mixedBlocksLocale}/${mixedBlocksSlug}`,
}

const defaultServerEntry = 'dist/server/index.mjs'
const defaultLighthouseRuns = 5
const defaultRedirectEntries = 10_000

/** The default mode: autocannon against the server, then `renderToString` in-process. */
export interface LoadBenchOptions {
  mode: 'load'
  /** The page path to load, e.g. `/` or `/en-EU`; the same path is rendered in-process. */
  path: string
  /** With `--blocks`: how many blocks the generated mixed page has; null benches the content as it is. */
  blocks: number | null
  durationSeconds: number
  connections: number
  serverEntry: string
  /** How long `renderToString` is timed, after its own warm-up. */
  renderSeconds: number
  json: boolean
}

/** `--page-weight`: the JavaScript each page's HTML loads at start, raw and gzip. */
export interface PageWeightOptions {
  mode: 'page-weight'
  paths: string[]
  serverEntry: string
  json: boolean
}

/** `--lighthouse`: Lighthouse 12 (mobile, simulated throttling) `runs` times per path. */
export interface LighthouseOptions {
  mode: 'lighthouse'
  paths: string[]
  runs: number
  serverEntry: string
  json: boolean
}

/** `--redirect-cost`: the redirect step's cost per request with a generated table of `entries` (issue 5). */
export interface RedirectCostBenchOptions {
  mode: 'redirect-cost'
  entries: number
  json: boolean
}

/** `--zod-chunk`: one form schema built for the browser with `zod` and with `zod/mini` (ADR 018). */
export interface ZodChunkBenchOptions {
  mode: 'zod-chunk'
  json: boolean
}

export type BenchOptions =
  LoadBenchOptions | PageWeightOptions | LighthouseOptions | RedirectCostBenchOptions | ZodChunkBenchOptions

export type BenchOptionsResult =
  { ok: true; options: BenchOptions } | { ok: false; problems: string[] } | { ok: 'help' }

export const benchUsage = `Usage: npm run bench -- [path] [options]
       npm run bench -- --page-weight [path...] [--server-entry <file>] [--json]
       npm run bench -- --lighthouse [path...] [--runs <n>] [--server-entry <file>] [--json]
       npm run bench -- --redirect-cost [--entries <n>] [--json]
       npm run bench -- --zod-chunk [--json]

Default mode: loads one page of the production server with autocannon, then times renderToString of the
same page tree in-process, and prints both with their ratio.

  path                     page path to load and render (default /, or with --blocks
                           ${mixedBlocksPage.path}), e.g. /en-EU
  --blocks <n>             bench a generated page of n blocks cycling through every fixture of every
                           registered block, served from a temporary copy of content/
  --duration <seconds>     load duration after a 2 s warm-up (default 10)
  --connections <n>        concurrent connections (default 10)
  --render-duration <s>    how long renderToString is timed after a 1 s warm-up (default 5)

--page-weight: for each path (default /), the JavaScript the page's HTML loads at start (<script src>,
<link rel="modulepreload">, and the static imports inside those files): file count, raw bytes, gzip
level 9 bytes (held against the goal of at most 110 KB gzip, 1 KB = 1024 bytes), the bytes the server
sends to Accept-Encoding: gzip, and the largest files; JavaScript reached only by dynamic import is
listed apart, not counted.

--lighthouse: runs Lighthouse (mobile, simulated throttling; performance, accessibility,
best-practices, seo) against each path (default /) in headless Chromium (CHROME_PATH, default
/usr/bin/chromium), after one warm-up run that is not counted. Prints the median and every run's
category scores, the median LCP, TBT, CLS and FCP, and the audits that failed (score < 1) in the
median run (the run with the median performance score).
  --runs <n>               Lighthouse runs per path (default ${defaultLighthouseRuns})

--redirect-cost: times the whole redirect step in-process (canonical rule, locale table lookup, Location)
on a mix of redirected and passed-through requests against a generated table, and prints the median
cost per request (goal: under 5 µs with 10,000 entries). No server is started.
  --entries <n>            exact entries of the generated table (default ${defaultRedirectEntries})

--zod-chunk: builds one form schema (a checkout's customer details) for the browser as Vite builds a page
chunk, once with zod and once with zod/mini, and prints each chunk's gzip size (ADR 018). No server is
started.

Every mode:
  --server-entry <file>    production server build (default ${defaultServerEntry})
  --json                   print one JSON object instead of the table
  --help                   this text`

/**
 * Every option `parseArgs` accepts; exported so a test can hold the usage text to it. No defaults for the
 * load test's own options: given to a mode that does not use them, they are refused, not silently ignored.
 */
export const benchOptionSpec = {
  duration: { type: 'string' },
  blocks: { type: 'string' },
  connections: { type: 'string' },
  'server-entry': { type: 'string', default: defaultServerEntry },
  'render-duration': { type: 'string' },
  'page-weight': { type: 'boolean', default: false },
  lighthouse: { type: 'boolean', default: false },
  runs: { type: 'string' },
  'redirect-cost': { type: 'boolean', default: false },
  entries: { type: 'string' },
  'zod-chunk': { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
} as const satisfies NonNullable<ParseArgsConfig['options']>

/** An option that was given: a string, or a flag that is on. */
function isSet(value: string | boolean | undefined): boolean {
  return typeof value === 'string' || value === true
}

function positiveInteger(name: string, raw: string, problems: string[]): number {
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    problems.push(`--${name} must be a whole number of at least 1 (got ${JSON.stringify(raw)})`)
    return 0
  }
  return Number(raw)
}

function checkPath(path: string, problems: string[]) {
  // A full URL or a relative path would bench something other than a page of this server.
  if (!path.startsWith('/') || path.startsWith('//'))
    problems.push(`the path must start with one / (got ${JSON.stringify(path)})`)
}

/** Reads the command line; every problem becomes one line, like the server's configuration check. */
export function parseBenchOptions(argv: string[]): BenchOptionsResult {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: benchOptionSpec,
    })
  } catch (error) {
    return { ok: false, problems: [error instanceof Error ? error.message : String(error)] }
  }
  const { values, positionals } = parsed
  if (values.help) return { ok: 'help' }
  const problems: string[] = []
  const serverEntry = values['server-entry']
  const json = values.json

  if (values['zod-chunk']) {
    const ownOrShared = new Set(['zod-chunk', 'json', 'help', 'server-entry'])
    const given = Object.entries(values).filter(([name, value]) => !ownOrShared.has(name) && isSet(value))
    for (const [name] of given) problems.push(`--${name} does not apply to --zod-chunk`)
    if (positionals.length > 0) problems.push('--zod-chunk takes no path')
    if (problems.length > 0) return { ok: false, problems }
    return { ok: true, options: { mode: 'zod-chunk', json } }
  }

  if (values['redirect-cost']) {
    const others = {
      blocks: values.blocks,
      duration: values.duration,
      connections: values.connections,
      'render-duration': values['render-duration'],
      runs: values.runs,
    }
    for (const [name, value] of Object.entries(others))
      if (value !== undefined) problems.push(`--${name} does not apply to --redirect-cost`)
    if (values['page-weight'] || values.lighthouse) problems.push('--redirect-cost runs on its own')
    if (positionals.length > 0) problems.push('--redirect-cost takes no path')
    const entries =
      values.entries === undefined
        ? defaultRedirectEntries
        : positiveInteger('entries', values.entries, problems)
    if (problems.length > 0) return { ok: false, problems }
    return { ok: true, options: { mode: 'redirect-cost', entries, json } }
  }
  if (values.entries !== undefined) problems.push('--entries belongs to --redirect-cost')

  if (values['page-weight'] || values.lighthouse) {
    const mode = values.lighthouse ? 'lighthouse' : 'page-weight'
    if (values['page-weight'] && values.lighthouse)
      problems.push('--page-weight and --lighthouse: one at a time')
    const loadOnly = {
      blocks: values.blocks,
      duration: values.duration,
      connections: values.connections,
      'render-duration': values['render-duration'],
    }
    for (const [name, value] of Object.entries(loadOnly))
      if (value !== undefined) problems.push(`--${name} belongs to the load test, not --${mode}`)
    if (mode === 'page-weight' && values.runs !== undefined) problems.push('--runs belongs to --lighthouse')
    const paths = positionals.length === 0 ? ['/'] : positionals
    for (const path of paths) checkPath(path, problems)
    const runs =
      values.runs === undefined ? defaultLighthouseRuns : positiveInteger('runs', values.runs, problems)
    if (problems.length > 0) return { ok: false, problems }
    return {
      ok: true,
      options:
        mode === 'lighthouse' ? { mode, paths, runs, serverEntry, json } : { mode, paths, serverEntry, json },
    }
  }

  if (values.runs !== undefined) problems.push('--runs belongs to --lighthouse')
  if (positionals.length > 1) problems.push(`one path at most (got ${positionals.join(' ')})`)
  const path = positionals[0] ?? (values.blocks === undefined ? '/' : mixedBlocksPage.path)
  checkPath(path, problems)
  const blocks = values.blocks === undefined ? null : positiveInteger('blocks', values.blocks, problems)
  const durationSeconds = positiveInteger('duration', values.duration ?? '10', problems)
  const connections = positiveInteger('connections', values.connections ?? '10', problems)
  const renderSeconds = positiveInteger('render-duration', values['render-duration'] ?? '5', problems)
  if (problems.length > 0) return { ok: false, problems }
  return {
    ok: true,
    options: { mode: 'load', path, blocks, durationSeconds, connections, serverEntry, renderSeconds, json },
  }
}
