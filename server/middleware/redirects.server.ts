import { createMiddleware } from 'hono/factory'
import { splitPagePath } from '#i18n/page-path.ts'
import { canonicalAddress } from '#redirects/canonical.server.ts'
import type { RedirectTables } from '#redirects/redirect-matcher.server.ts'
import { resolveRedirect, type RedirectSettings } from '#redirects/resolve-redirect.server.ts'
import type { Locale } from '#schemas/locale.ts'
import type { AppEnv } from '#server/app-env.server.ts'
import { requestProtocol } from '#server/request-protocol.server.ts'
import { pagePathname } from './page-context.server.ts'

/**
 * How long a redirect may be kept. A 307 is not cached unless told (RFC 9111 §4.2.2), and every old link
 * and every bot probing `/wp-login.php` would then reach the server. Shared caches (the CDN) keep it an
 * hour; browsers ask again each time (`max-age=0`), so a corrected table entry reaches visitors as soon
 * as the CDN entry expires or is purged. ADR 004: a 307 is never cached for good.
 */
export const redirectCacheControl = 'public, max-age=0, s-maxage=3600'

export interface RedirectOptions {
  tables: RedirectTables
  domains: Partial<Record<Locale, string>>
  /** Paths answered by their own routes (APIs, hashed assets): never legacy-redirected. */
  isExemptPath?: (pathname: string) => boolean
  /**
   * The locales with a published page at a path (the content source's `localesWithPage`): a bare path
   * that is a page of exactly one other locale is redirected there (issue 11). Without it, never.
   */
  localesWithPage?: (contentPath: string) => Promise<readonly Locale[]>
}

/**
 * For a path without a locale prefix (at its canonical address): the locales that have a page there.
 * Undefined when the path carries a locale, is preview or exempt, or nothing can look pages up.
 */
async function bareContentPathLocales(
  request: { pathname: string; search: string; host: string; protocol: 'http:' | 'https:' },
  options: RedirectOptions,
): Promise<readonly Locale[] | undefined> {
  if (options.localesWithPage === undefined) return undefined
  const address = canonicalAddress({ ...request, domains: options.domains })
  if (options.isExemptPath?.(address.pathname) === true) return undefined
  const split = splitPagePath(address.pathname)
  if (split.locale !== null || split.preview) return undefined
  return options.localesWithPage(split.contentPath)
}

/**
 * DESIGN §2 steps 2–4 (ADR 004): the canonical redirect (spec §5) and the current locale's legacy table
 * (spec §2.8, §7), answered with a 307 before any route or page runs. The locale is resolved from the
 * same inputs as the page step (server/middleware/page-context.server.ts); the host is the `Host` header,
 * never `X-Forwarded-Host`.
 */
export function redirects(options: RedirectOptions) {
  const settings: RedirectSettings = {
    tables: options.tables,
    domains: options.domains,
    ...(options.isExemptPath === undefined ? {} : { isExemptPath: options.isExemptPath }),
  }
  return createMiddleware<AppEnv>(async (c, next) => {
    const method = c.req.method
    if (method !== 'GET' && method !== 'HEAD') return next()
    const url = new URL(c.req.url)
    // A client-navigation payload stands for its page; under an API prefix the suffix means nothing.
    const pathname = options.isExemptPath?.(url.pathname) === true ? url.pathname : pagePathname(url.pathname)
    const request = {
      method,
      pathname,
      search: url.search,
      host: c.req.header('host') ?? url.host,
      protocol: requestProtocol(url, c.req.header('x-forwarded-proto')),
      cookie: c.req.header('cookie'),
      acceptLanguage: c.req.header('accept-language'),
    }
    const pageLocales = await bareContentPathLocales(request, options)
    const decision = resolveRedirect({ ...request, pageLocales }, settings)
    if (!decision.redirect) return next()
    if (pathname !== url.pathname) {
      // Vike's client navigation fetched the payload of a page that redirects. A 307 would hand it an
      // HTML page; a 404 that is not JSON makes Vike load the address itself, which is then redirected.
      return c.text('Not found', 404, { 'Cache-Control': 'no-store' })
    }
    c.header('Location', decision.location)
    c.header('Cache-Control', decision.preview ? 'private, no-store' : redirectCacheControl)
    if (decision.variesByVisitor) c.header('Vary', 'Cookie, Accept-Language')
    return c.body(null, decision.status)
  })
}
