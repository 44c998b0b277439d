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

const key = (path: string, version = '1.0') =>
  pageCacheKey({ origin: 'http://site.test', path, search: '', locale: 'en-EU', contentVersion: version })

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
    const cache = createPageCache({ maxBytes: 3 * (1000 + 1024), freshMs: 1000, staleMs: 1000 })
    for (const path of ['/1', '/2', '/3']) cache.store(key(path), answer('x'.repeat(1000), Date.now()))
    expect(cache.lookup(key('/1')).kind).toBe('fresh')
    cache.store(key('/4'), answer('x'.repeat(1000), Date.now()))
    expect(cache.lookup(key('/2')).kind).toBe('absent')
    expect(cache.lookup(key('/1')).kind).toBe('fresh')
    expect(cache.stats()).toMatchObject({ entries: 3, evictions: 1, bytes: 3 * 2024 })
    // One answer larger than the whole cache is not kept at all.
    expect(cache.store(key('/big'), answer('x'.repeat(10_000), Date.now()))).toBe(false)
  })

  test('a disabled cache keeps nothing', () => {
    const cache = createPageCache({ maxBytes: 0, freshMs: 1000, staleMs: 1000 })
    expect(cache.enabled).toBe(false)
    expect(cache.store(key('/a'), answer('a', Date.now()))).toBe(false)
    expect(cache.lookup(key('/a')).kind).toBe('absent')
  })

  test('purging all moves the generation on; purging paths drops only their entries', () => {
    const cache = createPageCache({ maxBytes: 1_000_000, freshMs: 1000, staleMs: 1000 })
    for (const path of ['/en-EU', '/en-EU/index.pageContext.json', '/en-EU/news']) {
      cache.store(key(path), answer(path, Date.now()))
    }
    expect(cache.purge({ kind: 'paths', paths: ['/en-EU', '/en-EU/index.pageContext.json'] })).toBe(2)
    expect(cache.lookup(key('/en-EU')).kind).toBe('absent')
    expect(cache.lookup(key('/en-EU/news')).kind).toBe('fresh')
    expect(cache.generation()).toBe(0)
    expect(cache.purge({ kind: 'all' })).toBe(1)
    expect(cache.generation()).toBe(1)
    expect(cache.stats()).toMatchObject({ entries: 0, purges: 2 })
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
  })
})
