import { parseArgs } from 'node:util'
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

export interface BenchOptions {
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

export type BenchOptionsResult =
  { ok: true; options: BenchOptions } | { ok: false; problems: string[] } | { ok: 'help' }

export const benchUsage = `Usage: npm run bench -- [path] [options]

Loads one page of the production server with autocannon, then times renderToString of the same page
tree in-process, and prints both with their ratio.

  path                     page path to load and render (default /, or with --blocks
                           ${mixedBlocksPage.path}), e.g. /en-EU
  --blocks <n>             bench a generated page of n blocks cycling through every fixture of every
                           registered block, served from a temporary copy of content/
  --duration <seconds>     load duration after a 2 s warm-up (default 10)
  --connections <n>        concurrent connections (default 10)
  --server-entry <file>    production server build (default dist/server/index.mjs)
  --render-duration <s>    how long renderToString is timed after a 1 s warm-up (default 5)
  --json                   print one JSON object instead of the table
  --help                   this text`

function positiveInteger(name: string, raw: string, problems: string[]): number {
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    problems.push(`--${name} must be a whole number of at least 1 (got ${JSON.stringify(raw)})`)
    return 0
  }
  return Number(raw)
}

/** Reads the command line; every problem becomes one line, like the server's configuration check. */
export function parseBenchOptions(argv: string[]): BenchOptionsResult {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        duration: { type: 'string', default: '10' },
        blocks: { type: 'string' },
        connections: { type: 'string', default: '10' },
        'server-entry': { type: 'string', default: 'dist/server/index.mjs' },
        'render-duration': { type: 'string', default: '5' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    })
  } catch (error) {
    return { ok: false, problems: [error instanceof Error ? error.message : String(error)] }
  }
  const { values, positionals } = parsed
  if (values.help) return { ok: 'help' }
  const problems: string[] = []
  if (positionals.length > 1) problems.push(`one path at most (got ${positionals.join(' ')})`)
  const path = positionals[0] ?? (values.blocks === undefined ? '/' : mixedBlocksPage.path)
  // A full URL or a relative path would bench something other than a page of this server.
  if (!path.startsWith('/') || path.startsWith('//'))
    problems.push(`the path must start with one / (got ${JSON.stringify(path)})`)
  const blocks = values.blocks === undefined ? null : positiveInteger('blocks', values.blocks, problems)
  const durationSeconds = positiveInteger('duration', values.duration, problems)
  const connections = positiveInteger('connections', values.connections, problems)
  const renderSeconds = positiveInteger('render-duration', values['render-duration'], problems)
  if (problems.length > 0) return { ok: false, problems }
  return {
    ok: true,
    options: {
      path,
      blocks,
      durationSeconds,
      connections,
      serverEntry: values['server-entry'],
      renderSeconds,
      json: values.json,
    },
  }
}
