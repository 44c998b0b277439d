import { Hono } from 'hono'
import { describe, expect, test } from 'vitest'
import type { AppEnv } from '#server/app-env.server.ts'
import { createLogger } from '#server/logger.server.ts'
import { createPageCache, pageCacheKey, strongEtag } from '#server/services/cache/page-cache.server.ts'
import { createPurgeSignal, type PurgeSignal } from '#server/services/cache/purge-signal.server.ts'
import { cachePurgePath, cachePurgeRoutes } from './cache-purge.server.ts'

const secret = 'a-purge-secret-of-at-least-32-characters'
const logger = createLogger({ level: 'silent', withStacks: false })

function purgeApp(options: { secret: string | undefined; signal?: PurgeSignal }) {
  const cache = createPageCache({ maxBytes: 1_000_000, freshMs: 60_000, staleMs: 600_000 })
  for (const path of ['/en-EU', '/en-EU/index.pageContext.json', '/en-EU/news']) {
    const body = new TextEncoder().encode(path)
    cache.store(
      pageCacheKey({ origin: 'http://site.test', path, search: '', locale: 'en-EU', contentVersion: '1.0' }),
      {
        status: 200,
        headers: [],
        body,
        etag: strongEtag(body),
        renderedAt: Date.now(),
        variants: new Map(),
      },
    )
  }
  const app = new Hono<AppEnv>()
  app.use(async (c, next) => {
    c.set('logger', logger)
    await next()
  })
  app.route(
    '/',
    cachePurgeRoutes({
      secret: options.secret,
      signal: options.signal ?? createPurgeSignal({ cache, logger }),
    }),
  )
  return { app, cache }
}

const purge = (
  app: Hono<AppEnv>,
  init: { authorization?: string; contentType?: string; body?: string } = {},
) =>
  app.request(`http://site.test${cachePurgePath}`, {
    method: 'POST',
    headers: {
      ...(init.authorization === undefined ? {} : { Authorization: init.authorization }),
      ...(init.contentType === undefined ? {} : { 'Content-Type': init.contentType }),
    },
    ...(init.body === undefined ? {} : { body: init.body }),
  })

describe(`POST ${cachePurgePath}`, () => {
  test('without CACHE_PURGE_SECRET nobody may purge', async () => {
    const { app, cache } = purgeApp({ secret: undefined })
    const response = await purge(app, { authorization: `Bearer ${secret}` })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } })
    expect(cache.stats().entries).toBe(3)
  })

  test('a missing or wrong secret is 401 with WWW-Authenticate, and purges nothing', async () => {
    const { app, cache } = purgeApp({ secret })
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${secret}`, `Bearer ${secret}x`]) {
      const response = await purge(app, authorization === undefined ? {} : { authorization })
      expect(response.status, authorization).toBe(401)
      expect(response.headers.get('WWW-Authenticate')).toContain('Bearer')
    }
    expect(cache.stats().entries).toBe(3)
  })

  test('bad bodies are named: another type 415, not JSON 400, off the contract 422', async () => {
    const { app, cache } = purgeApp({ secret })
    const authorization = `Bearer ${secret}`
    expect((await purge(app, { authorization, contentType: 'text/plain', body: 'all' })).status).toBe(415)
    expect((await purge(app, { authorization, contentType: 'application/json', body: '{' })).status).toBe(400)
    const invalid = await purge(app, {
      authorization,
      contentType: 'application/json',
      body: JSON.stringify({ paths: ['en-EU', '/x?y=1'], everything: true }),
    })
    expect(invalid.status).toBe(422)
    const envelope: unknown = await invalid.json()
    expect(envelope).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        fields: { 'paths.0': expect.any(String), 'paths.1': expect.any(String) },
      },
    })
    expect(cache.stats().entries).toBe(3)
  })

  test('named pages drop with their payloads; no body drops all', async () => {
    const { app, cache } = purgeApp({ secret })
    const authorization = `Bearer ${secret}`
    const some = await purge(app, {
      authorization,
      contentType: 'application/json',
      body: JSON.stringify({ paths: ['/en-EU'] }),
    })
    expect(some.status).toBe(200)
    expect(await some.json()).toEqual({ status: 'purged', scope: 'paths', dropped: 2, otherNodes: 'none' })
    const all = await purge(app, { authorization })
    expect(await all.json()).toEqual({ status: 'purged', scope: 'all', dropped: 1, otherNodes: 'none' })
    expect(cache.stats().entries).toBe(0)
  })

  test('a purge the other nodes could not be told of is a 503, so the sender retries', async () => {
    const signal: PurgeSignal = {
      shared: true,
      purge: () => Promise.resolve({ dropped: 3, toldOtherNodes: false }),
      close: () => Promise.resolve(),
    }
    const { app } = purgeApp({ secret, signal })
    const response = await purge(app, { authorization: `Bearer ${secret}` })
    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe('5')
    expect(await response.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } })
  })
})
