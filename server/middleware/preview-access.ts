import { createHash, timingSafeEqual } from 'node:crypto'
import { brand } from '#domain/brand.ts'

/** Where an editor's preview token is kept once given: the preview pages' own path, never sent elsewhere. */
export const previewCookieName = `${brand.prefix}_preview`
/** The query parameter an editor opens a preview link with, e.g. `/preview/en-EU/terms?previewToken=…`. */
export const previewTokenParameter = 'previewToken'
/** An editing session's length: the cookie lasts a working day. */
const previewCookieMaxAgeSeconds = 8 * 60 * 60

export type PreviewAccess =
  /** Not a preview request, or the embedded CMS, whose preview is open (demo and editing). */
  | { kind: 'open' }
  /** A valid token; `rememberToken` when it came in the query and should be kept in the cookie. */
  | { kind: 'granted'; rememberToken: string | null }
  /** Preview through an upstream CMS without a valid token: the page answers 404 (DESIGN §1). */
  | { kind: 'denied' }

/** Compares in constant time: both sides are hashed first, so their lengths cannot leak either. */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

/**
 * DESIGN §1 preview: with the embedded CMS preview is open; with an upstream CMS (`CMS_API_URL`) it needs
 * `PREVIEW_TOKEN`, given as `?previewToken=` or the preview cookie, and without a configured token it is
 * never granted.
 */
export function previewAccess(options: {
  preview: boolean
  upstreamCms: boolean
  previewToken: string | undefined
  queryToken: string | undefined
  cookieToken: string | undefined
}): PreviewAccess {
  if (!options.preview || !options.upstreamCms) return { kind: 'open' }
  const expected = options.previewToken
  if (expected === undefined) return { kind: 'denied' }
  if (options.queryToken !== undefined && sameToken(options.queryToken, expected)) {
    return { kind: 'granted', rememberToken: options.cookieToken === expected ? null : options.queryToken }
  }
  if (options.cookieToken !== undefined && sameToken(options.cookieToken, expected)) {
    return { kind: 'granted', rememberToken: null }
  }
  return { kind: 'denied' }
}

/** The preview cookie: HttpOnly, limited to `/preview`, Secure on https. */
export function previewCookie(token: string, secure: boolean): string {
  return [
    `${previewCookieName}=${encodeURIComponent(token)}`,
    'Path=/preview',
    `Max-Age=${previewCookieMaxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}
