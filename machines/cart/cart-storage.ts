import { browserStorage, readStoredValue } from '../browser-storage.ts'
import { cartStorageKey, serializeCart, type CartContents } from '#schemas/stored-cart.ts'

/** The raw localStorage `cart` value for the machine's input; null when absent or unreadable. */
export function readCartStorage(storage: Storage | null = browserStorage()): string | null {
  return readStoredValue(cartStorageKey, storage)
}

/**
 * Saves the cart to localStorage `cart` (DESIGN §1); an empty cart without a discount code removes the
 * key. A full or blocked storage leaves the cart working for this page: saving is a convenience for the
 * next visit, never a reason to fail the visitor's click.
 */
export function writeCartStorage(cart: CartContents, storage: Storage | null = browserStorage()): void {
  if (storage === null) return
  const stored = serializeCart(cart)
  try {
    if (stored === null) storage.removeItem(cartStorageKey)
    else storage.setItem(cartStorageKey, stored)
  } catch {
    // Quota exceeded or storage disabled: see above.
  }
}
