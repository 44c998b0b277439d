import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { createPageCache, pageCacheKey, strongEtag, type CachedAnswer } from './page-cache.server.ts'

function answer(text: string, renderedAt: number): CachedAnswer {
  const body = new TextEncoder().encode(text)
  return {
    status: 200,
    headers: [['content-type', 'text/html;charset=utf-8']],
    body,
    etag: strongEtag(body),
    renderedAt,
    variants: new Map(),
  }
}

function clock(start = 1_000_000) {
  let time = start
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

const key = (path: string, version = '1.0', search = '', origin = 'http://site.test') =>
  pageCacheKey({ origin, path, search, locale: 'en-EU', contentVersion: version })

/** One entry's size in these tests: a 1,000-byte body and the fixed allowance. */
const entryBytes = 1000 + 1024
const thousandBytes = () => answer('x'.repeat(1000), Date.now())

/** Room for `entries` of those, a quarter of it the tail's. */
const cacheOfEntries = (entries: number, maxOrigins?: number) =>
  createPageCache({
    maxBytes: entries * entryBytes,
    tailShare: 1 / 4,
    maxOrigins,
    freshMs: 1000,
    staleMs: 1000,
  })

describe('the rendered-page cache', () => {
  test('an entry is fresh, then stale, then gone', () => {
    const time = clock()
    const cache = createPageCache({ maxBytes: 1_000_000, freshMs: 60_000, staleMs: 600_000, now: time.now })
    cache.store(key('/en-EU'), answer('<p>one</p>', time.now()))
    expect(cache.lookup(key('/en-EU')).kind).toBe('fresh')
    time.advance(60_000)
    expect(cache.lookup(key('/en-EU')).kind).toBe('stale')
    time.advance(599_999)
    expect(cache.lookup(key('/en-EU')).kind).toBe('stale')
    time.advance(1)
    expect(cache.lookup(key('/en-EU')).kind).toBe('absent')
    expect(cache.stats().entries).toBe(0)
  })

  test('one render per key at a time: later callers share the first one', async () => {
    const cache = createPageCache({ maxBytes: 1_000_000, freshMs: 1000, staleMs: 1000 })
    let renders = 0
    let finish: (value: CachedAnswer) => void = () => undefined
    const render = () => {
      renders += 1
      return new Promise<CachedAnswer | null>((resolve) => (finish = resolve))
    }
    const first = cache.singleFlight(key('/a'), render)
    const second = cache.singleFlight(key('/a'), render)
    const other = cache.singleFlight(key('/b'), () => Promise.resolve(null))
    expect([first.leader, second.leader, other.leader]).toEqual([true, false, true])
    expect(cache.isRendering(key('/a'))).toBe(true)
    finish(answer('a', 0))
    expect(await second.result).toBe(await first.result)
    expect(renders).toBe(1)
    expect(cache.isRendering(key('/a'))).toBe(false)
    // Once settled, the next caller leads a new render.
    expect(cache.singleFlight(key('/a'), render).leader).toBe(true)
  })

  test('a failed render is shared as a failure and frees the key', async () => {
    const cache = createPageCache({ maxBytes: 1_000_000, freshMs: 1000, staleMs: 1000 })
    const failing = cache.singleFlight(key('/a'), () => Promise.reject(new Error('boom')))
    const waiting = cache.singleFlight(key('/a'), () => Promise.resolve(null))
    await expect(waiting.result).rejects.toThrow('boom')
    await expect(failing.result).rejects.toThrow('boom')
    expect(cache.isRendering(key('/a'))).toBe(false)
  })

  test('bounded by bytes: the least recently used entries go first, and are counted', () => {
    // Three entries' room for pages, one for the tail.
    const cache = cacheOfEntries(4)
    for (const path of ['/1', '/2', '/3']) cache.store(key(path), thousandBytes())
    expect(cache.lookup(key('/1')).kind).toBe('fresh')
    cache.store(key('/4'), thousandBytes())
    expect(cache.lookup(key('/2')).kind).toBe('absent')
    expect(cache.lookup(key('/1')).kind).toBe('fresh')
    expect(cache.stats()).toMatchObject({ entries: 3, evictions: 1, bytes: 3 * entryBytes })
    // One answer larger than its shelf is not kept at all, and pushes nothing out.
    expect(cache.store(key('/big'), answer('x'.repeat(6000), Date.now()))).toBe(false)
    expect(cache.store(key('/big', '1.0', 'q=x'), answer('x'.repeat(2000), Date.now()))).toBe(false)
    expect(cache.stats()).toMatchObject({ entries: 3, evictions: 1 })
  })

  test('answers to queries go on the tail, and no number of them pushes a page out (ADR 043)', () => {
    const cache = cacheOfEntries(8)
    for (const path of ['/en-EU', '/en-EU/stationsearch', '/en-EU/search'])
      cache.store(key(path), thousandBytes())
    // A client making up `?q=` values, each a real answer of the locator.
    for (let made = 0; made < 50; made += 1) {
      expect(cache.store(key('/en-EU/stationsearch', '1.0', `q=made-up-${made}`), thousandBytes())).toBe(true)
    }
    for (const path of ['/en-EU', '/en-EU/stationsearch', '/en-EU/search'])
      expect(cache.lookup(key(path)).kind).toBe('fresh')
    expect(cache.lookup(key('/en-EU/stationsearch', '1.0', 'q=made-up-49')).kind).toBe('fresh')
    expect(cache.lookup(key('/en-EU/stationsearch', '1.0', 'q=made-up-47')).kind).toBe('absent')
    expect(cache.stats()).toMatchObject({
      entries: 5,
      evictions: 48,
      tail: { entries: 2, bytes: 2 * entryBytes, maxBytes: 2 * entryBytes },
    })
  })

  test('pages of origins past the first few go on the tail, until one of those holds no page', () => {
    const cache = cacheOfEntries(8, 2)
    const at = (origin: string) => key('/en-EU', '1.0', '', origin)
    cache.store(at('https://aurora.eu'), thousandBytes())
    cache.store(key('/en-EU/news', '1.0', '', 'https://aurora.eu'), thousandBytes())
    cache.store(at('http://127.0.0.1:3000'), thousandBytes())
    // `Host` names anyone may write: each a page of its own, all on the tail.
    for (let made = 0; made < 20; made += 1)
      cache.store(at(`https://made-up-${made}.example`), thousandBytes())
    expect(cache.lookup(at('https://aurora.eu')).kind).toBe('fresh')
    expect(cache.lookup(at('http://127.0.0.1:3000')).kind).toBe('fresh')
    expect(cache.stats()).toMatchObject({ entries: 5, tail: { entries: 2 } })
    // The second origin's one page dropped, its place goes to the next origin that comes.
    cache.purge({ kind: 'paths', paths: ['/en-EU'] })
    cache.store(at('https://made-up-99.example'), thousandBytes())
    cache.store(key('/en-EU/news', '1.0', '', 'https://made-up-99.example'), thousandBytes())
    cache.store(at('https://made-up-100.example'), thousandBytes())
    expect(cache.stats()).toMatchObject({ entries: 4, tail: { entries: 1 } })
    expect(cache.lookup(key('/en-EU/news', '1.0', '', 'https://aurora.eu')).kind).toBe('fresh')
  })

  test('a disabled cache keeps nothing', () => {
    const cache = createPageCache({ maxBytes: 0, freshMs: 1000, staleMs: 1000 })
    expect(cache.enabled).toBe(false)
    expect(cache.store(key('/a'), answer('a', Date.now()))).toBe(false)
    expect(cache.lookup(key('/a')).kind).toBe('absent')
  })

  test('purging all moves the generation on; purging paths drops only their entries, on both shelves', () => {
    const cache = createPageCache({ maxBytes: 1_000_000, freshMs: 1000, staleMs: 1000 })
    for (const path of ['/en-EU', '/en-EU/index.pageContext.json', '/en-EU/news']) {
      cache.store(key(path), answer(path, Date.now()))
    }
    cache.store(key('/en-EU', '1.0', 'page=2'), answer('two', Date.now()))
    cache.store(key('/en-EU/news', '1.0', 'page=2'), answer('news two', Date.now()))
    expect(cache.purge({ kind: 'paths', paths: ['/en-EU', '/en-EU/index.pageContext.json'] })).toBe(3)
    expect(cache.lookup(key('/en-EU')).kind).toBe('absent')
    expect(cache.lookup(key('/en-EU', '1.0', 'page=2')).kind).toBe('absent')
    expect(cache.lookup(key('/en-EU/news')).kind).toBe('fresh')
    expect(cache.generation()).toBe(0)
    expect(cache.purge({ kind: 'all' })).toBe(2)
    expect(cache.generation()).toBe(1)
    expect(cache.stats()).toMatchObject({ entries: 0, purges: 2, tail: { entries: 0 } })
  })

  test('an unkeepable key is remembered for a minute, and forgotten on a purge', () => {
    const time = clock()
    const cache = createPageCache({ maxBytes: 1_000_000, freshMs: 1000, staleMs: 1000, now: time.now })
    cache.markUnkeepable(key('/en-EU/checkout'))
    expect(cache.isUnkeepable(key('/en-EU/checkout'))).toBe(true)
    cache.purge({ kind: 'all' })
    expect(cache.isUnkeepable(key('/en-EU/checkout'))).toBe(false)
  })

  test('compressed bodies are made once, decode to the body, and count in the bytes', async () => {
    const cache = createPageCache({ maxBytes: 1_000_000, freshMs: 1000, staleMs: 1000 })
    const kept = answer('<p>hello</p>'.repeat(500), Date.now())
    cache.store(key('/a'), kept)
    const before = cache.stats().bytes
    const br = await cache.encodedBody(key('/a'), kept, 'br')
    const gzip = await cache.encodedBody(key('/a'), kept, 'gzip')
    expect(Buffer.from(brotliDecompressSync(br)).equals(Buffer.from(kept.body))).toBe(true)
    expect(Buffer.from(gunzipSync(gzip)).equals(Buffer.from(kept.body))).toBe(true)
    expect(await cache.encodedBody(key('/a'), kept, 'br')).toBe(br)
    expect(await cache.encodedBody(key('/a'), kept, null)).toBe(kept.body)
    expect(cache.stats().bytes).toBe(before + br.byteLength + gzip.byteLength)
    // On the tail, the same, and the entry stays there.
    const query = key('/a', '1.0', 'q=diesel')
    const queried = answer('<p>diesel</p>'.repeat(500), Date.now())
    cache.store(query, queried)
    const tailBefore = cache.stats().tail.bytes
    const gzipped = await cache.encodedBody(query, queried, 'gzip')
    expect(cache.stats().tail).toMatchObject({ entries: 1, bytes: tailBefore + gzipped.byteLength })
    expect(cache.lookup(query)).toEqual({ kind: 'fresh', answer: queried })
  })
})
