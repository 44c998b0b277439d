import { serializeUserinfo, userinfoStorageKey, type CheckoutData } from '#schemas/userinfo.ts'
import { browserStorage, readStoredValue } from '../browser-storage.ts'

/** The raw localStorage `userinfo` value for the machine's input; null when absent or unreadable. */
export function readUserinfoStorage(storage: Storage | null = browserStorage()): string | null {
  return readStoredValue(userinfoStorageKey, storage)
}

/**
 * Saves the checkout data to localStorage `userinfo` (DESIGN §1, spec §4). A full or blocked storage
 * leaves the checkout working on this page: saving only lets a reload resume the step.
 */
export function writeUserinfoStorage(data: CheckoutData, storage: Storage | null = browserStorage()): void {
  if (storage === null) return
  try {
    storage.setItem(userinfoStorageKey, serializeUserinfo(data))
  } catch {
    // Quota exceeded or storage disabled: see above.
  }
}

/** spec §4: clearing the checkout data removes all local storage (the cart with it). */
export function clearCheckoutStorage(storage: Storage | null = browserStorage()): void {
  try {
    storage?.clear()
  } catch {
    // Storage disabled: there is nothing stored to clear.
  }
}
