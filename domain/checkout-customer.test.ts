import fc from 'fast-check'
import { expect, test } from 'vitest'
import { telephonePrefixes, type CheckoutCustomerData } from '#schemas/userinfo.ts'
import {
  checkoutCustomerErrors,
  isCheckoutCustomerValid,
  isPhoneNumberFor,
  splitInternationalNumber,
} from './checkout-customer.ts'

const validCustomer: CheckoutCustomerData = {
  email: 'aino.virtanen@example.fi',
  emailConfirmation: 'aino.virtanen@example.fi',
  firstname: 'Aino',
  lastname: 'Virtanen',
  telephonePrefix: 'FIN|358',
  telephoneNumber: '040 123 4567',
  marketing: [],
}

test('complete details with a matching confirmation and a Finnish mobile number are valid', () => {
  expect(checkoutCustomerErrors(validCustomer)).toEqual({})
  expect(isCheckoutCustomerValid(validCustomer)).toBe(true)
})

test('empty details name every required field with validation.required', () => {
  expect(
    checkoutCustomerErrors({
      ...validCustomer,
      email: ' ',
      emailConfirmation: '',
      firstname: '',
      lastname: '\t',
      telephoneNumber: '',
    }),
  ).toEqual({
    email: 'validation.required',
    emailConfirmation: 'validation.required',
    firstname: 'validation.required',
    lastname: 'validation.required',
    telephoneNumber: 'validation.required',
  })
})

test.each([
  ['aino.virtanen', 'validation.email'],
  ['aino@example', 'validation.email'],
  ['aino@@example.fi', 'validation.email'],
  ['.aino@example.fi', 'validation.email'],
  ['aino..v@example.fi', 'validation.email'],
  ['aino+shop@example.fi', undefined],
  [' aino@example.fi ', undefined],
])('the e-mail %j gives %j', (email, expected) => {
  expect(checkoutCustomerErrors({ ...validCustomer, email, emailConfirmation: email }).email).toBe(expected)
})

test.each([
  ['aino@example.fi', 'aino@example.com', 'validation.matches'],
  ['aino@example.fi', 'AINO@example.fi', undefined],
  ['aino@example.fi', ' aino@example.fi', undefined],
])('the confirmation of %j as %j gives %j', (email, emailConfirmation, expected) => {
  expect(checkoutCustomerErrors({ ...validCustomer, email, emailConfirmation }).emailConfirmation).toBe(
    expected,
  )
})

test.each([
  ['FIN|358', '040 123 4567', true],
  ['FIN|358', '401234567', true],
  ['FIN|358', '09 123', false],
  ['FIN|358', '040-123-4567-890-12', false],
  ['NO|47', '912 34 567', true],
  ['NO|47', '0912 34 567', false],
  ['NO|47', '9123456', false],
  ['SE|46', '070-123 45 67', true],
  ['SE|46', '701234567', true],
  ['SE|46', '07012345678', false],
  ['FIN|358', '040 123 456a', false],
  ['FIN|358', '+358401234567', false],
] as const)('with %s, %j is a phone number: %s', (prefix, number, expected) => {
  expect(isPhoneNumberFor(prefix, number)).toBe(expected)
  expect(
    checkoutCustomerErrors({ ...validCustomer, telephonePrefix: prefix, telephoneNumber: number })
      .telephoneNumber,
  ).toBe(expected ? undefined : 'validation.phone')
})

test.each([
  ['+358 40 123 4567', { telephonePrefix: 'FIN|358', telephoneNumber: '401234567' }],
  ['+47 912 34 567', { telephonePrefix: 'NO|47', telephoneNumber: '91234567' }],
  ['+46 70-123 45 67', { telephonePrefix: 'SE|46', telephoneNumber: '701234567' }],
  ['+44 20 7946 0000', null],
  ['040 123 4567', null],
  ['358401234567', null],
])('splitting %j gives %j', (number, expected) => {
  expect(splitInternationalNumber(number)).toEqual(expected)
})

const digits = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((list) => list.join(''))

test('property: a split number, put back behind its country code, is the number that was pasted', () => {
  const codes = { 'FIN|358': '+358', 'NO|47': '+47', 'SE|46': '+46' } as const
  fc.assert(
    fc.property(fc.constantFrom(...telephonePrefixes), digits(0, 12), (prefix, national) => {
      const split = splitInternationalNumber(`${codes[prefix]} ${national}`)
      expect(split).toEqual({ telephonePrefix: prefix, telephoneNumber: national })
    }),
  )
})

test('property: spacing never changes whether a number is valid', () => {
  fc.assert(
    fc.property(fc.constantFrom(...telephonePrefixes), digits(1, 14), fc.nat(), (prefix, number, at) => {
      const position = at % (number.length + 1)
      const spaced = `${number.slice(0, position)} - ${number.slice(position)}`
      expect(isPhoneNumberFor(prefix, spaced)).toBe(isPhoneNumberFor(prefix, number))
    }),
  )
})

test('property: a customer is valid exactly when there are no errors, and errors name only failing fields', () => {
  fc.assert(
    fc.property(
      fc.record({
        email: fc.oneof(fc.constant(validCustomer.email), fc.string({ maxLength: 30 })),
        emailConfirmation: fc.oneof(fc.constant(validCustomer.email), fc.string({ maxLength: 30 })),
        firstname: fc.string({ maxLength: 10 }),
        lastname: fc.string({ maxLength: 10 }),
        telephonePrefix: fc.constantFrom(...telephonePrefixes),
        telephoneNumber: fc.oneof(digits(0, 13), fc.string({ maxLength: 13 })),
        marketing: fc.array(fc.string({ maxLength: 10 }), { maxLength: 2 }),
      }),
      (customer) => {
        const errors = checkoutCustomerErrors(customer)
        expect(isCheckoutCustomerValid(customer)).toBe(Object.keys(errors).length === 0)
        if (customer.firstname.trim() !== '') expect(errors.firstname).toBeUndefined()
        if (customer.lastname.trim() !== '') expect(errors.lastname).toBeUndefined()
        if (isPhoneNumberFor(customer.telephonePrefix, customer.telephoneNumber))
          expect(errors.telephoneNumber).toBeUndefined()
      },
    ),
  )
})
