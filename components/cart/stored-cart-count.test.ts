// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest'
import {
  announceCartStored,
  cartStorageKey,
  countStoredCartItems,
  readStoredCartCount,
  subscribeToStoredCart,
} from './stored-cart-count.ts'

const line = (code: string, amount: unknown) => ({ code, amount })

test.each([
  ['nothing stored', null, 0],
  ['an empty cart', JSON.stringify({ version: 1, items: [] }), 0],
  ['two lines', JSON.stringify({ version: 1, items: [line('WASH-BASIC', 2), line('GIFT-CARD-50', 3)] }), 5],
  ['not JSON', '{"version":1,', 0],
  ['JSON but not a cart', '[1,2,3]', 0],
  ['another version', JSON.stringify({ version: 2, items: [line('WASH-BASIC', 2)] }), 0],
  ['an amount that is not a whole number', JSON.stringify({ version: 1, items: [line('A', 1.5)] }), 0],
  ['an amount over 99', JSON.stringify({ version: 1, items: [line('A', 1), line('B', 100)] }), 0],
  ['an amount as text', JSON.stringify({ version: 1, items: [line('A', '2')] }), 0],
])('%s counts %j items', (_case, stored, expected) => {
  expect(countStoredCartItems(stored)).toBe(expected)
})

afterEach(() => {
  window.localStorage.clear()
})

test('the count is read from localStorage `cart`', () => {
  window.localStorage.setItem(cartStorageKey, JSON.stringify({ version: 1, items: [line('WASH-BASIC', 4)] }))
  expect(readStoredCartCount()).toBe(4)
})

test('this tab’s saves and other tabs’ changes of the cart call back; other keys do not', () => {
  const listener = vi.fn()
  const unsubscribe = subscribeToStoredCart(listener)
  announceCartStored()
  window.dispatchEvent(new StorageEvent('storage', { key: cartStorageKey }))
  window.dispatchEvent(new StorageEvent('storage', { key: 'userinfo' }))
  // A cleared localStorage (another tab's checkout finished) has no key.
  window.dispatchEvent(new StorageEvent('storage', { key: null }))
  expect(listener).toHaveBeenCalledTimes(3)
  unsubscribe()
  announceCartStored()
  expect(listener).toHaveBeenCalledTimes(3)
})
