import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'

/** CI machines run Redis here; the tests that need it are skipped, with the reason printed, without it. */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

export type RedisAvailability = { available: true } | { available: false; reason: string }

let availability: Promise<RedisAvailability> | undefined

/** Asks once per test file whether Redis answers. */
export function redisAvailability(): Promise<RedisAvailability> {
  availability ??= (async () => {
    const client = new Redis(testRedisUrl, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2000,
      retryStrategy: () => null,
    })
    // The connection's own error (ECONNREFUSED…) says more than the closed connection it leads to.
    let connectionError: unknown = null
    client.on('error', (error: unknown) => (connectionError = error))
    try {
      await client.connect()
      await client.ping()
      return { available: true } as const
    } catch (error) {
      const cause = connectionError ?? error
      const reason = `Redis at ${testRedisUrl} is not reachable (${cause instanceof Error ? cause.message : String(cause)}); its tests are skipped`
      console.warn(reason)
      return { available: false, reason } as const
    } finally {
      client.disconnect()
    }
  })()
  return availability
}

/** A key prefix of this test run's own, so runs side by side on one Redis never count each other. */
export function testRedisKeyPrefix(): string {
  return `test-${randomBytes(6).toString('hex')}:`
}

/** Removes what a test run left under its prefix. */
export async function deleteRedisKeys(prefix: string): Promise<void> {
  const client = new Redis(testRedisUrl, { maxRetriesPerRequest: 1 })
  try {
    const keys = await client.keys(`${prefix}*`)
    if (keys.length > 0) await client.del(...keys)
  } finally {
    client.disconnect()
  }
}
