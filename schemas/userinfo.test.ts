import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  readStoredUserinfo,
  serializeUserinfo,
  storedUserinfoVersion,
  telephonePrefixes,
  type CheckoutData,
} from './userinfo.ts'

const checkoutData: CheckoutData = {
  step: 2,
  customerData: {
    email: 'aino.virtanen@example.fi',
    emailConfirmation: 'aino.virtanen@example.fi',
    firstname: 'Aino',
    lastname: 'Virtanen',
    telephonePrefix: 'SE|46',
    telephoneNumber: '701234567',
    marketing: ['email', 'sms'],
  },
  sendSms: true,
  paymentMethodType: 'bank',
  bank: 'nordea',
  card: null,
  checkoutId: 'checkout-7f3a',
  orderId: 'order-1',
}

test('stored checkout data reads back as it was saved', () => {
  expect(readStoredUserinfo(serializeUserinfo(checkoutData))).toEqual(checkoutData)
})

test('the stored form carries its version', () => {
  expect(JSON.parse(serializeUserinfo(checkoutData))).toMatchObject({ version: storedUserinfoVersion })
})

test('a stored value without a telephone prefix gets the FIN|358 default', () => {
  const customerWithoutPrefix: Partial<CheckoutData['customerData']> = { ...checkoutData.customerData }
  delete customerWithoutPrefix.telephonePrefix
  const raw = JSON.stringify({
    ...checkoutData,
    version: storedUserinfoVersion,
    customerData: customerWithoutPrefix,
  })
  expect(readStoredUserinfo(raw)?.customerData.telephonePrefix).toBe('FIN|358')
})

test.each([
  ['nothing stored', null],
  ['not JSON', '{"version":1,'],
  ['JSON null', 'null'],
  ['another version', serializeUserinfo(checkoutData).replace('"version":1', '"version":2')],
  ['a step that does not exist', serializeUserinfo(checkoutData).replace('"step":2', '"step":5')],
  ['an unknown prefix', serializeUserinfo(checkoutData).replace('SE|46', 'UK|44')],
  ['an empty bank', serializeUserinfo(checkoutData).replace('"bank":"nordea"', '"bank":""')],
  [
    'an unknown payment method',
    serializeUserinfo(checkoutData).replace('"paymentMethodType":"bank"', '"paymentMethodType":"cash"'),
  ],
  ['a number where text belongs', serializeUserinfo(checkoutData).replace('"Aino"', '7')],
])('%s reads as no checkout data', (_case, raw) => {
  expect(readStoredUserinfo(raw)).toBeNull()
})

test('equal data is always stored as the same text, whatever order its keys were built in', () => {
  const reordered: CheckoutData = {
    checkoutId: checkoutData.checkoutId,
    orderId: checkoutData.orderId,
    card: checkoutData.card,
    bank: checkoutData.bank,
    paymentMethodType: checkoutData.paymentMethodType,
    sendSms: checkoutData.sendSms,
    customerData: { ...checkoutData.customerData },
    step: checkoutData.step,
  }
  expect(serializeUserinfo(reordered)).toBe(serializeUserinfo(checkoutData))
})

const checkoutDataArbitrary: fc.Arbitrary<CheckoutData> = fc.record({
  step: fc.constantFrom(1, 2, 3, 4),
  customerData: fc.record({
    email: fc.string({ maxLength: 80 }),
    emailConfirmation: fc.string({ maxLength: 80 }),
    firstname: fc.string({ maxLength: 40 }),
    lastname: fc.string({ maxLength: 40 }),
    telephonePrefix: fc.constantFrom(...telephonePrefixes),
    telephoneNumber: fc.string({ maxLength: 20 }),
    marketing: fc.array(fc.string({ maxLength: 20 }), { maxLength: 5 }),
  }),
  sendSms: fc.boolean(),
  paymentMethodType: fc.constantFrom('bank' as const, 'card' as const, null),
  bank: fc.option(fc.string({ minLength: 1, maxLength: 40 })),
  card: fc.option(fc.string({ minLength: 1, maxLength: 40 })),
  orderId: fc.option(fc.string({ minLength: 1, maxLength: 40 })),
  checkoutId: fc.option(fc.string({ minLength: 1, maxLength: 40 })),
})

test('property: any checkout data survives saving and reading', () => {
  fc.assert(
    fc.property(checkoutDataArbitrary, (data) => {
      expect(readStoredUserinfo(serializeUserinfo(data))).toEqual(data)
    }),
  )
})

test('property: reading never throws, whatever text or JSON is stored', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string(),
        fc.json(),
        fc.jsonValue().map((value) => JSON.stringify(value)),
      ),
      (raw) => {
        const read = readStoredUserinfo(raw)
        expect(read === null || typeof read.step === 'number').toBe(true)
      },
    ),
  )
})

test('property: a saved value with any one field corrupted is dropped or still well-formed', () => {
  fc.assert(
    fc.property(
      checkoutDataArbitrary,
      fc.constantFrom('step', 'customerData', 'sendSms', 'paymentMethodType', 'bank', 'orderId'),
      fc.jsonValue(),
      (data, field, value) => {
        const stored: unknown = JSON.parse(serializeUserinfo(data))
        const corrupted = JSON.stringify({ ...Object(stored), [field]: value })
        const read = readStoredUserinfo(corrupted)
        if (read !== null) expect(readStoredUserinfo(serializeUserinfo(read))).toEqual(read)
      },
    ),
  )
})

test('a value stored before checkouts had an id reads with none, so the checkout takes a new one', () => {
  const stored = JSON.parse(serializeUserinfo(checkoutData))
  delete stored.checkoutId
  expect(readStoredUserinfo(JSON.stringify(stored))).toEqual({ ...checkoutData, checkoutId: null })
})
