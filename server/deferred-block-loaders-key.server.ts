/**
 * The browser build moves each lazy or client-only block's loaders out of the registry into a small
 * module of its own: the registry's file with this query (scripts/build/deferred-block-loaders.ts, ADR
 * 026). The server finds that module's chunk in the build's manifest under this key, to preload it
 * (block-assets.server.ts). Here, beside its reader, so the server needs nothing of the build's code.
 */
export const deferredBlockLoadersQuery = 'deferred-block-loaders'

/** The manifest's key of a block's loaders' module: `blocks/registry.ts?deferred-block-loaders=stationHeader`. */
export function deferredBlockLoadersKey(contentType: string): string {
  return `blocks/registry.ts?${deferredBlockLoadersQuery}=${encodeURIComponent(contentType)}`
}
