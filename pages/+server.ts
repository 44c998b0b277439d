// https://vike.dev/server — the Hono server; `vike build` turns it into dist/server/index.mjs.
import { rejectUnreadableUrls } from '#server/http/unreadable-url.server.ts'
import { renderPageAnswer } from '#server/page-context-init.server.ts'
import { startApp } from '#server/start.server.ts'
import { createOwnDocuments } from './content/own-document.server.tsx'

const started = await startApp({
  production: import.meta.env.PROD,
  mountPages: (app, env) => {
    // ADR 050: in production the server writes an anonymous content page itself; in development Vike
    // renders every page, as its development server puts its own scripts in each.
    const ownDocuments = createOwnDocuments({ enabled: import.meta.env.PROD && env.PAGE_DOCUMENT === 'own' })
    // Every method reaches the renderer, not only those Vike lists: server/middleware/page-context.server.ts has
    // already answered OPTIONS and turned any other method but GET and HEAD into the 405 error page
    // (issue 11); without this a DELETE fell through to a bare English 404.
    app.all(
      '/*',
      async (c) => (await ownDocuments.answer(c.req.raw, c.get('logger'))) ?? renderPageAnswer(c.req.raw),
    )
    return { pageDocumentCounts: () => ownDocuments.counts() }
  },
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
    // First, before anything reads the request's URL (server/http/unreadable-url.server.ts); then a
    // fresh kept page is sent before the app (ADR 051).
    middleware: [rejectUnreadableUrls, started.freshKeptPages],
    onReady: (server: Parameters<typeof started.onReady>[0]) => started.onReady(server),
  },
}
