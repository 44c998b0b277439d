import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { loadavg } from 'node:os'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { z } from 'zod'
import { cartValidateResponseSchema } from '#schemas/cart.ts'
import { completedOrderSchema, idempotencyKeyHeader, orderInitializeResponseSchema } from '#schemas/order.ts'
import { paymentReturnParameter } from '#schemas/payment-return-parameter.ts'
import { benchCartRequest, cartValidationPath } from './cart-validation.ts'
import { benchItems, benchOrderRequest, completePath, initializePath } from './orders-bench.ts'
import {
  latencyByRequest,
  latencyWindows,
  lastOverFirstP99,
  memorySlopeMbPerMinute,
  parseVmRssKb,
  rssSlopeMbPerMinute,
  soakWarmupSeconds,
  summarizeErrors,
  weightedCycle,
  type RequestRecord,
  type RssSample,
  type SoakError,
  type SoakErrorKind,
  type SoakResult,
} from './soak-stats.ts'

/**
 * `npm run bench -- --soak <seconds>` (issue 17): a mixed visitor load against a running production
 * server. Visits are sequences of requests as a browser makes them; the soak starts them at a fixed pace
 * (an open loop: a slow answer does not slow the arrivals, as it would not on a real site).
 */

/** Per request: longer than this is a `timeout`. */
const requestTimeoutMs = 10_000
/**
 * Visits waiting for answers at once before a due visit is counted `behind` instead of started: more than
 * the pace starts in a request timeout, so a stalled server shows as timeouts first.
 */
const maxVisitsInFlight = 1024
export const rssSampleSeconds = 5
/** Before the maximum is measured: the JIT, the database and any cache settle. */
const probeWarmupSeconds = 3
/** What a browser sends; the server compresses pages as it would for one. */
const pageAcceptEncoding = 'gzip, deflate, br'

const pages = {
  landing: ['/en-EU', '/fi-FI'],
  article: [
    '/en-EU/article/hvo100-at-every-station',
    '/en-EU/article/winter-car-wash-tips',
    '/fi-FI/artikkeli/talvipesun-vinkit',
    '/en-EU/private/products/car-wash',
  ],
  locator: ['/en-EU/stationsearch', '/fi-FI/asemahaku'],
  station: [
    'pesu-helsinki-keskusta',
    'helsinki-roihupelto',
    'helsinki-herttoniemi',
    'helsinki-kamppi',
    'helsinki-munkkivuori',
  ].flatMap((slug) => [`/en-EU/stationsearch/${slug}`, `/fi-FI/asemahaku/${slug}`]),
} as const

/** Per 100 visits: mostly page views, a few percent checkouts. */
const mix = [
  { item: 'landing', weight: 25 },
  { item: 'article', weight: 25 },
  { item: 'locator', weight: 10 },
  { item: 'station page', weight: 25 },
  { item: 'cart validation', weight: 12 },
  { item: 'checkout', weight: 3 },
] as const satisfies readonly { item: string; weight: number }[]

type VisitName = (typeof mix)[number]['item']

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

class RequestFailure extends Error {
  constructor(
    readonly kind: Extract<SoakErrorKind, 'socket' | 'timeout'>,
    readonly detail: string,
    /**
     * A kept-alive connection the server closed as its idle time ran out, just as the request went out
     * on it: no answer began. A browser sends such a request again on a new connection, and so does the
     * soak, once (Node's http documentation gives the same advice for `reusedSocket`).
     */
    readonly staleConnection = false,
  ) {
    super(`${kind}: ${detail}`)
  }
}

interface RequestSpec {
  method: 'GET' | 'POST'
  path: string
  headers?: Record<string, string>
  body?: string
}

/** `agent` false: a connection of its own, closed after the answer. */
function send(agent: Agent | false, origin: string, spec: RequestSpec): Promise<Answer> {
  return new Promise((done, fail) => {
    // Set when a time limit destroys the request: whatever error follows is that timeout.
    let timedOut: RequestFailure | undefined
    let answered = false
    const failWith = (error: Error) => {
      if (timedOut !== undefined || error instanceof RequestFailure) {
        fail(timedOut ?? error)
        return
      }
      const code = errorCode(error)
      const stale = !answered && request.reusedSocket && (code === 'ECONNRESET' || code === 'EPIPE')
      fail(new RequestFailure('socket', code, stale))
    }
    const request = httpRequest(
      new URL(spec.path, origin),
      { method: spec.method, agent, headers: spec.headers, timeout: requestTimeoutMs },
      (response) => {
        answered = true
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.once('error', failWith)
        response.once('end', () =>
          done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        )
      },
    )
    const stop = (detail: string) => {
      timedOut ??= new RequestFailure('timeout', detail)
      request.destroy(timedOut)
    }
    // `timeout` is the socket's idle time; the whole answer gets the same bound.
    const whole = setTimeout(() => stop('no whole answer'), requestTimeoutMs)
    request.once('timeout', () => stop('socket idle'))
    request.once('error', failWith)
    request.once('close', () => clearTimeout(whole))
    request.end(spec.body)
  })
}

function errorCode(error: Error): string {
  return 'code' in error && typeof error.code === 'string' ? error.code : error.message
}

/** Where a run's requests and failures go; times are ms after `originMs`. */
class Recorder {
  readonly records: RequestRecord[] = []
  readonly errors: SoakError[] = []
  visits = 0
  /** Requests sent again after a stale kept-alive connection (see `RequestFailure`); not failures. */
  staleRetries = 0

  constructor(readonly originMs: number) {}

  now(): number {
    return performance.now() - this.originMs
  }
}

class VisitFailed extends Error {}

/**
 * One request of a visit, recorded: its latency if it answered `expected`, else a failure (and the visit
 * stops, as a visitor's would). `strict` (the pre-flight) throws the failure with its details instead.
 */
async function step(
  context: VisitContext,
  label: string,
  spec: RequestSpec,
  expected: (status: number) => boolean = (status) => status >= 200 && status <= 299,
): Promise<Answer> {
  const { recorder } = context
  const atMs = recorder.now()
  const fail = (kind: SoakErrorKind, detail: string): never => {
    if (context.strict) throw new Error(`${spec.method} ${spec.path} (${label}) failed: ${kind} ${detail}`)
    recorder.errors.push({ atMs, kind, request: label, detail })
    throw new VisitFailed()
  }
  let answer: Answer | undefined
  for (let attempt = 1; answer === undefined; attempt += 1) {
    try {
      // Sent again on a new connection: the pool's next idle one may be just as stale.
      answer = await send(attempt === 1 ? context.agent : false, context.origin, spec)
    } catch (error) {
      if (!(error instanceof RequestFailure)) throw error
      if (!error.staleConnection || attempt > 1) return fail(error.kind, error.detail)
      recorder.staleRetries += 1
    }
  }
  if (!expected(answer.status)) {
    const body = context.strict ? ` ${answer.body.toString().slice(0, 300)}` : ''
    return fail('status', `${String(answer.status)}${body}`)
  }
  recorder.records.push({ atMs, durationMs: recorder.now() - atMs, request: label })
  return answer
}

/** A 2xx JSON answer that does not parse as the visitor's page expects it. */
function badAnswer(context: VisitContext, label: string, detail: string): never {
  if (context.strict) throw new Error(`${label}: ${detail}`)
  context.recorder.errors.push({ atMs: context.recorder.now(), kind: 'answer', request: label, detail })
  throw new VisitFailed()
}

function json(answer: Answer): unknown {
  try {
    return JSON.parse(answer.body.toString())
  } catch {
    return undefined
  }
}

interface VisitContext {
  origin: string
  agent: Agent
  recorder: Recorder
  strict: boolean
  /** Round-robin position per page list, and the checkout's visitor number. */
  next: Map<string, number>
}

function nextOf(context: VisitContext, key: string, list: readonly string[]): string {
  const index = context.next.get(key) ?? 0
  context.next.set(key, index + 1)
  return list[index % list.length] ?? list[0] ?? '/'
}

function pageView(context: VisitContext, label: string, path: string) {
  return step(context, label, {
    method: 'GET',
    path,
    headers: { accept: 'text/html', 'accept-encoding': pageAcceptEncoding },
  })
}

const apiHeaders = { 'content-type': 'application/json', 'aurora-locale': 'en-EU' }

async function validateCart(context: VisitContext, label: string, body: string): Promise<number> {
  const answer = await step(context, label, {
    method: 'POST',
    path: cartValidationPath,
    headers: apiHeaders,
    body,
  })
  const parsed = cartValidateResponseSchema.safeParse(json(answer))
  if (!parsed.success) return badAnswer(context, label, 'not a priced cart')
  return parsed.data.totals.totalWithTax
}

/**
 * A visitor's purchase: the cart page and its validation, the checkout page, orders/initialize, the bank's
 * approve button on the embedded provider's page (303 back with the signed return), the return page, and
 * orders/complete, which must issue the order's 11 vouchers.
 */
async function checkout(context: VisitContext) {
  const index = context.next.get('checkout') ?? 0
  context.next.set('checkout', index + 1)
  await pageView(context, 'checkout: pages', '/en-EU/cart')
  const expectedTotal = await validateCart(context, 'checkout: cart', JSON.stringify({ items: benchItems }))
  await pageView(context, 'checkout: pages', '/en-EU/checkout')
  const initialized = await step(context, 'checkout: initialize', {
    method: 'POST',
    path: initializePath,
    headers: { ...apiHeaders, [idempotencyKeyHeader]: randomUUID() },
    body: JSON.stringify(benchOrderRequest(index, expectedTotal)),
  })
  const started = orderInitializeResponseSchema.safeParse(json(initialized))
  if (!started.success) return badAnswer(context, 'checkout: initialize', 'not an initialized order')
  const provider = new URL(started.data.redirectUrl, context.origin)
  const decided = await step(
    context,
    'checkout: provider',
    {
      method: 'POST',
      path: `${provider.pathname}${provider.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=approve',
    },
    (status) => status === 303,
  )
  const location = decided.headers.location
  const back = location === undefined ? null : new URL(location, context.origin)
  const signedReturn = back?.searchParams.get(paymentReturnParameter) ?? null
  if (back === null || signedReturn === null)
    return badAnswer(context, 'checkout: provider', 'a 303 without the signed return')
  await pageView(context, 'checkout: pages', `${back.pathname}${back.search}`)
  const completed = await step(context, 'checkout: complete', {
    method: 'POST',
    path: completePath,
    headers: { ...apiHeaders, [idempotencyKeyHeader]: randomUUID() },
    body: JSON.stringify({ orderId: started.data.orderId, signedReturn }),
  })
  const paid = completedOrderSchema.safeParse(json(completed))
  if (!paid.success) return badAnswer(context, 'checkout: complete', 'not a completed order')
  if (paid.data.vouchers.length !== 11)
    return badAnswer(context, 'checkout: complete', `${String(paid.data.vouchers.length)} vouchers, not 11`)
}

async function visit(context: VisitContext, name: VisitName): Promise<void> {
  switch (name) {
    case 'landing':
    case 'article':
    case 'locator':
      await pageView(context, name, nextOf(context, name, pages[name]))
      return
    case 'station page':
      await pageView(context, name, nextOf(context, name, pages.station))
      return
    case 'cart validation':
      await validateCart(context, name, benchCartRequest.body)
      return
    case 'checkout':
      await checkout(context)
  }
}

/** Runs a visit, recording it; a failed request has been recorded and only ends the visit. */
async function runVisit(context: VisitContext, name: VisitName) {
  try {
    await visit(context, name)
  } catch (error) {
    if (!(error instanceof VisitFailed)) throw error
  } finally {
    context.recorder.visits += 1
  }
}

/** Every page of the mix once, a cart and a whole checkout: a wrong path fails here, with its answer. */
async function preflight(context: VisitContext) {
  for (const path of Object.values(pages).flat()) await pageView(context, 'pre-flight', path)
  await visit(context, 'cart validation')
  await visit(context, 'checkout')
}

/** `connections` visitors, each starting its next visit when the last ended, for `seconds`. */
async function closedLoop(
  context: VisitContext,
  cycle: () => VisitName,
  { seconds, connections, signal }: { seconds: number; connections: number; signal: AbortSignal },
) {
  const until = performance.now() + seconds * 1000
  const visitor = async () => {
    while (performance.now() < until && !signal.aborted) await runVisit(context, cycle())
  }
  await Promise.all(Array.from({ length: connections }, visitor))
  signal.throwIfAborted()
}

/** Visits started at `rate` per second for `seconds`, whatever the answers' pace; then the last ones end. */
async function pacedLoop(
  context: VisitContext,
  cycle: () => VisitName,
  { seconds, rate, signal }: { seconds: number; rate: number; signal: AbortSignal },
) {
  const { recorder } = context
  const intervalMs = 1000 / rate
  const inFlight = new Set<Promise<void>>()
  let started = 0
  for (;;) {
    signal.throwIfAborted()
    const elapsed = recorder.now()
    if (elapsed >= seconds * 1000) break
    const due = Math.floor(elapsed / intervalMs) + 1
    for (; started < due; started += 1) {
      const name = cycle()
      if (inFlight.size >= maxVisitsInFlight) {
        recorder.errors.push({
          atMs: elapsed,
          kind: 'behind',
          request: name,
          detail: `${String(maxVisitsInFlight)} visits still waiting for answers`,
        })
        recorder.visits += 1
        continue
      }
      const running = runVisit(context, name).finally(() => inFlight.delete(running))
      inFlight.add(running)
    }
    await sleep(Math.min(intervalMs, 20), undefined, { signal })
  }
  await Promise.all(inFlight)
}

async function sampleRss(pid: number): Promise<number> {
  return parseVmRssKb(await readFile(`/proc/${String(pid)}/status`, 'utf8')) / 1024
}

const readinessMemorySchema = z.object({
  memory: z.object({ heapUsedMb: z.number(), heapTotalMb: z.number(), externalMb: z.number() }),
})

/**
 * The server's V8 heap in use and committed, and its memory outside the heap that V8 knows of (buffers, the embedded
 * database's WebAssembly memory), from its `/readyz`; nulls when it does not say (or does not answer).
 */
async function sampleServerMemory(
  origin: string,
  signal: AbortSignal,
): Promise<{ heapUsedMb: number | null; heapTotalMb: number | null; externalMb: number | null }> {
  try {
    const response = await fetch(new URL('/readyz', origin), { signal })
    const parsed = readinessMemorySchema.safeParse(await response.json())
    if (parsed.success) return parsed.data.memory
  } catch {
    // Counted as a missing sample: the soak's requests are what report failures.
  }
  return { heapUsedMb: null, heapTotalMb: null, externalMb: null }
}

async function sampleMemory(
  pid: number,
  origin: string,
  signal: AbortSignal,
): Promise<Omit<RssSample, 'atSeconds'>> {
  const [rssMb, server] = await Promise.all([sampleRss(pid), sampleServerMemory(origin, signal)])
  return { rssMb, ...server }
}

export async function runSoak(options: {
  origin: string
  pid: number
  serverEntry: string
  soakSeconds: number
  windowSeconds: number
  probeSeconds: number
  connections: number
  signal: AbortSignal
  progress: (message: string) => void
}): Promise<SoakResult> {
  const { origin, pid, signal, progress } = options
  // Fails at once where /proc is missing (not Linux): the RSS is half of what the soak reports.
  await sampleRss(pid)
  const agent = new Agent({ keepAlive: true, maxSockets: maxVisitsInFlight })
  const order = weightedCycle(mix)
  let position = 0
  const cycle = () => order[position++ % order.length] ?? 'landing'
  const next = new Map<string, number>()
  const context = (recorder: Recorder, strict = false): VisitContext => ({
    origin,
    agent,
    recorder,
    strict,
    next,
  })
  try {
    progress('pre-flight: every page of the mix, a cart and a checkout')
    await preflight(context(new Recorder(performance.now()), true))

    progress(
      `warming up ${String(probeWarmupSeconds)} s, then the mix flat out for ${String(options.probeSeconds)} s`,
    )
    const probeLoad = { connections: options.connections, signal }
    const warm = new Recorder(performance.now())
    await closedLoop(context(warm), cycle, { ...probeLoad, seconds: probeWarmupSeconds })
    const probe = new Recorder(performance.now())
    await closedLoop(context(probe), cycle, { ...probeLoad, seconds: options.probeSeconds })
    const probeSeconds = probe.now() / 1000
    const maximum = probe.visits / probeSeconds
    const rate = maximum / 2
    progress(
      `maximum ${maximum.toFixed(1)} visits/s; soaking at ${rate.toFixed(1)} visits/s for ${String(options.soakSeconds)} s`,
    )

    const soak = new Recorder(performance.now())
    const loadAtStart = loadavg()[0] ?? 0
    // The soak's own stalls (a starved CPU) would show as the server's latency; measured to tell them apart.
    const ownDelay = monitorEventLoopDelay({ resolution: 10 })
    ownDelay.enable()
    const rss: RssSample[] = [{ atSeconds: 0, ...(await sampleMemory(pid, origin, signal)) }]
    let lastReport = 0
    const sampler = setInterval(() => {
      const atSeconds = soak.now() / 1000
      sampleMemory(pid, origin, signal).then(
        (memory) => {
          rss.push({ atSeconds, ...memory })
          if (atSeconds - lastReport >= 60) {
            lastReport = atSeconds
            progress(
              `  ${atSeconds.toFixed(0)} s: RSS ${memory.rssMb.toFixed(0)} MB, heap in use ${memory.heapUsedMb?.toFixed(0) ?? '–'} MB ` +
                `of ${memory.heapTotalMb?.toFixed(0) ?? '–'} committed, ` +
                `external ${memory.externalMb?.toFixed(0) ?? '–'} MB, ` +
                `${String(soak.records.length)} requests, ${String(soak.errors.length)} errors`,
            )
          }
        },
        (error: unknown) =>
          progress(`RSS sample failed: ${error instanceof Error ? error.message : String(error)}`),
      )
    }, rssSampleSeconds * 1000)
    try {
      await pacedLoop(context(soak), cycle, { seconds: options.soakSeconds, rate, signal })
    } finally {
      clearInterval(sampler)
      ownDelay.disable()
    }
    const soakSeconds = soak.now() / 1000
    rss.push({ atSeconds: soakSeconds, ...(await sampleMemory(pid, origin, signal)) })
    rss.sort((a, b) => a.atSeconds - b.atSeconds)

    const warmupSeconds = soakWarmupSeconds(options.soakSeconds, options.windowSeconds)
    const slope = rssSlopeMbPerMinute(rss, warmupSeconds)
    const heapSlope = memorySlopeMbPerMinute(rss, warmupSeconds, 'heapUsedMb')
    const heapTotalSlope = memorySlopeMbPerMinute(rss, warmupSeconds, 'heapTotalMb')
    const externalSlope = memorySlopeMbPerMinute(rss, warmupSeconds, 'externalMb')
    const windows = latencyWindows(soak.records, soak.errors, rss, {
      windowSeconds: options.windowSeconds,
      soakSeconds: options.soakSeconds,
    })
    const sizes = rss.map((sample) => sample.rssMb)
    // A `behind` visit sent nothing; every other failure was a request.
    const soakRequests = soak.records.length + soak.errors.filter((error) => error.kind !== 'behind').length
    return {
      mode: 'soak',
      serverEntry: options.serverEntry,
      serverPid: pid,
      acceptEncoding: pageAcceptEncoding,
      mix: mix.map(({ item, weight }) => ({ visit: item, weight })),
      probe: {
        seconds: options.probeSeconds,
        connections: options.connections,
        visitsPerSecond: maximum,
        requestsPerSecond: probe.records.length / probeSeconds,
        errors: summarizeErrors([...warm.errors, ...probe.errors]),
      },
      soakSeconds: options.soakSeconds,
      windowSeconds: options.windowSeconds,
      warmupSeconds,
      rssSampleSeconds,
      targetVisitsPerSecond: rate,
      staleConnectionRetries: soak.staleRetries + probe.staleRetries + warm.staleRetries,
      machine: {
        loadAverageAtStart: loadAtStart,
        loadAverageAtEnd: loadavg()[0] ?? 0,
        // The histogram is in nanoseconds.
        ownEventLoopDelayP99Ms: ownDelay.percentile(99) / 1e6,
        ownEventLoopDelayMaxMs: ownDelay.max / 1e6,
      },
      visits: soak.visits,
      visitsPerSecond: soak.visits / soakSeconds,
      requests: soakRequests,
      requestsPerSecond: soakRequests / soakSeconds,
      errors: summarizeErrors(soak.errors),
      rss: {
        samples: rss,
        firstMb: sizes[0] ?? null,
        lastMb: sizes.at(-1) ?? null,
        maxMb: sizes.length === 0 ? null : Math.max(...sizes),
        slopeMbPerMinute: slope.slope,
        slopeSamples: slope.samples,
        heapSlopeMbPerMinute: heapSlope.slope,
        heapSlopeSamples: heapSlope.samples,
        heapTotalSlopeMbPerMinute: heapTotalSlope.slope,
        externalSlopeMbPerMinute: externalSlope.slope,
      },
      windows,
      p99LastOverFirst: lastOverFirstP99(windows),
      byRequest: latencyByRequest(soak.records),
    }
  } finally {
    agent.destroy()
  }
}
