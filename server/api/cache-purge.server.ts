import { createHash, timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '#server/app-env.server.ts'
import { mediaType } from '#server/http/request-origin.server.ts'
import { pagesWithPayloads } from '#server/middleware/render-cache.server.ts'
import type { PurgeSignal } from '#server/services/cache/purge-signal.server.ts'
import type { PurgeScope } from '#server/services/cache/page-cache.server.ts'
import { ApiError, respondWithApiError } from './api-error.server.ts'

export const cachePurgePath = '/api/v1/cache/purge'

/** Pages as the site addresses them: `/en-EU/news/x`, no query, no host. */
const pagePath = z
  .string()
  .max(2048, 'is longer than 2048 characters')
  .regex(/^\/[^\s?#]*$/, 'must be a path starting with / without a query, e.g. /en-EU/news/x')

/** An empty body, `{}` or `{ "paths": [...] }`: everything, or those pages (and their payloads). */
const purgeRequest = z.strictObject({
  paths: z
    .array(pagePath)
    .min(1, 'must name at least one page, or leave paths out to purge all')
    .max(1000)
    .optional(),
})

function sameSecret(given: string, expected: string): boolean {
  // Digests first: equal lengths for timingSafeEqual, and no early exit on the first differing byte.
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')
  return match?.[1] ?? null
}

function fieldProblems(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const name = issue.path.length === 0 ? 'body' : issue.path.join('.')
    fields[name] ??= issue.message
  }
  return fields
}

async function readScope(request: Request, type: string | null): Promise<PurgeScope> {
  const text = await request.text()
  if (text.trim() === '') return { kind: 'all' }
  if (type !== 'application/json') {
    throw new ApiError(415, 'Send the purge without a body, or with Content-Type: application/json.')
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new ApiError(400, 'The body is not JSON.', 'BAD_REQUEST', { body: 'is not valid JSON' })
  }
  const parsed = purgeRequest.safeParse(json)
  if (!parsed.success) {
    throw new ApiError(
      422,
      'The purge request is not valid.',
      'VALIDATION_FAILED',
      fieldProblems(parsed.error),
    )
  }
  return parsed.data.paths === undefined
    ? { kind: 'all' }
    : { kind: 'paths', paths: pagesWithPayloads(parsed.data.paths) }
}

/**
 * Issue 17: `POST /api/v1/cache/purge`, the upstream CMS's webhook when content is published. It carries
 * `Authorization: Bearer {CACHE_PURGE_SECRET}`; the rendered pages it names (or all) are dropped on every
 * node (server/services/cache/purge-signal.server.ts). Without the secret configured nobody may purge.
 * A purge the other nodes could not be told of is a 503, so the CMS sends it again.
 */
export function cachePurgeRoutes(options: { secret: string | undefined; signal: PurgeSignal }): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  routes.onError((error, c) => {
    if (error instanceof ApiError) return respondWithApiError(c, error)
    throw error
  })
  routes.post(cachePurgePath, async (c) => {
    if (options.secret === undefined) {
      throw new ApiError(
        403,
        'Purging the page cache is not enabled on this server (CACHE_PURGE_SECRET is unset).',
      )
    }
    const token = bearerToken(c.req.header('authorization'))
    if (token === null || !sameSecret(token, options.secret)) {
      throw new ApiError(
        401,
        'Send the purge secret as Authorization: Bearer <secret>.',
        'UNAUTHORIZED',
        undefined,
        {
          'WWW-Authenticate': 'Bearer realm="cache-purge"',
        },
      )
    }
    const scope = await readScope(c.req.raw, mediaType(c))
    const outcome = await options.signal.purge(scope)
    c.header('Cache-Control', 'no-store')
    const body = {
      status: 'purged',
      scope: scope.kind,
      dropped: outcome.dropped,
      otherNodes: options.signal.shared ? (outcome.toldOtherNodes ? 'told' : 'not told') : 'none',
    }
    if (!outcome.toldOtherNodes && options.signal.shared) {
      c.get('logger').warn({ scope: scope.kind }, 'page cache purge reached this node only')
      return c.json(
        {
          error: {
            code: 'SERVICE_UNAVAILABLE',
            message: 'Purged on this node only: the other nodes could not be told. Send the purge again.',
          },
        },
        503,
        { 'Retry-After': '5' },
      )
    }
    return c.json(body)
  })
  return routes
}
