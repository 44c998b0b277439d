import { randomBytes, randomUUID } from 'node:crypto'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { Logger } from '#server/logger.server.ts'
import type { AppEnv } from '#server/app-env.server.ts'

/** A caller-supplied id is kept when it looks like one, so a request can be followed across services. */
const acceptableRequestId = /^[A-Za-z0-9._:-]{8,128}$/

/**
 * First in the chain: gives every request an id and a logger that carries the id; writes one structured
 * access-log line when the response is done. A CSP nonce is made only by the steps that answer personally
 * (`issueCspNonce`).
 */
export function requestContext(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const incoming = c.req.header('x-request-id')
    const requestId = incoming !== undefined && acceptableRequestId.test(incoming) ? incoming : randomUUID()
    const started = performance.now()
    c.set('requestId', requestId)
    c.set('cspNonce', null)
    c.set('logger', logger.child({ requestId }))
    await next()
    c.header('X-Request-Id', requestId)
    const url = new URL(c.req.url)
    logger.info('request', {
      requestId,
      method: c.req.method,
      path: url.pathname,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
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
