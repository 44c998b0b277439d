import { fullPageLoad } from './full-load.ts'

/**
 * spec §4 "Build updates": a script chunk that fails to load (an old tab asking for a file the deploy
 * removed, a dropped connection) reloads the route once. spec §9: the reload guard lasts 10 s, so a
 * chunk that keeps failing can never loop: the second failure within it is left to the normal error
 * handling (Vike's, or the block's own boundary, renderer/block-error-boundary.tsx).
 */

/** spec §9: how long after one reload another chunk failure does not reload. */
export const reloadGuardMs = 10_000

/** sessionStorage: when this tab last reloaded for a failed chunk (ms since the epoch). */
export const reloadGuardKey = 'forecourt:chunk-reload-at'

export interface ChunkReloadParts {
  /** This tab's sessionStorage; throwing (storage disabled) means no guard, hence no reload. */
  storage: () => Pick<Storage, 'getItem' | 'setItem'>
  now: () => number
  /** The route to reload: the page being navigated to, else the page on screen. */
  route: () => string
  /** A full page load of `url`. */
  reload: (url: string) => void
}

/** Whether a reload may happen now, and if so, the guard is set: reading and writing are one step. */
function takeGuard(parts: ChunkReloadParts): boolean {
  try {
    const storage = parts.storage()
    const now = parts.now()
    const last = Number(storage.getItem(reloadGuardKey))
    // A time in the future (the clock was set back) does not hold the guard for ever.
    if (Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < reloadGuardMs) return false
    storage.setItem(reloadGuardKey, String(now))
    return true
  } catch {
    // Without storage the guard cannot be kept: not reloading at all is the only way not to loop.
    return false
  }
}

/** Handles one failed chunk: true when the route is being reloaded, false when the error is left alone. */
export function createChunkReload(parts: ChunkReloadParts): () => boolean {
  return () => {
    if (!takeGuard(parts)) return false
    parts.reload(parts.route())
    return true
  }
}

/**
 * Listens for Vite's `vite:preloadError`, which every dynamic import of the build dispatches when the
 * chunk or a file it needs fails to load (https://vite.dev/guide/build#load-error-handling). The event
 * is not cancelled: the error still reaches whoever imported the chunk, so a page never waits on a
 * module that will not come, and the reload under way replaces whatever that shows. Browser only.
 */
export function installChunkReload(route: () => string): void {
  const onChunkError = createChunkReload({
    storage: () => window.sessionStorage,
    now: () => Date.now(),
    route,
    reload: fullPageLoad,
  })
  window.addEventListener('vite:preloadError', () => {
    onChunkError()
  })
}
