import { createMiddleware } from 'hono/factory'
import { z } from 'zod'
import { splitPagePath } from '#i18n/page-path.ts'
import { sitePath } from '#i18n/site-paths.ts'
import { localeForHost, localeVariesByVisitor, resolveLocale } from '#i18n/resolve-locale.ts'
import type { LayoutResponse } from '#schemas/layout.ts'
import type { Locale } from '#schemas/locale.ts'
import type { AppEnv } from '#server/app-env.server.ts'
import type { MapStyleSetting } from '#server/env.server.ts'
import {
  attachPageContextInit,
  pageAnswerStatus,
  type PageContextInit,
} from '#server/page-context-init.server.ts'
import { issueCspNonce } from './request-context.server.ts'
import { requestProtocol } from '#server/request-protocol.server.ts'
import {
  ContentUnavailableError,
  type ContentSource,
} from '#server/services/content/content-source.server.ts'
import type { Services } from '#server/services/services.server.ts'
import type { LinkContext } from '#i18n/link-context.ts'
import type { VectorImages } from '#server/services/vector-images/vector-images.server.ts'
import { accepts } from 'hono/accepts'
import { getCookie } from 'hono/cookie'
import type { Context } from 'hono'
import { ApiError, methodNotAllowed as methodNotAllowedError } from '#server/api/api-error.server.ts'
import type { BlockAssetsOf } from '#server/block-assets.server.ts'
import { allowHeader, readMethods } from '#server/http/allowed-methods.server.ts'
import {
  previewAccess,
  previewCookie,
  previewCookieName,
  previewTokenParameter,
} from './preview-access.server.ts'

/**
 * Vike's client-side navigation asks for `{page}/index.pageContext.json` (`/` → `/index.pageContext.json`,
 * `/en-EU` → `/en-EU/index.pageContext.json`). Vike strips the suffix before routing; this middleware sees
 * the raw URL, so it strips it too, or a JSON request would resolve another page and locale than its page.
 */
const pageContextJsonSuffix = '/index.pageContext.json'

export function pagePathname(pathname: string): string {
  if (!pathname.endsWith(pageContextJsonSuffix)) return pathname
  const page = pathname.slice(0, -pageContextJsonSuffix.length)
  return page === '' ? '/' : page
}

/**
 * Vike's own argument on a payload request, `?_vike={"previousUrl":"…"}`: Vike parses it and asserts its
 * shape, so anything else (`?_vike=x`) ended in a 500 and a log line calling it a Vike bug. Our browser
 * code never sends it; what a client sends is read here first, and refused with a 400 when malformed.
 */
const vikePayloadArgument = z
  .string()
  .transform((text, context): unknown => {
    try {
      return JSON.parse(text)
    } catch {
      context.addIssue({ code: 'custom', message: 'not JSON' })
      return z.NEVER
    }
  })
  .pipe(z.looseObject({ previousUrl: z.string().optional() }))

/** A payload request's `_vike` arguments are each what Vike can read (none at all is fine). */
export function payloadArgumentsReadable(searchParams: URLSearchParams): boolean {
  return searchParams.getAll('_vike').every((argument) => vikePayloadArgument.safeParse(argument).success)
}

/** The part of Vike's `pageContext.json` answer that says how the page ended. */
const pageContextJsonOutcome = z.looseObject({
  abortStatusCode: z.number().int().optional(),
  is404: z.boolean().nullish(),
})

/**
 * The status a `pageContext.json` answer stands for: Vike sends it with 200 even when the page was
 * aborted (`render(404)`, a failed upstream call), and names the status inside. Without it a 503 would be
 * cached as a success.
 */
export function pageContextJsonStatus(body: string): number {
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return 500
  }
  const outcome = pageContextJsonOutcome.safeParse(json)
  if (!outcome.success) return 500
  return outcome.data.abortStatusCode ?? (outcome.data.is404 === true ? 404 : 200)
}

/**
 * Whether a page answer with this status may sit in a shared cache (unless it is preview or personal):
 * a page, and a missing page for a minute. Such an answer carries nothing of one request (ADR 015).
 */
export function isSharedCacheableStatus(status: number): boolean {
  return (status >= 200 && status < 300) || status === 404
}

/**
 * DESIGN §1 "caching and CSP": the checkout and the account are personal answers, `private, no-store`
 * with a fresh nonce, their client-navigation payloads too (Vike's `cacheControl` setting reaches only
 * the HTML). Their HTML is the same for everyone; what is personal is fetched by the browser.
 */
const personalPageKeys = ['checkout', 'account'] as const

function isPersonalPage(contentPath: string, locale: Locale): boolean {
  return personalPageKeys.some((key) => sitePath(key, locale) === contentPath)
}

/** The caching rule of DESIGN §2 for a rendered page; `null` leaves what the page itself set. */
export function pageCacheControl(options: {
  status: number
  preview: boolean
  pageCacheControl: string | null
  /** A client-navigation payload (`index.pageContext.json`) rather than the page's HTML. */
  payload?: boolean
  /** One of the personal pages (personalPageKeys), whose HTML and payload alike no cache keeps. */
  personal?: boolean
}): string | null {
  // Drafts must never sit in a shared cache (DESIGN §1 preview), nor the checkout and account pages.
  if (options.preview || options.personal === true) return 'private, no-store'
  // A page that declared itself personal (Vike's `cacheControl` setting) keeps that.
  if (options.pageCacheControl !== null && /\bprivate\b/i.test(options.pageCacheControl)) return null
  if (options.status >= 200 && options.status < 300) {
    // A payload fetched ahead of a click (components/navigation-feedback.ts, spec §7 route payload
    // prefetch) must still be there when the click comes: browsers keep it half a minute.
    return options.payload === true
      ? 'public, max-age=30, s-maxage=60, stale-while-revalidate=600'
      : 'public, s-maxage=60, stale-while-revalidate=600'
  }
  // A missing page may appear soon (an editor publishes it): cached briefly by the CDN, never by browsers.
  // isSharedCacheableStatus names both shared-cacheable kinds for the pages that must know it.
  if (options.status === 404) return 'public, max-age=0, s-maxage=60'
  return 'no-store'
}

/** Whether the client would rather have JSON than a page (its `Accept` ranks JSON above HTML). */
function prefersJson(c: Context<AppEnv>): boolean {
  const preferred = accepts(c, {
    header: 'Accept',
    supports: ['text/html', 'application/json'],
    default: 'text/html',
  })
  return preferred === 'application/json'
}

type LayoutOutcome = { layout: LayoutResponse } | { layout: null; layoutFailure: { status: number } }

async function loadLayout(
  content: ContentSource,
  locale: Locale,
  preview: boolean,
  vectorImages: VectorImages | undefined,
): Promise<LayoutOutcome> {
  try {
    const layout = await content.getLayout({ locale, preview })
    // spec §7 call 11: the footer icons' SVG, sanitized here, goes inline; the browser never fetches it.
    return { layout: vectorImages === undefined ? layout : await vectorImages.inlineFooterIcons(layout) }
  } catch (error) {
    // spec §8: a failed layout call becomes the error page with the call's status; anything else is a bug.
    if (error instanceof ContentUnavailableError)
      return { layout: null, layoutFailure: { status: error.status } }
    throw error
  }
}

/**
 * DESIGN §2 steps 3 and 7 for page requests: resolves the locale (i18n/resolve-locale.ts), builds the link
 * context, loads the locale's layout and hands it all to Vike; after rendering, sets the caching headers.
 */
export function pageContext(options: {
  domains: Partial<Record<Locale, string>>
  services: Services
  /** Embeds the footer icons' SVG (server/services/vector-images/); without it they stay `<img>`. */
  vectorImages?: VectorImages
  /** DESIGN §1: preview through an upstream CMS needs `PREVIEW_TOKEN` (server/middleware/preview-access.server.ts). */
  previewGate?: { upstreamCms: boolean; previewToken: string | undefined }
  /** Development: every page gets a CSP nonce, for the development server's inline scripts. */
  nonceOnEveryPage?: boolean
  /** The maps' vector style (MAP_STYLE_URL, MAP_API_KEY); null or absent = the offline basemap. */
  mapStyle?: MapStyleSetting | null
  /** GTM_ID (spec §5): the browser loads the tag manager only after consent (components/consent/). */
  tagManagerId?: string | undefined
  /** The build's styles and scripts of lazy blocks (server/block-assets.server.ts); absent in development. */
  blockAssets?: BlockAssetsOf | null
  /** spec §4 "Build updates": the id of the client build this server serves, told to the page's browser. */
  buildId?: string
}) {
  const { domains, services, vectorImages, previewGate } = options
  // One link context per (domain locale, scheme): at most a dozen objects for the server's life, so
  // what is derived from one (the pages' hrefs, components/locale-context.tsx) is derived once, and the
  // host a request names, which anyone may write, never adds an entry.
  const linkContexts = new Map<string, LinkContext>()
  const linkContextFor = (hostLocale: Locale | null, protocol: LinkContext['protocol']): LinkContext => {
    const key = `${hostLocale ?? ''} ${protocol}`
    let linkContext = linkContexts.get(key)
    if (linkContext === undefined) {
      linkContext = { hostLocale, domains, protocol }
      linkContexts.set(key, linkContext)
    }
    return linkContext
  }
  return createMiddleware<AppEnv>(async (c, next) => {
    const request = c.req.raw
    const url = new URL(request.url)
    const pathname = pagePathname(url.pathname)
    // Issue 11: pages are read with GET and HEAD; OPTIONS says so, any other method is a 405 with `Allow`,
    // as the localized error page, or the error envelope for a client that asks for JSON.
    const method = request.method
    if (method === 'OPTIONS') return c.body(null, 204, { Allow: allowHeader(readMethods) })
    const methodNotAllowed = method !== 'GET' && method !== 'HEAD'
    if (methodNotAllowed && (pathname !== url.pathname || prefersJson(c))) {
      throw methodNotAllowedError(readMethods)
    }
    if (pathname !== url.pathname && !payloadArgumentsReadable(url.searchParams)) {
      throw new ApiError(400, 'The `_vike` parameter of a page payload must be a JSON object.')
    }
    const { preview, contentPath } = splitPagePath(pathname)
    const requestHeaders = request.headers
    const resolved = resolveLocale({
      pathname,
      host: url.host,
      domains,
      cookie: requestHeaders.get('cookie') ?? undefined,
      acceptLanguage: requestHeaders.get('accept-language') ?? undefined,
    })
    const protocol = requestProtocol(url, requestHeaders.get('x-forwarded-proto') ?? undefined)
    const access = previewAccess({
      preview,
      upstreamCms: previewGate?.upstreamCms ?? false,
      previewToken: previewGate?.previewToken,
      queryToken: preview ? (url.searchParams.get(previewTokenParameter) ?? undefined) : undefined,
      cookieToken: preview ? getCookie(c, previewCookieName) : undefined,
    })
    // ADR 015: only a personal answer (preview, checkout, account) carries a nonce; one a shared cache may
    // keep has none. In
    // development Vite's own inline scripts (hot reload) need one on every page.
    const personal = isPersonalPage(contentPath, resolved.locale)
    const nonce = preview || personal || options.nonceOnEveryPage === true ? issueCspNonce(c) : null
    const layout = await loadLayout(services.content, resolved.locale, preview, vectorImages)
    // ADR 034: Vike copies this object several times per request, so it holds only what pages read, and
    // what is the same for every request (services, link contexts, settings) is shared, not rebuilt.
    const init: PageContextInit = {
      urlOriginal: request.url,
      headersOriginal: requestHeaders,
      preview,
      contentPath,
      locale: resolved.locale,
      linkContext: linkContextFor(localeForHost(url.host, domains), protocol),
      siteOrigin: `${protocol}//${url.host}`,
      layout: layout.layout,
      requestId: c.get('requestId'),
      services,
    }
    if (layout.layout === null) init.layoutFailure = layout.layoutFailure
    if (access.kind === 'denied') init.previewDenied = true
    if (methodNotAllowed) init.methodNotAllowed = true
    if (nonce !== null) init.cspNonce = nonce
    if (options.mapStyle) init.mapStyle = options.mapStyle
    if (options.tagManagerId !== undefined) init.tagManagerId = options.tagManagerId
    if (options.blockAssets) init.blockAssets = options.blockAssets
    if (options.buildId !== undefined) init.buildId = options.buildId
    attachPageContextInit(request, init)
    await next()
    if (methodNotAllowed) {
      // The error page was rendered as for GET (pages/content/+data.ts aborts); the status is ours.
      const rendered = c.res
      c.res = undefined
      c.res = new Response(rendered.body, { status: 405, headers: rendered.headers })
      c.res.headers.set('Allow', allowHeader(readMethods))
    }
    const headers = c.res.headers
    const pageContextJson = pathname !== url.pathname && c.res.status === 200
    const cacheControl = pageCacheControl({
      // The payload's own status: as Vike's renderPage told it (server/page-context-init.server.ts), or,
      // from any other renderer, as the payload names it.
      status: pageContextJson
        ? (pageAnswerStatus(request) ?? pageContextJsonStatus(await c.res.clone().text()))
        : c.res.status,
      preview,
      pageCacheControl: headers.get('Cache-Control'),
      payload: pageContextJson,
      personal,
    })
    if (cacheControl !== null) headers.set('Cache-Control', cacheControl)
    if (localeVariesByVisitor(resolved.source)) headers.append('Vary', 'Cookie, Accept-Language')
    if (access.kind === 'granted' && access.rememberToken !== null) {
      headers.append('Set-Cookie', previewCookie(access.rememberToken, protocol === 'https:'))
    }
  })
}
