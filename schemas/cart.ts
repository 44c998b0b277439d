import { z } from 'zod/mini'
import { currencySchema, minorAmountSchema } from './money.ts'
import { productCodeSchema, productSchema } from './product.ts'

/**
 * The shop's cart on the wire and in storage (spec §3 cart item and totals, spec §7 call 7, DESIGN §1
 * storage `cart`). The browser parses answers and storage with these, so they are zod/mini (ADR 018);
 * the server parses requests with the same schemas, so both sides agree on what is valid.
 */

/** spec §7 call 7: how many of one product a line may hold. */
export const minCartQuantity = 1
export const maxCartQuantity = 99
/** More lines than any real cart; bounds the work one request can ask for. */
export const maxCartLines = 50

export const cartQuantitySchema = z.int().check(z.minimum(minCartQuantity), z.maximum(maxCartQuantity))

/** spec §7 call 7 request item: quantity, code, showUpsell (spec §3: showUpsell defaults to true). */
export const cartValidateItemSchema = z.object({
  quantity: cartQuantitySchema,
  code: productCodeSchema,
  showUpsell: z._default(z.boolean(), true),
})

/** A discount code as typed: trimmed and upper-cased, so `spring10 ` and `SPRING10` are one code. */
export const discountCodeSchema = z
  .string()
  .check(
    z.trim(),
    z.toUpperCase(),
    z.minLength(1),
    z.maxLength(40),
    z.regex(/^[A-Z0-9-]+$/, 'must be letters, digits and hyphens'),
  )

/** spec §7 call 7 request: items, an optional discount code, an optional customer e-mail (spec §6). */
export const cartValidateRequestSchema = z.object({
  items: z.array(cartValidateItemSchema).check(
    z.maxLength(maxCartLines),
    z.refine(
      (items) => new Set(items.map((item) => item.code)).size === items.length,
      'each product code may appear only once',
    ),
  ),
  discountCode: z.optional(discountCodeSchema),
  customerEmail: z.optional(z.email()),
})

export type CartValidateRequest = z.infer<typeof cartValidateRequestSchema>
/** What a caller writes (showUpsell may be left out). */
export type CartValidateRequestInput = z.input<typeof cartValidateRequestSchema>

/** spec §3 cart totals, in minor units (ADR 027). */
export const cartTotalsSchema = z.object({
  discount: minorAmountSchema,
  taxAmount: minorAmountSchema,
  totalWithTax: minorAmountSchema,
  totalWithoutTax: minorAmountSchema,
})

/** spec §7 call 7: an upsell suggestion for a line, with how many of it to suggest. */
export const upsellProductSchema = z.object({ quantity: cartQuantitySchema, product: productSchema })

/** Why a discount code was not applied; each has a message under `cart.discountCode.rejected.*`. */
export const discountRejections = [
  'unknown',
  'expired',
  'not-yet-valid',
  'below-minimum',
  'already-used',
] as const

/**
 * The discount code's fate. An unknown or expired code is a field error on the discount field, not a
 * failed cart: the cart is validated without it.
 */
export const discountCodeResultSchema = z.discriminatedUnion('status', [
  z.object({ code: z.string(), status: z.literal('applied') }),
  z.object({ code: z.string(), status: z.literal('rejected'), reason: z.enum(discountRejections) }),
])

/** spec §7 call 7 answer: items (product with bundleMembers, upsellProducts with quantity) and totals. */
export const cartValidateResponseSchema = z.object({
  items: z.array(
    z.object({
      quantity: cartQuantitySchema,
      product: productSchema,
      upsellProducts: z.array(upsellProductSchema),
    }),
  ),
  totals: cartTotalsSchema,
  /** Every line's currency: one market, one currency. */
  currency: currencySchema,
  /** The VAT inside the total per tax class, highest rate first, for the cart's breakdown. */
  taxBreakdown: z.array(z.object({ taxClass: z.number(), taxAmount: minorAmountSchema })),
  discountCode: z.optional(discountCodeResultSchema),
})

export type CartValidateResponse = z.infer<typeof cartValidateResponseSchema>
export type CartTotals = z.infer<typeof cartTotalsSchema>
export type DiscountCodeResult = z.infer<typeof discountCodeResultSchema>
