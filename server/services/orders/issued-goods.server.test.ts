import { expect, test } from 'vitest'
import { loadCatalogue } from '#server/services/commerce/catalogue.server.ts'
import { vouchersToIssue } from './issued-goods.server.ts'

const catalogue = await loadCatalogue('content/products')

test('a bundle issues its members: 2 × BUNDLE-BASIC-5 is 10 wash codes of the basic wash', () => {
  const issued = vouchersToIssue([{ productCode: 'BUNDLE-BASIC-5', quantity: 2 }], catalogue.markets['fi-FI'])
  expect(issued).toHaveLength(10)
  for (const voucher of issued) {
    expect(voucher).toEqual({ productCode: 'WASH-BASIC', name: 'Peruspesu', kind: 'wash' })
  }
})

test('single washes, gift cards and charging credits issue one per unit, with their value', () => {
  const issued = vouchersToIssue(
    [
      { productCode: 'WASH-PREMIUM', quantity: 3 },
      { productCode: 'GIFT-CARD-SMALL', quantity: 2 },
      { productCode: 'CHARGING-100-KWH', quantity: 1 },
      { productCode: 'BUNDLE-PREMIUM-5', quantity: 1 },
    ],
    catalogue.markets['sv-SE'],
  )
  const counted = new Map<string, number>()
  for (const voucher of issued) {
    const key = `${voucher.productCode} ${voucher.kind} ${String(voucher.value ?? '-')}`
    counted.set(key, (counted.get(key) ?? 0) + 1)
  }
  expect(Object.fromEntries(counted)).toEqual({
    'WASH-PREMIUM wash -': 3 + 5,
    'GIFT-CARD-SMALL giftCard 20000': 2,
    'CHARGING-100-KWH charging 100': 1,
  })
})

test('a product the market no longer sells is an error, never a silent loss', () => {
  expect(() =>
    vouchersToIssue([{ productCode: 'WASH-GOLD', quantity: 1 }], catalogue.markets['en-EU']),
  ).toThrow(/WASH-GOLD/)
})
