import { Hono } from 'hono'
import { describe, expect, test, vi } from 'vitest'
import type { AppEnv } from '#server/app-env.server.ts'
import { createLogger } from '#server/logger.server.ts'
import type { Locale } from '#schemas/locale.ts'
import { createPageCache, type PageCache } from '#server/services/cache/page-cache.server.ts'
import { compression } from './compression.server.ts'
import { isCacheablePagePath, pagesWithPayloads, renderCache } from './render-cache.server.ts'

const publicPage = 'public, s-maxage=60, stale-while-revalidate=600'

interface Site {
  app: Hono<AppEnv>
  cache: PageCache
  renders: string[]
  time: { now: () => number; advance: (ms: number) => void }
  content: { version: number }
  /** What the next render of a path answers; the default is a public page naming the path and render. */
  answers: Map<string, () => Response>
}

/** Single-host mode unless `domains` are given (LOCALE_DOMAINS). */
function site(options: { maxBytes?: number; domains?: Partial<Record<Locale, string>> } = {}): Site {
  let time = 1_000_000
  const clock = { now: () => time, advance: (ms: number) => void (time += ms) }
  const cache = createPageCache({
    maxBytes: options.maxBytes ?? 1_000_000,
    freshMs: 60_000,
    staleMs: 600_000,
    now: clock.now,
  })
  const renders: string[] = []
  const content = { version: 1 }
  const answers = new Map<string, () => Response>()
  const app = new Hono<AppEnv>()
  app.use(
    renderCache({
      cache,
      domains: options.domains ?? {},
      contentVersion: () => content.version,
      refetch: async (request) => app.fetch(request),
      logger: createLogger({ level: 'silent', withStacks: false }),
      now: clock.now,
    }),
  )
  app.use(compression())
  app.all('*', async (c) => {
    const path = new URL(c.req.url).pathname
    renders.push(path)
    // A render takes a while, so requests arriving together overlap.
    await new Promise((resolve) => setTimeout(resolve, 5))
    const custom = answers.get(path)
    if (custom !== undefined) return custom()
    const body = path.endsWith('/index.pageContext.json')
      ? JSON.stringify({ pageProps: { path }, render: renders.length })
      : `<!doctype html><p>${path} render ${renders.length}</p>${'<i>padding</i>'.repeat(100)}`
    return new Response(body, {
      headers: {
        'Content-Type': path.endsWith('.json') ? 'application/json' : 'text/html;charset=utf-8',
        'Cache-Control': publicPage,
        'X-Frame-Options': 'DENY',
      },
    })
  })
  return { app, cache, renders, time: clock, content, answers }
}

const get = async (
  s: Site,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Response> => s.app.request(`http://site.test${path}`, { method, headers })

describe('render cache', () => {
  test('the second request for a page is answered from memory, with its headers and an ETag', async () => {
    const s = site()
    const first = await get(s, '/en-EU/news')
    expect(first.headers.get('X-Cache')).toBe('MISS')
    const firstBody = await first.text()
    const second = await get(s, '/en-EU/news')
    expect(second.headers.get('X-Cache')).toBe('HIT')
    expect(await second.text()).toBe(firstBody)
    expect(second.headers.get('X-Frame-Options')).toBe('DENY')
    expect(second.headers.get('Cache-Control')).toBe(publicPage)
    expect(second.headers.get('ETag')).toBe(first.headers.get('ETag'))
    expect(s.renders).toEqual(['/en-EU/news'])
    expect(s.cache.stats()).toMatchObject({ misses: 1, hits: 1, entries: 1 })
  })

  test('ten visitors at once cause one render', async () => {
    const s = site()
    const answers = await Promise.all(Array.from({ length: 10 }, () => get(s, '/en-EU')))
    const bodies = await Promise.all(answers.map((response) => response.text()))
    expect(new Set(bodies).size).toBe(1)
    expect(answers.every((response) => response.status === 200)).toBe(true)
    expect(s.renders).toEqual(['/en-EU'])
    expect(s.cache.stats()).toMatchObject({ misses: 1, coalesced: 9 })
  })

  test('a compressed first answer is kept as its identity body; each visitor gets its own encoding', async () => {
    const s = site()
    const br = await get(s, '/en-EU', { 'Accept-Encoding': 'br' })
    expect(br.headers.get('Content-Encoding')).toBe('br')
    const plain = await get(s, '/en-EU')
    expect(plain.headers.get('X-Cache')).toBe('HIT')
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    expect(await plain.text()).toContain('/en-EU render 1')
    const gzip = await get(s, '/en-EU', { 'Accept-Encoding': 'gzip' })
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip')
    expect(Number(gzip.headers.get('Content-Length'))).toBeLessThan(
      Number(plain.headers.get('Content-Length')),
    )
  })

  test('If-None-Match on the kept ETag is a 304; HEAD gets the headers without a body', async () => {
    const s = site()
    const etag = (await get(s, '/en-EU')).headers.get('ETag') ?? ''
    expect((await get(s, '/en-EU', { 'If-None-Match': etag })).status).toBe(304)
    expect((await get(s, '/en-EU', { 'If-None-Match': '"other"' })).status).toBe(200)
    const head = await get(s, '/en-EU', {}, 'HEAD')
    expect(head.headers.get('X-Cache')).toBe('HIT')
    expect(await head.text()).toBe('')
    expect(s.renders).toHaveLength(1)
  })

  test('a stale page is served at once and rendered again once, in the background', async () => {
    const s = site()
    await get(s, '/en-EU')
    s.time.advance(61_000)
    const stale = await Promise.all([get(s, '/en-EU'), get(s, '/en-EU')])
    expect(stale.map((response) => response.headers.get('X-Cache'))).toEqual(['STALE', 'STALE'])
    expect(await stale[0].text()).toContain('render 1')
    await vi.waitFor(() => expect(s.cache.stats().refreshes).toBe(1))
    const fresh = await get(s, '/en-EU')
    expect(fresh.headers.get('X-Cache')).toBe('HIT')
    expect(await fresh.text()).toContain('render 2')
    expect(s.renders).toEqual(['/en-EU', '/en-EU'])
  })

  test('past the stale window a page is rendered while the visitor waits', async () => {
    const s = site()
    await get(s, '/en-EU')
    s.time.advance(661_000)
    const response = await get(s, '/en-EU')
    expect(response.headers.get('X-Cache')).toBe('MISS')
    expect(s.renders).toHaveLength(2)
  })

  test('personal, cookie-setting, varying and failed answers are never kept', async () => {
    const s = site()
    const personal = () =>
      new Response('<p>checkout</p>', {
        headers: { 'Content-Type': 'text/html', 'Cache-Control': 'private, no-store' },
      })
    s.answers.set('/en-EU/checkout', personal)
    s.answers.set(
      '/en-EU/cookie',
      () =>
        new Response('<p>c</p>', {
          headers: { 'Content-Type': 'text/html', 'Cache-Control': publicPage, 'Set-Cookie': 'a=b' },
        }),
    )
    s.answers.set(
      '/en-EU/missing',
      () =>
        new Response('<p>404</p>', {
          status: 404,
          headers: { 'Content-Type': 'text/html', 'Cache-Control': 'public, max-age=0, s-maxage=60' },
        }),
    )
    s.answers.set(
      '/en-EU/broken',
      () =>
        new Response('<p>500</p>', {
          status: 500,
          headers: { 'Content-Type': 'text/html', 'Cache-Control': 'no-store' },
        }),
    )
    for (const path of ['/en-EU/checkout', '/en-EU/cookie', '/en-EU/missing', '/en-EU/broken']) {
      const answers = await Promise.all([get(s, path), get(s, path)])
      await get(s, path)
      expect(
        answers.every((response) => response.headers.get('X-Cache') === null),
        path,
      ).toBe(true)
    }
    // Each request rendered its own answer: no visitor got another's.
    expect(s.renders).toHaveLength(12)
    expect(s.cache.stats().entries).toBe(0)
  })

  test('a payload that stands for an error page is not kept; a good one is', async () => {
    const s = site()
    s.answers.set(
      '/en-EU/gone/index.pageContext.json',
      () =>
        new Response(JSON.stringify({ is404: true }), {
          headers: { 'Content-Type': 'application/json', 'Cache-Control': publicPage },
        }),
    )
    await get(s, '/en-EU/gone/index.pageContext.json')
    expect((await get(s, '/en-EU/gone/index.pageContext.json')).headers.get('X-Cache')).toBeNull()
    await get(s, '/en-EU/index.pageContext.json')
    expect((await get(s, '/en-EU/index.pageContext.json')).headers.get('X-Cache')).toBe('HIT')
  })

  test('preview, APIs, files, other methods and the visitor-dependent bare path are not the cache’s', async () => {
    const s = site()
    for (const path of ['/preview/en-EU', '/api/v1/auth', '/assets/x.js', '/en-EU/sitemap.xml', '/']) {
      await get(s, path)
      await get(s, path)
    }
    await s.app.request('http://site.test/en-EU', { method: 'POST' })
    await s.app.request('http://site.test/en-EU', { method: 'POST' })
    expect(s.renders).toHaveLength(12)
    expect(s.cache.stats().entries).toBe(0)
  })

  test('a query parameter no page reads is the same page; one a page reads is another (http/page-query.ts)', async () => {
    const s = site()
    expect((await get(s, '/en-EU/news?utm_source=a')).headers.get('X-Cache')).toBe('MISS')
    expect((await get(s, '/en-EU/news?fbclid=b&utm_source=c')).headers.get('X-Cache')).toBe('HIT')
    expect((await get(s, '/en-EU/news')).headers.get('X-Cache')).toBe('HIT')
    expect((await get(s, '/en-EU/news?q=diesel&page=2')).headers.get('X-Cache')).toBe('MISS')
    expect((await get(s, '/en-EU/news?page=2&x=1&q=diesel')).headers.get('X-Cache')).toBe('HIT')
    expect(s.renders).toEqual(['/en-EU/news', '/en-EU/news'])
    expect(s.cache.stats().entries).toBe(2)
  })

  test('a locale domain is keyed by its host: the same path on two hosts is two pages', async () => {
    const s = site({ domains: { 'fi-FI': 'aurora.fi', 'sv-SE': 'aurora.se' } })
    expect((await s.app.request('http://aurora.fi/fi-FI/uutiset')).headers.get('X-Cache')).toBe('MISS')
    expect((await s.app.request('http://aurora.se/fi-FI/uutiset')).headers.get('X-Cache')).toBe('MISS')
    expect((await s.app.request('http://aurora.fi/')).headers.get('X-Cache')).toBe('MISS')
    expect((await s.app.request('http://aurora.fi/')).headers.get('X-Cache')).toBe('HIT')
    expect((await s.app.request('http://aurora.se/fi-FI/uutiset')).headers.get('X-Cache')).toBe('HIT')
  })

  test('with locale domains, a host none of them names is rendered each time and never kept (ADR 043)', async () => {
    const s = site({ domains: { 'fi-FI': 'aurora.fi' } })
    for (const host of ['made-up.example', 'made-up.example', 'aurora.fi.made-up.example', '10.0.0.7:3000']) {
      const answer = await s.app.request(`http://${host}/fi-FI/uutiset`)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('X-Cache')).toBeNull()
    }
    expect(s.renders).toHaveLength(4)
    expect(s.cache.stats()).toMatchObject({ entries: 0, bypasses: 4 })
    // The port is no part of the name: the domain's own host on another port is the domain.
    expect((await s.app.request('http://aurora.fi:8443/fi-FI/uutiset')).headers.get('X-Cache')).toBe('MISS')
  })

  test('new content, a purge of all, or a purge of the page makes the next request render', async () => {
    const s = site()
    await get(s, '/en-EU')
    s.content.version += 1
    expect((await get(s, '/en-EU')).headers.get('X-Cache')).toBe('MISS')
    s.cache.purge({ kind: 'all' })
    expect((await get(s, '/en-EU')).headers.get('X-Cache')).toBe('MISS')
    await get(s, '/en-EU/index.pageContext.json')
    s.cache.purge({ kind: 'paths', paths: pagesWithPayloads(['/en-EU']) })
    expect((await get(s, '/en-EU')).headers.get('X-Cache')).toBe('MISS')
    expect((await get(s, '/en-EU/index.pageContext.json')).headers.get('X-Cache')).toBe('MISS')
  })

  test('a render under way during a purge of all keeps its answer where no request looks', async () => {
    const s = site()
    const pending = get(s, '/en-EU')
    s.cache.purge({ kind: 'all' })
    await pending
    expect((await get(s, '/en-EU')).headers.get('X-Cache')).toBe('MISS')
  })

  test('turned off, it answers nothing itself', async () => {
    const s = site({ maxBytes: 0 })
    await get(s, '/en-EU')
    const second = await get(s, '/en-EU')
    expect(second.headers.get('X-Cache')).toBeNull()
    expect(s.renders).toHaveLength(2)
  })
})

describe('cacheable paths', () => {
  test('pages and payloads are; files, APIs and own paths are not', () => {
    expect(isCacheablePagePath('/en-EU/news/x')).toBe(true)
    expect(isCacheablePagePath('/en-EU/index.pageContext.json')).toBe(true)
    expect(isCacheablePagePath('/fi-FI/sitemap.xml')).toBe(false)
    expect(isCacheablePagePath('/images/hero.jpg')).toBe(false)
    expect(isCacheablePagePath('/proxy/customer')).toBe(false)
    expect(isCacheablePagePath('/preview/en-EU')).toBe(false)
    expect(isCacheablePagePath('/account-hub/v1/login')).toBe(false)
  })

  test('a purge of a page names its payload too', () => {
    expect(pagesWithPayloads(['/', '/en-EU/news/'])).toEqual([
      '/',
      '/index.pageContext.json',
      '/en-EU/news',
      '/en-EU/news/index.pageContext.json',
    ])
  })
})
