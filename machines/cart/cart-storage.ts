import { cartStorageKey, serializeCart, type CartContents } from '#schemas/stored-cart.ts'

/** The page's localStorage; null where there is none (the server) or it may not be used (blocked). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

/** The raw localStorage `cart` value for the machine's input; null when absent or unreadable. */
export function readCartStorage(storage: Storage | null = browserStorage()): string | null {
  try {
    return storage?.getItem(cartStorageKey) ?? null
  } catch {
    return null
  }
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
