import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  cartValidateRequestSchema,
  cartValidateResponseSchema,
  type CartValidateRequestInput,
} from '#schemas/cart.ts'
import type { Locale } from '#schemas/locale.ts'
import { discountRedemptions } from '#server/db/schema.server.ts'
import { createTestDatabase, postgresAvailability, type TestDatabase } from '#tests/setup/test-database.ts'
import { loadCatalogue, type Catalogue } from './catalogue.server.ts'
import { CartRejectedError, type Commerce } from './commerce.server.ts'
import { seedDiscountCodes } from './discount-codes.server.ts'
import { createEmbeddedCommerce } from './embedded-commerce.server.ts'
import { createEmbeddedPayments } from '#server/services/payments/embedded-payments.server.ts'

const postgres = await postgresAvailability()
const catalogue: Catalogue = await loadCatalogue('content/products')

const engines = [
  { engine: 'pglite' as const, skip: false },
  { engine: 'postgres' as const, skip: !postgres.available },
]

/** A day the demo codes SUMMER2025 (expired) and WINTER2099 (not yet valid) are both out of their windows. */
const today = new Date('2026-11-26T12:00:00Z')

describe.each(engines)('the embedded digital-order service on $engine', ({ engine, skip }) => {
  let database: TestDatabase
  let commerce: Commerce
  let clock = today

  beforeAll(async () => {
    if (skip) return
    database = await createTestDatabase(engine)
    await seedDiscountCodes(database)
    const payments = createEmbeddedPayments({ database, signingSecret: 'embedded commerce test' })
    commerce = createEmbeddedCommerce({ catalogue, database, payments, now: () => clock })
  })

  afterAll(async () => {
    if (!skip) await database.dispose()
  })

  async function validate(locale: Locale, request: CartValidateRequestInput) {
    const answer = await commerce.validateCart(cartValidateRequestSchema.parse(request), { locale })
    // The answer keeps the wire contract the browser parses.
    expect(cartValidateResponseSchema.parse(answer)).toEqual(answer)
    return answer
  }

  test.skipIf(skip).each([
    {
      locale: 'fi-FI' as const,
      items: [
        { code: 'WASH-PREMIUM', quantity: 2 },
        { code: 'GIFT-CARD-MEDIUM', quantity: 1 },
      ],
      // 2 × 19,90 € at 25.5 %: 39,80 € ÷ 1.255 = 31,7131 → 31,71 €; the gift card carries no VAT.
      totals: { discount: 0, totalWithTax: 8980, totalWithoutTax: 8171, taxAmount: 809 },
      currency: 'EUR',
      taxBreakdown: [
        { taxClass: 25.5, taxAmount: 809 },
        { taxClass: 0, taxAmount: 0 },
      ],
    },
    {
      locale: 'en-EU' as const,
      items: [{ code: 'WASH-VAN', quantity: 1 }],
      // 29,90 € ÷ 1.255 = 23,8247 → 23,82 €.
      totals: { discount: 0, totalWithTax: 2990, totalWithoutTax: 2382, taxAmount: 608 },
      currency: 'EUR',
      taxBreakdown: [{ taxClass: 25.5, taxAmount: 608 }],
    },
    {
      locale: 'sv-SE' as const,
      items: [
        { code: 'WASH-BASIC', quantity: 3 },
        { code: 'CHARGING-50-KWH', quantity: 1 },
      ],
      // 3 × 119 kr + 299 kr = 656 kr at 25 %: 524,80 kr without VAT.
      totals: { discount: 0, totalWithTax: 65_600, totalWithoutTax: 52_480, taxAmount: 13_120 },
      currency: 'SEK',
      taxBreakdown: [{ taxClass: 25, taxAmount: 13_120 }],
    },
    {
      locale: 'no-NO' as const,
      items: [
        { code: 'BUNDLE-PREMIUM-5', quantity: 1 },
        { code: 'GIFT-CARD-SMALL', quantity: 1 },
      ],
      // Five premium washes for the price of four: 4 × 269 kr = 1 076 kr, 860,80 kr without VAT; 200 kr card.
      totals: { discount: 0, totalWithTax: 127_600, totalWithoutTax: 106_080, taxAmount: 21_520 },
      currency: 'NOK',
      taxBreakdown: [
        { taxClass: 25, taxAmount: 21_520 },
        { taxClass: 0, taxAmount: 0 },
      ],
    },
  ])('$locale: prices from the catalogue, totals and VAT per tax class in $currency', async (row) => {
    const answer = await validate(row.locale, { items: row.items })
    expect(answer.totals).toEqual(row.totals)
    expect(answer.currency).toBe(row.currency)
    expect(answer.taxBreakdown).toEqual(row.taxBreakdown)
    expect(answer.totals.totalWithTax).toBe(answer.totals.totalWithoutTax + answer.totals.taxAmount)
    expect(answer.items.map((item) => [item.product.code, item.quantity])).toEqual(
      row.items.map((item) => [item.code, item.quantity]),
    )
    for (const item of answer.items) {
      expect(item.product).toEqual(
        catalogue.markets[row.locale].productsByCode.get(item.product.code)?.product,
      )
      expect(item.product.attributes.currency).toBe(row.currency)
    }
  })

  test.skipIf(skip)('a bundle comes with its members; the product names are the market’s own', async () => {
    const answer = await validate('sv-SE', { items: [{ code: 'BUNDLE-PREMIUM-5', quantity: 1 }] })
    expect(answer.items[0]?.product.bundleMembers).toEqual([
      { amount: 5, product: { code: 'WASH-PREMIUM', globalName: 'Premiumtvätt' } },
    ])
    expect(answer.items[0]?.product.isBundle).toBe(true)
  })

  test.skipIf(skip)('an empty cart is valid and sums to zero', async () => {
    const answer = await validate('fi-FI', { items: [] })
    expect(answer).toEqual({
      items: [],
      totals: { discount: 0, taxAmount: 0, totalWithTax: 0, totalWithoutTax: 0 },
      currency: 'EUR',
      taxBreakdown: [],
    })
  })

  test.skipIf(skip)(
    'a single premium wash suggests the five-wash bundle; basic suggests premium',
    async () => {
      const answer = await validate('en-EU', {
        items: [
          { code: 'WASH-PREMIUM', quantity: 1 },
          { code: 'WASH-BASIC', quantity: 1 },
        ],
      })
      const suggested = answer.items.map((item) =>
        item.upsellProducts.map((upsell) => [upsell.product.code, upsell.quantity]),
      )
      expect(suggested).toEqual([
        [['BUNDLE-PREMIUM-5', 1]],
        // WASH-PREMIUM is already in the cart: not suggested again.
        [['BUNDLE-BASIC-5', 1]],
      ])
      expect(answer.items[0]?.upsellProducts[0]?.product.name).toBe('5 × Premium wash (pay for 4)')
    },
  )

  test.skipIf(skip)('showUpsell false asks for no suggestions', async () => {
    const answer = await validate('fi-FI', {
      items: [{ code: 'WASH-PREMIUM', quantity: 1, showUpsell: false }],
    })
    expect(answer.items[0]?.upsellProducts).toEqual([])
  })

  test.skipIf(skip)('an unknown product code rejects the cart, naming the code and its line', async () => {
    const attempt = validate('fi-FI', {
      items: [
        { code: 'WASH-BASIC', quantity: 1 },
        { code: 'WASH-DELUXE', quantity: 1 },
      ],
    })
    await expect(attempt).rejects.toBeInstanceOf(CartRejectedError)
    await expect(attempt).rejects.toMatchObject({
      status: 422,
      code: 'UNKNOWN_PRODUCT',
      message: expect.stringContaining('WASH-DELUXE'),
      fields: { 'items.1.code': expect.stringContaining('WASH-DELUXE') },
    })
  })

  test.skipIf(skip)('WELCOME10 takes 10 % off the discountable lines only, VAT on what is left', async () => {
    const answer = await validate('fi-FI', {
      items: [
        { code: 'WASH-PREMIUM', quantity: 2 },
        { code: 'GIFT-CARD-MEDIUM', quantity: 1 },
      ],
      discountCode: ' welcome10 ',
    })
    expect(answer.discountCode).toEqual({ code: 'WELCOME10', status: 'applied' })
    // 10 % of 39,80 € = 3,98 €; 35,82 € ÷ 1.255 = 28,5418 → 28,54 €; the gift card is not discounted.
    expect(answer.totals).toEqual({
      discount: 398,
      totalWithTax: 8582,
      totalWithoutTax: 7854,
      taxAmount: 728,
    })
  })

  test.skipIf(skip)('WASH5 gives a fixed amount in the market’s currency above its minimum', async () => {
    const below = await validate('sv-SE', {
      items: [{ code: 'WASH-BASIC', quantity: 1 }],
      discountCode: 'WASH5',
    })
    expect(below.discountCode).toEqual({ code: 'WASH5', status: 'rejected', reason: 'below-minimum' })
    expect(below.totals.discount).toBe(0)
    expect(below.totals.totalWithTax).toBe(11_900)
    const above = await validate('sv-SE', {
      items: [{ code: 'WASH-BASIC', quantity: 2 }],
      discountCode: 'WASH5',
    })
    expect(above.discountCode).toEqual({ code: 'WASH5', status: 'applied' })
    // 238 kr − 50 kr = 188 kr, 150,40 kr without VAT.
    expect(above.totals).toEqual({
      discount: 5000,
      totalWithTax: 18_800,
      totalWithoutTax: 15_040,
      taxAmount: 3760,
    })
    const euros = await validate('fi-FI', {
      items: [{ code: 'WASH-PREMIUM', quantity: 2 }],
      discountCode: 'WASH5',
    })
    expect(euros.totals.discount).toBe(500)
  })

  test.skipIf(skip)('gift cards do not count towards a minimum', async () => {
    const answer = await validate('fi-FI', {
      items: [{ code: 'GIFT-CARD-LARGE', quantity: 1 }],
      discountCode: 'WASH5',
    })
    expect(answer.discountCode).toEqual({ code: 'WASH5', status: 'rejected', reason: 'below-minimum' })
  })

  test.skipIf(skip)(
    'unknown, expired and not-yet-valid codes are rejected; the cart is still priced',
    async () => {
      const items = [{ code: 'WASH-PREMIUM', quantity: 1 }]
      for (const [code, reason] of [
        ['NOSUCHCODE', 'unknown'],
        ['SUMMER2025', 'expired'],
        ['WINTER2099', 'not-yet-valid'],
      ] as const) {
        const answer = await validate('no-NO', { items, discountCode: code })
        expect(answer.discountCode).toEqual({ code, status: 'rejected', reason })
        expect(answer.totals).toEqual({
          discount: 0,
          totalWithTax: 26_900,
          totalWithoutTax: 21_520,
          taxAmount: 5380,
        })
      }
    },
  )

  test.skipIf(skip)('a code holds inside its validity window and not a moment after', async () => {
    const items = [{ code: 'WASH-PREMIUM', quantity: 1 }]
    try {
      clock = new Date('2025-07-01T00:00:00Z')
      expect((await validate('fi-FI', { items, discountCode: 'SUMMER2025' })).discountCode?.status).toBe(
        'applied',
      )
      clock = new Date('2025-09-01T00:00:00Z')
      expect((await validate('fi-FI', { items, discountCode: 'SUMMER2025' })).discountCode).toMatchObject({
        reason: 'expired',
      })
    } finally {
      clock = today
    }
  })

  test.skipIf(skip)(
    'a once-per-e-mail code is refused to an e-mail that has used it, whatever its case',
    async () => {
      await database.db
        .insert(discountRedemptions)
        .values({ code: 'FIRSTWASH', email: 'aino.virtanen@example.com' })
      const items = [{ code: 'WASH-PREMIUM', quantity: 1 }]
      const used = await validate('fi-FI', {
        items,
        discountCode: 'FIRSTWASH',
        customerEmail: 'Aino.Virtanen@example.com',
      })
      expect(used.discountCode).toEqual({ code: 'FIRSTWASH', status: 'rejected', reason: 'already-used' })
      expect(used.totals.discount).toBe(0)
      const fresh = await validate('fi-FI', {
        items,
        discountCode: 'FIRSTWASH',
        customerEmail: 'erik@example.com',
      })
      expect(fresh.discountCode).toEqual({ code: 'FIRSTWASH', status: 'applied' })
      // 20 % of 19,90 € = 3,98 €.
      expect(fresh.totals.discount).toBe(398)
    },
  )

  test.skipIf(skip)('a code is read from the database once per cache period, its absence too', async () => {
    const cached = createEmbeddedCommerce({
      catalogue,
      database,
      payments: createEmbeddedPayments({ database, signingSecret: 'embedded commerce test' }),
      now: () => clock,
      discountCodeCacheMs: 300,
    })
    // Codes are stored as typed codes are read: upper-case.
    const late = `LATE-${engine.toUpperCase()}`
    const request = cartValidateRequestSchema.parse({
      items: [{ code: 'WASH-BASIC', quantity: 1 }],
      discountCode: late,
    })
    const status = async () => (await cached.validateCart(request, { locale: 'fi-FI' })).discountCode
    expect(await status()).toMatchObject({ status: 'rejected', reason: 'unknown' })
    await seedDiscountCodes(database, [
      {
        code: late,
        kind: { type: 'percentage', percentOff: 5 },
        minimumTotal: {},
        validFrom: null,
        validUntil: null,
        oncePerEmail: false,
      },
    ])
    expect(await status()).toMatchObject({ status: 'rejected', reason: 'unknown' })
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(await status()).toMatchObject({ status: 'applied' })
  })

  test.skipIf(skip)('seeding the demo codes again adds none', async () => {
    expect(await seedDiscountCodes(database)).toBe(0)
  })
})
