import { useEffect, useState } from 'react'
import type { AuthUser } from '#machines/auth/auth-machine.ts'
import type { CheckoutCustomerData } from '#schemas/userinfo.ts'

/**
 * Issue 16: the logged-in customer's details for the checkout's step 2, only where the field is still
 * empty: what the visitor typed (or a stored checkout kept) is never replaced. The account's e-mail fills
 * its confirmation too, since it is the account's own address. The phone goes in only when the stored number
 * has a prefix of ours (spec §3), prefix and number together.
 */
export function customerPrefill(
  current: CheckoutCustomerData,
  user: AuthUser,
): Partial<CheckoutCustomerData> {
  const patch: Partial<CheckoutCustomerData> = {}
  const empty = (value: string) => value.trim() === ''
  if (empty(current.email) && user.email !== '') patch.email = user.email
  // Confirmed only when the e-mail is the account's: another typed address must be confirmed by hand.
  const email = (patch.email ?? current.email).trim().toLowerCase()
  if (empty(current.emailConfirmation) && user.email !== '' && email === user.email.toLowerCase())
    patch.emailConfirmation = user.email
  if (empty(current.firstname) && user.firstname !== '') patch.firstname = user.firstname
  if (empty(current.lastname) && user.lastname !== '') patch.lastname = user.lastname
  if (empty(current.telephoneNumber) && user.telephonePrefix !== null && user.telephoneNumber !== '') {
    patch.telephonePrefix = user.telephonePrefix
    patch.telephoneNumber = user.telephoneNumber
  }
  return patch
}

const prefilledFields = [
  'email',
  'emailConfirmation',
  'firstname',
  'lastname',
  'telephonePrefix',
  'telephoneNumber',
] as const satisfies readonly (keyof CheckoutCustomerData)[]

interface Prefill {
  /** The customer it was made for: once per customer. */
  email: string
  patch: Partial<CheckoutCustomerData>
  /** The machine holds it now. */
  applied: boolean
}

/**
 * Issue 16 in the checkout: once a customer is known to be logged in while the checkout is being
 * edited, their details go to the checkout machine (UPDATE_CUSTOMER) for the fields still empty, once
 * per customer. The details step takes its field values when it is drawn, so it is drawn again for the
 * customer (`key`) with the filled values (`customerData`), which the machine holds a moment later.
 */
export function useCustomerPrefill({
  user,
  editing,
  customerData,
  send,
}: {
  user: AuthUser | null
  editing: boolean
  customerData: CheckoutCustomerData
  send: (event: { type: 'UPDATE_CUSTOMER'; customerData: Partial<CheckoutCustomerData> }) => void
}): { key: string; customerData: CheckoutCustomerData } {
  const [prefill, setPrefill] = useState<Prefill | null>(null)
  // State that follows other state is set while rendering, as React allows.
  if (user !== null && editing && prefill?.email !== user.email) {
    setPrefill({ email: user.email, patch: customerPrefill(customerData, user), applied: false })
  }
  const held =
    prefill !== null &&
    prefilledFields.every(
      (field) => prefill.patch[field] === undefined || prefill.patch[field] === customerData[field],
    )
  if (prefill !== null && !prefill.applied && held) setPrefill({ ...prefill, applied: true })

  useEffect(() => {
    if (prefill === null || prefill.applied) return
    send({ type: 'UPDATE_CUSTOMER', customerData: prefill.patch })
  }, [prefill, send])

  return {
    key: prefill?.email ?? '',
    customerData: prefill === null || prefill.applied ? customerData : { ...customerData, ...prefill.patch },
  }
}
