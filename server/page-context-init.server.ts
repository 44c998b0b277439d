import { FastResponse } from 'srvx'
import { renderPage } from 'vike/server'
import type { LinkContext } from '#i18n/link-context.ts'
import type { PagePath } from '#i18n/page-path.ts'
import type { LayoutResponse } from '#schemas/layout.ts'
import type { BlockAssetsOf } from './block-assets.server.ts'
import { utf8OfParts, type HtmlParts } from './http/html-parts.server.ts'
import { withStartScripts } from './start-script-priority.server.ts'
import type { MapStyleSetting } from './env.server.ts'
import type { Services } from './services/services.server.ts'

/**
 * What the server hands to Vike for one page request (merged into `pageContext`; see
 * pages/page-context.d.ts). It includes the page path and the resolved locale, so the error page rendered
 * after an abort still knows its locale.
 */
export interface PageContextInit extends PagePath {
  /** Vike's own inputs (https://vike.dev/renderPage): the request's URL and headers. */
  urlOriginal: string
  headersOriginal: Headers
  requestId: string
  /** Only on personal answers (ADR 015): Vike puts it on every script tag. */
  cspNonce?: string
  /** For this request: content calls are shared between its hooks (server/middleware/page-context.server.ts). */
  services: Services
  linkContext: LinkContext
  layout: LayoutResponse | null
  layoutFailure?: { status: number }
  /** Preview through an upstream CMS without a valid token (DESIGN §1): content pages answer 404. */
  previewDenied?: boolean
  /** Asked with a method pages do not take (issue 11): content pages render the 405 error page. */
  methodNotAllowed?: boolean
  /** `scheme://host` this request arrived on. */
  siteOrigin: string
  /** MAP_STYLE_URL + MAP_API_KEY for the browser's map (passToClient); absent = the offline basemap. */
  mapStyle?: MapStyleSetting
  /** GTM_ID for the browser (passToClient), loaded only after consent; absent = no tag manager. */
  tagManagerId?: string
  /** The production build's styles and scripts of lazy and client-only blocks, for the page's head. */
  blockAssets?: BlockAssetsOf
  /** spec §4 "Build updates": the client build this page is rendered with (passToClient). */
  buildId?: string
}

/**
 * Keyed by the request object itself: the Hono chain fills it and Vike's middleware, which sees the same
 * Request, reads it back; nothing outlives the request.
 */
const pageContextInitByRequest = new WeakMap<Request, PageContextInit>()

export function attachPageContextInit(request: Request, init: PageContextInit): void {
  pageContextInitByRequest.set(request, init)
}

/**
 * The page answer of a request: Vike renders it (https://vike.dev/renderPage) with what the Hono chain
 * attached (server/middleware/page-context.server.ts), or from the URL and headers alone when nothing
 * was. Called straight from a Hono route rather than through Vike's universal middleware, which spread
 * its own context into a fresh object per request and turned the finished HTML string into a stream
 * that the next step read back into a string (issue 17).
 */
export async function renderPageAnswer(request: Request): Promise<Response> {
  return vikePageAnswer(request, await renderWithVike(request))
}

/** A page as Vike rendered it, before the steps after it (the start scripts, the page's styles). */
export interface VikeRenderedPage {
  status: number
  headers: ReadonlyArray<readonly [string, string]>
  body: string
}

/** Vike's render of the request's page (https://vike.dev/renderPage), with what the Hono chain attached. */
export async function renderWithVike(request: Request): Promise<VikeRenderedPage> {
  const init = pageContextInitByRequest.get(request) ?? {
    urlOriginal: request.url,
    headersOriginal: request.headers,
  }
  const pageContext = await renderPage(init)
  const { httpResponse } = pageContext
  // A client-navigation payload is sent with 200 whatever became of the page; its status is kept for the
  // caching rule (server/middleware/page-context.server.ts), which then need not parse the payload back.
  if (pageContext.isClientSideNavigation) {
    pageStatusByRequest.set(
      request,
      pageContext.abortStatusCode ?? (pageContext.is404 === true ? 404 : httpResponse.statusCode),
    )
  }
  return {
    status: httpResponse.statusCode,
    headers: httpResponse.headers,
    body: await httpResponse.getBody(),
  }
}

/** The answer of a page Vike rendered: an HTML page through the steps after it, anything else as bytes. */
export function vikePageAnswer(request: Request, rendered: VikeRenderedPage): Response {
  const answer = { status: rendered.status, headers: rendered.headers }
  // srvx's own Response: under srvx the body goes to the socket as it is, without a web stream between.
  if (isHtmlAnswer(rendered.headers)) return htmlPageAnswer(request, withStartScripts(rendered.body), answer)
  // As bytes: a string body read as a web body is first checked for lone surrogates, character by
  // character (WebIDL's USVString), which on a large payload costs more than encoding it.
  return new FastResponse(Buffer.from(rendered.body), {
    status: answer.status,
    headers: mutableHeaders(answer.headers),
  })
}

/** A copy a Response may take (its headers are then its own, whatever a later step sets on them). */
function mutableHeaders(headers: ReadonlyArray<readonly [string, string]>): [string, string][] {
  return headers.map(([name, value]): [string, string] => [name, value])
}

/** Whether an answer's headers say it is an HTML page. */
export function isHtmlAnswer(headers: ReadonlyArray<readonly [string, string]>): boolean {
  const contentType = headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1]
  return contentType?.toLowerCase().startsWith('text/html') ?? false
}

/** A step's rewrite of the HTML of a page answer; it returns the parts it was given when it changes nothing. */
export type PageHtmlRewrite = (parts: HtmlParts) => HtmlParts

const htmlRewriteByRequest = new WeakMap<Request, PageHtmlRewrite>()

/**
 * Asks that the page this request renders be rewritten before it is encoded. A step around the pages
 * (the page's styles, server/middleware/page-styles.server.ts) registers here before the page is
 * rendered, so the page is encoded once, from its parts, with the rewrite in it: rewriting after the
 * answer is made would mean encoding the page a second time (issue 17). Nothing outlives the request.
 */
export function rewritePageHtml(request: Request, rewrite: PageHtmlRewrite): void {
  htmlRewriteByRequest.set(request, rewrite)
}

/**
 * A page answer made from its HTML in parts (server/http/html-parts.server.ts), with the rewrite
 * registered for the request applied, and encoded once.
 */
export function htmlPageAnswer(
  request: Request,
  parts: HtmlParts,
  init: { status: number; headers: ReadonlyArray<readonly [string, string]> },
): Response {
  const rewrite = htmlRewriteByRequest.get(request)
  const body = utf8OfParts(rewrite === undefined ? parts : rewrite(parts))
  return new FastResponse(body, { status: init.status, headers: mutableHeaders(init.headers) })
}

const pageStatusByRequest = new WeakMap<Request, number>()

/**
 * The status the page of a client-navigation payload (`index.pageContext.json`) stands for, as Vike
 * rendered it for this request; undefined when Vike did not render one.
 */
export function pageAnswerStatus(request: Request): number | undefined {
  return pageStatusByRequest.get(request)
}

/**
 * Who wrote this process's content pages (ADR 050), for `/readyz`: `own` is on and has learned the
 * build's tags from Vike (`learned`), `written` pages since; anything else Vike rendered.
 */
export interface PageDocumentCounts {
  writer: 'own' | 'vike'
  learned: boolean
  written: number
}

/** What `attachPageContextInit` stored for a request (tests of the middleware read it back). */
export function pageContextInitOf(request: Request): PageContextInit | undefined {
  return pageContextInitByRequest.get(request)
}
