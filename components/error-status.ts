/**
 * spec §8: the error page's wording per status; everything below 500 except 401, 403 and 405 is "not
 * found".
 */
export type ErrorKind = 'notFound' | 'unauthorized' | 'forbidden' | 'methodNotAllowed' | 'serverError'

/**
 * spec §8 / §9: 500 is the server-error threshold; 401 and 403 have HTTP messages of their own. 405 (a
 * page sent data it does not take, issue 11) says so rather than "not found": the page is there.
 */
export function errorKind(status: number): ErrorKind {
  if (status >= 500) return 'serverError'
  if (status === 401) return 'unauthorized'
  if (status === 403) return 'forbidden'
  if (status === 405) return 'methodNotAllowed'
  return 'notFound'
}

const notFoundPrefix = 'Page Not Found: '

/**
 * The upstream status in an abort reason `{ kind: 'upstream', status }` (pages/content/+data.ts): a failed
 * page or layout call (spec §8). Vike's `render()` accepts only a few statuses, so the real one travels
 * in the reason. Returns null for any other reason, and undefined status when the upstream sent none.
 * The reason comes back from the serialized page context, so it is checked field by field; plain code
 * rather than Zod keeps Zod out of the browser.
 */
function upstreamStatus(reason: unknown): { status: number | undefined } | null {
  if (typeof reason !== 'object' || reason === null) return null
  if (Reflect.get(reason, 'kind') !== 'upstream') return null
  const status: unknown = Reflect.get(reason, 'status')
  const valid = typeof status === 'number' && Number.isInteger(status) && status >= 100 && status <= 599
  return { status: valid ? status : undefined }
}

/** The abort reason of a page asked with a method pages do not take (pages/content/+data.ts). */
function isMethodNotAllowedReason(reason: unknown): boolean {
  return typeof reason === 'object' && reason !== null && Reflect.get(reason, 'kind') === 'methodNotAllowed'
}

export interface ErrorSource {
  abortStatusCode?: number | undefined
  abortReason?: unknown
  is404?: boolean | null | undefined
}

/**
 * The status the error page shows: 405 for a method pages do not take, the upstream's own status for an
 * upstream failure (spec §8; without
 * one, the abort's status, and 500 when that is missing too), else the abort status, else 404 for an
 * unknown route, else 500 for an error thrown while rendering.
 */
export function errorStatus(source: ErrorSource): number {
  if (isMethodNotAllowedReason(source.abortReason)) return 405
  const upstream = upstreamStatus(source.abortReason)
  if (upstream !== null) return upstream.status ?? source.abortStatusCode ?? 500
  if (source.abortStatusCode !== undefined) return source.abortStatusCode
  return source.is404 === true ? 404 : 500
}

/** The path a route-validation failure names (spec §2.1: 'Page Not Found' plus the path), else undefined. */
export function missingPathFromReason(reason: unknown): string | undefined {
  if (typeof reason !== 'string' || !reason.startsWith(`${notFoundPrefix}/`)) return undefined
  return reason.slice(notFoundPrefix.length)
}

/** The pathname of a URL or path as Vike gives it (absolute in the browser, a path on the server). */
export function pathnameOf(url: string): string {
  try {
    return new URL(url, 'http://localhost').pathname
  } catch {
    return '/'
  }
}
