import { randomBytes, randomUUID } from 'node:crypto'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { requestId } from 'hono/request-id'
import { lazyChildLogger, unredactedLogger, type Logger } from '#server/logger.server.ts'
import type { AppEnv } from '#server/app-env.server.ts'

/** A caller-supplied id is kept when it looks like one, so a request can be followed across services. */
const acceptableRequestId = /^[A-Za-z0-9._:-]{8,128}$/

/**
 * Hono's request id (`c.get('requestId')`), with our rule for the caller's id. Hono's own rule keeps any
 * id of word characters, `-` and `=` up to 255 long, even one character, and replaces ids with `.` or `:`;
 * so Hono reads no header here (`headerName: ''`), the generator applies ours, and `requestContext`
 * answers with the header once the response exists.
 */
const assignRequestId = requestId({
  headerName: '',
  generator: (c) => requestIdFor(c.req.header('x-request-id')),
})

/** The caller's `X-Request-Id` when it looks like one (`acceptableRequestId`), else a new one. */
export function requestIdFor(incoming: string | null | undefined): string {
  return typeof incoming === 'string' && acceptableRequestId.test(incoming) ? incoming : randomUUID()
}

/** The access log's line for one finished request: the same fields whichever step answered it. */
export function logAccess(
  accessLog: Logger,
  request: { requestId: string; method: string; path: string; status: number; started: number },
) {
  accessLog.info(
    {
      requestId: request.requestId,
      method: request.method,
      path: request.path,
      status: request.status,
      durationMs: Math.round((performance.now() - request.started) * 10) / 10,
    },
    'request',
  )
}

/**
 * First in the chain: gives every request an id and a logger that carries the id; writes one structured
 * access-log line when the response is done. A CSP nonce is made only by the steps that answer personally
 * (`issueCspNonce`).
 */
export function requestContext(logger: Logger) {
  const accessLog = unredactedLogger(logger)
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now()
    await assignRequestId(c, async () => {
      const id = c.get('requestId')
      c.set('cspNonce', null)
      c.set('logger', lazyChildLogger(logger, { requestId: id }))
      await next()
      // On the finished response, so it is there whatever answered: a route, a raw Response or onError.
      // On its headers, not with `c.header`: Hono would wrap the finished response's body in a new one,
      // and srvx would then stream, chunk by chunk, a body it writes at once from its own response.
      try {
        c.res.headers.set('X-Request-Id', id)
      } catch {
        // A response whose headers cannot change (one passed on from a fetch): Hono makes a new one.
        c.header('X-Request-Id', id)
      }
      logAccess(accessLog, {
        requestId: id,
        method: c.req.method,
        path: new URL(c.req.url).pathname,
        status: c.res.status,
        started,
      })
    })
  })
}

/**
 * A fresh nonce of 128 random bits for an answer that is personal (`private, no-store`), kept on the
 * context so the CSP header names it (server/middleware/security-headers.server.ts).
 */
export function issueCspNonce(c: Context<AppEnv>): string {
  const nonce = randomBytes(16).toString('base64')
  c.set('cspNonce', nonce)
  return nonce
}
