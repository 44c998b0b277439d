import { createHash, randomUUID } from 'node:crypto'
import { and, eq, lt, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '#server/db/database.server.ts'
import { idempotencyKeys } from '#server/db/schema.server.ts'
import { ApiError } from './api-error.server.ts'

export type IdempotencyScope = (typeof idempotencyKeys.scope.enumValues)[number]

/** An answer as it is kept for the key: its status and its JSON body. */
export interface KeptAnswer {
  status: number
  body: unknown
}

export interface IdempotencyOptions {
  /** How often a request waiting for the first one with its key looks again. */
  pollMs?: number
  /** How long it waits before answering 409 `IDEMPOTENCY_KEY_IN_PROGRESS` (the first one is still at work). */
  waitMs?: number
  /**
   * The lease of a request at work on a key, renewed every third of it while the work runs. A key in progress
   * whose lease ran out is taken over by its next request: the request died with its process (a crash, a
   * kill, a lost node) and would otherwise hold its key's retries off. Times are the database's own, so
   * nodes with clocks apart agree.
   */
  leaseMs?: number
}

/** JSON with every object's keys in order, so two bodies that parse alike hash alike. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, each]) => each !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, each]) => `${JSON.stringify(key)}:${canonicalJson(each)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/** SHA-256 (hex) of the request body as parsed: what "the same body" means for a key. */
export function requestHash(parsedBody: unknown): string {
  return createHash('sha256').update(canonicalJson(parsedBody)).digest('hex')
}

/** A kept answer's status: only answers below 500 are kept. */
const keptStatusSchema = z.number().int().min(200).max(499)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Issue 15: the `Idempotency-Key` of the order calls, kept in `idempotency_keys` per scope. The first request
 * with a key inserts it (`ON CONFLICT DO NOTHING`: of any number at once exactly one wins), does the work and
 * keeps its answer, also a refusal (4xx): the same request again gets the same answer. A request that finds
 * the key taken with the same body waits for that answer and gets it, replayed; with another body it is 409
 * `IDEMPOTENCY_KEY_REUSED`. A failure on our side (5xx, or a thrown error) removes the key, so a retry runs
 * the work again: nothing was done that a retry would repeat. A request killed at work (its node gone) leaves
 * its key in progress only until its lease runs out; the next request with the key then does the work, which
 * is safe as the work is all-or-nothing (the order is paid in one transaction, rolled back with the node).
 */
export async function runIdempotently(
  database: Database,
  request: { scope: IdempotencyScope; key: string; hash: string },
  work: () => Promise<KeptAnswer>,
  options: IdempotencyOptions = {},
): Promise<{ answer: KeptAnswer; replayed: boolean }> {
  const { db } = database
  const { pollMs = 25, waitMs = 15_000, leaseMs = 10_000 } = options
  const { scope, key, hash } = request
  const ofThisKey = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key))
  const leaseEnd = sql`now() + ${Math.ceil(leaseMs)}::integer * interval '1 millisecond'`
  const started = Date.now()

  for (;;) {
    const claimId = randomUUID()
    const ofThisClaim = and(ofThisKey, eq(idempotencyKeys.claimId, claimId))
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash: hash, claimId, leaseExpiresAt: leaseEnd })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })
    if (claimed !== undefined) {
      const renewal = setInterval(() => {
        db.update(idempotencyKeys)
          .set({ leaseExpiresAt: leaseEnd })
          .where(and(ofThisClaim, eq(idempotencyKeys.status, 'in_progress')))
          // A renewal that fails is tried again next time; only a lease let run out can be taken over.
          .catch(() => undefined)
      }, leaseMs / 3)
      renewal.unref()
      let answer: KeptAnswer
      try {
        answer = await work()
      } catch (error) {
        await db.delete(idempotencyKeys).where(ofThisClaim)
        throw error
      } finally {
        clearInterval(renewal)
      }
      // Where the key was taken over meanwhile (this process stalled past its lease) the claim that holds
      // it now keeps its own answer: only this claim's row is settled.
      if (answer.status >= 500) {
        await db.delete(idempotencyKeys).where(ofThisClaim)
      } else {
        await db
          .update(idempotencyKeys)
          .set({
            status: 'done',
            responseStatus: answer.status,
            responseBody: answer.body,
            completedAt: sql`now()`,
          })
          .where(ofThisClaim)
      }
      return { answer, replayed: false }
    }

    const [kept] = await db
      .select({
        requestHash: idempotencyKeys.requestHash,
        status: idempotencyKeys.status,
        responseStatus: idempotencyKeys.responseStatus,
        responseBody: idempotencyKeys.responseBody,
        abandoned: sql<unknown>`${idempotencyKeys.leaseExpiresAt} < now()`,
      })
      .from(idempotencyKeys)
      .where(ofThisKey)
      .limit(1)
    // Gone between our insert and this read: its first request failed on our side. Try to claim it again.
    if (kept === undefined) continue
    if (kept.requestHash !== hash) {
      throw new ApiError(
        409,
        'This Idempotency-Key was used with another request. Use a new key for a new request.',
        'IDEMPOTENCY_KEY_REUSED',
      )
    }
    if (kept.status === 'done') {
      return {
        answer: { status: keptStatusSchema.parse(kept.responseStatus), body: kept.responseBody },
        replayed: true,
      }
    }
    if (z.boolean().parse(kept.abandoned)) {
      // Only a lapsed claim: a request that claimed the key again meanwhile has a fresh lease and keeps it.
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            ofThisKey,
            eq(idempotencyKeys.status, 'in_progress'),
            sql`${idempotencyKeys.leaseExpiresAt} < now()`,
          ),
        )
      continue
    }
    if (Date.now() - started > waitMs) {
      throw new ApiError(
        409,
        'A request with this Idempotency-Key is still being answered. Please try again shortly.',
        'IDEMPOTENCY_KEY_IN_PROGRESS',
        undefined,
        { 'Retry-After': '1' },
      )
    }
    await sleep(pollMs)
  }
}

/**
 * How long a key is kept after its answer (or, left in progress by a lost request, after its lease ran
 * out): a day, as payment APIs keep theirs. A client retries within seconds or minutes; the same key a day
 * later is a new request. Completing an order twice is refused by the order itself, so a key forgotten
 * early would still never pay an order twice.
 */
export const idempotencyKeyRetentionHours = 24

/**
 * Removes the keys past their retention, so the table holds the last day's keys rather than every order
 * call ever made. Safe on any number of nodes at once: a key another node removed first is not counted.
 */
export async function deleteStaleIdempotencyKeys(
  database: Database,
  retentionHours: number = idempotencyKeyRetentionHours,
): Promise<number> {
  const cutoff = sql`now() - make_interval(hours => ${retentionHours})`
  const removed = await database.db
    .delete(idempotencyKeys)
    .where(
      or(
        and(eq(idempotencyKeys.status, 'done'), lt(idempotencyKeys.completedAt, cutoff)),
        and(eq(idempotencyKeys.status, 'in_progress'), lt(idempotencyKeys.leaseExpiresAt, cutoff)),
      ),
    )
    .returning({ key: idempotencyKeys.key })
  return removed.length
}
