import { unredactedLogger, type Logger } from '#server/logger.server.ts'
import { keptAnswerResponse, pageCacheSlot, type PageCacheKeying } from './render-cache.server.ts'
import { logAccess, requestIdFor } from './request-context.server.ts'

/**
 * Issue 17 (ADR 051): the production server's second step, before the app. A page kept fresh in the
 * render cache is sent from here, as the app's render-cache step would send it, without the app's
 * request and response objects, routing and middleware, which were most of a hit's cost. The answer is
 * the same: the kept headers (security headers included), the request id, ETag, Age, `X-Cache: HIT`,
 * a 304 for a matching `If-None-Match`, the encoding the visitor accepts; the access log gets its line
 * and the cache counts the hit.
 *
 * Everything else goes on to the app: a stale entry (whose render in the background the app's step
 * leads), a miss, a page that is not kept, any other method or path.
 */
export function answerFreshKeptPages(options: PageCacheKeying & { logger: Logger; now?: () => number }) {
  const { cache } = options
  const now = options.now ?? Date.now
  const accessLog = unredactedLogger(options.logger)
  return async (request: Request, next: () => Response | Promise<Response>): Promise<Response> => {
    const started = performance.now()
    const method = request.method
    const headers = request.headers
    const url = new URL(request.url)
    const slot = pageCacheSlot(
      { method, url, forwardedProto: headers.get('x-forwarded-proto') ?? undefined },
      options,
    )
    if (slot.kind !== 'page' || cache.isUnkeepable(slot.key)) return next()
    const found = cache.lookup(slot.key)
    if (found.kind !== 'fresh') return next()
    cache.count('hits')
    const requestId = requestIdFor(headers.get('x-request-id'))
    const response = await keptAnswerResponse(
      cache,
      slot.key,
      found.answer,
      { label: 'HIT', now: now(), extraHeaders: [['x-request-id', requestId]] },
      {
        method,
        ifNoneMatch: headers.get('if-none-match') ?? undefined,
        acceptEncoding: headers.get('accept-encoding') ?? undefined,
      },
    )
    logAccess(accessLog, { requestId, method, path: url.pathname, status: response.status, started })
    return response
  }
}
