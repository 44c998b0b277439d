import { Hono } from 'hono'
import type { AppEnv } from '#server/app-env.server.ts'
import type { Services } from '#server/services/services.server.ts'
import type { PageCache } from '#server/services/cache/page-cache.server.ts'
import type { PageDocumentCounts } from '#server/page-context-init.server.ts'
import { errorEnvelope } from './api-error.server.ts'

const readinessTimeoutMs = 2000

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref(),
    ),
  ])
}

const bytesPerMegabyte = 1024 * 1024

/** The process's memory in MiB, to one decimal: the V8 heap apart from what lives outside it. */
export function processMemory() {
  const usage = process.memoryUsage()
  const megabytes = (bytes: number) => Math.round((bytes / bytesPerMegabyte) * 10) / 10
  return {
    rssMb: megabytes(usage.rss),
    heapUsedMb: megabytes(usage.heapUsed),
    heapTotalMb: megabytes(usage.heapTotal),
    externalMb: megabytes(usage.external),
    arrayBuffersMb: megabytes(usage.arrayBuffers),
  }
}

/**
 * `/healthz`: the process is alive. `/readyz`: it can serve pages (database reachable, content loaded),
 * with the rendered-page cache's counts and the process's memory (issue 17) for whoever watches the node:
 * a resident size that grows is told apart from the heap's own sawtooth.
 */
export function healthRoutes(
  services: Services,
  options: {
    pageCache?: PageCache | undefined
    /** Who wrote the content pages (ADR 050); undefined where no pages are mounted. */
    pageDocuments?: () => PageDocumentCounts | undefined
  } = {},
) {
  const routes = new Hono<AppEnv>()
  routes.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ status: 'ok' })
  })
  routes.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store')
    const failures: Record<string, string> = {}
    try {
      await withTimeout(services.database.ping(), readinessTimeoutMs)
    } catch (error) {
      failures.database = error instanceof Error ? error.message : 'unreachable'
    }
    if (!services.content.isReady()) failures.content = 'not loaded'
    // Issue 17: the rendered-page cache's counts, where the app has one.
    const cacheCounts = options.pageCache === undefined ? {} : { pageCache: options.pageCache.stats() }
    const pageDocuments = options.pageDocuments?.()
    if (Object.keys(failures).length === 0)
      return c.json({
        status: 'ready',
        checks: { database: 'ok', content: 'ok' },
        ...cacheCounts,
        ...(pageDocuments === undefined ? {} : { pageDocuments }),
        memory: processMemory(),
      })
    c.get('logger').warn({ failures }, 'not ready')
    return c.json(errorEnvelope('SERVICE_UNAVAILABLE', 'The service is not ready.', failures), 503)
  })
  return routes
}
