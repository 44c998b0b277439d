import { afterAll, afterEach, describe, expect, test } from 'vitest'
import { deleteRedisKeys, redisAvailability, testRedisKeyPrefix, testRedisUrl } from '#tests/setup/redis.ts'
import { createLoginRateLimit, type LoginLimits, type LoginRateLimit } from './login-rate-limit.server.ts'

const redis = await redisAvailability()

const limits: LoginLimits = {
  account: { failures: 3, windowSeconds: 60 },
  address: { failures: 5, windowSeconds: 60 },
}

const opened: LoginRateLimit[] = []
const prefixes: string[] = []

async function limit(options: Parameters<typeof createLoginRateLimit>[0] = {}): Promise<LoginRateLimit> {
  const created = createLoginRateLimit({ limits, ...options })
  opened.push(created)
  await created.ready()
  return created
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((each) => each.close()))
})

afterAll(async () => {
  if (redis.available) await Promise.all(prefixes.map((prefix) => deleteRedisKeys(prefix)))
})

function redisPrefix(): string {
  const prefix = testRedisKeyPrefix()
  prefixes.push(prefix)
  return prefix
}

const stores = [
  { store: 'memory', skip: false, options: () => ({}) },
  {
    store: 'Redis',
    skip: !redis.available,
    options: () => ({ redisUrl: testRedisUrl, keyPrefix: redisPrefix() }),
  },
]

describe.each(stores)('login rate limits in $store', ({ skip, options }) => {
  test.skipIf(skip)('an account gets its failures, then is refused from every address', async () => {
    const limiter = await limit(options())
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await limiter.admit({ email: 'aino@example.com', address: `198.51.100.${attempt}` })).toEqual({
        admitted: true,
      })
    }
    const refused = await limiter.admit({ email: 'AINO@example.com ', address: '198.51.100.9' })
    expect(refused).toEqual({ admitted: false, retryAfterSeconds: expect.any(Number) })
    if (!refused.admitted) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(55)
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60)
    }
    expect((await limiter.admit({ email: 'erik@example.com', address: '198.51.100.9' })).admitted).toBe(true)
  })

  test.skipIf(skip)('an address gets its failures across accounts, then is refused', async () => {
    const limiter = await limit(options())
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(
        (await limiter.admit({ email: `user${attempt}@example.com`, address: '203.0.113.4' })).admitted,
      ).toBe(true)
    }
    expect((await limiter.admit({ email: 'user6@example.com', address: '203.0.113.4' })).admitted).toBe(false)
    expect((await limiter.admit({ email: 'user6@example.com', address: '203.0.113.5' })).admitted).toBe(true)
    // One IPv6 client is its /64.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await limiter.admit({ email: `v6-${attempt}@example.com`, address: `2001:db8:1:2::${attempt}` })
    }
    expect((await limiter.admit({ email: 'v6@example.com', address: '2001:db8:1:2:ffff::1' })).admitted).toBe(
      false,
    )
  })

  test.skipIf(skip)('a success starts the account over and gives the address its attempt back', async () => {
    const limiter = await limit(options())
    // The account: two failures and a success, again and again, from ever new addresses.
    for (let round = 0; round < 4; round += 1) {
      const attempt = { email: 'aino@example.com', address: `198.51.100.${round}` }
      for (let admitted = 0; admitted < 3; admitted += 1) {
        expect((await limiter.admit(attempt)).admitted).toBe(true)
      }
      await limiter.succeeded(attempt)
    }
    // The address: its failures stay counted, only the successful attempt is given back.
    const address = '203.0.113.4'
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await limiter.admit({ email: `user${attempt}@example.com`, address })).admitted).toBe(true)
    }
    await limiter.succeeded({ email: 'user5@example.com', address })
    expect((await limiter.admit({ email: 'user6@example.com', address })).admitted).toBe(true)
    expect((await limiter.admit({ email: 'user7@example.com', address })).admitted).toBe(false)
  })

  test.skipIf(skip)('attempts sent at once cannot all slip in under the limit', async () => {
    const limiter = await limit(options())
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        limiter.admit({ email: 'aino@example.com', address: `198.51.100.${index}` }),
      ),
    )
    expect(results.filter((result) => result.admitted)).toHaveLength(3)
  })
})

describe('in Redis', () => {
  test.skipIf(!redis.available)(
    'two nodes with one prefix share one count; another prefix is apart',
    async () => {
      const prefix = redisPrefix()
      const first = await limit({ redisUrl: testRedisUrl, keyPrefix: prefix })
      const second = await limit({ redisUrl: testRedisUrl, keyPrefix: prefix })
      const other = await limit({ redisUrl: testRedisUrl, keyPrefix: redisPrefix() })
      const attempt = { email: 'aino@example.com', address: null }
      expect((await first.admit(attempt)).admitted).toBe(true)
      expect((await second.admit(attempt)).admitted).toBe(true)
      expect((await first.admit(attempt)).admitted).toBe(true)
      expect((await second.admit(attempt)).admitted).toBe(false)
      expect((await first.admit(attempt)).admitted).toBe(false)
      expect((await other.admit(attempt)).admitted).toBe(true)
    },
  )
})

test('while Redis cannot be reached the node limits on its own', async () => {
  // Nothing listens on port 1: every command fails, and the in-memory insurance counts instead.
  const limiter = await limit({ redisUrl: 'redis://127.0.0.1:1', keyPrefix: 'unreachable:' })
  const attempt = { email: 'aino@example.com', address: '203.0.113.4' }
  expect((await limiter.admit(attempt)).admitted).toBe(true)
  expect((await limiter.admit(attempt)).admitted).toBe(true)
  expect((await limiter.admit(attempt)).admitted).toBe(true)
  expect((await limiter.admit(attempt)).admitted).toBe(false)
})
