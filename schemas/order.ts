import { z } from 'zod/mini'
import { cartTotalsSchema, cartValidateItemSchema, discountCodeSchema, maxCartLines } from './cart.ts'
import { currencySchema, minorAmountSchema } from './money.ts'
import { productCodeSchema } from './product.ts'
import { telephonePrefixSchema } from './userinfo.ts'

/**
 * The checkout's orders on the wire (DESIGN §1 `POST /digital-order/v1/orders/initialize` and
 * `/complete`, spec §7 calls 8–9, whose bodies the spec leaves to the caller). The browser builds and
 * parses them, the server parses them: zod/mini (ADR 018), one schema for both sides.
 */

/** DESIGN §1: the header both order calls require; a retry with the same key gets the first answer. */
export const idempotencyKeyHeader = 'Idempotency-Key'
export const idempotencyKeySchema = z
  .string()
  .check(z.minLength(8), z.maxLength(200), z.regex(/^[\w.:-]+$/, 'must be letters, digits and . _ : -'))

/** A bank of the market, by its id in `domain/payment-banks.ts`. */
export const bankIdSchema = z.string().check(z.regex(/^[a-z0-9-]{2,40}$/, 'must be a bank id'))

/** spec §3 paymentMethodType with its bank or card; `card: 'new'` is a card typed on the provider's page. */
export const chosenPaymentMethodSchema = z.discriminatedUnion('paymentMethodType', [
  z.object({ paymentMethodType: z.literal('bank'), bank: bankIdSchema }),
  z.object({
    paymentMethodType: z.literal('card'),
    card: z.string().check(z.minLength(1), z.maxLength(64)),
  }),
])
export type ChosenPaymentMethod = z.infer<typeof chosenPaymentMethodSchema>

const orderIdSchema = z.string().check(z.regex(/^[A-Z0-9-]{6,40}$/, 'must be an order id'))

/** spec §3 checkout customerData as the order takes it (already valid: the server checks it again). */
export const orderCustomerSchema = z.object({
  email: z.email(),
  firstname: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  lastname: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  telephonePrefix: telephonePrefixSchema,
  telephoneNumber: z.string().check(z.trim(), z.minLength(4), z.maxLength(20)),
  marketing: z.array(z.string().check(z.maxLength(80))).check(z.maxLength(20)),
})

/** `orders/initialize`: the cart (prices are the server's), the customer, the payment method. */
export const orderInitializeRequestSchema = z.object({
  items: z.array(cartValidateItemSchema).check(z.minLength(1), z.maxLength(maxCartLines)),
  discountCode: z.optional(discountCodeSchema),
  customer: orderCustomerSchema,
  sendSms: z.boolean(),
  payment: chosenPaymentMethodSchema,
  /**
   * The total the visitor saw (minor units). The server prices the cart itself; when its total differs
   * the order is not made and the answer is 409 `PRICE_CHANGED` with the server's totals, so the visitor
   * is told before paying anything.
   */
  expectedTotal: minorAmountSchema,
  /** A pending order of this checkout that this one replaces (after a failed payment). */
  previousOrderId: z.optional(orderIdSchema),
})
export type OrderInitializeRequest = z.infer<typeof orderInitializeRequestSchema>
export type OrderInitializeRequestInput = z.input<typeof orderInitializeRequestSchema>

/** `orders/initialize` answer: the pending order and where the payment provider takes the visitor. */
export const orderInitializeResponseSchema = z.object({
  orderId: orderIdSchema,
  redirectUrl: z.string().check(z.minLength(1), z.maxLength(2000)),
  currency: currencySchema,
  totals: cartTotalsSchema,
})
export type OrderInitializeResponse = z.infer<typeof orderInitializeResponseSchema>

/** The `fields` of a 409 `PRICE_CHANGED` envelope carry the server's total as text; this is its code. */
export const priceChangedErrorCode = 'PRICE_CHANGED'

/** `orders/complete`: the order and the payment provider's signed return. */
export const orderCompleteRequestSchema = z.object({
  orderId: orderIdSchema,
  signedReturn: z.string().check(z.minLength(1), z.maxLength(4000)),
})
export type OrderCompleteRequest = z.infer<typeof orderCompleteRequestSchema>

export const voucherKinds = ['wash', 'giftCard', 'charging'] as const

/** A digital good the paid order issued (issue 15): a wash code per wash, a gift-card code per card. */
export const voucherSchema = z.object({
  productCode: productCodeSchema,
  name: z.string(),
  kind: z.enum(voucherKinds),
  code: z.string().check(z.minLength(4), z.maxLength(64)),
  /** A gift card's value (minor units) or a charging credit's kWh; absent for a wash. */
  value: z.optional(z.int()),
})
export type Voucher = z.infer<typeof voucherSchema>

/** `orders/complete` answer: the paid order as the confirmation shows it. */
export const completedOrderSchema = z.object({
  orderId: orderIdSchema,
  status: z.literal('paid'),
  email: z.email(),
  currency: currencySchema,
  totals: cartTotalsSchema,
  lines: z.array(
    z.object({
      productCode: productCodeSchema,
      name: z.string(),
      quantity: z.int(),
      total: minorAmountSchema,
    }),
  ),
  vouchers: z.array(voucherSchema),
  paidAt: z.string(),
})
export type CompletedOrderAnswer = z.infer<typeof completedOrderSchema>
