import { createMiddleware } from 'hono/factory'
import { ApiError, methodNotAllowed, respondWithApiError } from '#server/api/api-error.server.ts'
import type { AppEnv } from '#server/app-env.server.ts'
import { allowHeader } from '#server/http/allowed-methods.server.ts'

/**
 * Runs after the server's own endpoints, for what none of them answered (issue 11: every method gets a
 * deliberate answer, never a 500):
 * - a path an endpoint serves, asked with another method: `OPTIONS` 204, anything else 405, both with
 *   `Allow` (from the endpoints' own routes);
 * - any other path under an API prefix: 404 in the error envelope, whatever the method;
 * - everything else goes on to the files and pages.
 */
export function endpointMethods(options: {
  methodsFor: (pathname: string) => readonly string[]
  isApiPath: (pathname: string) => boolean
}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const pathname = new URL(c.req.url).pathname
    const allowed = options.methodsFor(pathname)
    const method = c.req.method
    if (allowed.length > 0 && !allowed.includes(method)) {
      if (method === 'OPTIONS') return c.body(null, 204, { Allow: allowHeader(allowed) })
      return respondWithApiError(c, methodNotAllowed(allowed))
    }
    if (options.isApiPath(pathname)) return respondWithApiError(c, new ApiError(404, 'No such endpoint.'))
    await next()
  })
}
