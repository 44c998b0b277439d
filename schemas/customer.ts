import { z } from 'zod/mini'

/**
 * The customer and their cards on the wire (spec §7 calls 2 and 3): the accounts service answers them,
 * the proxy passes them on, and the browser parses them again (the login machine, the account page), so
 * zod/mini (ADR 018), one schema for both sides.
 */

/** E.164: a + and up to 15 digits, the form spec §3 splits into prefix and number (+358, +47, +46). */
const phoneNumberSchema = z
  .string()
  .check(z.regex(/^\+[1-9][0-9]{6,14}$/, 'must be an international number (+358…)'))

const nameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(100))

/**
 * spec §7 call 2 (`GET /proxy/customer`) and spec §3 Customer: the fields that fill the user store.
 * `emailToken` is the customer's e-mail address (the app keeps it as `email`); a customer may have no
 * phone number.
 */
export const customerDetailsSchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  emailToken: z.email(),
  phoneNumber: z.nullable(phoneNumberSchema),
})

export type CustomerDetails = z.infer<typeof customerDetailsSchema>

export const paymentCardBrands = ['visa', 'mastercard', 'amex', 'fuel-card'] as const

/**
 * A saved payment card (spec §3: "loaded as a list; fields not shown"). Only a masked number ever leaves
 * the server: at most the last four digits, the rest `*`.
 */
export const paymentCardSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  brand: z.enum(paymentCardBrands),
  maskedNumber: z
    .string()
    .check(
      z.regex(/^[* ]*\*[* ]*[0-9]{4}$/, 'must show at most the last four digits, e.g. **** **** **** 4242'),
    ),
  holderName: nameSchema,
  expiryMonth: z.int().check(z.minimum(1), z.maximum(12)),
  expiryYear: z.int().check(z.minimum(2000), z.maximum(2100)),
})

export type PaymentCard = z.infer<typeof paymentCardSchema>

/** spec §7 call 3 (`GET /proxy/cards`): the customer's cards. */
export const paymentCardListSchema = z.object({ cards: z.array(paymentCardSchema) })

export type PaymentCardList = z.infer<typeof paymentCardListSchema>
