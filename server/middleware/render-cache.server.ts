import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { createMiddleware } from 'hono/factory'
import { FastResponse } from 'srvx'
import type { Context } from 'hono'
import { filePrefixes, isApiPath, isAtOrBelow, ownPaths } from '#http/own-paths.ts'
import { pageQueryKey } from '#http/page-query.ts'
import { localeForHost, localeVariesByVisitor, resolveLocale } from '#i18n/resolve-locale.ts'
import type { Locale } from '#schemas/locale.ts'
import type { AppEnv } from '#server/app-env.server.ts'
import type { Logger } from '#server/logger.server.ts'
import { requestProtocol } from '#server/request-protocol.server.ts'
import {
  pageCacheKey,
  strongEtag,
  type CachedAnswer,
  type PageCache,
} from '#server/services/cache/page-cache.server.ts'
import { compressionThreshold, negotiateEncoding } from './compression.server.ts'
import { pageContextJsonStatus, pagePathname } from './page-context.server.ts'

/**
 * Issue 17 (ADR 033): anonymous pages and their client-navigation payloads answered from memory. Second
 * in the chain, after the request id and access log, so a hit skips everything else; what it keeps is the
 * answer as the chain finished it (security headers included), less what belongs to one request.
 */

/** Headers of one response only; the rest of a kept answer's headers are replayed as they were. */
const perResponseHeaders = new Set([
  'date',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'x-request-id',
  'etag',
  'age',
  'x-cache',
])

/** A request path that may be a page: not an API, a file, a preview or another own path (http/own-paths.ts). */
export function isCacheablePagePath(pathname: string): boolean {
  if (isApiPath(pathname)) return false
  if (ownPaths.some((prefix) => isAtOrBelow(pathname, prefix))) return false
  if (filePrefixes.some((prefix) => isAtOrBelow(pathname, prefix))) return false
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1)
  // A file name (`/en-EU/sitemap.xml`) is no page; Vike's payload `index.pageContext.json` is one.
  return !lastSegment.includes('.') || lastSegment === 'index.pageContext.json'
}

/** The paths a purge of these pages drops: each page and its client-navigation payload (pagePathname). */
export function pagesWithPayloads(paths: readonly string[]): string[] {
  return paths.flatMap((path) => {
    const page = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
    return [page, page === '/' ? '/index.pageContext.json' : `${page}/index.pageContext.json`]
  })
}

function varies(headers: Headers, name: string): boolean {
  return (headers.get('vary') ?? '')
    .toLowerCase()
    .split(',')
    .some((part) => part.trim() === name || part.trim() === '*')
}

/**
 * The kept form of a finished answer, or null when it may not be kept: only a 200 page or payload for
 * everyone (`public`, no cookie set, not varying by cookie or language). A payload is sent with 200 even
 * for an error page, so its own status is read from it (spec §8 pages are never kept).
 */
export async function keptAnswer(
  response: Response,
  payload: boolean,
  renderedAt: number,
): Promise<CachedAnswer | null> {
  const headers = response.headers
  if (response.status !== 200 || headers.has('set-cookie')) return null
  const cacheControl = (headers.get('cache-control') ?? '').toLowerCase()
  if (!/\bpublic\b/.test(cacheControl) || /\b(private|no-store)\b/.test(cacheControl)) return null
  if (varies(headers, 'cookie') || varies(headers, 'accept-language')) return null
  const contentType = headers.get('content-type') ?? ''
  if (!(payload ? contentType.startsWith('application/json') : contentType.startsWith('text/html')))
    return null
  const encoded = new Uint8Array(await response.clone().arrayBuffer())
  const encoding = headers.get('content-encoding')
  // The answer may already be compressed for its first visitor; the cache keeps the identity body.
  const body =
    encoding === 'br'
      ? new Uint8Array(brotliDecompressSync(encoded))
      : encoding === 'gzip'
        ? new Uint8Array(gunzipSync(encoded))
        : encoding === null || encoding === 'identity'
          ? encoded
          : null
  if (body === null) return null
  if (payload && pageContextJsonStatus(new TextDecoder().decode(body)) !== 200) return null
  const kept: Array<readonly [string, string]> = []
  headers.forEach((value, name) => {
    if (!perResponseHeaders.has(name)) kept.push([name, value])
  })
  return { status: 200, headers: kept, body, etag: strongEtag(body), renderedAt, variants: new Map() }
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim()
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`
  })
}

/** What the cache needs to know of the site to key a request (the same on every path that reads it). */
export interface PageCacheKeying {
  cache: PageCache
  domains: Partial<Record<Locale, string>>
  /** Changes whenever the content does (the embedded content reloaded); part of every key. */
  contentVersion: () => number
}

/**
 * Where a request's answer is kept: its key, `bypass` for a page the cache does not keep for this request
 * (counted as a bypass), or `none` for a request that is no page at all (not counted).
 */
export type PageCacheSlot =
  { kind: 'page'; key: string; payload: boolean } | { kind: 'bypass' } | { kind: 'none' }

export function pageCacheSlot(
  request: { method: string; url: URL; forwardedProto: string | undefined },
  keying: PageCacheKeying,
): PageCacheSlot {
  const { cache, domains } = keying
  const { method, url } = request
  if (!cache.enabled || (method !== 'GET' && method !== 'HEAD')) return { kind: 'none' }
  if (!isCacheablePagePath(url.pathname)) return { kind: 'none' }
  // With LOCALE_DOMAINS, a host none of them names is no visitor's (ADR 043): its pages are rendered,
  // never kept, so made-up `Host` names cannot crowd out the site's own.
  if (Object.keys(domains).length > 0 && localeForHost(url.host, domains) === null) return { kind: 'bypass' }
  const payload = url.pathname !== pagePathname(url.pathname)
  const resolved = resolveLocale({ pathname: pagePathname(url.pathname), host: url.host, domains })
  // The answer depends on the visitor's cookie or language (the bare `/`): the CDN's `Vary` handles it.
  if (localeVariesByVisitor(resolved.source)) return { kind: 'bypass' }
  const protocol = requestProtocol(url, request.forwardedProto)
  const key = pageCacheKey({
    origin: `${protocol}//${url.host}`,
    path: url.pathname,
    // Only what a page may read (http/page-query.ts): a campaign's or a made-up parameter is the same page.
    search: pageQueryKey(url.search),
    locale: resolved.locale,
    contentVersion: `${keying.contentVersion()}.${cache.generation()}`,
  })
  return { kind: 'page', key, payload }
}

export type CacheLabel = 'HIT' | 'STALE' | 'MISS'

/** The request headers a kept answer is sent by. */
export interface KeptAnswerRequest {
  method: string
  ifNoneMatch: string | undefined
  acceptEncoding: string | undefined
}

/**
 * A kept answer as sent to one request: its headers replayed with this response's own (`extraHeaders`
 * first), a 304 when the visitor holds it already, else the body in the encoding the visitor accepts.
 */
export async function keptAnswerResponse(
  cache: PageCache,
  key: string,
  answer: CachedAnswer,
  sent: { label: CacheLabel; now: number; extraHeaders?: ReadonlyArray<readonly [string, string]> },
  request: KeptAnswerRequest,
): Promise<Response> {
  const headers: Array<[string, string]> = (sent.extraHeaders ?? []).map(([name, value]) => [name, value])
  for (const [name, value] of answer.headers) headers.push([name, value])
  headers.push(
    ['etag', answer.etag],
    ['age', String(Math.max(0, Math.floor((sent.now - answer.renderedAt) / 1000)))],
    ['x-cache', sent.label],
  )
  if (etagMatches(request.ifNoneMatch, answer.etag)) {
    return new FastResponse(null, { status: 304, headers })
  }
  const encoding =
    answer.body.byteLength >= compressionThreshold ? negotiateEncoding(request.acceptEncoding) : null
  const body = await cache.encodedBody(key, answer, encoding)
  if (encoding !== null) headers.push(['content-encoding', encoding])
  headers.push(['content-length', String(body.byteLength)])
  // srvx's own Response writes a byte body to the socket as it is, without a web stream in between.
  return new FastResponse(request.method === 'HEAD' ? null : body, { status: answer.status, headers })
}

export interface RenderCacheOptions extends PageCacheKeying {
  /** The whole app again, for a stale entry's render in the background (no visitor waits for it). */
  refetch: (request: Request) => Promise<Response>
  logger: Logger
  now?: () => number
}

/** Background renders of stale entries: the request objects this middleware made itself. */
const refreshRequests = new WeakMap<Request, { answer: CachedAnswer | null }>()

/** The headers a background render keeps from the visitor's request: those a kept answer depends on. */
const refreshHeaderNames = ['host', 'x-forwarded-proto', 'user-agent'] as const

export function renderCache(options: RenderCacheOptions) {
  const { cache, logger } = options
  const now = options.now ?? Date.now

  const respond = (c: Context<AppEnv>, key: string, answer: CachedAnswer, label: CacheLabel) =>
    keptAnswerResponse(
      cache,
      key,
      answer,
      { label, now: now() },
      {
        method: c.req.method,
        ifNoneMatch: c.req.header('if-none-match'),
        acceptEncoding: c.req.header('accept-encoding'),
      },
    )

  /** Renders a stale entry again through the whole app, once, while visitors get the stale one. */
  function refreshInBackground(c: Context<AppEnv>, key: string) {
    const headers = new Headers()
    for (const name of refreshHeaderNames) {
      const value = c.req.header(name)
      if (value !== undefined) headers.set(name, value)
    }
    const request = new Request(c.req.url, { headers })
    const outcome: { answer: CachedAnswer | null } = { answer: null }
    refreshRequests.set(request, outcome)
    const { result } = cache.singleFlight(key, async () => {
      const response = await options.refetch(request)
      await response.body?.cancel()
      return outcome.answer
    })
    result.catch((error: unknown) => logger.error({ error, key }, 'page cache: background render failed'))
  }

  return createMiddleware<AppEnv>(async (c, next) => {
    const method = c.req.method
    const slot = pageCacheSlot(
      { method, url: new URL(c.req.url), forwardedProto: c.req.header('x-forwarded-proto') },
      options,
    )
    if (slot.kind === 'none') return next()
    if (slot.kind === 'bypass') {
      cache.count('bypasses')
      return next()
    }
    const { key, payload } = slot

    const refresh = refreshRequests.get(c.req.raw)
    if (refresh !== undefined) {
      await next()
      refresh.answer = await keptAnswer(c.res, payload, now())
      if (refresh.answer === null) cache.markUnkeepable(key)
      else if (cache.store(key, refresh.answer)) cache.count('refreshes')
      return
    }

    if (cache.isUnkeepable(key)) {
      cache.count('bypasses')
      return next()
    }
    const found = cache.lookup(key)
    if (found.kind === 'fresh') {
      cache.count('hits')
      return respond(c, key, found.answer, 'HIT')
    }
    if (found.kind === 'stale') {
      cache.count('staleHits')
      if (!cache.isRendering(key)) refreshInBackground(c, key)
      return respond(c, key, found.answer, 'STALE')
    }
    if (method === 'HEAD') {
      // A HEAD has no body to keep; it neither leads a render nor waits for one.
      cache.count('bypasses')
      return next()
    }

    const flight = cache.singleFlight(key, async () => {
      await next()
      const answer = await keptAnswer(c.res, payload, now())
      if (answer === null) cache.markUnkeepable(key)
      else cache.store(key, answer)
      return answer
    })
    if (flight.leader) {
      const answer = await flight.result
      if (answer === null) {
        cache.count('bypasses')
        return
      }
      cache.count('misses')
      c.res.headers.set('ETag', answer.etag)
      c.res.headers.set('X-Cache', 'MISS')
      return
    }
    const shared = await flight.result.catch(() => null)
    if (shared === null) {
      // The render under way may not be kept (a personal page, an error): this visitor gets its own.
      cache.count('bypasses')
      return next()
    }
    cache.count('coalesced')
    return respond(c, key, shared, 'HIT')
  })
}
