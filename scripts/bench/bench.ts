import { get as httpGet } from 'node:http'
import { constants } from 'node:os'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  benchUsage,
  parseBenchOptions,
  type BenchOptions,
  type CartValidationBenchOptions,
  type OrdersBenchOptions,
  type ClusteringBenchOptions,
  type LighthouseOptions,
  type LoadBenchOptions,
  type PageWeightOptions,
  type SoakBenchOptions,
} from './bench-options.ts'
import {
  formatLighthouseResults,
  LighthouseRuntimeError,
  summarizeLighthouseRuns,
  type LighthousePathResult,
  type LighthouseRun,
} from './lighthouse-report.ts'
import { loadGeneratorThreads, runLoad, type LoadResult } from './load-test.ts'
import {
  formatLoadTable,
  loadAcceptEncoding,
  loadGoals,
  pathLoadResult,
  type PathLoadResult,
} from './load-report.ts'
import {
  blockChunks,
  formatBrowserWeights,
  measureInBrowser,
  type BrowserPageWeight,
} from './page-weight-browser.ts'
import { fullCartStorageValue } from './full-cart.ts'
import type { MixedBlocksContent } from './mixed-blocks-page.ts'
import { firstDifference, firstH1Text, rootInnerHtml, withoutFileVersions } from './page-markup.ts'
import {
  formatPageWeights,
  measurePageWeight,
  pageWeightGoalBytes,
  type FetchFile,
  type PageWeight,
} from './page-weight.ts'
import { measureRenderThroughput } from './render-process.ts'
import type { EngineOrdersResult } from './orders-bench.ts'
import { startBenchServer, type BenchServer } from './server-process.ts'

/**
 * `npm run bench -- [path...]`: per page, full-request throughput of the production server without the
 * page cache and with it warm, against `renderToString` of the same page tree in-process; the uncached
 * ratio is roughly the share of a request's cost that is rendering the page's components.
 * `--page-weight` and `--lighthouse` measure the pages in the browser's terms instead, `--soak` a mixed
 * load over time.
 * Options: bench-options.ts.
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const warmupSeconds = 2
/** Server start, warm-up, stop and the render child's start fit in this beyond the timed parts. */
const overheadBoundSeconds = 45
/** Per path of `--page-weight`: one page and its JavaScript, a few dozen local requests. */
const pageWeightBoundSeconds = 20
/** Render-child start (tsx compiles the page tree) on a busy machine, per path. */
const renderStartBoundSeconds = 30
/** Soak: the pre-flight, the probe's warm-up and the last visits' answers after the pace stops. */
const soakOverheadBoundSeconds = 90
/** Per Lighthouse run: Chromium's start plus Lighthouse's own 45 s page-load limit and its audits, on a busy machine. */
const lighthouseRunBoundSeconds = 150
/** Attempts per Lighthouse run when Lighthouse reports it could not audit the page. */
const lighthouseAttempts = 3
/** After an abort, cleanup gets this long before the process exits regardless. */
const cleanupGraceMs = 10_000

class Interrupted extends Error {
  /** The shell's convention for a death by signal: 128 + its number. */
  readonly exitCode: number

  constructor(signal: 'SIGINT' | 'SIGTERM') {
    super(`interrupted (${signal})`)
    this.name = 'Interrupted'
    this.exitCode = 128 + constants.signals[signal]
  }
}

function progress(message: string) {
  process.stderr.write(`bench: ${message}\n`)
}

interface ServerPage {
  html: string
  h1: string
  rootHtml: string | null
  /** The whole response body: the HTML shell, the page markup and the serialized pageContext. */
  documentBytes: number
}

/** One GET before the load: the path must answer 2xx with a real page, or the numbers would be of an error. */
async function fetchServerPage(url: string, signal: AbortSignal): Promise<ServerPage> {
  const response = await fetch(url, {
    redirect: 'manual',
    signal: AbortSignal.any([signal, AbortSignal.timeout(10_000)]),
  })
  const body = await response.text()
  if (!response.ok) {
    const location = response.headers.get('location')
    throw new Error(
      `GET ${url} answered ${response.status}${location === null ? '' : ` → ${location}`}; bench a path that answers 200`,
    )
  }
  const h1 = firstH1Text(body)
  if (h1 === null || h1 === '') throw new Error(`GET ${url} returned a page without h1 text`)
  const rootHtml = rootInnerHtml(body)
  return {
    html: body,
    h1,
    rootHtml: rootHtml === null ? null : withoutFileVersions(rootHtml),
    documentBytes: Buffer.byteLength(body),
  }
}

interface BenchResult {
  mode: 'load'
  /** Blocks of the generated mixed page (`--blocks`); null when the content was benched as it is. */
  blocks: number | null
  durationSeconds: number
  connections: number
  /** The threads autocannon sent the connections from. */
  loadThreads: number
  serverEntry: string
  acceptEncoding: string
  goals: typeof loadGoals
  paths: PathLoadResult[]
}

/** The page cache's switch (issue 17): 0 turns it off; unset, the server's default size. */
const uncachedEnv = { PAGE_CACHE_MAX_MB: '0' }
/** The same, with Vike writing every page (ADR 050): what the server's own content documents replace. */
const uncachedVikeEnv = { ...uncachedEnv, PAGE_DOCUMENT: 'vike' }

/** One server, each path loaded in turn after its own warm-up (which also fills the page cache when on). */
async function loadEachPath(
  options: LoadBenchOptions,
  label: string,
  env: Record<string, string>,
  contentDir: string | undefined,
  signal: AbortSignal,
  onServer: (server: BenchServer) => void,
): Promise<Map<string, { page: ServerPage; load: LoadResult }>> {
  const serverEntry = resolve(options.serverEntry)
  progress(`starting ${serverEntry} (${label})`)
  const server = await startBenchServer(serverEntry, repoRoot, signal, contentDir, env)
  onServer(server)
  const results = new Map<string, { page: ServerPage; load: LoadResult }>()
  try {
    progress(`server ${server.origin} (pid ${server.pid}) ready`)
    for (const path of options.paths) {
      const url = `${server.origin}${path}`
      const page = await fetchServerPage(url, signal)
      progress(`${label} ${path}: warming up ${warmupSeconds} s`)
      await runLoad(url, { durationSeconds: warmupSeconds, connections: options.connections, signal })
      progress(
        `${label} ${path}: loading for ${options.durationSeconds} s with ${options.connections} connections`,
      )
      const load = await runLoad(url, {
        durationSeconds: options.durationSeconds,
        connections: options.connections,
        signal,
      })
      if (load.non2xx > 0 || load.errors > 0) {
        progress(
          `warning: ${load.non2xx} non-2xx responses and ${load.errors} errors are counted in requests/s`,
        )
      }
      results.set(path, { page, load })
    }
  } finally {
    // Before the next server and the render timing, so an idle server's timers and GC do not share the cores.
    await server.stop()
  }
  return results
}

async function bench(
  options: LoadBenchOptions,
  contentDir: string | undefined,
  signal: AbortSignal,
  onServer: (server: BenchServer) => void,
): Promise<BenchResult> {
  const uncached = await loadEachPath(options, 'uncached', uncachedEnv, contentDir, signal, onServer)
  const uncachedVike = await loadEachPath(
    options,
    "uncached, Vike's document",
    uncachedVikeEnv,
    contentDir,
    signal,
    onServer,
  )
  const warm = await loadEachPath(options, 'warm', {}, contentDir, signal, onServer)
  const paths: PathLoadResult[] = []
  for (const path of options.paths) {
    const cold = uncached.get(path)
    const cached = warm.get(path)
    const vikeDocument = uncachedVike.get(path)
    if (cold === undefined || cached === undefined || vikeDocument === undefined)
      throw new Error(`${path} was not loaded on both servers`)
    const { page } = cold
    if (cached.page.h1 !== page.h1) {
      progress(
        `warning: ${path} has h1 ${JSON.stringify(cached.page.h1)} with the cache, ${JSON.stringify(page.h1)} without`,
      )
    }
    progress(`timing renderToString of ${path} for ${options.renderSeconds} s`)
    const { html, ...render } = await measureRenderThroughput({
      path,
      seconds: options.renderSeconds,
      expectedH1: page.h1,
      cwd: repoRoot,
      contentDir,
      signal,
    })
    const rendered = withoutFileVersions(html)
    const matchesServerMarkup = page.rootHtml === null ? null : rendered === page.rootHtml
    if (page.rootHtml !== null && !matchesServerMarkup) {
      const at = firstDifference(rendered, page.rootHtml)
      progress(
        `warning: the in-process markup of ${path} differs from the server's #root at character ${at}:\n` +
          `  in-process ${JSON.stringify(rendered.slice(Math.max(0, at - 40), at + 40))}\n` +
          `  server     ${JSON.stringify(page.rootHtml.slice(Math.max(0, at - 40), at + 40))}`,
      )
    }
    paths.push(
      pathLoadResult({
        path,
        documentBytes: page.documentBytes,
        uncached: cold.load,
        uncachedVike: vikeDocument.load,
        warm: cached.load,
        render: { ...render, htmlBytes: Buffer.byteLength(html), matchesServerMarkup },
      }),
    )
  }
  return {
    mode: 'load',
    blocks: options.blocks,
    durationSeconds: options.durationSeconds,
    connections: options.connections,
    loadThreads: loadGeneratorThreads(options.connections),
    serverEntry: resolve(options.serverEntry),
    acceptEncoding: loadAcceptEncoding,
    goals: loadGoals,
    paths,
  }
}

/** `--soak`: the mixed visitor load at half its maximum rate, with the server's RSS (issue 17). */
async function benchSoak(
  options: SoakBenchOptions,
  signal: AbortSignal,
  onServer: (server: BenchServer) => void,
) {
  const { runSoak } = await import('./soak.ts')
  const serverEntry = resolve(options.serverEntry)
  progress(`starting ${serverEntry}`)
  const server = await startBenchServer(serverEntry, repoRoot, signal)
  onServer(server)
  try {
    progress(`server ${server.origin} (pid ${server.pid}) ready`)
    return await runSoak({
      origin: server.origin,
      pid: server.pid,
      serverEntry,
      soakSeconds: options.soakSeconds,
      windowSeconds: options.windowSeconds,
      probeSeconds: options.probeSeconds,
      connections: options.connections,
      signal,
      progress,
    })
  } finally {
    await server.stop()
  }
}

/**
 * One file as the server sends it to `Accept-Encoding: gzip`, still encoded: node:http rather than fetch,
 * which would decode the body and hide the size on the wire.
 */
function fetchServedFile(signal: AbortSignal): FetchFile {
  return (url) =>
    new Promise((done, fail) => {
      const request = httpGet(
        url,
        {
          headers: { 'accept-encoding': 'gzip' },
          signal: AbortSignal.any([signal, AbortSignal.timeout(10_000)]),
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.once('error', fail)
          response.once('end', () => {
            const status = response.statusCode ?? 0
            if (status < 200 || status > 299) {
              fail(new Error(`GET ${url.pathname} (a script of the page) answered ${status}`))
              return
            }
            const encoding = response.headers['content-encoding']
            done({ wire: Buffer.concat(chunks), contentEncoding: encoding ?? null })
          })
        },
      )
      request.once('error', fail)
    })
}

async function benchPageWeight(
  options: PageWeightOptions,
  signal: AbortSignal,
  onServer: (server: BenchServer) => void,
): Promise<{
  pages: PageWeight[]
  inBrowser: BrowserPageWeight[]
  inBrowserWithFullCart: BrowserPageWeight[]
}> {
  const serverEntry = resolve(options.serverEntry)
  progress(`starting ${serverEntry}`)
  const server = await startBenchServer(serverEntry, repoRoot, signal)
  onServer(server)
  try {
    const pages: PageWeight[] = []
    for (const path of options.paths) {
      const url = new URL(path, server.origin)
      const page = await fetchServerPage(url.href, signal)
      progress(`measuring the JavaScript of ${path}`)
      pages.push(await measurePageWeight(url, page.html, fetchServedFile(signal)))
    }
    progress('loading the pages in Chromium')
    // The client build's manifest sits beside the server entry's folder (dist/assets.json).
    const chunks = blockChunks(resolve(serverEntry, '../../assets.json'))
    const inBrowser = await measureInBrowser(server.origin, options.paths, chunks)
    // Issue 14: the same pages when the visitor's cart is not empty (the cart machine starts at once).
    progress('loading the pages in Chromium with a full cart')
    const inBrowserWithFullCart = await measureInBrowser(server.origin, options.paths, chunks, {
      cart: fullCartStorageValue(),
    })
    return { pages, inBrowser, inBrowserWithFullCart }
  } finally {
    await server.stop()
  }
}

async function benchLighthouse(
  options: LighthouseOptions,
  signal: AbortSignal,
  onServer: (server: BenchServer) => void,
  onChrome: (killNow: () => void) => void,
): Promise<LighthousePathResult[]> {
  const { killChromeNow, runLighthouse } = await import('./lighthouse-runs.ts')
  onChrome(killChromeNow)
  const serverEntry = resolve(options.serverEntry)
  progress(`starting ${serverEntry}`)
  const server = await startBenchServer(serverEntry, repoRoot, signal)
  onServer(server)
  try {
    for (const path of options.paths) {
      // Lighthouse scores whatever answers; an error page or a redirect must not pass for the page.
      await fetchServerPage(new URL(path, server.origin).href, signal)
    }
    // The first run against a fresh server came out ~0.8 s faster in LCP than every later one (Lantern's
    // estimates from the cold server's slow first responses); a production server is warm, so it is discarded.
    progress('lighthouse warm-up run (not counted)')
    try {
      await runLighthouse(new URL(options.paths[0] ?? '/', server.origin).href, signal)
    } catch (error) {
      // A warm-up that Lighthouse could not complete has still warmed the server.
      if (!(error instanceof LighthouseRuntimeError)) throw error
      progress(`  ${error.message}`)
    }
    const results: LighthousePathResult[] = []
    for (const path of options.paths) {
      const url = new URL(path, server.origin).href
      const runs: LighthouseRun[] = []
      const retried: string[] = []
      for (let run = 1; run <= options.runs; run += 1) {
        progress(`lighthouse ${path} run ${run}/${options.runs}`)
        let result: LighthouseRun | undefined
        for (let attempt = 1; result === undefined; attempt += 1) {
          try {
            result = await runLighthouse(url, signal)
          } catch (error) {
            // Lighthouse's own advice for a lost trace is to run again; anything else, or a third loss, stops.
            if (!(error instanceof LighthouseRuntimeError) || attempt >= lighthouseAttempts) throw error
            progress(`  ${error.message}; running it again`)
            retried.push(`run ${run}: ${error.code}`)
          }
        }
        const { performance, accessibility, seo } = result.scores
        progress(
          `  performance ${performance ?? '–'}  accessibility ${accessibility ?? '–'}  ` +
            `best-practices ${result.scores['best-practices'] ?? '–'}  seo ${seo ?? '–'}`,
        )
        runs.push(result)
      }
      results.push(summarizeLighthouseRuns(path, runs, retried))
    }
    return results
  } finally {
    await server.stop()
  }
}

/** `--cart-validation`: the cart validation endpoint under load (issue 14). */
async function benchCartValidation(
  options: CartValidationBenchOptions,
  signal: AbortSignal,
  onServer: (server: BenchServer) => void,
) {
  const { benchCart, benchCartRequest, cartValidationGoalP99Ms, cartValidationPath, checkCartValidation } =
    await import('./cart-validation.ts')
  const serverEntry = resolve(options.serverEntry)
  progress(`starting ${serverEntry}`)
  const server = await startBenchServer(serverEntry, repoRoot, signal)
  onServer(server)
  try {
    const url = `${server.origin}${cartValidationPath}`
    await checkCartValidation(url, signal)
    const load = { connections: options.connections, signal, request: benchCartRequest }
    progress(`server ${server.origin} (pid ${server.pid}) ready; warming up ${warmupSeconds} s`)
    await runLoad(url, { ...load, durationSeconds: warmupSeconds })
    progress(`POSTing the cart for ${options.durationSeconds} s with ${options.connections} connections`)
    const result = await runLoad(url, { ...load, durationSeconds: options.durationSeconds })
    if (result.non2xx > 0 || result.errors > 0) {
      progress(
        `warning: ${result.non2xx} non-2xx responses and ${result.errors} errors are counted in requests/s`,
      )
    }
    return {
      mode: options.mode,
      path: cartValidationPath,
      lines: benchCart.items.length,
      durationSeconds: options.durationSeconds,
      connections: options.connections,
      serverEntry,
      load: result,
      goalP99Ms: cartValidationGoalP99Ms,
    }
  } finally {
    await server.stop()
  }
}

/** Orders before the measured ones, per engine: the first orders pay for connections and code loading. */
const orderWarmupCount = 10

/**
 * `--orders`: full orders against the production server, on a fresh PGlite and then on a scratch PostgreSQL
 * database (issue 15). Each server is stopped (and the database dropped) before the next starts.
 */
async function benchOrders(
  options: OrdersBenchOptions,
  signal: AbortSignal,
  onServer: (server: BenchServer) => void,
) {
  const { createScratchPostgres, runOrders, summarize } = await import('./orders-bench.ts')
  const serverEntry = resolve(options.serverEntry)
  const engines: EngineOrdersResult[] = []
  const skipped: { engine: 'postgres'; reason: string }[] = []
  const measure = async (engine: 'pglite' | 'postgres', env: Record<string, string>) => {
    progress(`starting ${serverEntry} on ${engine}`)
    const server = await startBenchServer(serverEntry, repoRoot, signal, undefined, env)
    onServer(server)
    try {
      progress(`server ${server.origin} (pid ${server.pid}) ready; ${orderWarmupCount} warm-up orders`)
      const warmup = await runOrders(server.origin, {
        count: orderWarmupCount,
        connections: options.connections,
        signal,
      })
      if (warmup.failures.length > 0) throw new Error(`a warm-up order failed: ${warmup.failures[0] ?? ''}`)
      progress(`${options.count} orders with ${options.connections} connections on ${engine}`)
      const timings = await runOrders(server.origin, {
        count: options.count,
        connections: options.connections,
        signal,
        firstIndex: orderWarmupCount,
      })
      engines.push(summarize(engine, timings))
    } finally {
      await server.stop()
    }
  }
  await measure('pglite', {})
  let scratch
  try {
    scratch = await createScratchPostgres(options.postgresUrl)
  } catch (error) {
    const reason = `PostgreSQL at ${options.postgresUrl} is not usable (${error instanceof Error ? error.message : String(error)})`
    progress(reason)
    skipped.push({ engine: 'postgres', reason })
  }
  if (scratch !== undefined) {
    try {
      await measure('postgres', scratch.env)
    } finally {
      await scratch.drop()
    }
  }
  return {
    mode: options.mode,
    orders: options.count,
    connections: options.connections,
    serverEntry,
    engines,
    skipped,
  }
}

/** `--clustering`: each network size generated as `npm run stations:generate -- --count N` would, then measured. */
async function benchClustering(options: ClusteringBenchOptions) {
  const { generateStations, loadTowns } = await import('../generate-stations.ts')
  const { benchCenter, benchViewport, benchZooms, measureClustering } = await import('./clustering-bench.ts')
  const towns = loadTowns()
  const runs = []
  for (const count of options.stations) {
    progress(`generating ${count} stations`)
    const catalogue = generateStations({ count, towns })
    const stations = [...catalogue.FI, ...catalogue.SE, ...catalogue.NO].map((station) => ({
      id: station.id,
      lat: station.location.lat,
      lon: station.location.lon,
    }))
    progress(`clustering ${count} stations, zoom ${benchZooms.join('→')}, ${options.rounds} rounds`)
    runs.push(
      measureClustering({
        stations,
        center: benchCenter,
        viewport: benchViewport,
        zooms: benchZooms,
        rounds: options.rounds,
      }),
    )
  }
  return runs
}

/** How long a mode may take in all before it is stopped: a promise to whoever runs it in CI. */
function boundSecondsFor(options: BenchOptions): number {
  switch (options.mode) {
    case 'load':
      // Three servers (uncached with the own documents and with Vike's, warm), each path loaded on each,
      // then rendered in its own child.
      return (
        overheadBoundSeconds * 3 +
        options.paths.length *
          (3 * (warmupSeconds + options.durationSeconds) +
            options.renderSeconds +
            1 +
            renderStartBoundSeconds)
      )
    case 'soak':
      return overheadBoundSeconds + options.probeSeconds + options.soakSeconds + soakOverheadBoundSeconds
    case 'cart-validation':
      return warmupSeconds + options.durationSeconds + overheadBoundSeconds
    case 'orders':
      // Two servers; a full order is well under a second even on a slow machine, ten at a time.
      return overheadBoundSeconds * 2 + (options.count + orderWarmupCount) * 2 * 0.5
    case 'page-weight':
      return overheadBoundSeconds + pageWeightBoundSeconds * options.paths.length
    case 'lighthouse':
      // The warm-up is one more run; a few repeated runs fit in the overhead.
      return overheadBoundSeconds * 2 + lighthouseRunBoundSeconds * (options.paths.length * options.runs + 1)
    case 'redirect-cost':
    case 'zod-chunk':
      return overheadBoundSeconds
    case 'clustering':
      // Generating 50,000 stations takes ~30 s on a busy machine, and ol/source/Cluster's steps grow with them.
      return overheadBoundSeconds + options.stations.reduce((sum, count) => sum + 30 + count / 100, 0)
  }
}

/**
 * `--blocks`: a temporary copy of `content/` with the generated mixed page, for the server and the
 * in-process render alike.
 */
async function createBenchContent(blocks: number): Promise<MixedBlocksContent> {
  // The generator reads the fixtures through the block registry, which imports each block's component and
  // stylesheet; plain Node cannot load a stylesheet, so the render child's hook is registered first.
  await import('./register-css-stub.ts')
  const { createMixedBlocksContent } = await import('./mixed-blocks-page.ts')
  const content = await createMixedBlocksContent(resolve(repoRoot, 'content'), blocks)
  progress(`generated a page of ${blocks} blocks in ${content.dir}`)
  return content
}

async function main(): Promise<number> {
  const parsed = parseBenchOptions(process.argv.slice(2))
  if (parsed.ok === 'help') {
    process.stdout.write(`${benchUsage}\n`)
    return 0
  }
  if (!parsed.ok) {
    for (const problem of parsed.problems) process.stderr.write(`bench: ${problem}\n`)
    process.stderr.write(`\n${benchUsage}\n`)
    return 2
  }
  const { options } = parsed

  const controller = new AbortController()
  let server: BenchServer | undefined
  let content: MixedBlocksContent | undefined
  const abort = (reason: Error) => {
    if (controller.signal.aborted) return
    controller.abort(reason)
    // If cleanup itself hangs, the bench still ends: the bound is a promise to whoever runs it in CI.
    setTimeout(() => {
      progress('cleanup did not finish; exiting')
      process.exit(1)
    }, cleanupGraceMs).unref()
  }
  process.once('SIGINT', () => abort(new Interrupted('SIGINT')))
  process.once('SIGTERM', () => abort(new Interrupted('SIGTERM')))
  const boundSeconds = boundSecondsFor(options)
  const bound = setTimeout(
    () => abort(new Error(`the bench exceeded its time bound of ${boundSeconds} s`)),
    boundSeconds * 1000,
  )
  bound.unref()
  let killChromeNow: (() => void) | undefined
  // An uncaught throw skips `finally`; the server, Chromium and the temporary content must not outlive the bench.
  process.on('exit', () => {
    server?.killNow()
    killChromeNow?.()
    content?.removeNow()
  })
  const onServer = (started: BenchServer) => (server = started)
  const print = (json: unknown, table: string) =>
    process.stdout.write(options.json ? `${JSON.stringify(json, null, 2)}\n` : `\n${table}\n`)

  try {
    if (options.mode === 'redirect-cost') {
      const { measureRedirectCost } = await import('./redirect-cost.ts')
      const cost = measureRedirectCost({ entries: options.entries })
      const micro = (ns: number) => `${(ns / 1000).toFixed(2)} µs`
      print(
        { mode: options.mode, ...cost },
        [
          `redirect step, ${cost.entries} table entries, ${(cost.hitRatio * 100).toFixed(0)} % of requests redirected`,
          `  median per request: ${micro(cost.nsPerRequestMedian)}  (goal < 5 µs)`,
          `  rounds: ${cost.nsPerRequestRounds.map(micro).join(', ')}`,
        ].join('\n'),
      )
      return 0
    }
    if (options.mode === 'clustering') {
      const runs = await benchClustering(options)
      const { benchCenter, benchViewport, formatClusteringRuns } = await import('./clustering-bench.ts')
      const setting = { center: benchCenter.name, viewport: benchViewport }
      print({ mode: options.mode, ...setting, runs }, formatClusteringRuns(runs, setting))
      return 0
    }
    if (options.mode === 'cart-validation') {
      const { formatCartValidation } = await import('./cart-validation.ts')
      const result = await benchCartValidation(options, controller.signal, onServer)
      print(result, formatCartValidation(result))
      return 0
    }
    if (options.mode === 'orders') {
      const { formatOrders } = await import('./orders-bench.ts')
      const result = await benchOrders(options, controller.signal, onServer)
      print(result, formatOrders(result))
      return result.engines.some((engine) => engine.failures > 0) ? 1 : 0
    }
    if (options.mode === 'soak') {
      const { formatSoak } = await import('./soak-stats.ts')
      const result = await benchSoak(options, controller.signal, onServer)
      print(result, formatSoak(result))
      // Issue 17: a soak is passed only without a single failed request.
      return result.errors.total + result.probe.errors.total > 0 ? 1 : 0
    }
    if (options.mode === 'zod-chunk') {
      const { formatZodChunks, measureZodChunks } = await import('./zod-chunk.ts')
      const sizes = await measureZodChunks(repoRoot)
      print({ mode: options.mode, sizes }, formatZodChunks(sizes))
      return 0
    }
    if (options.mode === 'page-weight') {
      const { pages, inBrowser, inBrowserWithFullCart } = await benchPageWeight(
        options,
        controller.signal,
        onServer,
      )
      const gzip =
        'gzipBytes: level 9 of each file; wireBytes: as the server sent it to Accept-Encoding: gzip'
      print(
        {
          mode: options.mode,
          gzip,
          goalGzipBytes: pageWeightGoalBytes,
          pages,
          inBrowser,
          inBrowserWithFullCart,
        },
        [
          formatPageWeights(pages),
          formatBrowserWeights(inBrowser),
          formatBrowserWeights(
            inBrowserWithFullCart,
            'The same with a full cart in localStorage (the cart machine starts):',
          ),
        ].join('\n'),
      )
      return 0
    }
    if (options.mode === 'lighthouse') {
      const onChrome = (kill: () => void) => (killChromeNow = kill)
      const results = await benchLighthouse(options, controller.signal, onServer, onChrome)
      print({ mode: options.mode, runsPerPath: options.runs, results }, formatLighthouseResults(results))
      return 0
    }
    if (options.blocks !== null) content = await createBenchContent(options.blocks)
    controller.signal.throwIfAborted()
    const result = await bench(options, content?.dir, controller.signal, onServer)
    print(result, formatLoadTable(result))
    return 0
  } catch (error) {
    // After an abort a step may reject with a generic AbortError; the abort's own reason says why.
    const cause: unknown = controller.signal.aborted ? controller.signal.reason : error
    progress(
      `${cause instanceof Interrupted ? '' : 'failed: '}${cause instanceof Error ? cause.message : String(cause)}`,
    )
    return cause instanceof Interrupted ? cause.exitCode : 1
  } finally {
    clearTimeout(bound)
    killChromeNow?.()
    await server?.stop()
    await content?.remove()
  }
}

process.exit(await main())
