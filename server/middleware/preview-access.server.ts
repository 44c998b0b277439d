import { createHash, timingSafeEqual } from 'node:crypto'
import { brand } from '#config/brand.ts'

/** Where an editor's preview token is kept once given: the preview pages' own path, never sent elsewhere. */
export const previewCookieName = `${brand.prefix}_preview`
/** The query parameter an editor opens a preview link with, e.g. `/preview/en-EU/terms?previewToken=…`. */
export const previewTokenParameter = 'previewToken'
/** An editing session's length: the cookie lasts a working day. */
const previewCookieMaxAgeSeconds = 8 * 60 * 60

/** The header a server sends its `CMS_API_URL` with preview calls when both share `PREVIEW_TOKEN`. */
export const previewTokenHeaderName = `${brand.prefix}-preview-token`

export type PreviewAccess =
  /** Not a preview request, or the embedded CMS without `PREVIEW_TOKEN` (demo and editing). */
  | { kind: 'open' }
  /** A valid token; `rememberToken` when it came in the query and should be kept in the cookie. */
  | { kind: 'granted'; rememberToken: string | null }
  /** Preview without a valid token where one is needed: the page answers 404 (DESIGN §1). */
  | { kind: 'denied' }

/** Compares in constant time: both sides are hashed first, so their lengths cannot leak either. */
export function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

/**
 * DESIGN §1 preview (issue 11): with `PREVIEW_TOKEN` set, preview needs it whatever the content source,
 * given as `?previewToken=` or the preview cookie, so a production server never shows drafts to anyone
 * else. Without a token, the embedded CMS keeps preview open (demo and editing; the server warns at
 * start, server/start.server.ts) and an upstream CMS never grants it: its drafts are not ours to hand out.
 */
export function previewAccess(options: {
  preview: boolean
  upstreamCms: boolean
  previewToken: string | undefined
  queryToken: string | undefined
  cookieToken: string | undefined
}): PreviewAccess {
  if (!options.preview) return { kind: 'open' }
  const expected = options.previewToken
  if (expected === undefined) return options.upstreamCms ? { kind: 'denied' } : { kind: 'open' }
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
