import { z } from 'zod'

/** E.164: a + and up to 15 digits, the form spec §2 splits into prefix and number (+358, +47, +46). */
const phoneNumberSchema = z.string().regex(/^\+[1-9][0-9]{6,14}$/, 'must be an international number (+358…)')

/**
 * spec §7 call 2 (`GET /proxy/customer`) and spec §2 Customer: the fields that fill the user store.
 * `emailToken` is the customer's e-mail address (the app keeps it as `email`); a customer may have no
 * phone number.
 */
export const customerDetailsSchema = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  emailToken: z.email(),
  phoneNumber: phoneNumberSchema.nullable(),
})

export type CustomerDetails = z.infer<typeof customerDetailsSchema>

export const paymentCardBrands = ['visa', 'mastercard', 'amex', 'fuel-card'] as const

/**
 * A saved payment card (spec §2: "loaded as a list; fields not shown"). Only a masked number ever leaves
 * the server: at most the last four digits, the rest `*`.
 */
export const paymentCardSchema = z.object({
  id: z.string().min(1).max(100),
  brand: z.enum(paymentCardBrands),
  maskedNumber: z
    .string()
    .regex(/^[* ]*\*[* ]*[0-9]{4}$/, 'must show at most the last four digits, e.g. **** **** **** 4242'),
  holderName: z.string().trim().min(1).max(100),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int().min(2000).max(2100),
})

export type PaymentCard = z.infer<typeof paymentCardSchema>

/** spec §7 call 3 (`GET /proxy/cards`): the customer's cards. */
export const paymentCardListSchema = z.object({ cards: z.array(paymentCardSchema) })

export type PaymentCardList = z.infer<typeof paymentCardListSchema>
