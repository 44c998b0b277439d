import { Hono } from 'hono'
import { userStatusHeaderName } from '#config/brand.ts'
import type { AppEnv } from '#server/app-env.server.ts'
import { isForeignRequest, mediaType } from '#server/http/request-origin.server.ts'
import type { EmbeddedAccounts } from '#server/services/accounts/embedded-accounts.server.ts'
import {
  clearSessionCookie,
  hasSessionCookie,
  readSessionToken,
} from '#server/services/accounts/session-cookie.server.ts'
import { ApiError, respondWithApiError } from './api-error.server.ts'

export const authPath = '/api/v1/auth'
export const logoutPath = '/api/v1/logout'

/** DESIGN §1: the two values of the auth answer, in its body and its `aurora-user-status` header. */
export type UserStatus = 'AUTHORIZED' | 'UNAUTHORIZED'

export interface AuthRoutesOptions {
  accounts: Pick<EmbeddedAccounts, 'customerForSession' | 'endSession'>
}

/**
 * Issue 16: what may come with a logout: nothing, or JSON (the site's HTTP client sends its JSON content
 * type). A form's or `text/plain` body is what another site's page can send without asking first.
 */
function acceptsBody(type: string | null): boolean {
  return type === null || type === 'application/json'
}

/**
 * spec §7 calls 1 and 4 (DESIGN §1):
 * - `GET /api/v1/auth`: whether the visitor's session cookie names a live session, as
 *   `{ "status": "AUTHORIZED" | "UNAUTHORIZED" }` and in the `aurora-user-status` header. A cookie that
 *   opens nothing (ended, expired, forged) is UNAUTHORIZED, and is cleared.
 * - `POST /api/v1/logout`: the session ended in the database and the cookie cleared; 204 also without a
 *   session (the visitor is logged out either way). Only a POST from this site's own pages: another
 *   origin is 403, a body another site could send without a preflight is 415. GET is 405 with
 *   `Allow: POST` (a state change never rides a GET, which a link or an image could trigger).
 * Both answers are personal: `private, no-store`.
 */
export function authRoutes({ accounts }: AuthRoutesOptions): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  // Errors are answered here, so the routes keep their envelope also when mounted without the app.
  routes.onError((error, c) => {
    if (error instanceof ApiError) return respondWithApiError(c, error)
    throw error
  })

  routes.get(authPath, async (c) => {
    const token = readSessionToken(c)
    const authorized = token !== null && (await accounts.customerForSession(token)) !== null
    const status: UserStatus = authorized ? 'AUTHORIZED' : 'UNAUTHORIZED'
    if (!authorized && hasSessionCookie(c)) clearSessionCookie(c)
    c.header('Cache-Control', 'private, no-store')
    c.header(userStatusHeaderName, status)
    return c.json({ status })
  })

  routes.post(logoutPath, async (c) => {
    if (isForeignRequest(c)) {
      throw new ApiError(403, 'A logout is accepted only from this site’s own pages.')
    }
    if (!acceptsBody(mediaType(c))) {
      throw new ApiError(415, 'Send a logout without a body, or with Content-Type: application/json.')
    }
    const token = readSessionToken(c)
    if (token !== null) await accounts.endSession(token)
    clearSessionCookie(c)
    c.header('Cache-Control', 'private, no-store')
    return c.body(null, 204)
  })

  return routes
}
