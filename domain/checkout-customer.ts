import type { CheckoutCustomerData, TelephonePrefix } from '#schemas/userinfo.ts'

/** The customer fields the checkout's second step asks for and checks. */
export type CheckoutCustomerField =
  'email' | 'emailConfirmation' | 'firstname' | 'lastname' | 'telephoneNumber'

/**
 * The spec §5 catalogue's keys for what can be wrong with a customer field. Spelled out here because
 * domain/ sits beneath i18n/ (DESIGN §3); the checkout machine holds them to the catalogue's type, so a
 * key missing from i18n/messages is a type error there.
 */
export type CheckoutCustomerMessageKey =
  'validation.required' | 'validation.email' | 'validation.matches' | 'validation.phone'

/** Each failing field with the spec §5 message that tells the visitor what to fix. */
export type CheckoutCustomerErrors = Partial<Record<CheckoutCustomerField, CheckoutCustomerMessageKey>>

/** The same shape of address the server's `z.email()` accepts, so the browser never passes what it refuses. */
const emailPattern =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

/**
 * The digits of a national number after the trunk 0 is dropped, per prefix: Finnish numbers are 5 to
 * 12 digits long, Norwegian ones always 8 (Norway has no trunk 0), Swedish ones 7 to 9.
 */
const nationalNumberPatterns: Record<TelephonePrefix, RegExp> = {
  'FIN|358': /^0?[1-9][0-9]{4,11}$/,
  'NO|47': /^[2-9][0-9]{7}$/,
  'SE|46': /^0?[1-9][0-9]{6,8}$/,
}

/** spec §3: the country codes a pasted international number is recognised by. */
const countryCodes: ReadonlyArray<readonly [string, TelephonePrefix]> = [
  ['+358', 'FIN|358'],
  ['+47', 'NO|47'],
  ['+46', 'SE|46'],
]

/** Spaces and dashes (any Unicode hyphen or dash) are only for reading. */
function compactNumber(number: string): string {
  return number.replace(/[\s\u2010-\u2015-]/g, '')
}

/**
 * spec §3: a number starting with +358, +47 or +46 is split into prefix and the number after it; any
 * other number gives null (it stays as typed, and validation says what is wrong with it).
 */
export function splitInternationalNumber(
  number: string,
): { telephonePrefix: TelephonePrefix; telephoneNumber: string } | null {
  const compact = compactNumber(number)
  for (const [code, telephonePrefix] of countryCodes) {
    if (compact.startsWith(code)) return { telephonePrefix, telephoneNumber: compact.slice(code.length) }
  }
  return null
}

/** Whether a national number (as typed, spacing allowed) has the digits its prefix's country uses. */
export function isPhoneNumberFor(prefix: TelephonePrefix, number: string): boolean {
  return nationalNumberPatterns[prefix].test(compactNumber(number))
}

export function isEmailAddress(text: string): boolean {
  return emailPattern.test(text.trim())
}

/**
 * spec §5: the checkout's customer details, field by field: every field is required, the e-mail must
 * be an address, its confirmation must equal it, and the phone number must have the digits of the
 * chosen prefix. An empty answer means the details may leave step 2.
 */
export function checkoutCustomerErrors(customer: CheckoutCustomerData): CheckoutCustomerErrors {
  const errors: CheckoutCustomerErrors = {}
  const email = customer.email.trim()
  if (email === '') errors.email = 'validation.required'
  else if (!isEmailAddress(email)) errors.email = 'validation.email'
  const confirmation = customer.emailConfirmation.trim()
  if (confirmation === '') errors.emailConfirmation = 'validation.required'
  else if (confirmation.toLowerCase() !== email.toLowerCase()) errors.emailConfirmation = 'validation.matches'
  if (customer.firstname.trim() === '') errors.firstname = 'validation.required'
  if (customer.lastname.trim() === '') errors.lastname = 'validation.required'
  if (customer.telephoneNumber.trim() === '') errors.telephoneNumber = 'validation.required'
  else if (!isPhoneNumberFor(customer.telephonePrefix, customer.telephoneNumber))
    errors.telephoneNumber = 'validation.phone'
  return errors
}

export function isCheckoutCustomerValid(customer: CheckoutCustomerData): boolean {
  return Object.keys(checkoutCustomerErrors(customer)).length === 0
}
