// https://vike.dev/server — the Hono server; `vike build` turns it into dist/server/index.mjs.
import vike from '@vikejs/hono'
import { providePageContextInit } from '#server/page-context-init.ts'
import { startApp } from '#server/start.server.ts'

const started = await startApp({
  production: import.meta.env.PROD,
  mountPages: (app) => vike(app, [providePageContextInit]),
})

export default {
  fetch: (request: Request) => started.app.fetch(request),
  // Options for the production server (srvx) that runs this app.
  prod: {
    port: started.port,
    hostname: started.hostname,
    // Served by the app itself, so static files get the same headers, compression and caching rules.
    static: false,
    // Our own shutdown also closes the database (server/start.server.ts).
    gracefulShutdown: false,
    silent: true,
    onReady: (server: Parameters<typeof started.onReady>[0]) => started.onReady(server),
  },
}
