// https://vike.dev/onCreateGlobalContext — once per browser tab, before the first page hydrates.
import { buildUpdates } from '#components/build-updates/build-updates.ts'
import { installChunkReload } from '#components/build-updates/chunk-reload.ts'
import { keepBackForwardCacheEligible } from '#components/back-forward-cache.ts'

/**
 * spec §4 "Build updates": a chunk that fails to load reloads the route once (guarded, spec §9). Here,
 * in the start bundle, so that the page's own code failing to load during hydration is covered too.
 */
export function onCreateGlobalContext(): void {
  installChunkReload(() => buildUpdates().route())
  // Issue 17: Back and Forward show a content page from the browser's cache (ADR 032).
  keepBackForwardCacheEligible(window)
}
