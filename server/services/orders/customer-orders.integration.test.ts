import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { orderLines, orders, vouchers } from '#server/db/schema.server.ts'
import { createTestDatabase, postgresAvailability, type TestDatabase } from '#tests/setup/test-database.ts'
import { createCustomerOrders } from './customer-orders.server.ts'

const postgres = await postgresAvailability()
if (!postgres.available) console.info(postgres.reason)

const engines = [
  { engine: 'pglite' as const, skip: false },
  { engine: 'postgres' as const, skip: !postgres.available },
]

const totals = { discount: 0, taxAmount: 385, totalWithTax: 1990, totalWithoutTax: 1605 }

function orderRow(id: string, email: string, status: 'pending' | 'paid' | 'superseded', paidAt: Date | null) {
  return {
    id,
    locale: 'fi-FI',
    currency: 'EUR' as const,
    status,
    email,
    firstName: 'Aino',
    lastName: 'Virtanen',
    phoneNumber: '+358401234567',
    paymentMethod: 'card' as const,
    totals,
    total: totals.totalWithTax,
    paidAt,
  }
}

describe.each(engines)('the account page’s orders on $engine', ({ engine, skip }) => {
  let database: TestDatabase

  beforeAll(async () => {
    if (skip) return
    database = await createTestDatabase(engine)
    const { db } = database
    await db
      .insert(orders)
      .values([
        orderRow('AUR-OLDER1', 'aino.virtanen@example.com', 'paid', new Date('2026-10-01T08:00:00Z')),
        orderRow('AUR-NEWER1', 'aino.virtanen@example.com', 'paid', new Date('2026-11-20T10:00:00Z')),
        orderRow('AUR-PEND01', 'aino.virtanen@example.com', 'pending', null),
        orderRow('AUR-ERIK01', 'erik.lindqvist@example.com', 'paid', new Date('2026-11-21T10:00:00Z')),
      ])
    await db.insert(orderLines).values([
      {
        orderId: 'AUR-NEWER1',
        position: 0,
        productCode: 'WASH-PREMIUM',
        name: 'Premium wash',
        quantity: 1,
        unitPrice: 1990,
        total: 1990,
        taxClass: '25.5',
      },
      {
        orderId: 'AUR-OLDER1',
        position: 0,
        productCode: 'GIFT-20',
        name: 'Gift card 20 €',
        quantity: 1,
        unitPrice: 1990,
        total: 1990,
        taxClass: '0',
      },
    ])
    await db.insert(vouchers).values([
      { orderId: 'AUR-NEWER1', productCode: 'WASH-PREMIUM', kind: 'wash', code: 'W7Q2-K9MX', value: null },
      { orderId: 'AUR-OLDER1', productCode: 'GIFT-20', kind: 'giftCard', code: 'G4TR-82NP', value: 2000 },
    ])
  })

  afterAll(async () => {
    if (!skip) await database.dispose()
  })

  test.skipIf(skip)(
    'a customer’s paid orders, latest first, with lines and named codes; no one else’s',
    async () => {
      const answer = await createCustomerOrders(database).paidOrdersFor('Aino.Virtanen@example.com')
      expect(answer.map((order) => order.orderId)).toEqual(['AUR-NEWER1', 'AUR-OLDER1'])
      expect(answer[0]).toEqual({
        orderId: 'AUR-NEWER1',
        status: 'paid',
        email: 'aino.virtanen@example.com',
        currency: 'EUR',
        totals,
        lines: [{ productCode: 'WASH-PREMIUM', name: 'Premium wash', quantity: 1, total: 1990 }],
        vouchers: [{ productCode: 'WASH-PREMIUM', name: 'Premium wash', kind: 'wash', code: 'W7Q2-K9MX' }],
        paidAt: '2026-11-20T10:00:00.000Z',
      })
      expect(answer[1]?.vouchers).toEqual([
        { productCode: 'GIFT-20', name: 'Gift card 20 €', kind: 'giftCard', code: 'G4TR-82NP', value: 2000 },
      ])
    },
  )

  test.skipIf(skip)('a customer without paid orders gets none', async () => {
    await expect(createCustomerOrders(database).paidOrdersFor('nobody@example.com')).resolves.toEqual([])
  })
})
