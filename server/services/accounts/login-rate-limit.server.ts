import { createHash } from 'node:crypto'
import { RateLimiterRes } from 'rate-limiter-flexible'
import { addressRateLimitKey } from '#server/http/client-address.server.ts'
import { createRateLimiters } from '#server/http/rate-limiters.server.ts'
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
  const store = createRateLimiters({
    redisUrl: options.redisUrl,
    keyPrefix: options.keyPrefix,
    purpose: 'login rate limits',
    logger: options.logger,
  })
  const asRate = ({ failures, windowSeconds }: AttemptLimit) => ({ points: failures, windowSeconds })
  const byAccount = store.limiter('login-account', asRate(limits.account))
  const byAddress = store.limiter('login-address', asRate(limits.address))

  const counted = (attempt: LoginAttempt) => [
    { limiter: byAccount, key: accountKey(attempt.email) },
    // Without an address (an in-process request) only the account is counted: one shared "unknown"
    // address would let a few failures lock everyone out.
    ...(attempt.address === null ? [] : [{ limiter: byAddress, key: addressRateLimitKey(attempt.address) }]),
  ]

  return {
    ready: (timeoutMs) => store.ready(timeoutMs),

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

    close: () => store.close(),
  }
}
