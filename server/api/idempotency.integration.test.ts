import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { idempotencyKeys } from '#server/db/schema.server.ts'
import { createTestDatabase, postgresAvailability, type TestDatabase } from '#tests/setup/test-database.ts'
import { ApiError } from './api-error.server.ts'
import {
  canonicalJson,
  deleteStaleIdempotencyKeys,
  requestHash,
  runIdempotently,
} from './idempotency.server.ts'

const postgres = await postgresAvailability()

const engines = [
  { engine: 'pglite' as const, skip: false },
  { engine: 'postgres' as const, skip: !postgres.available },
]

test('the same body in another key order hashes alike; another body does not', () => {
  expect(canonicalJson({ b: [1, { d: 2, c: 3 }], a: 'x' })).toBe('{"a":"x","b":[1,{"c":3,"d":2}]}')
  expect(requestHash({ orderId: 'AU-1', signedReturn: 's' })).toBe(
    requestHash({ signedReturn: 's', orderId: 'AU-1' }),
  )
  expect(requestHash({ orderId: 'AU-1', signedReturn: 's' })).not.toBe(
    requestHash({ orderId: 'AU-2', signedReturn: 's' }),
  )
})

describe.each(engines)('idempotency keys on $engine', ({ engine, skip }) => {
  let database: TestDatabase
  let keys = 0
  const newKey = () => `key-${String((keys += 1))}`

  beforeAll(async () => {
    if (skip) return
    database = await createTestDatabase(engine)
  })

  afterAll(async () => {
    if (!skip) await database.dispose()
  })

  test.skipIf(skip)('a refusal (4xx) is kept: the same request gets it again without running', async () => {
    const request = { scope: 'orders/complete' as const, key: newKey(), hash: requestHash({ a: 1 }) }
    let runs = 0
    const work = () => {
      runs += 1
      return Promise.resolve({
        status: 402,
        body: { error: { code: 'PAYMENT_NOT_APPROVED', message: 'no' } },
      })
    }
    const first = await runIdempotently(database, request, work)
    const second = await runIdempotently(database, request, work)
    expect(first).toEqual({ answer: { status: 402, body: expect.any(Object) }, replayed: false })
    expect(second).toEqual({ answer: first.answer, replayed: true })
    expect(runs).toBe(1)
  })

  test.skipIf(skip)(
    'a failure on our side (thrown, or 5xx) lets the key go: a retry runs again',
    async () => {
      const request = { scope: 'orders/initialize' as const, key: newKey(), hash: requestHash({ a: 2 }) }
      await expect(
        runIdempotently(database, request, () => Promise.reject(new Error('down'))),
      ).rejects.toThrow('down')
      const unavailable = await runIdempotently(database, request, () =>
        Promise.resolve({ status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'later' } } }),
      )
      expect(unavailable.answer.status).toBe(503)
      const retried = await runIdempotently(database, request, () =>
        Promise.resolve({ status: 200, body: { ok: true } }),
      )
      expect(retried).toEqual({ answer: { status: 200, body: { ok: true } }, replayed: false })
      expect(await database.db.select().from(idempotencyKeys)).toContainEqual(
        expect.objectContaining({ key: request.key, status: 'done', responseStatus: 200 }),
      )
    },
  )

  test.skipIf(skip)(
    'a request that finds its key still at work waits for it, then gives up with 409',
    async () => {
      const request = { scope: 'orders/initialize' as const, key: newKey(), hash: requestHash({ a: 3 }) }
      let finish: (value: { status: number; body: unknown }) => void = () => undefined
      const first = runIdempotently(
        database,
        request,
        () => new Promise<{ status: number; body: unknown }>((resolve) => (finish = resolve)),
      )
      // The others come once the first one has claimed the key.
      const ofThisKey = eq(idempotencyKeys.key, request.key)
      while ((await database.db.select().from(idempotencyKeys).where(ofThisKey)).length === 0) {
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
      const impatient = runIdempotently(database, request, () => Promise.reject(new Error('never runs')), {
        pollMs: 5,
        waitMs: 30,
      })
      await expect(impatient).rejects.toMatchObject({ status: 409, code: 'IDEMPOTENCY_KEY_IN_PROGRESS' })
      await expect(impatient).rejects.toBeInstanceOf(ApiError)
      const patient = runIdempotently(database, request, () => Promise.reject(new Error('never runs')))
      finish({ status: 200, body: { orderId: 'AU-1' } })
      expect(await first).toEqual({ answer: { status: 200, body: { orderId: 'AU-1' } }, replayed: false })
      expect(await patient).toEqual({ answer: { status: 200, body: { orderId: 'AU-1' } }, replayed: true })
    },
  )

  test.skipIf(skip)('a claim whose lease ran out (its process died) is taken over at once', async () => {
    const request = { scope: 'orders/complete' as const, key: newKey(), hash: requestHash({ a: 4 }) }
    await database.db.insert(idempotencyKeys).values({
      scope: request.scope,
      key: request.key,
      requestHash: request.hash,
      claimId: 'a request of a node that was killed',
      leaseExpiresAt: sql`now() - interval '1 second'`,
    })
    const taken = await runIdempotently(
      database,
      request,
      () => Promise.resolve({ status: 200, body: { ok: 1 } }),
      { waitMs: 1000 },
    )
    expect(taken).toEqual({ answer: { status: 200, body: { ok: 1 } }, replayed: false })
  })

  test.skipIf(skip)(
    'a claim of an earlier build (no lease written, none renewed) holds for the default five minutes',
    async () => {
      const request = { scope: 'orders/complete' as const, key: newKey(), hash: requestHash({ a: 5 }) }
      await database.db
        .insert(idempotencyKeys)
        .values({ scope: request.scope, key: request.key, requestHash: request.hash })
      const waiting = runIdempotently(database, request, () => Promise.reject(new Error('never runs')), {
        pollMs: 5,
        waitMs: 50,
      })
      await expect(waiting).rejects.toMatchObject({ status: 409, code: 'IDEMPOTENCY_KEY_IN_PROGRESS' })
    },
  )

  test.skipIf(skip)(
    'a request at work renews its lease: a slow one keeps its key long past it, and is waited for',
    async () => {
      const request = { scope: 'orders/initialize' as const, key: newKey(), hash: requestHash({ a: 6 }) }
      const options = { pollMs: 20, leaseMs: 1000, waitMs: 10_000 }
      const first = runIdempotently(
        database,
        request,
        () =>
          new Promise<{ status: number; body: unknown }>((resolve) =>
            setTimeout(() => resolve({ status: 200, body: { orderId: 'AU-SLOW' } }), 3500),
          ),
        options,
      )
      const ofThisKey = eq(idempotencyKeys.key, request.key)
      while ((await database.db.select().from(idempotencyKeys).where(ofThisKey)).length === 0) {
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
      // Were the lease not renewed, this one would take the key over after a second and run its own work.
      const second = runIdempotently(
        database,
        request,
        () => Promise.reject(new Error('never runs')),
        options,
      )
      expect(await first).toEqual({ answer: { status: 200, body: { orderId: 'AU-SLOW' } }, replayed: false })
      expect(await second).toEqual({ answer: { status: 200, body: { orderId: 'AU-SLOW' } }, replayed: true })
    },
  )

  test.skipIf(skip)(
    'the clean-up removes keys a day past their answer or their lapsed lease, and nothing newer',
    async () => {
      const scope = 'orders/complete' as const
      const hash = requestHash({ cleanUp: true })
      const rows = [
        { name: 'answered two days ago', status: 'done' as const, completed: '2 days', lease: '2 days' },
        { name: 'answered an hour ago', status: 'done' as const, completed: '1 hour', lease: '1 hour' },
        { name: 'lost two days ago', status: 'in_progress' as const, completed: null, lease: '2 days' },
        { name: 'lost an hour ago', status: 'in_progress' as const, completed: null, lease: '1 hour' },
        { name: 'at work now', status: 'in_progress' as const, completed: null, lease: null },
      ].map((row) => ({ ...row, key: newKey() }))
      for (const row of rows) {
        await database.db.insert(idempotencyKeys).values({
          scope,
          key: row.key,
          requestHash: hash,
          status: row.status,
          ...(row.status === 'done' ? { responseStatus: 200, responseBody: { ok: true } } : {}),
          ...(row.completed === null ? {} : { completedAt: sql`now() - ${row.completed}::interval` }),
          leaseExpiresAt:
            row.lease === null ? sql`now() + interval '10 seconds'` : sql`now() - ${row.lease}::interval`,
        })
      }
      const keysLeft = async () =>
        (await database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((row) => row.key)

      expect(await deleteStaleIdempotencyKeys(database)).toBe(2)
      const left = await keysLeft()
      const kept = rows.filter((row) => left.includes(row.key)).map((row) => row.name)
      expect(kept).toEqual(['answered an hour ago', 'lost an hour ago', 'at work now'])
      // The keys of the other tests are recent: all still there.
      expect(left.length).toBe(keys - 2)
      // Once more: nothing left to remove.
      expect(await deleteStaleIdempotencyKeys(database)).toBe(0)
      // A retention of zero hours takes what is answered or lost, never the key at work.
      await deleteStaleIdempotencyKeys(database, 0)
      const afterZero = await keysLeft()
      expect(afterZero).toContain(rows[4]?.key)
      expect(afterZero).not.toContain(rows[1]?.key)
      expect(afterZero).not.toContain(rows[3]?.key)
    },
  )
})
