import { and, asc, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import { findBank } from '#domain/payment-banks.ts'
import { checkoutCustomerErrors } from '#domain/checkout-customer.ts'
import { cartTotalsSchema, type CartValidateRequest, type CartValidateResponse } from '#schemas/cart.ts'
import { locales, type Locale } from '#schemas/locale.ts'
import {
  priceChangedErrorCode,
  type CompletedOrderAnswer,
  type OrderCompleteRequest,
  type OrderInitializeRequest,
  type OrderInitializeResponse,
  type Voucher,
} from '#schemas/order.ts'
import type { TelephonePrefix } from '#schemas/userinfo.ts'
import type { Database, DatabaseClient } from '#server/db/database.server.ts'
import {
  discountCodes,
  discountRedemptions,
  orderLines,
  orders,
  outbox,
  vouchers,
} from '#server/db/schema.server.ts'
import type { Catalogue } from '#server/services/commerce/catalogue.server.ts'
import { OrderRejectedError, type OrderInitializeContext } from '#server/services/commerce/commerce.server.ts'
import { PaymentReturnRefusedError, type Payments } from '#server/services/payments/payments.server.ts'
import { vouchersToIssue, type VoucherToIssue } from './issued-goods.server.ts'
import { orderConfirmationTemplate, type OrderConfirmationPayload } from './order-messages.server.ts'
import { newOrderId, newVoucherCode } from './readable-codes.server.ts'

/** A cart priced by the embedded commerce, as `validateCart` answers it and line by line for the order. */
export interface PricedCart {
  answer: CartValidateResponse
  /** Each line at the catalogue's price; `total` is after the line's share of the discount (ADR 027). */
  lines: {
    productCode: string
    name: string
    quantity: number
    unitPrice: number
    taxClass: number
    total: number
  }[]
}

export type PriceCart = (request: CartValidateRequest, locale: Locale) => Promise<PricedCart>

export interface EmbeddedOrdersOptions {
  database: Database
  payments: Payments
  /** The same pricing as `validateCart` (embedded-commerce.server.ts): one set of rules for cart and order. */
  priceCart: PriceCart
  catalogue: () => Catalogue
  now: () => Date
}

type Transaction = Parameters<Parameters<DatabaseClient['transaction']>[0]>[0]

/** How often a freshly drawn id or code may collide with a stored one before something is badly wrong. */
const maxDraws = 5

/** spec §3 telephonePrefix `FIN|358` with `040 123 4567` → `+358401234567` (E.164: no trunk 0, no spacing). */
export function internationalPhoneNumber(prefix: TelephonePrefix, number: string): string {
  const countryCode = prefix.split('|')[1] ?? ''
  const national = number.replace(/[\s\u2010-\u2015-]/g, '').replace(/^0/, '')
  return `+${countryCode}${national}`
}

function refusedReturn(logReason: string): OrderRejectedError {
  return new OrderRejectedError(
    400,
    'PAYMENT_RETURN_REFUSED',
    'The payment return could not be verified. Please try again or contact customer service.',
    undefined,
    logReason,
  )
}

/**
 * Stores one voucher per `toIssue`, each with a fresh code, and answers them in `toIssue`'s order. A code
 * already stored (`ON CONFLICT DO NOTHING` skips it, the transaction goes on) is drawn again; codes are also
 * distinct within one insert, where the conflict would skip one of two equal rows.
 */
async function issueVouchers(tx: Transaction, orderId: string, toIssue: readonly VoucherToIssue[]) {
  const issued = new Map<number, Voucher>()
  let waiting = toIssue.map((voucher, index) => ({ voucher, index }))
  for (let draw = 0; waiting.length > 0; draw += 1) {
    if (draw === maxDraws) throw new Error(`voucher codes kept colliding for order ${orderId}`)
    const drawn = new Map<string, { voucher: VoucherToIssue; index: number }>()
    for (const each of waiting) {
      let code = newVoucherCode()
      while (drawn.has(code)) code = newVoucherCode()
      drawn.set(code, each)
    }
    const stored = await tx
      .insert(vouchers)
      .values(
        [...drawn].map(([code, { voucher }]) => ({
          orderId,
          productCode: voucher.productCode,
          kind: voucher.kind,
          code,
          value: voucher.value ?? null,
        })),
      )
      .onConflictDoNothing({ target: vouchers.code })
      .returning({ code: vouchers.code })
    const taken = new Set(stored.map((row) => row.code))
    waiting = []
    for (const [code, each] of drawn) {
      if (taken.has(code)) issued.set(each.index, { ...each.voucher, code })
      else waiting.push(each)
    }
  }
  return [...issued].sort(([a], [b]) => a - b).map(([, voucher]) => voucher)
}

/** An order's market as stored: written from a `Locale`, read back through the same list. */
const storedLocaleSchema = z.enum(locales)

/**
 * Issue 15 orders of the embedded digital-order service (DESIGN §2): stored in the database, paid through
 * `Payments`, their goods issued and their confirmation queued in the outbox when paid, exactly once.
 */
export function createEmbeddedOrders(options: EmbeddedOrdersOptions) {
  const { database, payments, priceCart, catalogue, now } = options
  const { db } = database

  async function initializeOrder(
    request: OrderInitializeRequest,
    { locale, returnUrl }: OrderInitializeContext,
  ): Promise<OrderInitializeResponse> {
    const { customer } = request
    // The browser checked the details on step 2; the server holds them to the same rules (spec §5).
    const customerErrors = checkoutCustomerErrors({ ...customer, emailConfirmation: customer.email })
    if (Object.keys(customerErrors).length > 0) {
      throw new OrderRejectedError(
        422,
        'INVALID_CUSTOMER',
        'The customer details break a rule; see fields.',
        Object.fromEntries(Object.entries(customerErrors).map(([field, key]) => [`customer.${field}`, key])),
      )
    }
    const { payment } = request
    if (payment.paymentMethodType === 'bank' && findBank(locale, payment.bank) === undefined) {
      throw new OrderRejectedError(422, 'UNKNOWN_BANK', `${payment.bank} is not a bank of ${locale}.`, {
        'payment.bank': `must be a bank of ${locale}`,
      })
    }
    const email = customer.email.trim().toLowerCase()
    const priced = await priceCart(
      {
        items: request.items,
        customerEmail: email,
        ...(request.discountCode === undefined ? {} : { discountCode: request.discountCode }),
      },
      locale,
    )
    const { totals, currency, discountCode } = priced.answer
    // A code the cart showed as applied may no longer hold: used meanwhile by this e-mail (once per e-mail),
    // expired. The visitor is told and decides; the order is not made without it behind their back.
    if (discountCode?.status === 'rejected') {
      throw new OrderRejectedError(
        409,
        'DISCOUNT_CODE_REJECTED',
        `The discount code ${discountCode.code} cannot be used for this order (${discountCode.reason}).`,
        { discountCode: discountCode.reason },
      )
    }
    if (totals.totalWithTax !== request.expectedTotal) {
      throw new OrderRejectedError(
        409,
        priceChangedErrorCode,
        `The price changed: the total is now ${String(totals.totalWithTax)} (minor units of ${currency}), not ${String(request.expectedTotal)}.`,
        { totalWithTax: String(totals.totalWithTax), currency },
      )
    }

    const orderId = await db.transaction(async (tx) => {
      let stored: string | undefined
      for (let draw = 0; stored === undefined; draw += 1) {
        if (draw === maxDraws) throw new Error('order ids kept colliding')
        const [row] = await tx
          .insert(orders)
          .values({
            id: newOrderId(),
            locale,
            currency,
            email,
            firstName: customer.firstname,
            lastName: customer.lastname,
            phoneNumber: internationalPhoneNumber(customer.telephonePrefix, customer.telephoneNumber),
            marketing: customer.marketing,
            sendSms: request.sendSms,
            paymentMethod: request.payment.paymentMethodType,
            bank: request.payment.paymentMethodType === 'bank' ? request.payment.bank : null,
            discountCode: discountCode?.code ?? null,
            totals,
            total: totals.totalWithTax,
          })
          .onConflictDoNothing({ target: orders.id })
          .returning({ id: orders.id })
        stored = row?.id
      }
      const id = stored
      await tx.insert(orderLines).values(
        priced.lines.map((line, position) => ({
          orderId: id,
          position,
          ...line,
          taxClass: String(line.taxClass),
        })),
      )
      if (request.previousOrderId !== undefined) {
        // The attempt this one replaces (after a failed payment) is no longer to be paid; only the same
        // customer's pending order, so an id from elsewhere changes nothing.
        await tx
          .update(orders)
          .set({ status: 'superseded' })
          .where(
            and(
              eq(orders.id, request.previousOrderId),
              eq(orders.status, 'pending'),
              eq(orders.email, email),
            ),
          )
      }
      return id
    })

    // After the order is stored, outside its transaction: the provider is another system (the embedded one
    // shares the database, and PGlite runs one transaction at a time). Should this fail, a pending order
    // without a payment is left behind, never a payment without an order.
    const started = await payments.startPayment({
      orderId,
      amount: totals.totalWithTax,
      currency,
      method: payment,
      locale,
      returnUrl,
    })
    await db.update(orders).set({ paymentId: started.paymentId }).where(eq(orders.id, orderId))
    return { orderId, redirectUrl: started.redirectUrl, currency, totals }
  }

  // The context's locale and key are an upstream's concern: the stored order knows its market.
  async function completeOrder(request: OrderCompleteRequest): Promise<CompletedOrderAnswer> {
    let payload
    try {
      payload = await payments.verifyReturn(request.signedReturn)
    } catch (error) {
      if (error instanceof PaymentReturnRefusedError) throw refusedReturn(`${error.reason}: ${error.message}`)
      throw error
    }
    if (payload.orderId !== request.orderId) {
      throw refusedReturn(`the return is for order ${payload.orderId}, not ${request.orderId}`)
    }
    const [order] = await db.select().from(orders).where(eq(orders.id, request.orderId)).limit(1)
    if (order === undefined) {
      throw new OrderRejectedError(
        404,
        'ORDER_NOT_FOUND',
        'There is no such order.',
        undefined,
        'no such order',
      )
    }
    if (order.paymentId !== payload.paymentId) {
      throw refusedReturn(`payment ${payload.paymentId} is not the payment of order ${order.id}`)
    }
    if (payload.amount !== order.total || payload.currency !== order.currency) {
      throw refusedReturn(
        `the payment is ${String(payload.amount)} ${payload.currency}, the order ${String(order.total)} ${order.currency}`,
      )
    }
    if (payload.result !== 'approved') {
      // spec §8: the visitor is told the payment failed and may try again; the order stays pending.
      throw new OrderRejectedError(
        402,
        'PAYMENT_NOT_APPROVED',
        'The payment was not approved. Please try again or contact customer service.',
        { result: payload.result },
      )
    }
    const totals = cartTotalsSchema.parse(order.totals)
    const locale = storedLocaleSchema.parse(order.locale)
    const market = catalogue().markets[locale]

    const answer = await db.transaction(async (tx): Promise<CompletedOrderAnswer | null> => {
      const paidAt = now()
      // Exactly once: of every completion racing for this order, one row update wins; the others see 0 rows.
      // A superseded order whose payment was approved after all is paid too: the customer's money is taken.
      const [paid] = await tx
        .update(orders)
        .set({ status: 'paid', paidAt })
        .where(and(eq(orders.id, order.id), inArray(orders.status, ['pending', 'superseded'])))
        .returning({ id: orders.id })
      if (paid === undefined) return null
      const lines = await tx
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id))
        .orderBy(asc(orderLines.position))
      const issued = await issueVouchers(tx, order.id, vouchersToIssue(lines, market))
      if (order.discountCode !== null) {
        // What once-per-email codes are checked against (discount-codes.server.ts `hasRedeemed`).
        const [code] = await tx
          .select({ code: discountCodes.code })
          .from(discountCodes)
          .where(eq(discountCodes.code, order.discountCode))
        if (code !== undefined) {
          await tx
            .insert(discountRedemptions)
            .values({ code: code.code, email: order.email, orderId: order.id })
        }
      }
      const confirmation: OrderConfirmationPayload = {
        orderId: order.id,
        locale,
        firstName: order.firstName,
        currency: order.currency,
        totalWithTax: totals.totalWithTax,
        lines: lines.map((line) => ({ name: line.name, quantity: line.quantity, total: line.total })),
        vouchers: issued.map(({ name, kind, code, value }) => ({
          name,
          kind,
          code,
          ...(value === undefined ? {} : { value }),
        })),
      }
      await tx.insert(outbox).values([
        {
          channel: 'email',
          recipient: order.email,
          template: orderConfirmationTemplate,
          payload: confirmation,
        },
        ...(order.sendSms
          ? [
              {
                channel: 'sms' as const,
                recipient: order.phoneNumber,
                template: orderConfirmationTemplate,
                payload: confirmation,
              },
            ]
          : []),
      ])
      return {
        orderId: order.id,
        status: 'paid',
        email: order.email,
        currency: order.currency,
        totals,
        lines: lines.map((line) => ({
          productCode: line.productCode,
          name: line.name,
          quantity: line.quantity,
          total: line.total,
        })),
        vouchers: issued,
        paidAt: paidAt.toISOString(),
      }
    })
    if (answer === null) {
      throw new OrderRejectedError(
        409,
        'PAYMENT_RETURN_USED',
        'This order is already paid.',
        undefined,
        `replayed return: order ${order.id} is no longer pending`,
      )
    }
    return answer
  }

  return { initializeOrder, completeOrder }
}
