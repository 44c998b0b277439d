import type { Hono } from 'hono'
import type { AppEnv } from '#server/app-env.server.ts'
import { createMethodTable } from '#server/http/allowed-methods.server.ts'
import { endpointMethods } from '#server/middleware/endpoint-methods.server.ts'

/**
 * Mounts the server's own endpoints (each module a Hono app with its routes) and, behind them, the answer
 * for what they did not take: 405 or 204 with `Allow` on their paths, read off their own routes, and 404
 * under an API prefix (server/middleware/endpoint-methods.server.ts).
 */
export function mountEndpoints(
  app: Hono<AppEnv>,
  modules: readonly Hono<AppEnv>[],
  options: { isApiPath: (pathname: string) => boolean },
): void {
  for (const routes of modules) app.route('/', routes)
  app.use(
    endpointMethods({
      methodsFor: createMethodTable(modules.flatMap((routes) => routes.routes)),
      isApiPath: options.isApiPath,
    }),
  )
}
