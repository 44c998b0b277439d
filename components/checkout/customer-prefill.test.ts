// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { AuthUser } from '#machines/auth/auth-machine.ts'
import { emptyCheckoutCustomerData } from '#schemas/userinfo.ts'
import { customerPrefill, useCustomerPrefill } from './customer-prefill.ts'

const aino = {
  firstname: 'Aino',
  lastname: 'Virtanen',
  email: 'aino.virtanen@example.com',
  phone: '+358401234567',
  telephonePrefix: 'FIN|358' as const,
  telephoneNumber: '401234567',
}

test('an empty checkout takes every detail of the logged-in customer', () => {
  expect(customerPrefill(emptyCheckoutCustomerData, aino)).toEqual({
    email: 'aino.virtanen@example.com',
    emailConfirmation: 'aino.virtanen@example.com',
    firstname: 'Aino',
    lastname: 'Virtanen',
    telephonePrefix: 'FIN|358',
    telephoneNumber: '401234567',
  })
})

test('what was typed is kept: only the empty fields are filled', () => {
  const typed = {
    ...emptyCheckoutCustomerData,
    email: 'other@example.com',
    firstname: 'Ainomaija',
    telephonePrefix: 'SE|46' as const,
    telephoneNumber: '0701234567',
  }
  // Another address typed: its confirmation is the visitor's to type.
  expect(customerPrefill(typed, aino)).toEqual({ lastname: 'Virtanen' })
})

test('a phone without a prefix of ours leaves the phone fields alone', () => {
  expect(
    customerPrefill(emptyCheckoutCustomerData, {
      ...aino,
      phone: '+4915112345678',
      telephonePrefix: null,
      telephoneNumber: '',
    }),
  ).not.toHaveProperty('telephoneNumber')
})

test('the hook fills the checkout once per customer, and only while it is being edited', () => {
  const sent: unknown[] = []
  const send = (event: unknown) => sent.push(event)
  let customerData = emptyCheckoutCustomerData
  const { result, rerender } = renderHook<
    ReturnType<typeof useCustomerPrefill>,
    { user: AuthUser | null; editing: boolean }
  >(({ user, editing }) => useCustomerPrefill({ user, editing, customerData, send }), {
    initialProps: { user: null, editing: true },
  })
  expect(sent).toEqual([])
  expect(result.current.key).toBe('')

  rerender({ user: aino, editing: true })
  expect(sent).toEqual([
    { type: 'UPDATE_CUSTOMER', customerData: customerPrefill(emptyCheckoutCustomerData, aino) },
  ])
  // Drawn again for the customer, with the filled values before the machine holds them.
  expect(result.current.key).toBe(aino.email)
  expect(result.current.customerData).toMatchObject({ firstname: 'Aino', telephoneNumber: '401234567' })

  // The machine now holds them; the visitor clears the first name: it is not filled again.
  customerData = { ...emptyCheckoutCustomerData, ...customerPrefill(emptyCheckoutCustomerData, aino) }
  rerender({ user: aino, editing: true })
  customerData = { ...customerData, firstname: '' }
  rerender({ user: aino, editing: true })
  expect(sent).toHaveLength(1)
  expect(result.current.customerData.firstname).toBe('')
})

test('a checkout that is not being edited (paying, completed) is not filled', () => {
  const sent: unknown[] = []
  renderHook(() =>
    useCustomerPrefill({
      user: aino,
      editing: false,
      customerData: emptyCheckoutCustomerData,
      send: (event) => sent.push(event),
    }),
  )
  expect(sent).toEqual([])
})
