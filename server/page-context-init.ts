import type { PagePath } from '#i18n/page-path.ts'
import type { Services } from './services/services.server.ts'

/** What the server hands to Vike for one page request (merged into `pageContext`). */
/** Includes the page path, so the error page rendered after an abort still knows its locale. */
export interface PageContextInit extends PagePath {
  requestId: string
  cspNonce: string
  services: Services
}

/**
 * Keyed by the request object itself: the Hono chain fills it and Vike's middleware, which sees the same
 * Request, reads it back; nothing outlives the request.
 */
const pageContextInitByRequest = new WeakMap<Request, PageContextInit>()

export function attachPageContextInit(request: Request, init: PageContextInit): void {
  pageContextInitByRequest.set(request, init)
}

/** Universal middleware run just before Vike renders: its answer becomes part of `pageContextInit`. */
export function providePageContextInit(request: Request, context: Universal.Context): Universal.Context {
  const init = pageContextInitByRequest.get(request)
  return init === undefined ? context : { ...context, ...init }
}
