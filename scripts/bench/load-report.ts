import type { LoadResult } from './load-test.ts'
import type { RenderResult } from './render-process.ts'

/**
 * Issue 17's goals for the load test, per path, same run and machine: the full request without the page
 * cache at least 0.35 of `renderToString`'s rate; with the cache warm, at least 20× the uncached
 * requests/s and p99 at most 10 ms at 10 connections.
 */
export const loadGoals = {
  uncachedOverRender: 0.35,
  warmOverUncached: 20,
  warmP99Ms: 10,
} as const

/** What autocannon sends, said in every report: the numbers are of uncompressed answers. */
export const loadAcceptEncoding =
  'none: autocannon sends no Accept-Encoding, so every page is measured uncompressed'

/** The report's words for the load's connections and the threads they were sent from. */
export function connectionsFromThreads(connections: number, threads: number): string {
  return `connections ${String(connections)} from ${String(threads)} autocannon thread${threads === 1 ? '' : 's'}`
}

export interface PathLoadResult {
  path: string
  /** The whole response body of the uncached server: the HTML shell, the markup and the pageContext. */
  documentBytes: number
  /** A server started with PAGE_CACHE_MAX_MB=0. */
  uncached: LoadResult
  /**
   * The same without the server's own content documents (PAGE_DOCUMENT=vike, ADR 050): Vike renders
   * every page, as before; the comparison of the two in the same run.
   */
  uncachedVike: LoadResult
  /** A server with the default page cache, measured after the warm-up has filled it. */
  warm: LoadResult
  render: Omit<RenderResult, 'html'> & { htmlBytes: number; matchesServerMarkup: boolean | null }
  uncachedOverRender: number
  warmOverUncached: number
  /** Uncached requests/s with the server's own documents over those with Vike's. */
  ownOverVike: number
  goals: { uncachedOverRender: boolean; warmOverUncached: boolean; warmP99: boolean }
}

export function pathLoadResult(
  measured: Omit<PathLoadResult, 'uncachedOverRender' | 'warmOverUncached' | 'ownOverVike' | 'goals'>,
): PathLoadResult {
  const uncachedOverRender = measured.uncached.requestsPerSecond / measured.render.rendersPerSecond
  const warmOverUncached = measured.warm.requestsPerSecond / measured.uncached.requestsPerSecond
  return {
    ...measured,
    uncachedOverRender,
    warmOverUncached,
    ownOverVike: measured.uncached.requestsPerSecond / measured.uncachedVike.requestsPerSecond,
    goals: {
      uncachedOverRender: uncachedOverRender >= loadGoals.uncachedOverRender,
      warmOverUncached: warmOverUncached >= loadGoals.warmOverUncached,
      warmP99: measured.warm.latencyP99Ms <= loadGoals.warmP99Ms,
    },
  }
}

function loadLine(label: string, load: LoadResult): string {
  const fixed = (value: number) => value.toFixed(1)
  return (
    `  ${label.padEnd(10)} requests/s ${fixed(load.requestsPerSecond).padStart(8)}   p50 ${fixed(load.latencyP50Ms).padStart(6)} ms   ` +
    `p99 ${fixed(load.latencyP99Ms).padStart(6)} ms   total ${String(load.totalRequests)}   non-2xx ${String(load.non2xx)}   ` +
    `errors ${String(load.errors)}   timeouts ${String(load.timeouts)}`
  )
}

export function formatLoadTable(result: {
  paths: readonly PathLoadResult[]
  blocks: number | null
  durationSeconds: number
  connections: number
  /** The threads autocannon sent the connections from (`loadGeneratorThreads`). */
  loadThreads: number
}): string {
  const met = (ok: boolean) => (ok ? 'met' : 'missed')
  const header =
    `duration ${String(result.durationSeconds)}s per server and path  ` +
    connectionsFromThreads(result.connections, result.loadThreads) +
    `${result.blocks === null ? '' : `  blocks ${String(result.blocks)}`}\n` +
    `uncached: a server with PAGE_CACHE_MAX_MB=0; Vike's doc: the same with PAGE_DOCUMENT=vike; ` +
    `warm: the default cache, after a 2 s warm-up\n` +
    `Accept-Encoding: ${loadAcceptEncoding}`
  const perPath = result.paths.map((path) => {
    const { render } = path
    const markup =
      render.matchesServerMarkup === null
        ? 'markup not compared'
        : render.matchesServerMarkup
          ? "markup = server's #root"
          : "markup differs from server's #root"
    return [
      `${path.path}  (document ${String(path.documentBytes)} B)`,
      loadLine('uncached', path.uncached),
      loadLine("Vike's doc", path.uncachedVike),
      loadLine('warm', path.warm),
      `  renderToString ${render.rendersPerSecond.toFixed(1)} renders/s (${String(render.renders)} in ${render.seconds.toFixed(1)} s, ` +
        `${String(render.htmlBytes)} B, ${markup})`,
      `  uncached / renderToString = ${path.uncachedOverRender.toPrecision(3)} (goal ≥ ${String(loadGoals.uncachedOverRender)}: ${met(path.goals.uncachedOverRender)})   ` +
        `warm / uncached = ${path.warmOverUncached.toPrecision(3)} (goal ≥ ${String(loadGoals.warmOverUncached)}: ${met(path.goals.warmOverUncached)})   ` +
        `warm p99 ${path.warm.latencyP99Ms.toFixed(1)} ms (goal ≤ ${String(loadGoals.warmP99Ms)} ms: ${met(path.goals.warmP99)})`,
      `  uncached, own document / Vike's = ${path.ownOverVike.toPrecision(3)}×`,
    ].join('\n')
  })
  return [header, ...perPath].join('\n\n')
}
