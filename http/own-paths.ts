/**
 * The paths the server answers itself rather than with a page: the one list the server's routing, the
 * redirect tables' checks and robots.txt all read (issue 12: one copy of each table). A new endpoint
 * family adds its prefix here once.
 */

/** DESIGN §1 endpoint families: everything below them is an API (JSON, the error envelope). */
export const apiPrefixes = ['/api', '/proxy', '/cms-view', '/digital-order', '/service'] as const

/** The client build and public files, served as files. */
export const filePrefixes = ['/assets', '/images', '/captions', '/favicon.svg', '/favicon.ico'] as const

/**
 * Every path the server answers without a page, the paths below them included: no legacy redirect
 * table may take one (redirects/redirect-table-builder.server.ts), and the redirect step leaves the
 * APIs and the built assets alone.
 */
export const ownPaths = [
  ...apiPrefixes,
  ...filePrefixes,
  '/builds',
  '/preview',
  // The embedded payment provider's pages (server/services/payments/): HTML, but not the site's pages.
  '/payment-provider',
  // The embedded account hub's login page (server/services/accounts/): likewise.
  '/account-hub',
  '/healthz',
  '/readyz',
  '/robots.txt',
  '/sitemap.xml',
  '/.well-known',
] as const

/** Whether `pathname` is `prefix` itself or a path below it. */
export function isAtOrBelow(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`)
}

/** A path under an API prefix: answered with JSON, never a page. */
export function isApiPath(pathname: string): boolean {
  return apiPrefixes.some((prefix) => isAtOrBelow(pathname, prefix))
}

/**
 * What no crawler has reason to fetch (robots.txt `Disallow`): previews, the APIs and Vike's
 * client-navigation payloads.
 */
export const crawlerDisallowedPaths = [
  '/preview',
  ...apiPrefixes.map((prefix) => `${prefix}/`),
  '/*index.pageContext.json',
] as const
