import { randomBytes, randomUUID } from 'node:crypto'
import pg from 'pg'
import { cartValidateResponseSchema } from '#schemas/cart.ts'
import {
  completedOrderSchema,
  idempotencyKeyHeader,
  orderInitializeResponseSchema,
  type OrderInitializeRequestInput,
} from '#schemas/order.ts'
import { paymentReturnParameter } from '#schemas/payment-return-parameter.ts'
import { percentile } from './percentile.ts'

const locale = 'en-EU'
const cartPath = '/digital-order/v1/cart/validate'
export const initializePath = '/digital-order/v1/orders/initialize'
export const completePath = '/digital-order/v1/orders/complete'

/** A two-line order paid by bank: two bundles (ten wash codes) and a gift card, so completion issues 11 vouchers. */
export const benchItems = [
  { code: 'BUNDLE-BASIC-5', quantity: 2 },
  { code: 'GIFT-CARD-SMALL', quantity: 1 },
]

export interface OrderTimings {
  /** Whole orders (initialize → provider approves → complete), each from its first request to its last answer. */
  latenciesMs: number[]
  seconds: number
  failures: string[]
}

export interface EngineOrdersResult {
  engine: 'pglite' | 'postgres'
  orders: number
  ordersPerSecond: number
  latencyP50Ms: number
  latencyP99Ms: number
  failures: number
  firstFailure: string | null
}

export interface OrdersBenchResult {
  mode: 'orders'
  orders: number
  connections: number
  serverEntry: string
  engines: EngineOrdersResult[]
  /** An engine that could not be benched, and why (PostgreSQL not reachable). */
  skipped: { engine: 'postgres'; reason: string }[]
}

export { percentile }

async function postJson(
  url: string,
  body: unknown,
  key: string | null,
  signal: AbortSignal,
): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'aurora-locale': locale,
      ...(key === null ? {} : { [idempotencyKeyHeader]: key }),
    },
    body: JSON.stringify(body),
    signal,
  })
  const text = await response.text()
  if (response.status !== 200)
    throw new Error(`POST ${url} answered ${String(response.status)}: ${text.slice(0, 300)}`)
  return JSON.parse(text)
}

/** The total the cart shows, as the checkout sends it back as `expectedTotal`. */
export async function benchExpectedTotal(origin: string, signal: AbortSignal): Promise<number> {
  const answer = cartValidateResponseSchema.parse(
    await postJson(`${origin}${cartPath}`, { items: benchItems }, null, signal),
  )
  return answer.totals.totalWithTax
}

/** The checkout's order: visitor `index`'s details, paid by bank, the cart's total expected. */
export function benchOrderRequest(index: number, expectedTotal: number): OrderInitializeRequestInput {
  return {
    items: benchItems,
    customer: {
      email: `bench-${String(index)}@example.com`,
      firstname: 'Bench',
      lastname: 'Visitor',
      telephonePrefix: 'FIN|358',
      telephoneNumber: '0401234567',
      marketing: [],
    },
    sendSms: index % 2 === 0,
    payment: { paymentMethodType: 'bank', bank: 'op' },
    expectedTotal,
  }
}

/** One whole order as a visitor makes it, every answer checked; answers when it is paid. */
async function oneOrder(origin: string, expectedTotal: number, index: number, signal: AbortSignal) {
  const request = benchOrderRequest(index, expectedTotal)
  const started = orderInitializeResponseSchema.parse(
    await postJson(`${origin}${initializePath}`, request, randomUUID(), signal),
  )
  // The provider's bank page, its approve button pressed: 303 back to the shop with the signed result.
  const decided = await fetch(new URL(started.redirectUrl, origin), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=approve',
    redirect: 'manual',
    signal,
  })
  await decided.arrayBuffer()
  const location = decided.headers.get('location')
  if (decided.status !== 303 || location === null) {
    throw new Error(`the provider page answered ${String(decided.status)} without a return`)
  }
  const signedReturn = new URL(location, origin).searchParams.get(paymentReturnParameter)
  if (signedReturn === null)
    throw new Error(`the provider's return ${location} has no ${paymentReturnParameter}`)
  const paid = completedOrderSchema.parse(
    await postJson(
      `${origin}${completePath}`,
      { orderId: started.orderId, signedReturn },
      randomUUID(),
      signal,
    ),
  )
  if (paid.vouchers.length !== 11)
    throw new Error(`order ${paid.orderId} issued ${String(paid.vouchers.length)} vouchers, not 11`)
}

/** `count` whole orders over `connections` concurrent visitors. */
export async function runOrders(
  origin: string,
  options: { count: number; connections: number; signal: AbortSignal; firstIndex?: number },
): Promise<OrderTimings> {
  const { count, connections, signal, firstIndex = 0 } = options
  const expectedTotal = await benchExpectedTotal(origin, signal)
  const latenciesMs: number[] = []
  const failures: string[] = []
  let next = 0
  const started = performance.now()
  const visitor = async () => {
    while (next < count) {
      const index = firstIndex + next
      next += 1
      const orderStarted = performance.now()
      try {
        await oneOrder(origin, expectedTotal, index, signal)
        latenciesMs.push(performance.now() - orderStarted)
      } catch (error) {
        signal.throwIfAborted()
        failures.push(error instanceof Error ? error.message : String(error))
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(connections, count) }, visitor))
  return { latenciesMs, seconds: (performance.now() - started) / 1000, failures }
}

export function summarize(engine: EngineOrdersResult['engine'], timings: OrderTimings): EngineOrdersResult {
  const sorted = [...timings.latenciesMs].sort((a, b) => a - b)
  return {
    engine,
    orders: sorted.length,
    ordersPerSecond: sorted.length / timings.seconds,
    latencyP50Ms: percentile(sorted, 0.5),
    latencyP99Ms: percentile(sorted, 0.99),
    failures: timings.failures.length,
    firstFailure: timings.failures[0] ?? null,
  }
}

/**
 * A scratch PostgreSQL database for one bench run, on the server of `adminUrl`, and the environment a
 * server needs to use it (`DATABASE_URL` requires `SESSION_SECRET`, DESIGN §1). `drop` removes it.
 */
export async function createScratchPostgres(
  adminUrl: string,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const name = `bench_orders_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 })
  await admin.connect()
  try {
    await admin.query(`create database ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    env: { DATABASE_URL: url.href, SESSION_SECRET: randomBytes(32).toString('base64url') },
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl })
      await cleanup.connect()
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`)
      } finally {
        await cleanup.end()
      }
    },
  }
}

export function formatOrders(result: OrdersBenchResult): string {
  const fixed = (value: number) => value.toFixed(1)
  return [
    `full orders (initialize → bank approves on the provider page → complete)  ${String(result.orders)} per engine  connections ${String(result.connections)}`,
    ...result.engines.map(
      (engine) =>
        `${engine.engine.padEnd(9)} orders/s ${fixed(engine.ordersPerSecond)}   p50 ${fixed(engine.latencyP50Ms)} ms   p99 ${fixed(engine.latencyP99Ms)} ms   ` +
        `paid ${String(engine.orders)}   failed ${String(engine.failures)}${engine.firstFailure === null ? '' : ` (first: ${engine.firstFailure})`}`,
    ),
    ...result.skipped.map((skipped) => `${skipped.engine.padEnd(9)} skipped: ${skipped.reason}`),
  ].join('\n')
}
