/**
 * Keeps the site's pages eligible for the browser's back/forward cache (issue 17, ADR 032), so Back and
 * Forward show the page at once instead of loading it again.
 *
 * Vike saves the scroll position with `history.replaceState` whenever the page is hidden. When it is
 * hidden because the visitor navigates away, Chrome has already put the page in the cache: it takes the
 * history update as an event the cached page cannot have, and evicts it (`IgnoreEventAndEvict`, every
 * content page, Lighthouse's bf-cache audit). The page is hidden after a `pagehide` whose `persisted` is
 * true exactly then: that `visibilitychange` is stopped before it reaches Vike's listener. Vike saves the
 * position on scrolling too (every 0.3 s), so a page that is not kept still comes back where it was.
 *
 * A page in the cache misses the `storage` events of the pages visited meanwhile (the cart of the header
 * and of the cart machine follow them): when it is shown again, each key that changed is announced as
 * the event it missed.
 */
export function keepBackForwardCacheEligible(target: Window): void {
  let enteringCache = false
  let storedWhenHidden: Map<string, string> | null = null

  target.addEventListener('pagehide', (event) => {
    enteringCache = event.persisted
    storedWhenHidden = event.persisted ? storedEntries(target) : null
  })
  target.addEventListener(
    'visibilitychange',
    (event) => {
      if (enteringCache && target.document.visibilityState === 'hidden') event.stopImmediatePropagation()
    },
    // On the window, in the capture phase: before any listener of the document or the window.
    { capture: true },
  )
  target.addEventListener('pageshow', (event) => {
    enteringCache = false
    const before = storedWhenHidden
    storedWhenHidden = null
    if (!event.persisted || before === null) return
    announceStorageChanges(target, before, storedEntries(target))
  })
}

/** Every entry of the page's `localStorage`; empty where it cannot be read (private mode, blocked). */
function storedEntries(target: Window): Map<string, string> {
  const entries = new Map<string, string>()
  try {
    const storage = target.localStorage
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index)
      const value = key === null ? null : storage.getItem(key)
      if (key !== null && value !== null) entries.set(key, value)
    }
  } catch {
    // Nothing readable now; nothing to announce either.
  }
  return entries
}

function announceStorageChanges(
  target: Window,
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
): void {
  const keys = new Set([...before.keys(), ...after.keys()])
  for (const key of keys) {
    const oldValue = before.get(key) ?? null
    const newValue = after.get(key) ?? null
    if (oldValue === newValue) continue
    target.dispatchEvent(
      new StorageEvent('storage', {
        key,
        oldValue,
        newValue,
        url: target.location.href,
        storageArea: target.localStorage,
      }),
    )
  }
}
