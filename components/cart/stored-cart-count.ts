/**
 * The number of items in the stored cart (spec §3 cartAmounts), read straight from localStorage `cart`
 * (DESIGN §1) for the header's cart link on every page. It deliberately loads neither XState nor Zod
 * (issue 14: a content page with an empty cart ships at most 3 KiB more): a badge only needs the
 * amounts, and a value it cannot read counts as an empty cart, as the cart machine would drop it.
 * The cart machine remains the authority; it announces each save through `announceCartStored`.
 */

export const cartStorageKey = 'cart'

/** The stored cart's format version this reader knows (schemas/stored-cart.ts). */
const knownVersion = 1

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The sum of the stored lines' amounts; 0 for a missing, unreadable or unknown-version value. */
export function countStoredCartItems(stored: string | null): number {
  if (stored === null) return 0
  let parsed: unknown
  try {
    parsed = JSON.parse(stored)
  } catch {
    return 0
  }
  if (!isRecord(parsed) || parsed.version !== knownVersion || !Array.isArray(parsed.items)) return 0
  let count = 0
  for (const item of parsed.items) {
    const amount = isRecord(item) ? item.amount : undefined
    // A line the machine would refuse makes the whole value unreadable to it, so it counts nothing here.
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1 || amount > 99) return 0
    count += amount
  }
  return count
}

const listeners = new Set<() => void>()

/** Tells this tab's readers that the cart was saved (a `storage` event reaches only the other tabs). */
export function announceCartStored(): void {
  for (const listener of listeners) listener()
}

/** Calls back when this tab saves the cart or another tab changes it. */
export function subscribeToStoredCart(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // A null key: another tab cleared all of localStorage (the checkout does, spec §4).
    if (event.key === cartStorageKey || event.key === null) listener()
  }
  listeners.add(listener)
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The stored cart's item count now; 0 where storage cannot be read (private mode, blocked). */
export function readStoredCartCount(): number {
  try {
    return countStoredCartItems(window.localStorage.getItem(cartStorageKey))
  } catch {
    return 0
  }
}
