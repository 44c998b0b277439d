import { existsSync } from 'node:fs'
import { Server as NodeHttpServer } from 'node:http'
import { dirname, resolve } from 'node:path'
import type { Hono } from 'hono'
import type { AppEnv } from './app-env.server.ts'
import { createApp, type AppOptions } from './app.server.ts'
import { readEnvOrExit, type Env } from './env.server.ts'
import { answerClientErrors } from './http/client-errors.server.ts'
import { createRateLimiters } from './http/rate-limiters.server.ts'
import { createLogger, prettyWriter, type Logger } from './logger.server.ts'
import { createServices, type Services } from './services/services.server.ts'
import { createPageCache } from './services/cache/page-cache.server.ts'
import { createPurgeSignal } from './services/cache/purge-signal.server.ts'
import { answerFreshKeptPages } from './middleware/fresh-kept-pages.server.ts'
import type { PageCacheKeying } from './middleware/render-cache.server.ts'

/** The CDN's own rule for pages (DESIGN §2): fresh a minute, then served stale while rendered again. */
const pageFreshMs = 60_000
const pageStaleMs = 600_000

/** The part of the listening server (srvx) that start-up and shutdown need. */
interface ListeningServer {
  url?: string | undefined
  /** Node's HTTP server under srvx (absent under other runtimes). */
  node?: { server?: unknown } | undefined
  close(closeAllConnections?: boolean): Promise<void>
}

const shutdownGraceMs = 10_000

/** Next to `dist/server/index.mjs` the build puts `dist/client`. */
function productionClientDir(): string {
  const entry = process.argv[1]
  const candidate = entry === undefined ? resolve('dist/client') : resolve(dirname(entry), '../client')
  return existsSync(candidate) ? candidate : resolve('dist/client')
}

/**
 * In development Vite may evaluate this module more than once in one process (start-up, then the first
 * request, then every hot reload). One set of services per process keeps a single PGlite instance on the
 * data directory; two would corrupt it.
 */
declare global {
  var forecourtServices: Promise<Services> | undefined
}

function sharedServices(env: Env, logger: Logger): Promise<Services> {
  globalThis.forecourtServices ??= createServices(env, logger)
  return globalThis.forecourtServices
}

export interface StartedApp {
  app: Hono<AppEnv>
  logger: Logger
  port: number
  hostname: string
  /**
   * The production server's step before the app (ADR 051): a fresh kept page answered without the app's
   * own request and response objects; everything else goes on to the app.
   */
  freshKeptPages: (request: Request, next: () => Response | Promise<Response>) => Promise<Response>
  onReady(server: ListeningServer): void
}

/**
 * Boots the server: configuration (stops with one line per problem), database and migrations, content;
 * then the Hono app. Any failure here ends the process with a one-line reason.
 */
export async function startApp(options: {
  production: boolean
  mountPages: NonNullable<AppOptions['mountPages']>
}): Promise<StartedApp> {
  const env = readEnvOrExit()
  const development = env.NODE_ENV === 'development'
  // Pretty lines only for a person at a terminal; piped output (a log shipper, a test) stays JSON.
  const write = development && process.stdout.isTTY ? await prettyWriter() : undefined
  const logger = createLogger({ level: env.LOG_LEVEL, withStacks: development, write })
  let services: Services
  try {
    services = await sharedServices(env, logger)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    process.stderr.write(`Cannot start: ${reason}\n`)
    process.exit(1)
  }
  if (env.CMS_API_URL === undefined && env.PREVIEW_TOKEN === undefined) {
    // DESIGN §1 preview: open with the embedded CMS for demos and editing, which a production site must
    // not be by accident (issue 11).
    logger.warn('preview is open: drafts are public at /preview/… until PREVIEW_TOKEN is set')
  }
  // Issue 17 (ADR 033): production keeps rendered pages; development renders every request, as edits
  // to code must show at once.
  const pageCache = createPageCache({
    maxBytes: development ? 0 : env.PAGE_CACHE_MAX_MB * 1024 * 1024,
    freshMs: pageFreshMs,
    staleMs: pageStaleMs,
  })
  // How a request is keyed in the cache, the same for the app's render-cache step and the step before it.
  const pageCacheKeying: PageCacheKeying = {
    cache: pageCache,
    domains: env.LOCALE_DOMAINS ?? {},
    contentVersion: () => services.content.version?.() ?? 0,
  }
  const purge = createPurgeSignal({
    cache: pageCache,
    logger,
    redisUrl: env.REDIS_URL,
    keyPrefix: env.REDIS_KEY_PREFIX,
  })
  // ADR 028: with REDIS_URL one count for every node, on a connection of its own, closed on shutdown.
  const formRateLimiters = createRateLimiters({
    redisUrl: env.REDIS_URL,
    keyPrefix: env.REDIS_KEY_PREFIX,
    purpose: 'form submission limits',
    logger,
  })
  const app = createApp({
    env,
    services,
    logger,
    mountPages: options.mountPages,
    pageCache: { keying: pageCacheKeying, purge },
    formRateLimiters,
    ...(options.production ? { clientDir: productionClientDir() } : {}),
  })

  const onReady = (server: ListeningServer) => {
    const nodeServer = server.node?.server
    if (nodeServer instanceof NodeHttpServer) answerClientErrors(nodeServer, logger)
    logger.info({ url: server.url, pid: process.pid }, 'listening')
    let stopping = false
    const stop = async (signal: string) => {
      if (stopping) return
      stopping = true
      logger.info({ signal }, 'shutting down')
      // Stop accepting, let in-flight requests finish; after the grace period cut what is left.
      const force = setTimeout(() => void server.close(true), shutdownGraceMs)
      force.unref()
      try {
        await server.close()
        // Only now: a request still in flight may count a form submission until the server has closed.
        await formRateLimiters.close()
        await purge.close()
        await services.close()
        logger.info({ signal }, 'stopped')
        process.exit(0)
      } catch (error) {
        logger.error({ error }, 'shutdown failed')
        process.exit(1)
      }
    }
    process.once('SIGTERM', () => void stop('SIGTERM'))
    process.once('SIGINT', () => void stop('SIGINT'))
  }

  const freshKeptPages = answerFreshKeptPages({ ...pageCacheKeying, logger })

  return { app, logger, port: env.PORT, hostname: env.HOST, freshKeptPages, onReady }
}
