import { and, eq } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import { z } from 'zod'
import type { DiscountCodeResult } from '#schemas/cart.ts'
import { currencies, type Currency } from '#schemas/money.ts'
import { maxMinorAmount } from '#schemas/money-limits.ts'
import type { Database } from '#server/db/database.server.ts'
import { discountCodes, discountRedemptions } from '#server/db/schema.server.ts'

/** A discount code as cart validation reads it, the database's JSON columns parsed (never assumed). */
export interface DiscountCode {
  code: string
  kind:
    | { type: 'percentage'; percentOff: number }
    | { type: 'fixed'; amountOff: Partial<Record<Currency, number>> }
  minimumTotal: Partial<Record<Currency, number>>
  validFrom: Date | null
  validUntil: Date | null
  oncePerEmail: boolean
}

const amountsByCurrencySchema = z.partialRecord(
  z.enum(currencies),
  z.number().int().min(0).max(maxMinorAmount),
)

/**
 * The demo codes seeded at start (README "Demo discount codes"). Dates are fixed, so the expired and the
 * not-yet-valid code stay so whatever day the demo runs (until 2099).
 */
export const demoDiscountCodes: readonly DiscountCode[] = [
  {
    code: 'WELCOME10',
    kind: { type: 'percentage', percentOff: 10 },
    minimumTotal: {},
    validFrom: null,
    validUntil: null,
    oncePerEmail: false,
  },
  {
    code: 'WASH5',
    kind: { type: 'fixed', amountOff: { EUR: 500, SEK: 5000, NOK: 5000 } },
    minimumTotal: { EUR: 2000, SEK: 20_000, NOK: 20_000 },
    validFrom: null,
    validUntil: null,
    oncePerEmail: false,
  },
  {
    code: 'FIRSTWASH',
    kind: { type: 'percentage', percentOff: 20 },
    minimumTotal: {},
    validFrom: null,
    validUntil: null,
    oncePerEmail: true,
  },
  {
    code: 'SUMMER2025',
    kind: { type: 'percentage', percentOff: 15 },
    minimumTotal: {},
    validFrom: new Date('2025-06-01T00:00:00Z'),
    validUntil: new Date('2025-09-01T00:00:00Z'),
    oncePerEmail: false,
  },
  {
    code: 'WINTER2099',
    kind: { type: 'percentage', percentOff: 25 },
    minimumTotal: {},
    validFrom: new Date('2099-12-01T00:00:00Z'),
    validUntil: null,
    oncePerEmail: false,
  },
]

function rowOf(code: DiscountCode) {
  return {
    // Typed codes are read upper-case (schemas/cart.ts discountCodeSchema); a stored one must match them.
    code: code.code.toUpperCase(),
    percentOff: code.kind.type === 'percentage' ? code.kind.percentOff : null,
    amountOff: code.kind.type === 'fixed' ? code.kind.amountOff : null,
    minimumTotal: code.minimumTotal,
    validFrom: code.validFrom,
    validUntil: code.validUntil,
    oncePerEmail: code.oncePerEmail,
  }
}

/** Adds the codes that are not there yet (several nodes may start at once); answers how many were added. */
export async function seedDiscountCodes(
  database: Database,
  codes: readonly DiscountCode[] = demoDiscountCodes,
): Promise<number> {
  if (codes.length === 0) return 0
  const added = await database.db
    .insert(discountCodes)
    .values(codes.map(rowOf))
    .onConflictDoNothing()
    .returning({ code: discountCodes.code })
  return added.length
}

/** A stored code, or null when there is none; a row the columns do not describe is an error, not a guess. */
export async function findDiscountCode(database: Database, code: string): Promise<DiscountCode | null> {
  const [row] = await database.db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1)
  if (row === undefined) return null
  const minimumTotal = amountsByCurrencySchema.parse(row.minimumTotal)
  const kind: DiscountCode['kind'] =
    row.percentOff !== null
      ? { type: 'percentage', percentOff: row.percentOff }
      : { type: 'fixed', amountOff: amountsByCurrencySchema.parse(row.amountOff) }
  return {
    code: row.code,
    kind,
    minimumTotal,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    oncePerEmail: row.oncePerEmail,
  }
}

/** How long a looked-up code (or its absence) is reused before the database is asked again. */
export const defaultDiscountCodeCacheMs = 30_000
/** Distinct codes kept: what visitors type is unbounded, memory is not. */
const maxCachedCodes = 1000

/**
 * `findDiscountCode` with a short memory: every cart change revalidates the cart with its code, and a code
 * changes rarely, so each node asks the database about a code at most once per `ttlMs` (concurrent
 * requests share one query; a failed query is not kept). A code changed in the database holds on every
 * node within `ttlMs`. Redemptions are never cached: `hasRedeemed` is asked each time.
 */
export function createDiscountCodeLookup(
  database: Database,
  { ttlMs = defaultDiscountCodeCacheMs }: { ttlMs?: number } = {},
): (code: string) => Promise<DiscountCode | null> {
  if (ttlMs <= 0) return (code) => findDiscountCode(database, code)
  const cache = new LRUCache<string, { stored: Promise<DiscountCode | null> }>({
    max: maxCachedCodes,
    ttl: ttlMs,
  })
  return (code) => {
    const cached = cache.get(code)
    if (cached !== undefined) return cached.stored
    const stored = findDiscountCode(database, code)
    const entry = { stored }
    cache.set(code, entry)
    stored.catch(() => {
      if (cache.get(code) === entry) cache.delete(code)
    })
    return stored
  }
}

/** Whether `email` (any case) has redeemed `code`. */
export async function hasRedeemed(database: Database, code: string, email: string): Promise<boolean> {
  const [row] = await database.db
    .select({ id: discountRedemptions.id })
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.code, code), eq(discountRedemptions.email, email.toLowerCase())))
    .limit(1)
  return row !== undefined
}

export type DiscountDecision =
  | { result: Extract<DiscountCodeResult, { status: 'applied' }>; discount: number }
  | { result: Extract<DiscountCodeResult, { status: 'rejected' }>; discount: 0 }

/**
 * What a code gives a cart (issue 14), checked in this order: unknown (no such code, or a fixed amount
 * without one in this currency), not yet valid, expired (`validUntil` is the first instant it no longer
 * holds), already used by this e-mail, below the minimum. The minimum and the percentage are of the
 * discountable lines only: a gift card is money, it neither earns nor gets a discount (ADR 027). A
 * percentage is rounded half up to a minor unit.
 */
export function decideDiscount(
  code: string,
  stored: DiscountCode | null,
  cart: { currency: Currency; discountableTotal: number; now: Date; alreadyRedeemed: boolean },
): DiscountDecision {
  const reject = (
    reason: Extract<DiscountCodeResult, { status: 'rejected' }>['reason'],
  ): DiscountDecision => ({
    result: { code, status: 'rejected', reason },
    discount: 0,
  })
  if (stored === null) return reject('unknown')
  const fixedAmount = stored.kind.type === 'fixed' ? stored.kind.amountOff[cart.currency] : undefined
  if (stored.kind.type === 'fixed' && fixedAmount === undefined) return reject('unknown')
  const now = cart.now.getTime()
  if (stored.validFrom !== null && now < stored.validFrom.getTime()) return reject('not-yet-valid')
  if (stored.validUntil !== null && now >= stored.validUntil.getTime()) return reject('expired')
  if (stored.oncePerEmail && cart.alreadyRedeemed) return reject('already-used')
  if (cart.discountableTotal < (stored.minimumTotal[cart.currency] ?? 0)) return reject('below-minimum')
  const discount =
    stored.kind.type === 'percentage'
      ? Math.floor((cart.discountableTotal * stored.kind.percentOff * 2 + 100) / 200)
      : Math.min(fixedAmount ?? 0, cart.discountableTotal)
  return { result: { code, status: 'applied' }, discount }
}
