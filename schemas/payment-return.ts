import { z } from 'zod/mini'
import { currencySchema, minorAmountSchema } from './money.ts'

/**
 * The payment provider's return to the shop (DESIGN §2 `Payments`): `?paymentReturn=<payload>.<signature>`
 * on the checkout's address (schemas/payment-return-parameter.ts), both parts base64url; the signature is the provider's HMAC-SHA256 of the
 * payload part. The browser reads the payload only to know which page to show (approved → completing,
 * declined or cancelled → spec §8 failure); the server verifies the signature before believing any of it.
 */

export const paymentResults = ['approved', 'declined', 'cancelled'] as const
export type PaymentResult = (typeof paymentResults)[number]

export const paymentReturnPayloadSchema = z.object({
  version: z.literal(1),
  paymentId: z.string().check(z.minLength(16), z.maxLength(64)),
  orderId: z.string().check(z.minLength(6), z.maxLength(40)),
  result: z.enum(paymentResults),
  amount: minorAmountSchema,
  currency: currencySchema,
  /** When the provider signed it (ms since the epoch): a return older than the provider allows is refused. */
  issuedAt: z.int(),
})
export type PaymentReturnPayload = z.infer<typeof paymentReturnPayloadSchema>

function decodeBase64Url(text: string): string | null {
  try {
    const base64 = text.replaceAll('-', '+').replaceAll('_', '/')
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0))
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
}

/**
 * The payload of a signed return, unverified: null when it cannot be read. Never a reason to trust it;
 * only `Payments.verifyReturn` on the server does that.
 */
export function readPaymentReturnPayload(signedReturn: string): PaymentReturnPayload | null {
  const [payloadPart, signaturePart, ...rest] = signedReturn.split('.')
  if (payloadPart === undefined || signaturePart === undefined || rest.length > 0) return null
  const json = decodeBase64Url(payloadPart)
  if (json === null) return null
  try {
    const parsed = paymentReturnPayloadSchema.safeParse(JSON.parse(json))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
