/**
 * The history entries the locator's filters make, in the block's own chunk (not the list's): Back and
 * Forward between them must work from the moment the block runs, e.g. right after a reload, before the
 * station list is fetched. Browser only: nothing here runs while the server renders.
 */

/** Marks the history entries the locator makes, so it can tell them from the router's own. */
const entryMark = 'stationLocator'

function isLocatorEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && entryMark in state
}

/** The path of the locator on the page now, or null when the page shows none. */
let mountedPath: string | null = null
/** Whether the history entry the visitor is on was made by the locator. */
let onLocatorEntry = false
let guardInstalled = false

/**
 * Vike skips rendering when the visitor goes back or forward between an entry a page made with
 * `history.pushState` and another entry of the same Vike page (vike/client/router `onPopState`). Every
 * content page is one Vike page (the catch-all route, spec §2.1), so Back from a station page to a
 * filtered locator would leave the station page on screen. This listener renders those entries itself.
 * It outlives the block (the module stays loaded), because the visitor may come back from another page.
 * The router's `navigate` is imported when needed only (locator-navigate.ts), and the server never loads it.
 */
function installHistoryGuard(): void {
  if (guardInstalled) return
  guardInstalled = true
  window.addEventListener('popstate', () => {
    const leftLocatorEntry = onLocatorEntry
    onLocatorEntry = isLocatorEntry(window.history.state)
    const skippedByRouter = leftLocatorEntry || onLocatorEntry
    if (skippedByRouter && window.location.pathname !== mountedPath) {
      const address = `${window.location.pathname}${window.location.search}${window.location.hash}`
      void import('./locator-navigate.ts').then(({ navigate }) =>
        navigate(address, { overwriteLastHistoryEntry: true }),
      )
    }
  })
}

/** A locator is on the page at the address's path (`false`: it left). */
export function locatorMounted(mounted: boolean): void {
  installHistoryGuard()
  mountedPath = mounted ? window.location.pathname : null
  if (mounted) onLocatorEntry = isLocatorEntry(window.history.state)
}

/**
 * Puts the locator's view in the address: a new entry for a filter the visitor chose (Back undoes it),
 * the same entry while they type.
 */
export function writeLocatorUrl(path: string, search: string, mode: 'push' | 'replace'): void {
  const url = `${path}${search}`
  if (url === `${window.location.pathname}${window.location.search}`) return
  if (mode === 'push') {
    window.history.pushState({ [entryMark]: true }, '', url)
    onLocatorEntry = true
  } else {
    // The entry stays whoever's it was: the router treats it as before, only its address changes.
    const state: unknown = window.history.state
    window.history.replaceState(state, '', url)
  }
}
