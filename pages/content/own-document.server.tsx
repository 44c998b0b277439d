import { StrictMode, type ReactNode } from 'react'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { PageContextServer } from 'vike/types'
import type { Logger } from '#server/logger.server.ts'
import {
  htmlPageAnswer,
  isHtmlAnswer,
  pageContextInitOf,
  renderWithVike,
  vikePageAnswer,
  type PageContextInit,
  type PageDocumentCounts,
  type VikeRenderedPage,
} from '#server/page-context-init.server.ts'
import { withStartScripts } from '#server/start-script-priority.server.ts'
import { route as accountRoute } from '../account/+route.ts'
import { route as cartRoute } from '../cart/+route.ts'
import { route as checkoutRoute } from '../checkout/+route.ts'
import { route as searchRoute } from '../search/+route.ts'
import { bodyHtmlBegin } from '../+bodyHtmlBegin.ts'
import { bodyHtmlEnd } from '../+bodyHtmlEnd.ts'
import { description } from '../+description.ts'
import { Head } from '../+Head.tsx'
import { headHtmlBegin } from '../+headHtmlBegin.ts'
import { lang } from '../+lang.ts'
import { Layout } from '../+Layout.tsx'
import { onCreatePageContext } from '../+onCreatePageContext.server.ts'
import { title } from '../+title.ts'
import { passToClient } from '../pass-to-client.ts'
import { data as contentPageData } from './+data.ts'
import { Page } from './+Page.tsx'
import { browserJson } from './page-context-json.server.ts'

/**
 * ADR 050: the server writes an anonymous content page's document itself, the same bytes Vike and
 * vike-react write for it, without Vike's work around the render (its page context copied at every step,
 * the document searched and rebuilt for each tag it puts in, a tracker of every request of the last five
 * seconds walked per request; issue 17). Vike still routes and renders everything else: the client
 * navigation payloads, the other pages, previews and personal answers, HEAD, and every page whose data
 * fails (an abort, a missing page, an upstream error), which it renders again from the start.
 *
 * What only Vike knows, the build's tags for the content page (its stylesheets at the head's placeholder,
 * the page context's script, the entry script and its preloads at the body's), is learned from Vike's own
 * answer to the first content page: the document this module writes for the same request must equal
 * Vike's with those tags cut out, or the module is not used (ADR 050: a Vike or vike-react that writes
 * anything else turns it off, with a warning, rather than serving a different page).
 */

/** Vike's id of the catch-all content page (pages/content/). */
const contentPageId = '/pages/content'
/** Vike's placeholders: in the head (pages/+headHtmlBegin.ts), where it puts the build's stylesheets… */
const headAssetsPlaceholder = '__VITE_PLUGIN_SSR__ASSETS_FIRST__'
/** And at the body's end (pages/+bodyHtmlEnd.ts), where it puts the page context and the scripts. */
const bodyAssetsPlaceholder = '__VITE_PLUGIN__SSR_ASSETS_LAST__'
const pageContextScriptOpening = '<script id="vike_pageContext" type="application/json">'
const scriptClosing = '</script>'
/** A learning that failed this often (say, a page's clock turned a minute between the two renders) ends it. */
const maxLearningAttempts = 3

/**
 * The pages with a route of their own, by their folder under pages/, which outrank the content catch-all
 * (https://vike.dev/routing). A new page with a route must be listed here: a test compares this list with
 * the folders.
 */
export const routesBeforeContent = {
  account: accountRoute,
  cart: cartRoute,
  checkout: checkoutRoute,
  search: searchRoute,
}

/** A content path Vike would pass through as it is: the characters of our content's addresses only. */
const plainContentPath = /^\/[A-Za-z0-9._~/-]*$/

/** The build's tags, as Vike wrote them for the content page, and its answer's headers. */
export interface LearnedShell {
  headAssets: string
  /** What comes at the body's placeholder before the page context's JSON, with its script's opening tag. */
  beforePageContext: string
  /** After the JSON: its closing tag, the global context's script, the entry script and its preloads. */
  afterPageContext: string
  headers: ReadonlyArray<readonly [string, string]>
}

/** The content page's document as this module writes it, around Vike's two placeholders. */
export interface ContentDocument {
  /** Up to the head's placeholder. */
  beforeHeadAssets: string
  /** From the head's placeholder to the root element's content. */
  headToRoot: string
  /** The page as rendered: kept apart, so it is encoded on its own (server/http/html-parts.server.ts). */
  rootHtml: string
  /** From the root element's end to the body's placeholder. */
  afterRoot: string
  /** After the body's placeholder. */
  afterBodyAssets: string
  /** The page context as Vike serializes it for the browser. */
  pageContextJson: string
}

/**
 * The object Vike's hooks and vike-react's hooks read on the server (pages/page-context.d.ts). Vike's own
 * page context has more, which none of our hooks and components read; the markup check of the learning
 * render proves that for the document as a whole.
 */
function asServerPageContext(value: object): PageContextServer {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the fields our code reads, see above
  return value as PageContextServer
}

/** What of a request's page context decides whether this module may answer it. */
export type OwnDocumentCandidate = Pick<
  PageContextInit,
  | 'urlOriginal'
  | 'locale'
  | 'contentPath'
  | 'preview'
  | 'previewDenied'
  | 'methodNotAllowed'
  | 'cspNonce'
  | 'layout'
  | 'layoutFailure'
>

/** Whether the request is one this module may answer: a content page anyone may get, asked with GET. */
export function isOwnDocumentRequest(
  request: Pick<Request, 'method'>,
  init: OwnDocumentCandidate | undefined,
): boolean {
  if (init === undefined || request.method !== 'GET') return false
  if (init.preview || init.previewDenied === true || init.methodNotAllowed === true) return false
  // A personal answer carries a nonce (ADR 015); a failed layout is the error page.
  if (init.cspNonce !== undefined || init.layout === null || init.layoutFailure !== undefined) return false
  if (!plainContentPath.test(init.contentPath)) return false
  // The client navigation's payload (`…/index.pageContext.json`) is Vike's.
  if (new URL(init.urlOriginal).pathname.endsWith('.pageContext.json')) return false
  const routed = asServerPageContext({ urlPathname: init.contentPath, locale: init.locale })
  return !Object.values(routesBeforeContent).some((route) => route(routed))
}

/** escapeHtml of Vike's `escapeInject` (vike/dist/utils/escapeHtml.js). */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#039;')
}

/** vike-react's element around a page or a head: strict mode, then the page context's provider. */
function withPageContext(pageContext: PageContextServer, element: ReactNode) {
  return (
    <StrictMode>
      <VikeReactProviderPageContext pageContext={pageContext}>{element}</VikeReactProviderPageContext>
    </StrictMode>
  )
}

/**
 * The content page's document for a request, or null when its data hook aborts or fails (then Vike
 * renders the page, the error page included, from the start).
 */
export async function writeContentDocument(init: PageContextInit): Promise<ContentDocument | null> {
  const pageContext = asServerPageContext({
    ...init,
    // Vike's own value without a `csp` setting (vike's csp.js); only personal answers, never written here, have one.
    cspNonce: null,
    isClientSide: false,
    urlLogical: init.contentPath,
    pageId: contentPageId,
    routeParams: { '*': init.contentPath.slice(1) },
  })
  onCreatePageContext(pageContext)
  try {
    const data = await contentPageData(pageContext)
    pageContext.data = data
    const { layoutPayload } = pageContext
    return documentOf(pageContext, layoutPayload === null ? [data.entries] : [data.entries, layoutPayload])
  } catch {
    // An abort (a missing page, a failed upstream call) or a fault: Vike renders the page again, and its
    // error page, its status and its log line with it.
    return null
  }
}

/** `contentPayloads`: the page context's payloads made once per content version (`browserJson`). */
function documentOf(
  pageContext: PageContextServer,
  contentPayloads: readonly string[],
): ContentDocument | null {
  // vike-react's onRenderHtml (node_modules/vike-react/dist/integration/onRenderHtml.js), for this page's
  // settings: no stream, no `favicon` or `image` setting, one `Head`, no `headHtmlEnd`.
  const rootHtml = renderToString(
    withPageContext(
      pageContext,
      <Layout>
        <Page />
      </Layout>,
    ),
  )
  const pageTitle = title(pageContext)
  const pageDescription = description(pageContext)
  const titleTags =
    pageTitle === ''
      ? ''
      : `<title>${escapeHtml(pageTitle)}</title><meta property="og:title" content="${escapeHtml(pageTitle)}" />`
  const descriptionTags =
    pageDescription === null || pageDescription === ''
      ? ''
      : `<meta name="description" content="${escapeHtml(pageDescription)}" /><meta property="og:description" content="${escapeHtml(pageDescription)}" />`
  const headElements = renderToStaticMarkup(withPageContext(pageContext, <Head />))
  const viewportTag = '<meta name="viewport" content="width=device-width,initial-scale=1">'
  const headHtml = `\n    ${titleTags}\n    ${viewportTag}\n    ${headElements}\n    \n    ${descriptionTags}\n    \n  `
  const headBegin = headHtmlBegin(pageContext)
  const placeholderAt = headBegin.indexOf(headAssetsPlaceholder)
  const bodyPlaceholderAt = bodyHtmlEnd.indexOf(bodyAssetsPlaceholder)
  if (placeholderAt < 0 || bodyPlaceholderAt < 0) return null
  // vike-react's attribute escaping (getTagAttributesString.js): `&` and `"`.
  const language = lang(pageContext).replace(/&/g, '&amp;').replace(/"/g, '&quot;')
  const beforeHeadAssets = `<!DOCTYPE html>\n    <html lang="${language}">\n      <head>\n        <meta charset="UTF-8" />\n        ${headBegin.slice(0, placeholderAt)}`
  const headToRoot = `${headBegin.slice(placeholderAt + headAssetsPlaceholder.length)}\n        ${headHtml}\n        \n      </head>\n      <body>\n        ${bodyHtmlBegin(pageContext)}\n        <div id="root">`
  return {
    beforeHeadAssets,
    headToRoot,
    rootHtml,
    afterRoot: `</div>\n        ${bodyHtmlEnd.slice(0, bodyPlaceholderAt)}`,
    afterBodyAssets: `${bodyHtmlEnd.slice(bodyPlaceholderAt + bodyAssetsPlaceholder.length)}\n      </body>\n    </html>`,
    pageContextJson: serializedPageContext(pageContext, contentPayloads),
  }
}

/** The page context the browser reads, as Vike's serializer writes it (vike's serializeContext.js). */
function serializedPageContext(pageContext: PageContextServer, contentPayloads: readonly string[]): string {
  const passed: Record<string, unknown> = {}
  for (const key of [...passToClient, 'pageId', 'routeParams', 'data'] as const) {
    if (key in pageContext) passed[key] = pageContext[key]
  }
  // Vike's mark that some of it came from the server's `pageContextInit` (the locale always does).
  passed._pageContextInitIsPassedToClient = true
  return browserJson(passed, contentPayloads)
}

/**
 * Where `withShell` puts the page's rendered markup and the page context's JSON: parts without a script
 * or preload tag, which the start-script rewrite passes on unread.
 */
const unreadPartIndexes = [3, 6]

/** The document as Vike wrote it, its tags in place, in parts. */
function withShell(document: ContentDocument, shell: LearnedShell): string[] {
  return [
    document.beforeHeadAssets,
    shell.headAssets,
    document.headToRoot,
    document.rootHtml,
    document.afterRoot,
    shell.beforePageContext,
    document.pageContextJson,
    shell.afterPageContext,
    document.afterBodyAssets,
  ]
}

/**
 * Vike's tags, cut from its answer to the same request: its document must be this module's with the
 * placeholders replaced, and the page context's JSON must be the one this module writes. Null otherwise.
 */
export function learnShell(
  document: ContentDocument,
  vikeHtml: string,
  headers: ReadonlyArray<readonly [string, string]>,
): LearnedShell | null {
  const middle = `${document.headToRoot}${document.rootHtml}${document.afterRoot}`
  if (!vikeHtml.startsWith(document.beforeHeadAssets) || !vikeHtml.endsWith(document.afterBodyAssets)) {
    return null
  }
  const between = vikeHtml.slice(
    document.beforeHeadAssets.length,
    vikeHtml.length - document.afterBodyAssets.length,
  )
  const middleAt = between.indexOf(middle)
  if (middleAt < 0) return null
  const headAssets = between.slice(0, middleAt)
  const bodyAssets = between.slice(middleAt + middle.length)
  const pageContextTag = `${pageContextScriptOpening}${document.pageContextJson}${scriptClosing}`
  const tagAt = bodyAssets.indexOf(pageContextTag)
  if (tagAt < 0 || bodyAssets.indexOf(pageContextTag, tagAt + 1) >= 0) return null
  const jsonAt = tagAt + pageContextScriptOpening.length
  return {
    headAssets,
    beforePageContext: bodyAssets.slice(0, jsonAt),
    afterPageContext: bodyAssets.slice(jsonAt + document.pageContextJson.length),
    headers,
  }
}

export interface OwnDocuments {
  /** The request's answer, or null when Vike is to render it. */
  answer(request: Request, logger: Logger): Promise<Response | null>
  /** Who wrote this process's content pages, for `/readyz`. */
  counts(): PageDocumentCounts
}

/**
 * The content pages' own documents of one server process (the build's tags are the same for all of its
 * requests). `enabled: false` leaves every page to Vike (`PAGE_DOCUMENT=vike`, for the comparison of
 * the two in one run).
 */
export function createOwnDocuments({
  enabled,
  writeDocument = writeContentDocument,
  renderVike = renderWithVike,
}: {
  enabled: boolean
  /** The document's writer and Vike's render; tests put stand-ins here. */
  writeDocument?: (init: PageContextInit) => Promise<ContentDocument | null>
  renderVike?: (request: Request) => Promise<VikeRenderedPage>
}): OwnDocuments {
  let shell: LearnedShell | null = null
  let failedLearnings = 0
  let written = 0
  return {
    counts: () => ({ writer: enabled ? 'own' : 'vike', learned: shell !== null, written }),
    async answer(request, logger) {
      const init = pageContextInitOf(request)
      if (init === undefined || !enabled || failedLearnings >= maxLearningAttempts) return null
      if (!isOwnDocumentRequest(request, init)) return null
      const document = await writeDocument(init)
      if (document === null) return null
      if (shell !== null) {
        written += 1
        const parts = withShell(document, shell)
        return htmlPageAnswer(request, withStartScripts(parts, { unreadParts: unreadPartIndexes }), {
          status: 200,
          headers: shell.headers,
        })
      }
      // The first content page: Vike answers it, and this module learns the build's tags from its answer.
      const rendered = await renderVike(request)
      if (rendered.status === 200 && isHtmlAnswer(rendered.headers)) {
        const learned = learnShell(document, rendered.body, rendered.headers)
        if (learned !== null) shell = learned
        else {
          failedLearnings += 1
          const stopped = failedLearnings >= maxLearningAttempts
          logger.warn(
            { path: init.contentPath, attempt: failedLearnings, stopped },
            stopped
              ? 'content pages are rendered through Vike: its document differs from the one the server writes (ADR 050)'
              : 'the content page the server writes differs from Vike’s; learning again on the next page',
          )
        }
      }
      return vikePageAnswer(request, rendered)
    },
  }
}
