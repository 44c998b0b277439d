import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { z } from 'zod'
import { cartValidateResponseSchema } from '#schemas/cart.ts'
import {
  completedOrderSchema,
  idempotencyKeyHeader,
  orderInitializeResponseSchema,
  priceChangedErrorCode,
  type OrderInitializeRequestInput,
} from '#schemas/order.ts'
import { paymentReturnParameter } from '#schemas/payment-return-parameter.ts'
import type { AppEnv } from '#server/app-env.server.ts'
import {
  discountRedemptions,
  idempotencyKeys,
  orderLines,
  orders,
  outbox,
  vouchers,
} from '#server/db/schema.server.ts'
import { createLogger } from '#server/logger.server.ts'
import { requestContext } from '#server/middleware/request-context.server.ts'
import { loadCatalogue, type Catalogue } from '#server/services/commerce/catalogue.server.ts'
import { seedDiscountCodes } from '#server/services/commerce/discount-codes.server.ts'
import { createEmbeddedCommerce } from '#server/services/commerce/embedded-commerce.server.ts'
import {
  createEmbeddedPayments,
  paymentProviderPathPrefix,
  type EmbeddedPayments,
} from '#server/services/payments/embedded-payments.server.ts'
import { createTestDatabase, postgresAvailability, type TestDatabase } from '#tests/setup/test-database.ts'
import { digitalOrderRoutes } from './digital-order.server.ts'

/**
 * Issue 15 "Must show": the order calls over HTTP (the route module with the embedded commerce and payment
 * provider) on PGlite and on PostgreSQL: once per key, refusals logged, the server's price, goods issued.
 */

const postgres = await postgresAvailability()
const shippedCatalogue: Catalogue = await loadCatalogue('content/products')

const engines = [
  { engine: 'pglite' as const, skip: false },
  { engine: 'postgres' as const, skip: !postgres.available },
]

const initializePath = '/digital-order/v1/orders/initialize'
const completePath = '/digital-order/v1/orders/complete'

const envelopeSchema = z.strictObject({
  error: z.strictObject({
    code: z.string().regex(/^[A-Z][A-Z_]*$/),
    message: z.string().min(1),
    fields: z.record(z.string(), z.string()).optional(),
  }),
})

const logLineSchema = z.looseObject({ level: z.string(), msg: z.string() })

/** The same catalogue with one product's price in one market changed (an editor's change mid-checkout). */
function withPrice(catalogue: Catalogue, locale: 'en-EU', code: string, price: number): Catalogue {
  const market = catalogue.markets[locale]
  const productsByCode = new Map(market.productsByCode)
  const entry = productsByCode.get(code)
  if (entry === undefined) throw new Error(`${code} is not in the catalogue`)
  productsByCode.set(code, {
    ...entry,
    product: { ...entry.product, attributes: { ...entry.product.attributes, price } },
  })
  return { ...catalogue, markets: { ...catalogue.markets, [locale]: { ...market, productsByCode } } }
}

const customer: OrderInitializeRequestInput['customer'] = {
  email: 'Aino.Virtanen@example.com',
  firstname: 'Aino',
  lastname: 'Virtanen',
  telephonePrefix: 'FIN|358',
  telephoneNumber: '040 123 4567',
  marketing: [],
}

describe.each(engines)('orders on $engine', ({ engine, skip }) => {
  let database: TestDatabase
  let payments: EmbeddedPayments
  let catalogue = shippedCatalogue
  let app: Hono<AppEnv>
  const logLines: string[] = []
  let keys = 0

  beforeAll(async () => {
    if (skip) return
    database = await createTestDatabase(engine)
    await seedDiscountCodes(database)
    payments = createEmbeddedPayments({ database, signingSecret: `orders test on ${engine}` })
    const commerce = createEmbeddedCommerce({ catalogue: () => catalogue, database, payments })
    const logger = createLogger({ level: 'info', withStacks: false, write: (line) => logLines.push(line) })
    app = new Hono<AppEnv>()
    app.use(requestContext(logger))
    app.route('/', digitalOrderRoutes({ commerce, database, domains: {} }))
  })

  afterAll(async () => {
    if (!skip) await database.dispose()
  })

  const newKey = () => `test-key-${engine}-${String((keys += 1))}-${String(Date.now())}`

  async function post(path: string, body: unknown, key: string | null, locale = 'en-EU') {
    return await app.request(`http://shop.example${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'aurora-locale': locale,
        ...(key === null ? {} : { [idempotencyKeyHeader]: key }),
      },
      body: JSON.stringify(body),
    })
  }

  async function expectError(response: Response, status: number) {
    expect(response.status).toBe(status)
    expect(response.headers.get('cache-control')).toBe('no-store')
    return envelopeSchema.parse(await response.json()).error
  }

  function orderRequest(extra: Partial<OrderInitializeRequestInput> = {}): OrderInitializeRequestInput {
    return {
      items: [{ code: 'BUNDLE-BASIC-5', quantity: 2 }],
      customer,
      sendSms: true,
      payment: { paymentMethodType: 'bank', bank: 'op' },
      // 2 × 39,60 € at the catalogue's price.
      expectedTotal: 7920,
      ...extra,
    }
  }

  async function initialize(request: OrderInitializeRequestInput = orderRequest()) {
    const response = await post(initializePath, request, newKey())
    expect(response.status).toBe(200)
    return orderInitializeResponseSchema.parse(await response.json())
  }

  /** The visitor's decision on the provider's page, and the signed return it sends them back with. */
  async function decide(redirectUrl: string, action: 'approve' | 'decline' | 'cancel') {
    expect(redirectUrl.startsWith(`${paymentProviderPathPrefix}/`)).toBe(true)
    const paymentId = decodeURIComponent(redirectUrl.slice(paymentProviderPathPrefix.length + 1))
    const outcome = await payments.decide(paymentId, { action })
    if (outcome.kind !== 'return') throw new Error(`the provider answered ${outcome.kind}`)
    const returnUrl = new URL(outcome.redirectUrl)
    // The provider sends the visitor back to the market's checkout on the site they came from.
    expect(`${returnUrl.origin}${returnUrl.pathname}`).toBe('http://shop.example/en-EU/checkout')
    const signedReturn = returnUrl.searchParams.get(paymentReturnParameter)
    if (signedReturn === null) throw new Error('no signed return')
    return signedReturn
  }

  async function orderRow(orderId: string) {
    const [row] = await database.db.select().from(orders).where(eq(orders.id, orderId))
    return row
  }

  function loggedRefusals(code: string) {
    return logLines
      .map((line) => logLineSchema.parse(JSON.parse(line)))
      .filter((line) => line.msg === 'order call refused' && line.code === code)
  }

  test.skipIf(skip)(
    'a full order: the server prices it, the bank approves, the goods are issued and the messages queued',
    async () => {
      const started = await initialize()
      expect(started.orderId).toMatch(/^AU-[A-Z0-9]{10}$/)
      expect(started.currency).toBe('EUR')
      expect(started.totals.totalWithTax).toBe(7920)
      const pending = await orderRow(started.orderId)
      expect(pending).toMatchObject({
        status: 'pending',
        email: 'aino.virtanen@example.com',
        phoneNumber: '+358401234567',
        total: 7920,
        paymentMethod: 'bank',
        bank: 'op',
      })
      const lines = await database.db.select().from(orderLines).where(eq(orderLines.orderId, started.orderId))
      expect(lines).toMatchObject([
        { productCode: 'BUNDLE-BASIC-5', quantity: 2, unitPrice: 3960, total: 7920 },
      ])

      const signedReturn = await decide(started.redirectUrl, 'approve')
      const response = await post(completePath, { orderId: started.orderId, signedReturn }, newKey())
      expect(response.status).toBe(200)
      const completed = completedOrderSchema.parse(await response.json())
      expect(completed).toMatchObject({
        orderId: started.orderId,
        status: 'paid',
        email: 'aino.virtanen@example.com',
        totals: started.totals,
        lines: [{ productCode: 'BUNDLE-BASIC-5', quantity: 2, total: 7920 }],
      })
      // Two five-wash bundles: ten wash codes, each of the member wash, each different.
      expect(completed.vouchers).toHaveLength(10)
      expect(new Set(completed.vouchers.map((voucher) => voucher.code)).size).toBe(10)
      for (const voucher of completed.vouchers) {
        expect(voucher).toMatchObject({ productCode: 'WASH-BASIC', kind: 'wash', name: 'Basic wash' })
      }
      const stored = await database.db.select().from(vouchers).where(eq(vouchers.orderId, started.orderId))
      expect(stored.map((voucher) => voucher.code).sort()).toEqual(
        completed.vouchers.map((voucher) => voucher.code).sort(),
      )
      expect((await orderRow(started.orderId))?.status).toBe('paid')

      const messages = await database.db.select().from(outbox)
      const ofThisOrder = messages.filter((message) =>
        JSON.stringify(message.payload).includes(started.orderId),
      )
      expect(ofThisOrder.map((message) => [message.channel, message.recipient]).sort()).toEqual([
        ['email', 'aino.virtanen@example.com'],
        ['sms', '+358401234567'],
      ])
      expect(ofThisOrder.every((message) => message.deliveredAt === null)).toBe(true)
    },
  )

  test.skipIf(skip)('without sendSms only the e-mail is queued; a gift card issues its value', async () => {
    const started = await initialize(
      orderRequest({
        items: [{ code: 'GIFT-CARD-MEDIUM', quantity: 1 }],
        expectedTotal: 5000,
        sendSms: false,
      }),
    )
    const signedReturn = await decide(started.redirectUrl, 'approve')
    const completed = completedOrderSchema.parse(
      await (await post(completePath, { orderId: started.orderId, signedReturn }, newKey())).json(),
    )
    expect(completed.vouchers).toEqual([
      expect.objectContaining({ productCode: 'GIFT-CARD-MEDIUM', kind: 'giftCard', value: 5000 }),
    ])
    const messages = (await database.db.select().from(outbox)).filter((message) =>
      JSON.stringify(message.payload).includes(started.orderId),
    )
    expect(messages.map((message) => message.channel)).toEqual(['email'])
  })

  test.skipIf(skip)(
    '20 concurrent completions with one key: one paid order, its goods issued once, 20 equal answers',
    async () => {
      const started = await initialize()
      const signedReturn = await decide(started.redirectUrl, 'approve')
      const key = newKey()
      const body = { orderId: started.orderId, signedReturn }
      const responses = await Promise.all(Array.from({ length: 20 }, () => post(completePath, body, key)))
      expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 20 }, () => 200))
      const answers = await Promise.all(responses.map((response) => response.json()))
      for (const answer of answers) expect(answer).toEqual(answers[0])
      // All but the first were answered from what the key kept.
      const replayed = responses.filter((response) => response.headers.get('idempotent-replayed') === 'true')
      expect(replayed).toHaveLength(19)
      const stored = await database.db.select().from(vouchers).where(eq(vouchers.orderId, started.orderId))
      expect(stored).toHaveLength(10)
      expect((await orderRow(started.orderId))?.status).toBe('paid')

      // The same key with another body: 409, and nothing changes.
      const other = await post(completePath, { ...body, signedReturn: `${signedReturn}x` }, key)
      expect((await expectError(other, 409)).code).toBe('IDEMPOTENCY_KEY_REUSED')
    },
  )

  test.skipIf(skip)(
    'two tabs completing at once with their own keys: one pays, the other is refused',
    async () => {
      const started = await initialize()
      const signedReturn = await decide(started.redirectUrl, 'approve')
      const body = { orderId: started.orderId, signedReturn }
      const responses = await Promise.all(Array.from({ length: 5 }, () => post(completePath, body, newKey())))
      expect(responses.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409])
      const stored = await database.db.select().from(vouchers).where(eq(vouchers.orderId, started.orderId))
      expect(stored).toHaveLength(10)
    },
  )

  test.skipIf(skip)('20 concurrent initializations with one key make one order and one payment', async () => {
    const key = newKey()
    const request = orderRequest({ customer: { ...customer, email: 'twotabs@example.com' } })
    const responses = await Promise.all(Array.from({ length: 20 }, () => post(initializePath, request, key)))
    const answers = await Promise.all(responses.map((response) => response.json()))
    for (const answer of answers) expect(answer).toEqual(answers[0])
    const made = await database.db.select().from(orders).where(eq(orders.email, 'twotabs@example.com'))
    expect(made).toHaveLength(1)
  })

  test.skipIf(skip)('a forged return is refused (400) and logged; the order stays pending', async () => {
    const started = await initialize()
    const signedReturn = await decide(started.redirectUrl, 'approve')
    const [payload, signature] = signedReturn.split('.')
    const tampered = `${payload ?? ''}.${(signature ?? '').startsWith('A') ? 'B' : 'A'}${(signature ?? '').slice(1)}`
    const response = await post(completePath, { orderId: started.orderId, signedReturn: tampered }, newKey())
    expect((await expectError(response, 400)).code).toBe('PAYMENT_RETURN_REFUSED')
    expect(loggedRefusals('PAYMENT_RETURN_REFUSED')).toContainEqual(
      expect.objectContaining({ level: 'warn', reason: expect.stringMatching(/^forged: /) }),
    )
    expect((await orderRow(started.orderId))?.status).toBe('pending')
  })

  test.skipIf(skip)(
    'a replayed return (a new key after the order was paid) is refused (409) and logged',
    async () => {
      const started = await initialize()
      const signedReturn = await decide(started.redirectUrl, 'approve')
      const body = { orderId: started.orderId, signedReturn }
      expect((await post(completePath, body, newKey())).status).toBe(200)
      const replay = await post(completePath, body, newKey())
      expect((await expectError(replay, 409)).code).toBe('PAYMENT_RETURN_USED')
      expect(loggedRefusals('PAYMENT_RETURN_USED')).toContainEqual(
        expect.objectContaining({ reason: expect.stringContaining(started.orderId) }),
      )
      const stored = await database.db.select().from(vouchers).where(eq(vouchers.orderId, started.orderId))
      expect(stored).toHaveLength(10)
    },
  )

  test.skipIf(skip)('a return for another order is refused', async () => {
    const first = await initialize()
    const second = await initialize()
    const signedReturn = await decide(first.redirectUrl, 'approve')
    const response = await post(completePath, { orderId: second.orderId, signedReturn }, newKey())
    expect((await expectError(response, 400)).code).toBe('PAYMENT_RETURN_REFUSED')
    expect((await orderRow(second.orderId))?.status).toBe('pending')
  })

  test.skipIf(skip)(
    'a declined payment is 402 and the order stays pending; a retry replaces it',
    async () => {
      const started = await initialize()
      const signedReturn = await decide(started.redirectUrl, 'decline')
      const response = await post(completePath, { orderId: started.orderId, signedReturn }, newKey())
      const error = await expectError(response, 402)
      expect(error).toMatchObject({ code: 'PAYMENT_NOT_APPROVED', fields: { result: 'declined' } })
      expect((await orderRow(started.orderId))?.status).toBe('pending')

      // spec §8: back to the payment step; the new attempt supersedes the failed one.
      const retried = await initialize(orderRequest({ previousOrderId: started.orderId }))
      expect(retried.orderId).not.toBe(started.orderId)
      expect((await orderRow(started.orderId))?.status).toBe('superseded')
      expect((await orderRow(retried.orderId))?.status).toBe('pending')
    },
  )

  test.skipIf(skip)(
    'a price changed between cart and initialize: 409 PRICE_CHANGED with the server’s total, no order',
    async () => {
      const cart = await post('/digital-order/v1/cart/validate', { items: orderRequest().items }, null)
      const seen = cartValidateResponseSchema.parse(await cart.json()).totals.totalWithTax
      expect(seen).toBe(7920)
      const ordersBefore = (await database.db.select().from(orders)).length
      catalogue = withPrice(shippedCatalogue, 'en-EU', 'BUNDLE-BASIC-5', 4200)
      try {
        const key = newKey()
        const request = orderRequest({ expectedTotal: seen })
        const response = await post(initializePath, request, key)
        const error = await expectError(response, 409)
        expect(error.code).toBe(priceChangedErrorCode)
        expect(error.fields).toEqual({ totalWithTax: '8400', currency: 'EUR' })
        expect((await database.db.select().from(orders)).length).toBe(ordersBefore)
        // The refusal is the key's answer: the same request again gets it again, replayed.
        const again = await post(initializePath, request, key)
        expect(again.headers.get('idempotent-replayed')).toBe('true')
        expect((await expectError(again, 409)).fields).toEqual(error.fields)
        // With the server's total the visitor now agreed to, the order is made at the new price.
        const agreed = await initialize(orderRequest({ expectedTotal: 8400 }))
        expect(agreed.totals.totalWithTax).toBe(8400)
      } finally {
        catalogue = shippedCatalogue
      }
    },
  )

  test.skipIf(skip)(
    'a once-per-email code is redeemed when paid and refused to the same e-mail after',
    async () => {
      const email = 'firstwash@example.com'
      // 20 % off 2 × 39,60 €.
      const request = orderRequest({
        customer: { ...customer, email },
        discountCode: 'FIRSTWASH',
        expectedTotal: 6336,
      })
      const started = await initialize(request)
      expect(started.totals.discount).toBe(1584)
      const signedReturn = await decide(started.redirectUrl, 'approve')
      const completed = completedOrderSchema.parse(
        await (await post(completePath, { orderId: started.orderId, signedReturn }, newKey())).json(),
      )
      // The line carries its share of the discount.
      expect(completed.lines).toEqual([expect.objectContaining({ total: 6336 })])
      const redemptions = await database.db
        .select()
        .from(discountRedemptions)
        .where(eq(discountRedemptions.email, email))
      expect(redemptions).toMatchObject([{ code: 'FIRSTWASH', orderId: started.orderId }])

      const second = await post(initializePath, request, newKey())
      const error = await expectError(second, 409)
      expect(error).toMatchObject({
        code: 'DISCOUNT_CODE_REJECTED',
        fields: { discountCode: 'already-used' },
      })
    },
  )

  test.skipIf(skip)('the customer is checked again on the server: a wrong phone number is 422', async () => {
    const response = await post(
      initializePath,
      orderRequest({ customer: { ...customer, telephonePrefix: 'NO|47', telephoneNumber: '12345' } }),
      newKey(),
    )
    const error = await expectError(response, 422)
    expect(error).toMatchObject({
      code: 'INVALID_CUSTOMER',
      fields: { 'customer.telephoneNumber': 'validation.phone' },
    })
  })

  test.skipIf(skip)('a bank of another market is 422', async () => {
    const response = await post(
      initializePath,
      orderRequest({ payment: { paymentMethodType: 'bank', bank: 'dnb' } }),
      newKey(),
    )
    expect(await expectError(response, 422)).toMatchObject({
      code: 'UNKNOWN_BANK',
      fields: { 'payment.bank': expect.any(String) },
    })
  })

  test.skipIf(skip)('without an Idempotency-Key, or with a malformed one, both calls are 400', async () => {
    for (const path of [initializePath, completePath]) {
      const missing = await expectError(await post(path, orderRequest(), null), 400)
      expect(missing).toMatchObject({
        code: 'IDEMPOTENCY_KEY_REQUIRED',
        fields: { [idempotencyKeyHeader]: expect.any(String) },
      })
      const malformed = await expectError(await post(path, orderRequest(), 'short'), 400)
      expect(malformed.code).toBe('IDEMPOTENCY_KEY_INVALID')
    }
    const kept = await database.db.select().from(idempotencyKeys)
    expect(kept.every((row) => row.key.startsWith('test-key-'))).toBe(true)
  })
})
