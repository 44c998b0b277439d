import { Hono } from 'hono'
import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import type { AppEnv } from '#server/app-env.server.ts'
import { createLogger } from '#server/logger.server.ts'
import { createPageCache, type PageCache } from '#server/services/cache/page-cache.server.ts'
import { compression } from './compression.server.ts'
import { answerFreshKeptPages } from './fresh-kept-pages.server.ts'
import { renderCache } from './render-cache.server.ts'
import { requestContext } from './request-context.server.ts'

const publicPage = 'public, s-maxage=60, stale-while-revalidate=600'
const logLine = z.record(z.string(), z.unknown())

/**
 * The production server's order (pages/+server.ts): the step before the app, then the app with its
 * request context, render cache, compression and a renderer, both over one cache.
 */
function site(options: { maxBytes?: number } = {}) {
  let time = 1_000_000
  const clock = { now: () => time, advance: (ms: number) => void (time += ms) }
  const cache: PageCache = createPageCache({
    maxBytes: options.maxBytes ?? 1_000_000,
    freshMs: 60_000,
    staleMs: 600_000,
    now: clock.now,
  })
  const logLines: Array<Record<string, unknown>> = []
  const logger = createLogger({
    level: 'info',
    withStacks: false,
    write: (line) => logLines.push(logLine.parse(JSON.parse(line))),
  })
  const renders: string[] = []
  const app = new Hono<AppEnv>()
  app.use(requestContext(logger))
  app.use(
    renderCache({
      cache,
      domains: {},
      contentVersion: () => 1,
      refetch: async (request) => app.fetch(request),
      logger,
      now: clock.now,
    }),
  )
  app.use(compression())
  app.all('*', (c) => {
    const path = new URL(c.req.url).pathname
    renders.push(path)
    if (path.startsWith('/en-EU/personal')) {
      return c.html('<p>yours</p>', 200, { 'Cache-Control': 'private, no-store' })
    }
    return new Response(
      `<!doctype html><p>${path} render ${renders.length}</p>${'<i>padding</i>'.repeat(200)}`,
      {
        headers: {
          'Content-Type': 'text/html;charset=utf-8',
          'Cache-Control': publicPage,
          'X-Frame-Options': 'DENY',
        },
      },
    )
  })
  const step = answerFreshKeptPages({ cache, domains: {}, contentVersion: () => 1, logger, now: clock.now })
  /** Requests that went on to the app. */
  const passedOn: string[] = []
  const viaServer = (path: string, headers: Record<string, string> = {}, method = 'GET') => {
    const request = new Request(`http://site.test${path}`, { method, headers })
    return step(request, () => {
      passedOn.push(`${method} ${path}`)
      return app.fetch(request)
    })
  }
  const viaApp = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    app.fetch(new Request(`http://site.test${path}`, { method, headers }))
  return { cache, clock, logLines, renders, passedOn, viaServer, viaApp }
}

/** A response's headers less those of one response only. */
function lastingHeaders(response: Response): Record<string, string> {
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    if (name !== 'x-request-id' && name !== 'date') headers[name] = value
  })
  return headers
}

async function bytes(response: Response): Promise<number[]> {
  return [...new Uint8Array(await response.arrayBuffer())]
}

describe('fresh kept pages before the app', () => {
  test('a fresh kept page is answered without the app, as the app answers it from the cache', async () => {
    const s = site()
    const first = await s.viaServer('/en-EU/news')
    expect(first.headers.get('X-Cache')).toBe('MISS')
    expect(s.passedOn).toEqual(['GET /en-EU/news'])

    const fromStep = await s.viaServer('/en-EU/news')
    expect(s.passedOn).toHaveLength(1)
    const fromApp = await s.viaApp('/en-EU/news')
    expect(fromStep.status).toBe(200)
    expect(fromStep.headers.get('X-Cache')).toBe('HIT')
    expect(lastingHeaders(fromStep)).toEqual(lastingHeaders(fromApp))
    expect(await bytes(fromStep)).toEqual(await bytes(fromApp))
    expect(s.renders).toEqual(['/en-EU/news'])
    expect(s.cache.stats()).toMatchObject({ misses: 1, hits: 2 })
  })

  test.each<{ name: string; headers: Record<string, string>; method: string }>([
    { name: 'HEAD', headers: {}, method: 'HEAD' },
    { name: 'brotli', headers: { 'Accept-Encoding': 'br' }, method: 'GET' },
    { name: 'gzip', headers: { 'Accept-Encoding': 'gzip, deflate' }, method: 'GET' },
    { name: 'a stale ETag', headers: { 'If-None-Match': '"other"' }, method: 'GET' },
  ])('$name: the same answer as the app’s', async ({ headers, method }) => {
    const s = site()
    await s.viaServer('/en-EU/news')
    const fromStep = await s.viaServer('/en-EU/news', headers, method)
    const fromApp = await s.viaApp('/en-EU/news', headers, method)
    expect(s.passedOn).toHaveLength(1)
    expect(fromStep.status).toBe(fromApp.status)
    expect(lastingHeaders(fromStep)).toEqual(lastingHeaders(fromApp))
    expect(await bytes(fromStep)).toEqual(await bytes(fromApp))
  })

  test('the kept ETag is a 304 with the page’s headers and no body', async () => {
    const s = site()
    const etag = (await s.viaServer('/en-EU/news')).headers.get('ETag') ?? ''
    const fromStep = await s.viaServer('/en-EU/news', { 'If-None-Match': `W/${etag}` })
    expect(fromStep.status).toBe(304)
    expect(fromStep.headers.get('Cache-Control')).toBe(publicPage)
    expect(await fromStep.text()).toBe('')
    expect(s.passedOn).toHaveLength(1)
  })

  test('the caller’s request id is kept when it looks like one, else a new one is made', async () => {
    const s = site()
    await s.viaServer('/en-EU/news')
    const kept = await s.viaServer('/en-EU/news', { 'X-Request-Id': 'edge-1234.abcd:5' })
    expect(kept.headers.get('X-Request-Id')).toBe('edge-1234.abcd:5')
    const replaced = await s.viaServer('/en-EU/news', { 'X-Request-Id': 'a b' })
    expect(replaced.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/)
    const made = await s.viaServer('/en-EU/news')
    expect(made.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(made.headers.get('X-Request-Id')).not.toBe(replaced.headers.get('X-Request-Id'))
  })

  test('the access log gets the same line as for an answer of the app', async () => {
    const s = site()
    await s.viaServer('/en-EU/news')
    await s.viaServer('/en-EU/news?utm_source=mail', { 'X-Request-Id': 'edge-1234.abcd:5' })
    const requests = s.logLines.filter((line) => line.msg === 'request')
    expect(requests).toHaveLength(2)
    expect(Object.keys(requests[1] ?? {}).sort()).toEqual(Object.keys(requests[0] ?? {}).sort())
    expect(requests[1]).toMatchObject({
      requestId: 'edge-1234.abcd:5',
      method: 'GET',
      path: '/en-EU/news',
      status: 200,
      level: 'info',
    })
    expect(requests[1]?.durationMs).toEqual(expect.any(Number))
  })

  test('a stale page goes on to the app, which serves it and renders it again', async () => {
    const s = site()
    await s.viaServer('/en-EU/news')
    s.clock.advance(61_000)
    const stale = await s.viaServer('/en-EU/news')
    expect(stale.headers.get('X-Cache')).toBe('STALE')
    expect(s.passedOn).toEqual(['GET /en-EU/news', 'GET /en-EU/news'])
  })

  test.each<{ name: string; path: string; method: string; headers: Record<string, string> }>([
    { name: 'a page not kept yet', path: '/en-EU/other', method: 'GET', headers: {} },
    { name: 'a POST', path: '/en-EU/news', method: 'POST', headers: {} },
    { name: 'an API path', path: '/api/v1/auth', method: 'GET', headers: {} },
    { name: 'a file', path: '/en-EU/sitemap.xml', method: 'GET', headers: {} },
    { name: 'the bare / (its language is the visitor’s)', path: '/', method: 'GET', headers: {} },
  ])('$name goes on to the app', async ({ path, method, headers }) => {
    const s = site()
    await s.viaServer('/en-EU/news')
    await s.viaServer(path, headers, method)
    expect(s.passedOn).toEqual(['GET /en-EU/news', `${method} ${path}`])
  })

  test('a personal page goes on to the app every time', async () => {
    const s = site()
    await s.viaServer('/en-EU/personal')
    const again = await s.viaServer('/en-EU/personal')
    expect(await again.text()).toBe('<p>yours</p>')
    expect(s.passedOn).toEqual(['GET /en-EU/personal', 'GET /en-EU/personal'])
    expect(s.renders).toEqual(['/en-EU/personal', '/en-EU/personal'])
  })

  test('without a cache every request goes on to the app', async () => {
    const s = site({ maxBytes: 0 })
    await s.viaServer('/en-EU/news')
    await s.viaServer('/en-EU/news')
    expect(s.passedOn).toHaveLength(2)
    expect(s.renders).toHaveLength(2)
  })
})
