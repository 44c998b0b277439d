import type { Context } from 'hono'
import { requestProtocol } from '#server/request-protocol.server.ts'

/** This site's origin as the visitor's browser sees it: the scheme it used and the host it asked. */
export function ownOrigin(c: Context): string {
  const url = new URL(c.req.url)
  return `${requestProtocol(url, c.req.header('x-forwarded-proto'))}//${url.host}`
}

/**
 * Whether a state-changing request came from another site's page (a cross-site request forgery). Every
 * current browser sends `Origin` with a POST; `null` (a sandboxed frame, a privacy redirect) is no origin
 * of ours either. Without `Origin`, a browser's `Sec-Fetch-Site` still tells a cross-site request; a
 * request with neither header is no browser's, and no browser can be tricked into sending it.
 * SameSite=Lax on the session cookie is the second line: a cross-site POST does not carry it.
 */
export function isForeignRequest(c: Context): boolean {
  const origin = c.req.header('origin')
  if (origin !== undefined) return origin.trim().toLowerCase() !== ownOrigin(c).toLowerCase()
  const site = c.req.header('sec-fetch-site')
  return site !== undefined && site !== 'same-origin' && site !== 'none'
}

/** The media type of a request body, lower case, without parameters (`; charset=utf-8`); null without one. */
export function mediaType(c: Context): string | null {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase()
  return type === undefined || type === '' ? null : type
}
