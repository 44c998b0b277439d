import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import { cartTotalsSchema } from '#schemas/cart.ts'
import type { CompletedOrderAnswer } from '#schemas/order.ts'
import type { Database } from '#server/db/database.server.ts'
import { orderLines, orders, vouchers } from '#server/db/schema.server.ts'

/** The account page lists this many of the latest paid orders; older ones are in the confirmation e-mails. */
export const maxListedOrders = 50

/**
 * A customer's paid orders as the account page shows them (issue 16): matched by the e-mail the orders
 * were made with (stored lower case), each with its lines and the digital goods it issued, in the shape
 * of the order confirmation (`orders/complete`), the latest first.
 */
export interface CustomerOrders {
  paidOrdersFor(email: string): Promise<CompletedOrderAnswer[]>
}

const voucherKindSchema = z.enum(['wash', 'giftCard', 'charging'])

/** Over the embedded digital-order service's tables (server/services/orders/embedded-orders.server.ts). */
export function createCustomerOrders(database: Database): CustomerOrders {
  const { db } = database
  return {
    async paidOrdersFor(email) {
      const paid = await db
        .select()
        .from(orders)
        .where(and(eq(orders.email, email.trim().toLowerCase()), eq(orders.status, 'paid')))
        .orderBy(desc(orders.paidAt), desc(orders.createdAt))
        .limit(maxListedOrders)
      if (paid.length === 0) return []
      const ids = paid.map((order) => order.id)
      const lines = await db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, ids))
        .orderBy(asc(orderLines.orderId), asc(orderLines.position))
      const issued = await db
        .select()
        .from(vouchers)
        .where(inArray(vouchers.orderId, ids))
        .orderBy(asc(vouchers.createdAt), asc(vouchers.code))
      return paid.map((order): CompletedOrderAnswer => {
        const ownLines = lines.filter((line) => line.orderId === order.id)
        // A voucher is named as its product's line: the name the customer bought it under.
        const names = new Map(ownLines.map((line) => [line.productCode, line.name]))
        return {
          orderId: order.id,
          status: 'paid',
          email: order.email,
          currency: order.currency,
          totals: cartTotalsSchema.parse(order.totals),
          lines: ownLines.map((line) => ({
            productCode: line.productCode,
            name: line.name,
            quantity: line.quantity,
            total: line.total,
          })),
          vouchers: issued
            .filter((voucher) => voucher.orderId === order.id)
            .map((voucher) => ({
              productCode: voucher.productCode,
              name: names.get(voucher.productCode) ?? voucher.productCode,
              kind: voucherKindSchema.parse(voucher.kind),
              code: voucher.code,
              ...(voucher.value === null ? {} : { value: voucher.value }),
            })),
          paidAt: (order.paidAt ?? order.createdAt).toISOString(),
        }
      })
    },
  }
}
