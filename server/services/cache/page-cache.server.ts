import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { compressBody, type Encoding } from '#server/middleware/compression.server.ts'

/**
 * The rendered-page cache of issue 17 (ADR 033): anonymous page answers kept in this process, by bytes,
 * served fresh for `freshMs`, then stale for up to `staleMs` while one render replaces them, and never
 * rendered twice at once for one key. What may be kept, and the key, are the middleware's business
 * (server/middleware/render-cache.server.ts); this module only stores, counts, and decides on which of
 * its two shelves an answer goes (ADR 043):
 * - the pages shelf: an answer to a bare path (no query a page reads) on one of at most `maxOrigins`
 *   origins at a time, which is what nearly all visitors ask for;
 * - the tail: everything whose key anyone may vary at will, an answer to a query (`?q=` of the locator or
 *   the search takes any text) or on an origin past those, within `tailShare` of the bytes. So a client
 *   that makes up queries or `Host` names churns the tail, never the site's pages.
 */

/** One rendered answer, complete with its final headers, as the first visitor got it (less per-request ones). */
export interface CachedAnswer {
  status: number
  headers: ReadonlyArray<readonly [string, string]>
  body: Uint8Array<ArrayBuffer>
  /** A strong validator of `body`, so a CDN or browser revalidates with `If-None-Match` for nothing. */
  etag: string
  renderedAt: number
  /** Brotli and gzip of `body`, each made once on first demand (at the `kept` effort, compression.server.ts). */
  variants: Map<Encoding, Promise<Uint8Array<ArrayBuffer>>>
}

export type CacheLookup =
  { kind: 'fresh'; answer: CachedAnswer } | { kind: 'stale'; answer: CachedAnswer } | { kind: 'absent' }

export interface PageCacheStats {
  enabled: boolean
  /** Answered from a fresh entry. */
  hits: number
  /** Answered from an entry past its freshness while it was rendered again. */
  staleHits: number
  /** Rendered because nothing usable was kept, and kept. */
  misses: number
  /** Waited for a render of the same key already under way, then answered from it. */
  coalesced: number
  /** Not the cache's to answer: not anonymous, not a page, or an answer that may not be kept. */
  bypasses: number
  /** Stale entries rendered again in the background. */
  refreshes: number
  /** Entries dropped to stay within `maxBytes`. */
  evictions: number
  /** Purges: all entries, or some paths, by the webhook, a content change or another node's signal. */
  purges: number
  /** Both shelves together. */
  entries: number
  bytes: number
  maxBytes: number
  /** The tail's part of the above (ADR 043). */
  tail: { entries: number; bytes: number; maxBytes: number }
}

export type PurgeScope = { kind: 'all' } | { kind: 'paths'; paths: readonly string[] }

export interface PageCacheOptions {
  maxBytes: number
  /** How long an entry is served as it is (the CDN's `s-maxage`). */
  freshMs: number
  /** After freshness, how long it may still be served while it is rendered again (`stale-while-revalidate`). */
  staleMs: number
  /** How many origins' bare pages the pages shelf holds at a time (default 8: four domains, two schemes). */
  maxOrigins?: number
  /** The tail's share of `maxBytes` (default 1/8). */
  tailShare?: number
  now?: () => number
}

export interface PageCache {
  readonly enabled: boolean
  lookup(key: string): CacheLookup
  /** Keeps an answer; false when it is larger than the whole cache may hold. */
  store(key: string, answer: CachedAnswer): boolean
  /**
   * One render per key at a time: the first caller's `render` runs, later callers for the key get the
   * same promise until it settles. Resolves to what `render` resolved (null: nothing keepable).
   */
  singleFlight(
    key: string,
    render: () => Promise<CachedAnswer | null>,
  ): { leader: boolean; result: Promise<CachedAnswer | null> }
  /** Whether a render of the key is under way (a stale entry then needs no second one). */
  isRendering(key: string): boolean
  /** Remembers for a while that a key's answer may not be kept (personal, an error), to skip waiting on it. */
  markUnkeepable(key: string): void
  isUnkeepable(key: string): boolean
  /**
   * Counts purges of everything: part of every key, so a render that began before a purge keeps its
   * answer under a key no request asks for any more.
   */
  generation(): number
  /** Drops entries: every one, or those whose path (the key's `path` part) is listed. Returns how many. */
  purge(scope: PurgeScope): number
  /** The body in the encoding asked for, compressed once per entry and counted in the cache's bytes. */
  encodedBody(key: string, answer: CachedAnswer, encoding: Encoding | null): Promise<Uint8Array<ArrayBuffer>>
  count(event: 'hits' | 'staleHits' | 'misses' | 'coalesced' | 'bypasses' | 'refreshes'): void
  stats(): PageCacheStats
}

/**
 * The key's parts joined by a space, which no origin, URL path or query holds unencoded, so the purge by
 * path finds the path between the first space and the second.
 */
export function pageCacheKey(parts: {
  origin: string
  path: string
  search: string
  locale: string
  contentVersion: string
}): string {
  return [parts.origin, parts.path, parts.search, parts.locale, parts.contentVersion].join(' ')
}

function keyParts(key: string): { origin: string; path: string; search: string } {
  const [origin = '', path = '', search = ''] = key.split(' ', 3)
  return { origin, path, search }
}

export function strongEtag(body: Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
}

/** How long an unkeepable key is remembered: the next answer may be keepable (an error that passed). */
const unkeepableMs = 60_000

function entrySize(answer: CachedAnswer, encodedBytes: number): number {
  // Headers and bookkeeping are small beside the bodies; a fixed allowance keeps many tiny entries honest.
  return answer.body.byteLength + encodedBytes + 1024
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now
  const enabled = options.maxBytes > 0
  const counters = {
    hits: 0,
    staleHits: 0,
    misses: 0,
    coalesced: 0,
    bypasses: 0,
    refreshes: 0,
    evictions: 0,
    purges: 0,
  }
  const encodedBytes = new WeakMap<CachedAnswer, number>()
  const tailMaxBytes = Math.floor(options.maxBytes * (options.tailShare ?? 1 / 8))
  const maxOrigins = options.maxOrigins ?? 8
  const shelf = (maxSize: number, onDrop?: (key: string) => void) =>
    new LRUCache<string, CachedAnswer>({
      // lru-cache needs a positive bound; a disabled cache stores nothing anyway.
      maxSize: Math.max(1, maxSize),
      sizeCalculation: (answer) => entrySize(answer, encodedBytes.get(answer) ?? 0),
      dispose: (_answer, key, reason) => {
        if (reason === 'evict') counters.evictions += 1
        // 'set' is an entry replaced under its key, which stays.
        if (reason !== 'set') onDrop?.(key)
      },
    })
  /** Keys on the pages shelf per origin: an origin holds a place there while it has any. */
  const pagesPerOrigin = new Map<string, number>()
  const pages = shelf(options.maxBytes - tailMaxBytes, (key) => {
    const origin = keyParts(key).origin
    const left = (pagesPerOrigin.get(origin) ?? 1) - 1
    if (left > 0) pagesPerOrigin.set(origin, left)
    else pagesPerOrigin.delete(origin)
  })
  const tail = shelf(tailMaxBytes)
  const shelves = [pages, tail] as const
  const shelfOf = (key: string) => (pages.has(key) ? pages : tail.has(key) ? tail : undefined)
  /** The shelf a new answer goes on (see the module note). */
  const shelfFor = (key: string) => {
    const { origin, search } = keyParts(key)
    if (search !== '') return tail
    return pagesPerOrigin.has(origin) || pagesPerOrigin.size < maxOrigins ? pages : tail
  }
  const put = (key: string, answer: CachedAnswer) => {
    const onShelf = shelfOf(key)
    const target = onShelf ?? shelfFor(key)
    // Larger than its shelf may hold: not kept (lru-cache would drop it unasked, and the count with it).
    if (entrySize(answer, encodedBytes.get(answer) ?? 0) > target.maxSize) return false
    if (target === pages && onShelf === undefined) {
      const origin = keyParts(key).origin
      pagesPerOrigin.set(origin, (pagesPerOrigin.get(origin) ?? 0) + 1)
    }
    target.set(key, answer)
    return true
  }
  const rendering = new Map<string, Promise<CachedAnswer | null>>()
  const unkeepable = new LRUCache<string, true>({ max: 10_000, ttl: unkeepableMs, ttlAutopurge: false })

  let generation = 0
  const usable = (answer: CachedAnswer) => now() - answer.renderedAt < options.freshMs + options.staleMs

  return {
    enabled,
    lookup(key) {
      const onShelf = shelfOf(key)
      const answer = onShelf?.get(key)
      if (onShelf === undefined || answer === undefined) return { kind: 'absent' }
      if (!usable(answer)) {
        onShelf.delete(key)
        return { kind: 'absent' }
      }
      return { kind: now() - answer.renderedAt < options.freshMs ? 'fresh' : 'stale', answer }
    },
    store(key, answer) {
      if (!enabled) return false
      if (!put(key, answer)) return false
      unkeepable.delete(key)
      return true
    },
    singleFlight(key, render) {
      const under = rendering.get(key)
      if (under !== undefined) return { leader: false, result: under }
      const result = render().finally(() => rendering.delete(key))
      rendering.set(key, result)
      return { leader: true, result }
    },
    isRendering: (key) => rendering.has(key),
    markUnkeepable(key) {
      unkeepable.set(key, true)
    },
    isUnkeepable: (key) => unkeepable.get(key) === true,
    generation: () => generation,
    purge(scope) {
      counters.purges += 1
      unkeepable.clear()
      if (scope.kind === 'all') {
        generation += 1
        const dropped = pages.size + tail.size
        for (const entries of shelves) entries.clear()
        return dropped
      }
      const paths = new Set(scope.paths)
      let dropped = 0
      for (const entries of shelves) {
        for (const key of [...entries.keys()]) {
          if (paths.has(keyParts(key).path)) {
            entries.delete(key)
            dropped += 1
          }
        }
      }
      return dropped
    },
    async encodedBody(key, answer, encoding) {
      if (encoding === null) return answer.body
      let variant = answer.variants.get(encoding)
      if (variant === undefined) {
        // Copied once out of zlib's Buffer: a plain byte array is what a Response body takes.
        variant = compressBody(answer.body, encoding, 'kept').then((compressed) => new Uint8Array(compressed))
        answer.variants.set(encoding, variant)
        const encoded = await variant
        // Re-set under its grown size, if it is still the entry (not purged or replaced meanwhile).
        const onShelf = shelfOf(key)
        if (onShelf?.peek(key) === answer) {
          encodedBytes.set(answer, (encodedBytes.get(answer) ?? 0) + encoded.byteLength)
          // lru-cache keeps the size of a value set again unchanged; put in anew, it is measured again.
          onShelf.delete(key)
          put(key, answer)
        }
        return encoded
      }
      return variant
    },
    count(event) {
      counters[event] += 1
    },
    stats: () => ({
      enabled,
      ...counters,
      entries: pages.size + tail.size,
      bytes: enabled ? pages.calculatedSize + tail.calculatedSize : 0,
      maxBytes: options.maxBytes,
      tail: { entries: tail.size, bytes: enabled ? tail.calculatedSize : 0, maxBytes: tailMaxBytes },
    }),
  }
}
