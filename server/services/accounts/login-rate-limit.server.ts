import { createHash } from 'node:crypto'
import { Redis } from 'ioredis'
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'
import { addressRateLimitKey } from '#server/http/client-address.server.ts'
import type { Logger } from '#server/logger.server.ts'

/** How many failed logins a key may have in a window before its attempts are refused (ADR 028). */
export interface AttemptLimit {
  failures: number
  windowSeconds: number
}

export interface LoginLimits {
  /** Per e-mail address: a password guessed for one account, from anywhere. */
  account: AttemptLimit
  /**
   * Per client address: one address trying many accounts. Higher, as a household, an office or a mobile
   * carrier puts many people behind one address.
   */
  address: AttemptLimit
}

export const defaultLoginLimits: LoginLimits = {
  account: { failures: 10, windowSeconds: 15 * 60 },
  address: { failures: 30, windowSeconds: 15 * 60 },
}

/** Who is trying: the e-mail typed (whether or not it has an account) and the client's address. */
export interface LoginAttempt {
  email: string
  /** The client address (server/http/client-address.server.ts); null when the server cannot know it. */
  address: string | null
}

export type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number }

export interface LoginRateLimit {
  /**
   * Resolves once the store answers (at once in memory), true; false when Redis did not answer within
   * `timeoutMs`: counting then goes on in this process until it does.
   */
  ready(timeoutMs?: number): Promise<boolean>
  /**
   * Counts an attempt before its password is checked, so attempts sent at once cannot all slip in under
   * the limit. Refused once the account or the address has used up its failures in the window.
   */
  admit(attempt: LoginAttempt): Promise<Admission>
  /** A successful login does not count: the account starts over, the address gets its attempt back. */
  succeeded(attempt: LoginAttempt): Promise<void>
  close(): Promise<void>
}

export interface LoginRateLimitOptions {
  /** `REDIS_URL`: every node counts in one Redis; unset = in this process only. */
  redisUrl?: string | undefined
  /** `REDIS_KEY_PREFIX`: sites and test runs sharing a Redis keep their counts apart. */
  keyPrefix?: string
  limits?: LoginLimits
  logger?: Logger
}

/** The e-mail is counted by its hash: no address a visitor typed is kept in Redis in the clear. */
function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')
}

function memoryLimiter(limit: AttemptLimit, keyPrefix: string) {
  return new RateLimiterMemory({ points: limit.failures, duration: limit.windowSeconds, keyPrefix })
}

/**
 * The limiters in Redis, each insured by one in memory: while Redis cannot be reached the node limits on
 * its own rather than refusing every login or letting every attempt through.
 */
function redisLimiter(client: Redis, limit: AttemptLimit, keyPrefix: string) {
  return new RateLimiterRedis({
    storeClient: client,
    points: limit.failures,
    duration: limit.windowSeconds,
    keyPrefix,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memoryLimiter(limit, keyPrefix),
  })
}

/** Retry-After in whole seconds, at least 1. */
function retryAfterSeconds(refusals: readonly RateLimiterRes[]): number {
  const ms = Math.max(...refusals.map((refusal) => refusal.msBeforeNext))
  return Math.max(1, Math.ceil(ms / 1000))
}

/**
 * The login's rate limits (issue 16, ADR 028) with rate-limiter-flexible: per account and per client
 * address, in memory by default and in Redis with `REDIS_URL`, so several nodes share one count.
 */
export function createLoginRateLimit(options: LoginRateLimitOptions = {}): LoginRateLimit {
  const limits = options.limits ?? defaultLoginLimits
  const prefix = options.keyPrefix ?? ''
  let client: Redis | null = null
  let byAccount: RateLimiterAbstract
  let byAddress: RateLimiterAbstract
  if (options.redisUrl === undefined) {
    byAccount = memoryLimiter(limits.account, `${prefix}login-account`)
    byAddress = memoryLimiter(limits.address, `${prefix}login-address`)
  } else {
    const redis = new Redis(options.redisUrl, {
      // A command while disconnected fails at once (and the insurance counts), never waits in a queue.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
    })
    client = redis
    let reachable = true
    redis.on('error', (error: unknown) => {
      // Reconnects are retried quietly; one line when Redis goes away, one when it is back.
      if (!reachable) return
      reachable = false
      options.logger?.warn(
        { error },
        'login rate limits: Redis unreachable, counting in this process until it is back',
      )
    })
    redis.on('ready', () => {
      if (!reachable) options.logger?.info('login rate limits: Redis reachable again')
      reachable = true
    })
    byAccount = redisLimiter(redis, limits.account, `${prefix}login-account`)
    byAddress = redisLimiter(redis, limits.address, `${prefix}login-address`)
  }

  const counted = (attempt: LoginAttempt) => [
    { limiter: byAccount, key: accountKey(attempt.email) },
    // Without an address (an in-process request) only the account is counted: one shared "unknown"
    // address would let a few failures lock everyone out.
    ...(attempt.address === null ? [] : [{ limiter: byAddress, key: addressRateLimitKey(attempt.address) }]),
  ]

  return {
    async ready(timeoutMs = 2000) {
      const redis = client
      if (redis === null || redis.status === 'ready') return true
      return new Promise<boolean>((resolve) => {
        const done = (answer: boolean) => {
          clearTimeout(timer)
          redis.off('ready', onReady)
          redis.off('error', onError)
          resolve(answer)
        }
        const onReady = () => done(true)
        const onError = () => done(false)
        const timer = setTimeout(() => done(false), timeoutMs)
        redis.once('ready', onReady)
        redis.once('error', onError)
      })
    },

    async admit(attempt) {
      const results = await Promise.allSettled(
        counted(attempt).map(({ limiter, key }) => limiter.consume(key)),
      )
      const refusals: RateLimiterRes[] = []
      for (const result of results) {
        if (result.status === 'fulfilled') continue
        // A refusal comes as the limiter's result; anything else is a failure of the store itself.
        if (result.reason instanceof RateLimiterRes) refusals.push(result.reason)
        else throw result.reason
      }
      return refusals.length === 0
        ? { admitted: true }
        : { admitted: false, retryAfterSeconds: retryAfterSeconds(refusals) }
    },

    async succeeded(attempt) {
      await Promise.all([
        byAccount.delete(accountKey(attempt.email)),
        ...(attempt.address === null ? [] : [byAddress.reward(addressRateLimitKey(attempt.address))]),
      ])
    },

    async close() {
      if (client === null) return
      try {
        await client.quit()
      } catch {
        client.disconnect()
      }
    },
  }
}
