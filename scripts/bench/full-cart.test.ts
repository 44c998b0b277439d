import { expect, test } from 'vitest'
import { readStoredCart } from '#schemas/stored-cart.ts'
import { fullCartStorageValue } from './full-cart.ts'

test('the full cart is a stored cart the browser reads back, one of each Finnish product, in euros', () => {
  const cart = readStoredCart(fullCartStorageValue())
  expect(cart?.items.length).toBeGreaterThanOrEqual(10)
  expect(cart?.items.every((item) => item.amount === 1 && item.attributes.currency === 'EUR')).toBe(true)
  expect(new Set(cart?.items.map((item) => item.code)).size).toBe(cart?.items.length)
})
