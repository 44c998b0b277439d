import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  emptyCartContents,
  readStoredCart,
  serializeCart,
  storedCartVersion,
  type CartContents,
  type CartItem,
} from './stored-cart.ts'

const wash: CartItem = {
  code: 'WASH-PREMIUM',
  name: 'Premium wash',
  image: { url: '/images/products/premium-wash.svg', alt: 'A car after the wash', width: 800, height: 600 },
  amount: 2,
  price: 1990,
  includes: [],
  attributes: { price: 1990, tax_class: 25.5, currency: 'EUR' },
  showUpsell: true,
  upsells: [],
}

const bundle: CartItem = {
  ...wash,
  code: 'BUNDLE-PREMIUM-5',
  name: '5 × Premium wash',
  amount: 1,
  price: 7960,
  includes: [{ amount: 5, globalName: 'Premium wash', sku: ['WASH-PREMIUM'] }],
  attributes: { price: 7960, tax_class: 25.5, currency: 'EUR' },
  showUpsell: false,
}

test('a cart read back from its stored form is the same cart, discount code included', () => {
  const cart: CartContents = { items: [wash, bundle], discountCode: 'SAVE5' }
  expect(readStoredCart(serializeCart(cart))).toEqual(cart)
})

test('the stored form is versioned and writes the cart one way, whatever order its keys were built in', () => {
  const stored = serializeCart({ items: [wash], discountCode: null })
  expect(JSON.parse(stored ?? 'null')).toMatchObject({
    version: storedCartVersion,
    items: [{ code: 'WASH-PREMIUM' }],
  })
  const reordered: CartItem = {
    upsells: [],
    showUpsell: true,
    attributes: { currency: 'EUR', tax_class: 25.5, price: 1990 },
    includes: [],
    price: 1990,
    amount: 2,
    image: wash.image,
    name: wash.name,
    code: wash.code,
  }
  expect(serializeCart({ items: [reordered], discountCode: null })).toBe(stored)
})

test('an empty cart without a discount code has nothing to store', () => {
  expect(serializeCart(emptyCartContents)).toBeNull()
  expect(serializeCart({ items: [], discountCode: 'SAVE5' })).not.toBeNull()
})

test('spec §3 defaults: a stored line without showUpsell, upsells or includes gets true and empty lists', () => {
  const bare = { code: wash.code, name: wash.name, amount: 1, price: 1990, attributes: wash.attributes }
  const read = readStoredCart(JSON.stringify({ version: storedCartVersion, items: [bare] }))
  expect(read?.items[0]).toMatchObject({ showUpsell: true, upsells: [], includes: [] })
  expect(read?.discountCode).toBeNull()
})

const validItem = JSON.parse(JSON.stringify(wash))

test.each([
  ['nothing stored', null],
  ['not JSON', '{"version":1,'],
  ['JSON of another shape', '[1,2,3]'],
  ['JSON null', 'null'],
  ['another version', JSON.stringify({ version: storedCartVersion + 1, items: [validItem] })],
  ['no version', JSON.stringify({ items: [validItem] })],
  ['amount 0', JSON.stringify({ version: 1, items: [{ ...validItem, amount: 0 }] })],
  ['amount 100', JSON.stringify({ version: 1, items: [{ ...validItem, amount: 100 }] })],
  ['a price in euros, not cents', JSON.stringify({ version: 1, items: [{ ...validItem, price: 19.9 }] })],
  [
    'an unknown currency',
    JSON.stringify({
      version: 1,
      items: [{ ...validItem, attributes: { ...validItem.attributes, currency: 'USD' } }],
    }),
  ],
  ['a product twice', JSON.stringify({ version: 1, items: [validItem, validItem] })],
  [
    'a malformed discount code',
    JSON.stringify({ version: 1, items: [validItem], discountCode: 'no spaces!' }),
  ],
])('%s reads as no cart', (_, stored) => {
  expect(readStoredCart(stored)).toBeNull()
})

test('reading never throws, whatever the stored string', () => {
  fc.assert(
    fc.property(fc.oneof(fc.string(), fc.json()), (stored) => {
      const read = readStoredCart(stored)
      expect(read === null || Array.isArray(read.items)).toBe(true)
    }),
  )
})
