/** The page's localStorage; null where there is none (the server) or it may not be used (blocked). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

/** The raw value under `key` (DESIGN §1 storage keys); null when absent or unreadable. */
export function readStoredValue(key: string, storage: Storage | null = browserStorage()): string | null {
  try {
    return storage?.getItem(key) ?? null
  } catch {
    return null
  }
}
