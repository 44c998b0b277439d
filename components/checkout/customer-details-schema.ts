import { z } from 'zod/mini'
import { checkoutCustomerErrors } from '#domain/checkout-customer.ts'
import { telephonePrefixSchema, type CheckoutCustomerData } from '#schemas/userinfo.ts'

/** The checkout's second step as its form holds it: the customer data, the SMS and marketing choices. */
export interface CustomerDetailsValues {
  email: string
  emailConfirmation: string
  firstname: string
  lastname: string
  telephonePrefix: CheckoutCustomerData['telephonePrefix']
  telephoneNumber: string
  /** spec §3 marketing list: e-mail offers are the one list the checkout offers. */
  emailOffers: boolean
  sendSms: boolean
}

export const emailMarketingList = 'email'

export function customerDataOf(values: CustomerDetailsValues): CheckoutCustomerData {
  return {
    email: values.email,
    emailConfirmation: values.emailConfirmation,
    firstname: values.firstname,
    lastname: values.lastname,
    telephonePrefix: values.telephonePrefix,
    telephoneNumber: values.telephoneNumber,
    marketing: values.emailOffers ? [emailMarketingList] : [],
  }
}

export function customerDetailsValuesOf(
  customer: CheckoutCustomerData,
  sendSms: boolean,
): CustomerDetailsValues {
  return {
    email: customer.email,
    emailConfirmation: customer.emailConfirmation,
    firstname: customer.firstname,
    lastname: customer.lastname,
    telephonePrefix: customer.telephonePrefix,
    telephoneNumber: customer.telephoneNumber,
    emailOffers: customer.marketing.includes(emailMarketingList),
    sendSms,
  }
}

/**
 * The form's validator (a Standard Schema, as TanStack Form takes it): the spec §5 rules of
 * domain/checkout-customer.ts, the same the checkout machine and the server apply, each failing field
 * named by its path with the catalogue key as the message.
 */
export const customerDetailsSchema = z
  .object({
    email: z.string(),
    emailConfirmation: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    telephonePrefix: telephonePrefixSchema,
    telephoneNumber: z.string(),
    emailOffers: z.boolean(),
    sendSms: z.boolean(),
  })
  .check(
    z.superRefine((values, context) => {
      for (const [field, messageKey] of Object.entries(checkoutCustomerErrors(customerDataOf(values)))) {
        context.issues.push({ code: 'custom', message: messageKey, path: [field], input: values })
      }
    }),
  )
