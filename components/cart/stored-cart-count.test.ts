// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from 'vitest'
import {
  announceCartStored,
  cartStorageKey,
  countStoredCartItems,
  readStoredCartCount,
  readStoredCartIsEmpty,
  storedCartIsEmpty,
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

// What the cart and checkout pages ask before they load the machine: an unreadable value counts as no
// items in the header, but is not empty for the machine, which must drop it (spec §4).
test.each([
  ['nothing stored', null, true],
  ['an empty cart', JSON.stringify({ version: 1, items: [] }), true],
  ['a line', JSON.stringify({ version: 1, items: [line('WASH-BASIC', 1)] }), false],
  ['not JSON', '{"version":1,', false],
  ['JSON but not a cart', '[1,2,3]', false],
  ['another version', JSON.stringify({ version: 2, items: [] }), false],
  ['an amount over 99', JSON.stringify({ version: 1, items: [line('B', 100)] }), false],
])('%s: empty for the machine is %j', (_case, stored, expected) => {
  expect(storedCartIsEmpty(stored)).toBe(expected)
})

afterEach(() => {
  window.localStorage.clear()
})

test('whether the stored cart is empty is read from localStorage `cart`', () => {
  expect(readStoredCartIsEmpty()).toBe(true)
  window.localStorage.setItem(cartStorageKey, '{"version":1,')
  expect(readStoredCartIsEmpty()).toBe(false)
  window.localStorage.setItem(cartStorageKey, JSON.stringify({ version: 1, items: [] }))
  expect(readStoredCartIsEmpty()).toBe(true)
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
