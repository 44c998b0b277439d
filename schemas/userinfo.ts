import { z } from 'zod/mini'

/**
 * The checkout data as this browser keeps it: localStorage `userinfo` (DESIGN §1, spec §4 "checkout
 * data can be saved to and loaded from local storage under userinfo, and cleared"). Parsed in the
 * browser, hence zod/mini (ADR 018). A value this schema refuses (not JSON, another shape, another
 * version) is dropped: the visitor starts the checkout afresh, never an error.
 */

/** DESIGN §1, spec §9: the storage key. */
export const userinfoStorageKey = 'userinfo'

/** Raised whenever the stored shape changes; a stored value of another version is dropped. */
export const storedUserinfoVersion = 1

/** spec §3, §9: the phone prefixes, as market|country code. */
export const telephonePrefixes = ['FIN|358', 'NO|47', 'SE|46'] as const
export const telephonePrefixSchema = z.enum(telephonePrefixes)
export type TelephonePrefix = z.infer<typeof telephonePrefixSchema>
/** spec §3, §9: default FIN|358. */
export const defaultTelephonePrefix: TelephonePrefix = 'FIN|358'

/**
 * The checkout's steps: 1 cart review, 2 customer details, 3 payment method, 4 payment under way (the
 * order was initialised and the visitor handed to the payment provider).
 */
export const checkoutStepSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])
export type CheckoutStep = z.infer<typeof checkoutStepSchema>

export const paymentMethodTypes = ['bank', 'card'] as const
export const paymentMethodTypeSchema = z.enum(paymentMethodTypes)
export type PaymentMethodType = z.infer<typeof paymentMethodTypeSchema>

/** Long enough for any real value, short enough that a stored value cannot grow without bound. */
const storedText = z.string().check(z.maxLength(320))

/** spec §3 checkout customerData: kept as typed (validation happens when the step is left, not here). */
export const checkoutCustomerDataSchema = z.object({
  email: storedText,
  emailConfirmation: storedText,
  firstname: storedText,
  lastname: storedText,
  telephonePrefix: z._default(telephonePrefixSchema, defaultTelephonePrefix),
  telephoneNumber: storedText,
  marketing: z.array(storedText).check(z.maxLength(20)),
})

export type CheckoutCustomerData = z.infer<typeof checkoutCustomerDataSchema>

export const emptyCheckoutCustomerData: CheckoutCustomerData = {
  email: '',
  emailConfirmation: '',
  firstname: '',
  lastname: '',
  telephonePrefix: defaultTelephonePrefix,
  telephoneNumber: '',
  marketing: [],
}

const storedIdentifier = z.nullable(z.string().check(z.minLength(1), z.maxLength(200)))

export const storedUserinfoSchema = z.object({
  version: z.literal(storedUserinfoVersion),
  step: checkoutStepSchema,
  customerData: checkoutCustomerDataSchema,
  sendSms: z.boolean(),
  paymentMethodType: z.nullable(paymentMethodTypeSchema),
  bank: storedIdentifier,
  card: storedIdentifier,
  orderId: storedIdentifier,
  /**
   * This checkout's own id, shared by the tabs that share the storage: the order calls' idempotency keys
   * start with it, so two tabs paying for the same cart make one order (issue 15). Absent in a value
   * stored before it existed; the checkout then takes a new one.
   */
  checkoutId: z.optional(storedIdentifier),
})

export type StoredUserinfo = z.infer<typeof storedUserinfoSchema>

/** What the checkout keeps between page loads. */
export type CheckoutData = Omit<StoredUserinfo, 'version' | 'checkoutId'> & { checkoutId: string | null }

/**
 * The stored value's checkout data; null when there is none or it cannot be read (not JSON, wrong
 * shape, another version). Never throws: a bad value is dropped (DESIGN §1).
 */
export function readStoredUserinfo(raw: string | null): CheckoutData | null {
  if (raw === null) return null
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return null
  }
  const result = storedUserinfoSchema.safeParse(json)
  if (!result.success) return null
  const stored = result.data
  return {
    step: stored.step,
    customerData: stored.customerData,
    sendSms: stored.sendSms,
    paymentMethodType: stored.paymentMethodType,
    bank: stored.bank,
    card: stored.card,
    orderId: stored.orderId,
    checkoutId: stored.checkoutId ?? null,
  }
}

/** The stored form of the checkout data, its keys in one fixed order so equal data gives equal text. */
export function serializeUserinfo(data: CheckoutData): string {
  const stored: StoredUserinfo = {
    version: storedUserinfoVersion,
    step: data.step,
    customerData: {
      email: data.customerData.email,
      emailConfirmation: data.customerData.emailConfirmation,
      firstname: data.customerData.firstname,
      lastname: data.customerData.lastname,
      telephonePrefix: data.customerData.telephonePrefix,
      telephoneNumber: data.customerData.telephoneNumber,
      marketing: data.customerData.marketing,
    },
    sendSms: data.sendSms,
    paymentMethodType: data.paymentMethodType,
    bank: data.bank,
    card: data.card,
    orderId: data.orderId,
    checkoutId: data.checkoutId,
  }
  return JSON.stringify(stored)
}
