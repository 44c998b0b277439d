import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { sessionCookieName } from '#config/brand.ts'
import { requestProtocol } from '#server/request-protocol.server.ts'
import type { SessionGrant } from './embedded-accounts.server.ts'
import { sessionTokenSchema } from './session-token.server.ts'

/**
 * HttpOnly: no script can read the session. SameSite=Lax: a cross-site POST never carries it.
 * Secure when the visitor came over https (also behind a TLS-terminating load balancer), so the cookie
 * never travels in clear text there, while plain-http development keeps working.
 */
function cookieOptions(c: Context) {
  const secure = requestProtocol(new URL(c.req.url), c.req.header('x-forwarded-proto')) === 'https:'
  return { path: '/', httpOnly: true, sameSite: 'Lax', secure } as const
}

/** The visitor's session token, or null without a cookie or with a value that cannot be one of ours. */
export function readSessionToken(c: Context): string | null {
  const parsed = sessionTokenSchema.safeParse(getCookie(c, sessionCookieName))
  return parsed.success ? parsed.data : null
}

export function setSessionCookie(c: Context, grant: SessionGrant): void {
  setCookie(c, sessionCookieName, grant.token, { ...cookieOptions(c), expires: grant.expiresAt })
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, sessionCookieName, cookieOptions(c))
}
