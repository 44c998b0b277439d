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

/** The sum of the stored lines' amounts; null for a value the machine cannot read (or an unknown version). */
function storedAmountTotal(stored: string): number | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(stored)
  } catch {
    return null
  }
  if (!isRecord(parsed) || parsed.version !== knownVersion || !Array.isArray(parsed.items)) return null
  let count = 0
  for (const item of parsed.items) {
    const amount = isRecord(item) ? item.amount : undefined
    // A line the machine would refuse makes the whole value unreadable to it.
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1 || amount > 99) return null
    count += amount
  }
  return count
}

/** The sum of the stored lines' amounts; 0 for a missing, unreadable or unknown-version value. */
export function countStoredCartItems(stored: string | null): number {
  return stored === null ? 0 : (storedAmountTotal(stored) ?? 0)
}

/**
 * Whether the stored value gives the cart machine nothing to do: none, or a cart it can read without
 * lines. A value it cannot read is something: the machine drops it (spec §4), so a page that shows the
 * cart starts the machine for it, though the header counts it as empty.
 */
export function storedCartIsEmpty(stored: string | null): boolean {
  return stored === null || storedAmountTotal(stored) === 0
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

/** Whether the stored cart gives the machine nothing to do now; true where storage cannot be read. */
export function readStoredCartIsEmpty(): boolean {
  try {
    return storedCartIsEmpty(window.localStorage.getItem(cartStorageKey))
  } catch {
    return true
  }
}
