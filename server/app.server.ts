import { Hono } from 'hono'
import { apiPrefixes, isApiPath, isAtOrBelow } from '#http/own-paths.ts'
import type { AppEnv } from './app-env.server.ts'
import { ApiError, respondWithApiError } from './api/api-error.server.ts'
import { mountEndpoints } from './api/endpoints.server.ts'
import { authRoutes } from './api/auth.server.ts'
import { buildRoutes, developmentBuildInfo, readBuildInfo } from './api/builds.server.ts'
import { cachePurgeRoutes } from './api/cache-purge.server.ts'
import { cmsViewRoutes } from './api/cms-view.server.ts'
import { digitalOrderRoutes } from './api/digital-order.server.ts'
import { formSubmitRoutes } from './api/form-submit.server.ts'
import { healthRoutes } from './api/health.server.ts'
import { i18nMessageRoutes } from './api/i18n-messages.server.ts'
import { proxyRoutes } from './api/proxy.server.ts'
import { seoRoutes } from './api/seo.server.ts'
import { mapStyleSetting, type Env } from './env.server.ts'
import type { Logger } from './logger.server.ts'
import { compression } from './middleware/compression.server.ts'
import { crawlerErrors } from './middleware/crawler-errors.server.ts'
import { pageContext } from './middleware/page-context.server.ts'
import { pageStyles, readBuildStylesheets } from './middleware/page-styles.server.ts'
import { redirects } from './middleware/redirects.server.ts'
import { renderCache, type PageCacheKeying } from './middleware/render-cache.server.ts'
import { requestBodyGuard } from './middleware/request-body-guard.server.ts'
import { requestContext } from './middleware/request-context.server.ts'
import { securityHeaders } from './middleware/security-headers.server.ts'
import { staticAssets } from './middleware/static-assets.server.ts'
import { createCustomerOrders } from './services/orders/customer-orders.server.ts'
import { paymentProviderRoutes } from './services/payments/payment-provider-pages.server.ts'
import { accountHubRoutes } from './services/accounts/account-hub-pages.server.ts'
import { createClientAddressResolver } from './http/client-address.server.ts'
import type { RateLimiters } from './http/rate-limiters.server.ts'
import { createVectorImages } from './services/vector-images/vector-images.server.ts'
import { createFormDirectory } from './services/forms/form-directory.server.ts'
import { createDatabaseFormSubmissions } from './services/forms/form-submissions.server.ts'
import type { Services } from './services/services.server.ts'
import type { PurgeSignal } from './services/cache/purge-signal.server.ts'
import { readBlockAssets } from './block-assets.server.ts'
import type { PageDocumentCounts } from './page-context-init.server.ts'
import type { RedirectTables } from '#redirects/redirect-matcher.server.ts'
import { loadRedirectTablesOrExit } from '#redirects/redirect-table-loader.server.ts'

const maxApiBodyBytes = 1024 * 1024

export interface AppOptions {
  env: Env
  services: Services
  logger: Logger
  /** The client build to serve (production); in development Vite serves it. */
  clientDir?: string
  /** The legacy redirect tables; by default `redirects/tables/`, checked at boot (a bad table stops it). */
  redirectTables?: RedirectTables
  /** Mounts server-side rendering of every other path (Vike); absent in API-only tests. */
  mountPages?: (app: Hono<AppEnv>, env: Env) => { pageDocumentCounts(): PageDocumentCounts } | undefined
  /**
   * Issue 17 (ADR 033): the rendered-page cache and the purge that reaches every node; absent, pages are
   * rendered for every request and there is no purge endpoint.
   */
  pageCache?: { keying: PageCacheKeying; purge: PurgeSignal }
  /**
   * Where form submissions are counted (ADR 028): in Redis with `REDIS_URL`, given by the caller, which
   * closes its connection on shutdown (server/start.server.ts); absent, in this process.
   */
  formRateLimiters?: RateLimiters
}

const plainErrorPage = (status: number, title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>Error ${status}. <a href="/">Go to the front page</a>.</p></main></body></html>`

/** The whole request pipeline of DESIGN §2, in order. */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const { env, services, logger } = options
  const development = env.NODE_ENV === 'development'
  const app = new Hono<AppEnv>()
  // DESIGN §1 preview: who may see drafts, the same rule for pages and the cms-view endpoints.
  const previewGate = { upstreamCms: env.CMS_API_URL !== undefined, previewToken: env.PREVIEW_TOKEN }
  // spec §4 "Build updates": the client build served (from its dist/build.json), or one id in development.
  const build =
    options.clientDir === undefined ? developmentBuildInfo(new Date()) : readBuildInfo(options.clientDir)

  // Set once the pages are mounted, below; `/readyz` reads it (ADR 050).
  let mountedPages: { pageDocumentCounts(): PageDocumentCounts } | undefined

  app.use(requestContext(logger))
  if (options.pageCache !== undefined) {
    // Right after the request id and access log: a kept page skips everything below, which it already went
    // through when it was rendered (its security headers are kept with it).
    app.use(
      renderCache({
        ...options.pageCache.keying,
        refetch: async (request) => app.fetch(request),
        logger,
      }),
    )
  }
  const mapStyle = mapStyleSetting(env)
  app.use(
    securityHeaders({
      development,
      mapOrigin: mapStyle === null ? null : new URL(mapStyle.url).origin,
      // ADR 029: the tag manager's hosts are allowed only when GTM_ID is set.
      tagManager: env.GTM_ID !== undefined,
    }),
  )
  app.use(compression())
  // DESIGN §2 steps 2–4 (ADR 004): canonical and legacy redirects, before any route, API or page.
  app.use(
    redirects({
      tables: options.redirectTables ?? loadRedirectTablesOrExit(),
      domains: env.LOCALE_DOMAINS ?? {},
      isExemptPath: (pathname) => isApiPath(pathname) || isAtOrBelow(pathname, '/assets'),
      localesWithPage: (path) => services.content.localesWithPage(path),
    }),
  )

  app.onError((error, c) => {
    const pathname = new URL(c.req.url).pathname
    if (error instanceof ApiError) return respondWithApiError(c, error)
    c.get('logger').error({ error, path: pathname }, 'unhandled error')
    if (isApiPath(pathname)) {
      return respondWithApiError(c, new ApiError(500, 'Something went wrong on our side. Please try again.'))
    }
    return c.html(plainErrorPage(500, 'Internal server error'), 500)
  })

  app.notFound((c) => {
    if (isApiPath(new URL(c.req.url).pathname)) {
      return respondWithApiError(c, new ApiError(404, 'No such endpoint.'))
    }
    return c.html(plainErrorPage(404, 'Page not found'), 404)
  })

  // Bodies are refused by their declared size before any route reads them (413).
  for (const prefix of apiPrefixes) app.use(`${prefix}/*`, requestBodyGuard({ maxBytes: maxApiBodyBytes }))
  mountEndpoints(
    app,
    [
      healthRoutes(services, {
        pageCache: options.pageCache?.keying.cache,
        pageDocuments: () => mountedPages?.pageDocumentCounts(),
      }),
      // Before the pages: sitemaps and robots.txt are answers, not pages (spec §2.1).
      seoRoutes({ domains: env.LOCALE_DOMAINS ?? {}, content: services.content }),
      // The embedded CMS's endpoints; with an upstream CMS they pass its published content through.
      cmsViewRoutes({ content: services.content, previewGate }),
      // Editors' message overrides: loaded here at boot, used by server rendering and served to browsers.
      i18nMessageRoutes({ contentDir: env.CONTENT_DIR, logger }),
      // spec §7 calls 2 and 3 and the account page's orders: allow-listed, given the visitor's session only.
      proxyRoutes({ accounts: services.accounts, orders: createCustomerOrders(services.database) }),
      // spec §7 calls 7–9: the cart priced and the orders made by the embedded or upstream digital-order service.
      digitalOrderRoutes({
        commerce: services.commerce,
        database: services.database,
        domains: env.LOCALE_DOMAINS ?? {},
      }),
      // DESIGN §2 `Payments`: the embedded test provider's own pages (plain HTML forms, no script).
      paymentProviderRoutes({ payments: services.payments }),
      // spec §7 calls 1 and 4: the visitor's session status and the logout (POST only).
      authRoutes({ accounts: services.accounts }),
      // DESIGN §2 `Accounts`: the embedded account hub's login page (plain HTML form, no script).
      accountHubRoutes({
        accounts: services.accounts,
        clientAddress: createClientAddressResolver(env.TRUSTED_PROXIES),
        domains: env.LOCALE_DOMAINS ?? {},
      }),
      // spec §4 "Build updates": which client build is current, for tabs opened before a deploy.
      buildRoutes(build),
      // Issue 17: the upstream CMS's webhook drops rendered pages on every node when content is published.
      ...(options.pageCache === undefined
        ? []
        : [cachePurgeRoutes({ secret: env.CACHE_PURGE_SECRET, signal: options.pageCache.purge })]),
      // spec §7 call 10 (issue 16): CMS forms checked by their published rules and stored.
      formSubmitRoutes({
        forms: createFormDirectory({ content: services.content, logger }),
        submissions: createDatabaseFormSubmissions(services.database),
        clientAddresses: createClientAddressResolver(env.TRUSTED_PROXIES),
        rateLimiters: options.formRateLimiters,
      }),
    ],
    { isApiPath },
  )

  if (options.clientDir !== undefined) {
    // Around everything after it: the joined stylesheets, and each page linked to its own (ADR 025).
    app.use(pageStyles(readBuildStylesheets(options.clientDir)))
    app.use(staticAssets(options.clientDir))
    // A hashed asset that is not in this build (an old tab after a deploy) is a 404, not a page.
    app.all('/assets/*', () => {
      throw new ApiError(404, 'No such file in this build.')
    })
  }

  if (options.mountPages !== undefined) {
    // spec §7 call 11: footer icons from the build's (or, in development, public/) images or the CMS.
    const vectorImages = createVectorImages({
      publicDir: options.clientDir ?? 'public',
      cmsApiUrl: env.CMS_API_URL,
      logger,
    })
    // spec §8: an error page a crawler sees goes to the application's error hook, not to tracking.
    app.use(crawlerErrors())
    app.use(
      pageContext({
        domains: env.LOCALE_DOMAINS ?? {},
        services,
        vectorImages,
        previewGate,
        nonceOnEveryPage: development,
        mapStyle,
        tagManagerId: env.GTM_ID,
        blockAssets: options.clientDir === undefined ? null : readBlockAssets(options.clientDir),
        buildId: build.buildId,
      }),
    )
    mountedPages = options.mountPages(app, env)
  }

  return app
}
