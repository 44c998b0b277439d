import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { deleteStaleIdempotencyKeys } from '#server/api/idempotency.server.ts'
import type { Env } from '#server/env.server.ts'
import type { Logger } from '#server/logger.server.ts'
import {
  embeddedDatabaseDirectory,
  migrate,
  openDatabase,
  type Database,
} from '#server/db/database.server.ts'
import { createEmbeddedAccounts, type EmbeddedAccounts } from './accounts/embedded-accounts.server.ts'
import { createLoginRateLimit } from './accounts/login-rate-limit.server.ts'
import {
  createBlockProblemReporter,
  type BlockProblemReporter,
} from './content/block-problem-reporter.server.ts'
import { loadCatalogue, watchCatalogue } from './commerce/catalogue.server.ts'
import type { Commerce } from './commerce/commerce.server.ts'
import { seedDiscountCodes } from './commerce/discount-codes.server.ts'
import { createEmbeddedCommerce } from './commerce/embedded-commerce.server.ts'
import { createHttpCommerce } from './commerce/http-commerce.server.ts'
import type { ContentSource } from './content/content-source.server.ts'
import { loadEmbeddedContent } from './content/embedded-content-source.server.ts'
import { createHttpContentSource } from './content/http-content-source.server.ts'
import { createOutboxDelivery, smtpSender } from './orders/outbox-delivery.server.ts'
import type { Payments } from './payments/payments.server.ts'
import {
  createEmbeddedPayments,
  paymentSigningSecret,
  type EmbeddedPayments,
} from './payments/embedded-payments.server.ts'

/** How often the outbox is looked through for confirmations to send. */
const outboxIntervalMs = 30_000

/**
 * How often sessions past their expiry (a presented expired token is removed at once) and idempotency
 * keys past their retention are removed.
 */
const cleanupIntervalMs = 60 * 60 * 1000

/** What request handlers and page data hooks reach the outside world through. */
export interface Services {
  content: ContentSource
  /**
   * Customers, sessions and payment cards behind `/proxy/*`, `/api/v1/auth` and `/api/v1/logout`, and
   * the embedded account hub's login (in `database`; login attempts limited in Redis with `REDIS_URL`).
   */
  accounts: EmbeddedAccounts
  /** The digital-order service behind `/digital-order/*` (embedded: `content/products` and `database`). */
  commerce: Commerce
  /** The embedded test payment provider: the orders' payments and its own pages (README "Test payments"). */
  payments: EmbeddedPayments
  database: Database
  sessionSecret: string
  /** Logs a block the renderer skipped, once per page and block. */
  reportBlockProblems: BlockProblemReporter
  close(): Promise<void>
}

/**
 * DESIGN §1: without DATABASE_URL the session secret is generated once and kept under the data
 * directory, so sessions survive a restart of a single-node install.
 */
function readOrCreateSessionSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret')
  try {
    const existing = readFileSync(file, 'utf8').trim()
    if (existing.length >= 32) return existing
  } catch {
    // Not there yet: created below.
  }
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  return secret
}

/**
 * DESIGN §2: an upstream CMS when `CMS_API_URL` is set, the embedded `content/` otherwise (reloaded on
 * change in development).
 */
async function createContentSource(env: Env, logger: Logger) {
  if (env.CMS_API_URL !== undefined) {
    logger.info({ origin: new URL(env.CMS_API_URL).origin }, 'content from upstream CMS')
    return createHttpContentSource({ baseUrl: env.CMS_API_URL, logger, previewToken: env.PREVIEW_TOKEN })
  }
  return loadEmbeddedContent(resolve(env.CONTENT_DIR), {
    ...(env.NODE_ENV === 'development' ? { watch: { logger } } : {}),
  })
}

/**
 * DESIGN §2: an upstream order service when `ORDER_API_URL` is set; otherwise the embedded one over the
 * catalogue in `{CONTENT_DIR}/products` (a bad catalogue stops the start) and the database, whose demo
 * discount codes are added once (README "Demo discount codes").
 */
async function createCommerce(
  env: Env,
  logger: Logger,
  database: Database,
  payments: Payments,
): Promise<{ commerce: Commerce; close: () => void }> {
  if (env.ORDER_API_URL !== undefined) {
    logger.info({ origin: new URL(env.ORDER_API_URL).origin }, 'commerce from upstream order service')
    return { commerce: createHttpCommerce({ baseUrl: env.ORDER_API_URL, logger }), close: () => undefined }
  }
  const productsDir = join(resolve(env.CONTENT_DIR), 'products')
  let catalogue = await loadCatalogue(productsDir)
  const codesAdded = await seedDiscountCodes(database)
  if (codesAdded > 0) logger.info({ count: codesAdded }, 'demo discount codes added')
  // Development reloads the catalogue as the embedded content reloads the pages that show it.
  const close =
    env.NODE_ENV === 'development'
      ? watchCatalogue(productsDir, { logger }, (next) => (catalogue = next))
      : () => undefined
  return { commerce: createEmbeddedCommerce({ catalogue: () => catalogue, database, payments }), close }
}

/**
 * Runs a clean-up now and then (expired sessions, stale idempotency keys), so a table holds what is still
 * needed rather than every row ever written. A failed run is logged; the next one comes.
 */
function startCleanup(
  what: string,
  cleanUp: () => Promise<number>,
  logger: Logger,
  intervalMs: number,
): () => void {
  const timer = setInterval(() => {
    cleanUp()
      .then((count) => {
        if (count > 0) logger.info({ count }, `${what} removed`)
      })
      .catch((error: unknown) => logger.error({ error }, `${what} clean-up failed`))
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}

export async function createServices(env: Env, logger: Logger): Promise<Services> {
  const dataDir = resolve(env.DATA_DIR)
  const database = await openDatabase(
    env.DATABASE_URL === undefined
      ? { kind: 'pglite', dataDir: embeddedDatabaseDirectory(dataDir) }
      : { kind: 'postgres', url: env.DATABASE_URL },
  )
  try {
    const applied = await migrate(database)
    logger.info({ kind: database.kind, migrationsApplied: applied }, 'database ready')
    // DESIGN §2: the embedded account hub starts with its demo customers (README); idempotent.
    // ADR 028: in this process by default; with REDIS_URL one count for every node.
    const loginRateLimit = createLoginRateLimit({
      redisUrl: env.REDIS_URL,
      keyPrefix: env.REDIS_KEY_PREFIX,
      logger,
    })
    const accounts = createEmbeddedAccounts(database, { loginRateLimit })
    let demoCustomersAdded: number
    try {
      if (env.REDIS_URL !== undefined && (await loginRateLimit.ready())) {
        logger.info({ host: new URL(env.REDIS_URL).host }, 'login rate limits shared in Redis')
      }
      demoCustomersAdded = await accounts.seedDemoCustomers()
    } catch (error) {
      await accounts.close()
      throw error
    }
    if (demoCustomersAdded > 0) logger.info({ count: demoCustomersAdded }, 'demo customers added')
    let content: Awaited<ReturnType<typeof createContentSource>>
    try {
      content = await createContentSource(env, logger)
    } catch (error) {
      await accounts.close()
      throw error
    }
    let sessionSecret: string
    let payments: EmbeddedPayments
    let shop: { commerce: Commerce; close: () => void }
    try {
      sessionSecret = env.SESSION_SECRET ?? readOrCreateSessionSecret(dataDir)
      // A key of its own for the payment returns, derived so one secret still configures the server.
      payments = createEmbeddedPayments({ database, signingSecret: paymentSigningSecret(sessionSecret) })
      shop = await createCommerce(env, logger, database, payments)
    } catch (error) {
      content.close()
      await accounts.close()
      throw error
    }
    // DESIGN §2 outbox: the order confirmations go out over SMTP_URL, or are logged without it.
    const outboxDelivery = createOutboxDelivery({
      database,
      logger,
      ...(env.SMTP_URL === undefined ? {} : { mail: smtpSender(env.SMTP_URL) }),
    })
    const stopOutbox = outboxDelivery.start(outboxIntervalMs)
    const stopSessionCleanup = startCleanup(
      'expired sessions',
      () => accounts.deleteExpiredSessions(),
      logger,
      cleanupIntervalMs,
    )
    const stopKeyCleanup = startCleanup(
      'stale idempotency keys',
      () => deleteStaleIdempotencyKeys(database),
      logger,
      cleanupIntervalMs,
    )
    return {
      content,
      accounts,
      commerce: shop.commerce,
      payments,
      database,
      sessionSecret,
      reportBlockProblems: createBlockProblemReporter(logger),
      close: async () => {
        content.close()
        shop.close()
        stopOutbox()
        stopSessionCleanup()
        stopKeyCleanup()
        await accounts.close()
        await database.close()
      },
    }
  } catch (error) {
    await database.close()
    throw error
  }
}
