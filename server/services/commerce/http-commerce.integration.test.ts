import { createServer, type Server } from 'node:http'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { cartValidateRequestSchema, type CartValidateRequestInput } from '#schemas/cart.ts'
import { locales } from '#schemas/locale.ts'
import { createLogger } from '#server/logger.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/setup/test-database.ts'
import { startProductionServer, type RunningServer } from '#tests/setup/production-server.ts'
import { loadCatalogue } from './catalogue.server.ts'
import { CartRejectedError, CommerceUnavailableError } from './commerce.server.ts'
import { seedDiscountCodes } from './discount-codes.server.ts'
import { createEmbeddedCommerce } from './embedded-commerce.server.ts'
import { createEmbeddedPayments } from '#server/services/payments/embedded-payments.server.ts'
import { createHttpCommerce } from './http-commerce.server.ts'

/**
 * Issue 14: the HTTP `Commerce` (what `ORDER_API_URL` selects) against our own embedded endpoint on the
 * built server: it answers exactly what the embedded service answers in-process, and passes the endpoint's
 * refusals on as they are.
 */

let server: RunningServer
let database: TestDatabase
const logLines: string[] = []
const logger = createLogger({ level: 'info', withStacks: false, write: (line) => logLines.push(line) })

beforeAll(async () => {
  server = await startProductionServer()
  database = await createTestDatabase('pglite')
  await seedDiscountCodes(database)
})

afterAll(async () => {
  await Promise.all([server.stop(), database.dispose()])
})

const carts: CartValidateRequestInput[] = [
  { items: [] },
  {
    items: [
      { code: 'WASH-PREMIUM', quantity: 3 },
      { code: 'BUNDLE-BASIC-5', quantity: 1, showUpsell: false },
      { code: 'GIFT-CARD-LARGE', quantity: 2 },
      { code: 'CHARGING-50-KWH', quantity: 1 },
    ],
    discountCode: 'welcome10',
  },
  { items: [{ code: 'WASH-BASIC', quantity: 99 }], discountCode: 'WASH5', customerEmail: 'aino@example.com' },
  { items: [{ code: 'WASH-VAN', quantity: 1 }], discountCode: 'WINTER2099' },
]

test('every market: the HTTP implementation answers what the embedded service answers in-process', async () => {
  const http = createHttpCommerce({ baseUrl: server.url, logger })
  const embedded = createEmbeddedCommerce({
    catalogue: await loadCatalogue('content/products'),
    database,
    payments: createEmbeddedPayments({ database, signingSecret: 'http commerce test' }),
  })
  for (const locale of locales) {
    for (const cart of carts) {
      const request = cartValidateRequestSchema.parse(cart)
      const [overHttp, inProcess] = await Promise.all([
        http.validateCart(request, { locale }),
        embedded.validateCart(request, { locale }),
      ])
      expect(overHttp).toEqual(inProcess)
    }
  }
})

test('an unknown product is the endpoint’s 422, passed on as CartRejectedError with its fields', async () => {
  const http = createHttpCommerce({ baseUrl: server.url, logger })
  const request = cartValidateRequestSchema.parse({
    items: [
      { code: 'WASH-BASIC', quantity: 1 },
      { code: 'WASH-TITANIUM', quantity: 1 },
    ],
  })
  const attempt = http.validateCart(request, { locale: 'sv-SE' })
  await expect(attempt).rejects.toBeInstanceOf(CartRejectedError)
  await expect(attempt).rejects.toMatchObject({
    status: 422,
    code: 'UNKNOWN_PRODUCT',
    fields: { 'items.1.code': expect.stringContaining('WASH-TITANIUM') },
  })
})

/** A local HTTP server that answers every request with `status` and `body`, on a free port. */
async function answering(status: number, body: string): Promise<{ url: string; server: Server }> {
  const upstream = createServer((_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(body)
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  const address = upstream.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  return { url: `http://127.0.0.1:${address.port}`, server: upstream }
}

test.each([
  {
    name: 'a 503',
    status: 503,
    body: '{"error":{"code":"SERVICE_UNAVAILABLE","message":"down"}}',
    expected: 503,
  },
  { name: 'an answer outside the contract', status: 200, body: '{"items":"none"}', expected: undefined },
  { name: 'a 422 that is no error envelope', status: 422, body: '<html>', expected: 422 },
])(
  '$name from the order service is CommerceUnavailableError, and logged',
  async ({ status, body, expected }) => {
    const upstream = await answering(status, body)
    try {
      const http = createHttpCommerce({ baseUrl: upstream.url, logger, retryDelayMs: 1 })
      const attempt = http.validateCart(cartValidateRequestSchema.parse({ items: [] }), { locale: 'fi-FI' })
      await expect(attempt).rejects.toBeInstanceOf(CommerceUnavailableError)
      await expect(attempt).rejects.toMatchObject({ status: expected })
      expect(logLines.at(-1)).toContain('order service call failed')
    } finally {
      await new Promise((resolve) => upstream.server.close(resolve))
    }
  },
)

test('a built server with ORDER_API_URL validates carts through the order service it names', async () => {
  const throughUpstream = await startProductionServer({ ORDER_API_URL: server.url })
  try {
    expect(throughUpstream.stdout()).toContain('commerce from upstream order service')
    const ask = async (origin: string, body: unknown, locale: string) => {
      const response = await fetch(`${origin}/digital-order/v1/cart/validate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'aurora-locale': locale },
        body: JSON.stringify(body),
      })
      return { status: response.status, body: await response.text() }
    }
    for (const [body, locale] of [
      [carts[1], 'no-NO'],
      [{ items: [{ code: 'WASH-NOPE', quantity: 1 }] }, 'fi-FI'],
    ] as const) {
      const [direct, relayed] = await Promise.all([
        ask(server.url, body, locale),
        ask(throughUpstream.url, body, locale),
      ])
      expect(relayed).toEqual(direct)
    }
  } finally {
    await throughUpstream.stop()
  }
})
