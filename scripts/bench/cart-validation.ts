import { cartValidateResponseSchema, type CartValidateRequestInput } from '#schemas/cart.ts'
import { connectionsFromThreads } from './load-report.ts'
import type { LoadRequest, LoadResult } from './load-test.ts'

/** Issue 14's goal for cart validation at 10 connections. */
export const cartValidationGoalP99Ms = 20

export const cartValidationPath = '/digital-order/v1/cart/validate'

/**
 * Issue 14's bench cart: ten lines of ten products (washes, bundles, gift cards, charging), upsells asked
 * for, and a discount code, so every request prices, suggests, reads the database and sums.
 */
export const benchCart: CartValidateRequestInput = {
  items: [
    { code: 'WASH-BASIC', quantity: 1 },
    { code: 'WASH-PREMIUM', quantity: 2 },
    { code: 'WASH-PREMIUM-PLUS', quantity: 1 },
    { code: 'WASH-VAN', quantity: 1 },
    { code: 'BUNDLE-BASIC-5', quantity: 1 },
    { code: 'BUNDLE-PREMIUM-5', quantity: 1 },
    { code: 'GIFT-CARD-SMALL', quantity: 3 },
    { code: 'GIFT-CARD-LARGE', quantity: 1 },
    { code: 'CHARGING-50-KWH', quantity: 1 },
    { code: 'CHARGING-100-KWH', quantity: 2 },
  ],
  discountCode: 'WELCOME10',
  customerEmail: 'bench@example.com',
}

export const benchCartRequest: LoadRequest = {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'aurora-locale': 'en-EU' },
  body: JSON.stringify(benchCart),
}

/** One request before the load: the cart must be answered 200 with a priced cart, or the numbers would be of errors. */
export async function checkCartValidation(url: string, signal: AbortSignal): Promise<number> {
  const response = await fetch(url, {
    method: benchCartRequest.method,
    headers: benchCartRequest.headers,
    body: benchCartRequest.body,
    signal: AbortSignal.any([signal, AbortSignal.timeout(10_000)]),
  })
  const text = await response.text()
  if (response.status !== 200)
    throw new Error(`POST ${url} answered ${response.status}: ${text.slice(0, 300)}`)
  const answer = cartValidateResponseSchema.parse(JSON.parse(text))
  if (answer.items.length !== benchCart.items.length || answer.discountCode?.status !== 'applied') {
    throw new Error(`POST ${url} did not price the bench cart as expected: ${text.slice(0, 300)}`)
  }
  return answer.totals.totalWithTax
}

export interface CartValidationResult {
  mode: 'cart-validation'
  path: string
  lines: number
  durationSeconds: number
  connections: number
  serverEntry: string
  load: LoadResult
  goalP99Ms: number
}

export function formatCartValidation(result: CartValidationResult): string {
  const { load } = result
  const fixed = (value: number) => value.toFixed(1)
  return [
    `POST ${result.path}  ${result.lines}-line cart  duration ${result.durationSeconds}s  ${connectionsFromThreads(result.connections, load.threads)}`,
    `requests/s   ${fixed(load.requestsPerSecond)}   p50 ${fixed(load.latencyP50Ms)} ms   p99 ${fixed(load.latencyP99Ms)} ms ` +
      `(goal ≤ ${result.goalP99Ms} ms: ${load.latencyP99Ms <= result.goalP99Ms ? 'met' : 'missed'})   ` +
      `total ${load.totalRequests}   non-2xx ${load.non2xx}   errors ${load.errors}   timeouts ${load.timeouts}`,
  ].join('\n')
}
