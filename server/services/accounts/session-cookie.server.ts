import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { sessionCookieName } from '#config/brand.ts'
import { requestProtocol } from '#server/request-protocol.server.ts'
import type { SessionGrant } from './embedded-accounts.server.ts'
import { sessionTokenSchema } from './session-token.server.ts'

/**
 * HttpOnly: no script can read the session. SameSite=Lax: a cross-site POST never carries it.
 * Over https (also behind a TLS-terminating load balancer) the cookie is Secure, so it never travels in
 * clear text, and named with the `__Host-` prefix: the browser then keeps it only as this host set it
 * (Secure, `Path=/`, no `Domain`), so no sibling subdomain can plant or overwrite a session cookie here.
 * Plain-http development keeps the bare name, which a browser refuses to prefix without Secure.
 */
function overHttps(c: Context): boolean {
  return requestProtocol(new URL(c.req.url), c.req.header('x-forwarded-proto')) === 'https:'
}

/** The cookie's name as this request's browser holds it: `__Host-aurora_session` over https. */
export function sessionCookieNameFor(c: Context): string {
  return overHttps(c) ? `__Host-${sessionCookieName}` : sessionCookieName
}

/** The visitor's session token, or null without a cookie or with a value that cannot be one of ours. */
export function readSessionToken(c: Context): string | null {
  const value = overHttps(c) ? getCookie(c, sessionCookieName, 'host') : getCookie(c, sessionCookieName)
  const parsed = sessionTokenSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

/** Whether the request carries a session cookie at all, one of ours or not. */
export function hasSessionCookie(c: Context): boolean {
  const value = overHttps(c) ? getCookie(c, sessionCookieName, 'host') : getCookie(c, sessionCookieName)
  return value !== undefined
}

export function setSessionCookie(c: Context, grant: SessionGrant): void {
  const options = { path: '/', httpOnly: true, sameSite: 'Lax', expires: grant.expiresAt } as const
  if (overHttps(c)) setCookie(c, sessionCookieName, grant.token, { ...options, secure: true, prefix: 'host' })
  else setCookie(c, sessionCookieName, grant.token, options)
}

export function clearSessionCookie(c: Context): void {
  const options = { path: '/', httpOnly: true, sameSite: 'Lax' } as const
  if (overHttps(c)) deleteCookie(c, sessionCookieName, { ...options, secure: true, prefix: 'host' })
  else deleteCookie(c, sessionCookieName, options)
}
