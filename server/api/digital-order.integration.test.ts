import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { z } from 'zod'
import { cartValidateResponseSchema } from '#schemas/cart.ts'
import { startProductionServer, type RunningServer } from '#tests/setup/production-server.ts'

/**
 * Issue 14: `POST /digital-order/v1/cart/validate` of the built server (embedded commerce over the site's
 * own catalogue and a fresh PGlite), every bad input answered in the error envelope (DESIGN §1).
 */

let server: RunningServer
const path = '/digital-order/v1/cart/validate'

beforeAll(async () => {
  server = await startProductionServer()
})

afterAll(async () => {
  await server.stop()
})

const envelopeSchema = z.strictObject({
  error: z.strictObject({
    code: z.string().regex(/^[A-Z][A-Z_]*$/),
    message: z.string().min(1),
    fields: z.record(z.string(), z.string()).optional(),
  }),
})

function post(body: string, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  })
}

/** The answer is the error envelope with this status, never cached, and its parsed body. */
async function expectError(response: Response, status: number) {
  expect(response.status).toBe(status)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return envelopeSchema.parse(await response.json()).error
}

test('a valid cart answers 200 with the catalogue’s prices, never cached', async () => {
  const response = await post(
    JSON.stringify({
      items: [
        { code: 'WASH-PREMIUM', quantity: 2, showUpsell: true },
        // A price sent by the client is not part of the contract and has no effect.
        { code: 'GIFT-CARD-SMALL', quantity: 1, price: 1 },
      ],
    }),
    { 'aurora-locale': 'en-EU' },
  )
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  const answer = cartValidateResponseSchema.parse(await response.json())
  expect(answer.currency).toBe('EUR')
  expect(answer.items.map((item) => item.product.attributes.price)).toEqual([1990, 2000])
  expect(answer.totals.totalWithTax).toBe(2 * 1990 + 2000)
  expect(answer.items[0]?.upsellProducts.map((upsell) => upsell.product.code)).toEqual(['BUNDLE-PREMIUM-5'])
})

test('without the locale header the market is fi-FI (spec §7); an unknown locale is 400', async () => {
  const cart = JSON.stringify({ items: [{ code: 'WASH-BASIC', quantity: 1 }] })
  const finnish = cartValidateResponseSchema.parse(await (await post(cart)).json())
  expect(finnish.items[0]?.product.name).toBe('Peruspesu')
  const norwegian = cartValidateResponseSchema.parse(
    await (await post(cart, { 'aurora-locale': 'no-NO' })).json(),
  )
  expect(norwegian.currency).toBe('NOK')
  const error = await expectError(await post(cart, { 'aurora-locale': 'de-DE' }), 400)
  expect(error.fields).toEqual({ 'aurora-locale': expect.stringContaining('fi-FI') })
})

test('an unknown or expired discount code is a field of a 200 answer; the cart is priced without it', async () => {
  const response = await post(
    JSON.stringify({ items: [{ code: 'WASH-BASIC', quantity: 1 }], discountCode: 'SUMMER2025' }),
    { 'aurora-locale': 'sv-SE' },
  )
  expect(response.status).toBe(200)
  const answer = cartValidateResponseSchema.parse(await response.json())
  expect(answer.discountCode).toEqual({ code: 'SUMMER2025', status: 'rejected', reason: 'expired' })
  expect(answer.totals).toMatchObject({ discount: 0, totalWithTax: 11_900 })
})

test('malformed JSON is 400', async () => {
  const error = await expectError(await post('{"items": [{"code": "WASH-BASIC", '), 400)
  expect(error.code).toBe('BAD_REQUEST')
  expect(error.fields).toEqual({ body: 'must be valid JSON' })
})

test.each([
  { name: 'a list instead of a cart', body: [], fields: ['body'] },
  { name: 'no items', body: {}, fields: ['items'] },
  { name: 'items that are not a list', body: { items: 'WASH-BASIC' }, fields: ['items'] },
  {
    name: 'a line without a code and a quantity that is text',
    body: { items: [{ quantity: '2' }] },
    fields: ['items.0.quantity', 'items.0.code'],
  },
  {
    name: 'showUpsell that is not a boolean',
    body: { items: [{ code: 'WASH-BASIC', quantity: 1, showUpsell: 'yes' }] },
    fields: ['items.0.showUpsell'],
  },
])('wrong shape, $name: 400 naming each field', async ({ body, fields }) => {
  const error = await expectError(await post(JSON.stringify(body)), 400)
  expect(error.code).toBe('BAD_REQUEST')
  expect(Object.keys(error.fields ?? {}).sort()).toEqual([...fields].sort())
})

test.each([
  { quantity: 0, line: 0 },
  { quantity: 100, line: 1 },
  { quantity: -1, line: 0 },
])('quantity $quantity is outside 1–99: 422 naming the line’s quantity', async ({ quantity, line }) => {
  const items = ['WASH-BASIC', 'WASH-PREMIUM'].map((code, index) => ({
    code,
    quantity: index === line ? quantity : 1,
  }))
  const error = await expectError(await post(JSON.stringify({ items })), 422)
  expect(error.code).toBe('UNPROCESSABLE_ENTITY')
  expect(Object.keys(error.fields ?? {})).toEqual([`items.${line}.quantity`])
})

test('a cart breaking other rules (same code twice, a bad e-mail, a malformed code) is 422 per field', async () => {
  const error = await expectError(
    await post(
      JSON.stringify({
        items: [
          { code: 'WASH-BASIC', quantity: 1 },
          { code: 'WASH-BASIC', quantity: 2 },
          { code: 'wash basic', quantity: 1 },
        ],
        customerEmail: 'not-an-e-mail',
      }),
    ),
    422,
  )
  expect(Object.keys(error.fields ?? {}).sort()).toEqual(['customerEmail', 'items', 'items.2.code'])
})

test('an unknown product code is 422 naming the code', async () => {
  const error = await expectError(
    await post(
      JSON.stringify({
        items: [
          { code: 'WASH-BASIC', quantity: 1 },
          { code: 'WASH-DIAMOND', quantity: 1 },
        ],
      }),
    ),
    422,
  )
  expect(error.code).toBe('UNKNOWN_PRODUCT')
  expect(error.message).toContain('WASH-DIAMOND')
  expect(error.fields).toEqual({ 'items.1.code': expect.stringContaining('WASH-DIAMOND') })
})

/** A JSON cart of about `bytes` bytes: one valid line and a long, ignored string. */
function largeCart(bytes: number): string {
  return JSON.stringify({ items: [{ code: 'WASH-BASIC', quantity: 1 }], note: 'x'.repeat(bytes) })
}

test('a body over the limit (1 MiB) is 413, by its Content-Length', async () => {
  const error = await expectError(await post(largeCart(1024 * 1024 + 10)), 413)
  expect(error.code).toBe('PAYLOAD_TOO_LARGE')
})

test('a chunked body over the limit is 413 once it passes the limit', async () => {
  const url = new URL(`${server.url}${path}`)
  const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      },
      (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk.toString()))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
      },
    )
    // Writes that end up in the server's socket buffer after it has answered are not this test's concern.
    request.on('error', (error) => (error.message.includes('EPIPE') ? undefined : reject(error)))
    const chunk = 'x'.repeat(64 * 1024)
    request.write('{"items":[],"note":"')
    for (let index = 0; index < 20; index += 1) request.write(chunk)
    request.end('"}')
  })
  expect(status).toBe(413)
  expect(envelopeSchema.parse(JSON.parse(body)).error.code).toBe('PAYLOAD_TOO_LARGE')
})

test.each([
  { name: 'text/plain', contentType: 'text/plain' },
  { name: 'a form', contentType: 'application/x-www-form-urlencoded' },
  { name: 'no content type', contentType: null },
])('a body that is not JSON ($name) is 415', async ({ contentType }) => {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    // A string body makes fetch add text/plain; a Blob without a type adds nothing.
    body: contentType === null ? new Blob(['{"items":[]}']) : '{"items":[]}',
    headers: contentType === null ? {} : { 'content-type': contentType },
  })
  const error = await expectError(response, 415)
  expect(error.code).toBe('UNSUPPORTED_MEDIA_TYPE')
})

test('JSON with a charset parameter is JSON', async () => {
  const response = await post(JSON.stringify({ items: [] }), {
    'content-type': 'application/json; charset=utf-8',
  })
  expect(response.status).toBe(200)
})

test.each(['GET', 'PUT', 'PATCH', 'DELETE'])('%s is 405 with Allow: POST', async (method) => {
  const response = await fetch(`${server.url}${path}`, { method })
  const error = await expectError(response, 405)
  expect(error.code).toBe('METHOD_NOT_ALLOWED')
  expect(response.headers.get('allow')).toBe('POST')
})
