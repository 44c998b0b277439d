import { createServer, type IncomingHttpHeaders } from 'node:http'
import { afterEach, expect, test } from 'vitest'
import {
  orderCompleteRequestSchema,
  orderInitializeRequestSchema,
  type CompletedOrderAnswer,
  type OrderInitializeResponse,
} from '#schemas/order.ts'
import { createLogger } from '#server/logger.server.ts'
import { CommerceUnavailableError, OrderRejectedError } from './commerce.server.ts'
import { createHttpCommerce } from './http-commerce.server.ts'

/**
 * Issue 15: the HTTP `Commerce` (`ORDER_API_URL`) forwards the order calls with their `Idempotency-Key` and
 * locale, parses the answers with the wire schemas and passes the upstream's refusals on in its envelope.
 */

const logLines: string[] = []
const logger = createLogger({ level: 'info', withStacks: false, write: (line) => logLines.push(line) })
const stops: (() => Promise<void>)[] = []

afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()))
})

interface Seen {
  path: string
  headers: IncomingHttpHeaders
  body: unknown
}

/** A local order service answering every call with `status` and `body`, recording what it was sent. */
async function upstream(status: number, body: unknown): Promise<{ url: string; seen: Seen[] }> {
  const seen: Seen[] = []
  const server = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')))
    request.on('end', () => {
      seen.push({ path: request.url ?? '', headers: request.headers, body: JSON.parse(text) })
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  stops.push(() => new Promise((resolve) => server.close(() => resolve())))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  return { url: `http://127.0.0.1:${String(address.port)}`, seen }
}

const initializeRequest = orderInitializeRequestSchema.parse({
  items: [{ code: 'WASH-BASIC', quantity: 1 }],
  customer: {
    email: 'aino@example.com',
    firstname: 'Aino',
    lastname: 'Virtanen',
    telephonePrefix: 'FIN|358',
    telephoneNumber: '0401234567',
    marketing: [],
  },
  sendSms: false,
  payment: { paymentMethodType: 'card', card: 'new' },
  expectedTotal: 990,
})

const totals = { discount: 0, taxAmount: 201, totalWithTax: 990, totalWithoutTax: 789 }

test('initialize is forwarded with the key and the locale, and its answer parsed', async () => {
  const answer: OrderInitializeResponse = {
    orderId: 'AU-7KQ93MXPTW',
    redirectUrl: 'https://pay.example/p/1',
    currency: 'SEK',
    totals,
  }
  const service = await upstream(200, answer)
  const http = createHttpCommerce({ baseUrl: service.url, logger })
  const started = await http.initializeOrder(initializeRequest, {
    locale: 'sv-SE',
    idempotencyKey: 'key-0001',
    returnUrl: 'https://aurora.se/kassan',
  })
  expect(started).toEqual(answer)
  expect(service.seen).toEqual([
    {
      path: '/digital-order/v1/orders/initialize',
      headers: expect.objectContaining({ 'idempotency-key': 'key-0001', 'aurora-locale': 'sv-SE' }),
      body: initializeRequest,
    },
  ])
})

test('complete is forwarded; the upstream’s refusal keeps its status, code and fields', async () => {
  const service = await upstream(402, {
    error: { code: 'PAYMENT_NOT_APPROVED', message: 'Not approved.', fields: { result: 'declined' } },
  })
  const http = createHttpCommerce({ baseUrl: service.url, logger })
  const request = orderCompleteRequestSchema.parse({ orderId: 'AU-7KQ93MXPTW', signedReturn: 'a.b' })
  const attempt = http.completeOrder(request, { locale: 'fi-FI', idempotencyKey: 'key-0002' })
  await expect(attempt).rejects.toBeInstanceOf(OrderRejectedError)
  await expect(attempt).rejects.toMatchObject({
    status: 402,
    code: 'PAYMENT_NOT_APPROVED',
    fields: { result: 'declined' },
  })
  expect(service.seen[0]).toMatchObject({
    path: '/digital-order/v1/orders/complete',
    headers: { 'idempotency-key': 'key-0002', 'aurora-locale': 'fi-FI' },
  })
})

test.each([
  { name: 'a 503', status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } } },
  { name: 'a paid order outside the contract', status: 200, body: { orderId: 'AU-1', status: 'paid' } },
])('$name from the order service is CommerceUnavailableError, and logged', async ({ status, body }) => {
  const service = await upstream(status, body)
  const http = createHttpCommerce({ baseUrl: service.url, logger, retryDelayMs: 1 })
  const request = orderCompleteRequestSchema.parse({ orderId: 'AU-7KQ93MXPTW', signedReturn: 'a.b' })
  const attempt = http.completeOrder(request, { locale: 'fi-FI', idempotencyKey: 'key-0003' })
  await expect(attempt).rejects.toBeInstanceOf(CommerceUnavailableError)
  expect(logLines.at(-1)).toContain('order complete')
  // A POST is never retried (ADR 013): one call only, whatever the answer.
  expect(service.seen).toHaveLength(1)
})

test('a paid order in the contract is answered as it is', async () => {
  const paid: CompletedOrderAnswer = {
    orderId: 'AU-7KQ93MXPTW',
    status: 'paid',
    email: 'aino@example.com',
    currency: 'EUR',
    totals,
    lines: [{ productCode: 'WASH-BASIC', name: 'Peruspesu', quantity: 1, total: 990 }],
    vouchers: [{ productCode: 'WASH-BASIC', name: 'Peruspesu', kind: 'wash', code: 'W7KQ-93MX-PT' }],
    paidAt: '2026-11-26T12:00:00.000Z',
  }
  const service = await upstream(200, paid)
  const http = createHttpCommerce({ baseUrl: service.url, logger })
  const request = orderCompleteRequestSchema.parse({ orderId: 'AU-7KQ93MXPTW', signedReturn: 'a.b' })
  expect(await http.completeOrder(request, { locale: 'fi-FI', idempotencyKey: 'key-0004' })).toEqual(paid)
})
