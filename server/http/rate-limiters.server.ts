import { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible'
import type { Logger } from '#server/logger.server.ts'

/** So many points (attempts, submissions) per key in a window. */
export interface RateLimit {
  points: number
  windowSeconds: number
}

export interface RateLimitersOptions {
  /** `REDIS_URL`: every node counts in one Redis; unset = in this process only. */
  redisUrl?: string | undefined
  /** `REDIS_KEY_PREFIX`: sites and test runs sharing a Redis keep their counts apart. */
  keyPrefix?: string | undefined
  /** What the limits are for, in the log lines about Redis (`login rate limits`). */
  purpose: string
  logger?: Logger | undefined
}

export interface RateLimiters {
  /** True when the counts are kept in Redis, shared by every node. */
  shared: boolean
  /** A limiter whose keys are kept under `name`: in Redis with `REDIS_URL`, in this process without. */
  limiter(name: string, limit: RateLimit): RateLimiterAbstract
  /**
   * Resolves once the store answers (at once in memory), true; false when Redis did not answer within
   * `timeoutMs`: counting then goes on in this process until it does.
   */
  ready(timeoutMs?: number): Promise<boolean>
  close(): Promise<void>
}

function memoryLimiter(limit: RateLimit, keyPrefix: string) {
  return new RateLimiterMemory({ points: limit.points, duration: limit.windowSeconds, keyPrefix })
}

/**
 * The rate limits of the server (ADR 028) with rate-limiter-flexible: in memory by default, in Redis with
 * `REDIS_URL` so that several nodes behind one load balancer share one count (docs/deployment.md). Each
 * Redis limiter is insured by one in memory: while Redis cannot be reached the node limits on its own
 * rather than refusing every request or letting every one through.
 */
export function createRateLimiters(options: RateLimitersOptions): RateLimiters {
  const prefix = options.keyPrefix ?? ''
  const { redisUrl, purpose, logger } = options
  if (redisUrl === undefined) {
    return {
      shared: false,
      limiter: (name, limit) => memoryLimiter(limit, `${prefix}${name}`),
      ready: () => Promise.resolve(true),
      close: () => Promise.resolve(),
    }
  }
  const client = new Redis(redisUrl, {
    // A command while disconnected fails at once (and the insurance counts), never waits in a queue.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
  })
  let reachable = true
  client.on('error', (error: unknown) => {
    // Reconnects are retried quietly; one line when Redis goes away, one when it is back.
    if (!reachable) return
    reachable = false
    logger?.warn({ error }, `${purpose}: Redis unreachable, counting in this process until it is back`)
  })
  client.on('ready', () => {
    if (!reachable) logger?.info(`${purpose}: Redis reachable again`)
    reachable = true
  })

  return {
    shared: true,
    limiter: (name, limit) =>
      new RateLimiterRedis({
        storeClient: client,
        points: limit.points,
        duration: limit.windowSeconds,
        keyPrefix: `${prefix}${name}`,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memoryLimiter(limit, `${prefix}${name}`),
      }),

    async ready(timeoutMs = 2000) {
      if (client.status === 'ready') return true
      return new Promise<boolean>((resolve) => {
        const done = (answer: boolean) => {
          clearTimeout(timer)
          client.off('ready', onReady)
          client.off('error', onError)
          resolve(answer)
        }
        const onReady = () => done(true)
        const onError = () => done(false)
        const timer = setTimeout(() => done(false), timeoutMs)
        client.once('ready', onReady)
        client.once('error', onError)
      })
    },

    async close() {
      try {
        await client.quit()
      } catch {
        client.disconnect()
      }
    },
  }
}
