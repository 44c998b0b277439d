import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { z } from 'zod'
import type { Logger } from '#server/logger.server.ts'
import type { PageCache, PurgeScope } from './page-cache.server.ts'

/**
 * Issue 17: a purge reaches every node. Each node keeps its own rendered pages (ADR 033); the purge a CMS
 * sends to one of them is published on a Redis channel every node listens to. Without `REDIS_URL` there
 * is one node and the purge stays in it.
 */

const purgeMessage = z.object({
  from: z.string().min(1),
  scope: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('all') }),
    z.object({ kind: z.literal('paths'), paths: z.array(z.string()).max(1000) }),
  ]),
})

export interface PurgeOutcome {
  /** Entries this node dropped. */
  dropped: number
  /** Whether the other nodes were told (false: one node only, or Redis did not take the message). */
  toldOtherNodes: boolean
}

export interface PurgeSignal {
  /** Whether other nodes listen (Redis configured): a purge they missed is then worth reporting. */
  readonly shared: boolean
  purge(scope: PurgeScope): Promise<PurgeOutcome>
  close(): Promise<void>
}

export interface PurgeSignalOptions {
  cache: PageCache
  logger: Logger
  /** `REDIS_URL`; unset = this process is the only node. */
  redisUrl?: string | undefined
  /** `REDIS_KEY_PREFIX`: sites sharing one Redis purge apart. */
  keyPrefix?: string
}

export function createPurgeSignal(options: PurgeSignalOptions): PurgeSignal {
  const { cache, logger } = options
  if (options.redisUrl === undefined) {
    return {
      shared: false,
      purge: (scope) => Promise.resolve({ dropped: cache.purge(scope), toldOtherNodes: false }),
      close: () => Promise.resolve(),
    }
  }
  const channel = `${options.keyPrefix ?? ''}page-cache-purge`
  const nodeId = randomUUID()
  const connection = { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 }
  const publisher = new Redis(options.redisUrl, connection)
  const subscriber = new Redis(options.redisUrl, { ...connection, enableOfflineQueue: true })
  let reachable = true
  let missedWhileAway = false
  const onError = (error: unknown) => {
    if (!reachable) return
    reachable = false
    missedWhileAway = true
    logger.warn({ error }, 'page cache: Redis unreachable, purges reach this node only until it is back')
  }
  publisher.on('error', onError)
  subscriber.on('error', onError)
  subscriber.on('ready', () => {
    if (missedWhileAway) {
      // A purge may have been sent while this node could not hear it: start over rather than serve it stale.
      missedWhileAway = false
      cache.purge({ kind: 'all' })
      logger.info('page cache: Redis reachable again; purged this node in case a purge was missed')
    }
    reachable = true
  })
  subscriber.subscribe(channel).catch((error: unknown) => onError(error))
  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return
    let json: unknown
    try {
      json = JSON.parse(raw)
    } catch {
      json = null
    }
    const message = purgeMessage.safeParse(json)
    if (!message.success) {
      logger.warn({ channel }, 'page cache: ignored a purge message off the contract')
      return
    }
    if (message.data.from === nodeId) return
    const dropped = cache.purge(message.data.scope)
    logger.info({ scope: message.data.scope.kind, dropped }, 'page cache: purged on another node’s signal')
  })

  return {
    shared: true,
    async purge(scope) {
      const dropped = cache.purge(scope)
      try {
        await publisher.publish(channel, JSON.stringify({ from: nodeId, scope }))
        return { dropped, toldOtherNodes: true }
      } catch (error) {
        logger.warn({ error }, 'page cache: the purge could not be published; other nodes keep their pages')
        return { dropped, toldOtherNodes: false }
      }
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()])
      publisher.disconnect()
      subscriber.disconnect()
    },
  }
}
