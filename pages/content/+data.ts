// https://vike.dev/data
import { render } from 'vike/abort'
import { stationDisplay } from '#domain/station-display.ts'
import type { PageContextServer } from 'vike/types'
import { locatorPayload } from '#components/locator-payload.ts'
import { locatorView } from '#components/locator-view.ts'
import { parseLocatorQuery } from '#domain/station-locator.ts'
import { pageQuery } from '#http/page-query.ts'
import { buildPageView, type PageView } from '#renderer/page-view.ts'
import type { BodyEntry } from '#renderer/parse-body.ts'
import { blockProblems } from '#renderer/prepare-page.ts'
import { ContentUnavailableError } from '#server/services/content/content-source.server.ts'
import type { Services } from '#server/services/services.server.ts'

/**
 * `pageContext.abortReason` when the layout or page call failed (spec §8): `status` is the upstream's
 * status (500 when it gave none). The abort status itself is one Vike accepts: the upstream status when
 * it is one of those, otherwise 500. A missing page aborts with the string `Page Not Found: <path>`.
 */
export interface UpstreamAbortReason {
  kind: 'upstream'
  status: number
}

/**
 * `pageContext.abortReason` for a page asked with a method pages do not take (issue 11). Vike renders the
 * error page for it with a status it accepts; server/middleware/page-context.server.ts answers it with 405.
 */
export interface MethodNotAllowedAbortReason {
  kind: 'methodNotAllowed'
}

/** The statuses `render()` of vike/abort accepts. */
const abortStatuses = [401, 403, 404, 410, 429, 500, 503] as const

function upstreamAbort(status: number): Error {
  const reason: UpstreamAbortReason = { kind: 'upstream', status }
  return render(abortStatuses.find((allowed) => allowed === status) ?? 500, reason)
}

/** What this hook reads of the page context. */
export type DataPageContext = Pick<
  PageContextServer,
  'locale' | 'contentPath' | 'preview' | 'layoutFailure' | 'previewDenied' | 'methodNotAllowed'
> & {
  services: Pick<Services, 'content' | 'reportBlockProblems'>
  /**
   * The address asked for: a station locator reads its search and filters from its query. (Not
   * `urlParsed`: it is parsed from `urlLogical`, the content path without the query, pages/+onBeforeRoute.ts.)
   */
  urlOriginal: string
}

/**
 * A content page's data: its view, and the station locator's answer when the page has a locator, as
 * JSON (components/locator-payload.ts).
 */
export type Data = PageView & { locatorPayload?: string }

export async function data(pageContext: DataPageContext): Promise<Data> {
  const { locale, contentPath, preview, services, layoutFailure, previewDenied, methodNotAllowed } =
    pageContext
  if (methodNotAllowed === true) {
    const reason: MethodNotAllowedAbortReason = { kind: 'methodNotAllowed' }
    throw render(404, reason)
  }
  // DESIGN §1: preview through an upstream CMS without its token is a page that does not exist.
  if (previewDenied === true) throw render(404, `Page Not Found: ${contentPath}`)
  // spec §8: a failed layout call is a fatal error page with the call's status.
  if (layoutFailure !== undefined) throw upstreamAbort(layoutFailure.status)
  let page
  try {
    page = await services.content.getPage({ locale, path: contentPath, preview })
  } catch (error) {
    // spec §8: so is a failed page call. The source has logged it; anything else is a bug and propagates.
    if (error instanceof ContentUnavailableError) throw upstreamAbort(error.status)
    throw error
  }
  // spec §2.1 / §8: a failed route validation is a 404 'Page Not Found' plus the path. spec §2.6: a
  // market whose station flag is off has no station pages.
  if (page === null || (page.content.contentType === 'stationPage' && !stationDisplay(locale).station)) {
    throw render(404, `Page Not Found: ${contentPath}`)
  }
  const now = Date.now()
  const { allEntries, ...view } = await buildPageView(page, { locale, preview, now })
  const problems = blockProblems(allEntries)
  if (problems.length > 0) services.reportBlockProblems(`${locale}:${contentPath}`, problems)
  if (!hasStationLocator(allEntries)) return view
  // Issue 13: the locator works without JavaScript, so the server answers the page's own query (a GET
  // form and paging links). parseLocatorQuery never throws: a hand-edited or old query is normalized. Read
  // through pageQuery: the page cache keys the answer by those parameters only (http/page-query.ts).
  const query = parseLocatorQuery(pageQuery(new URL(pageContext.urlOriginal, 'http://localhost').search))
  let stations
  try {
    stations = await services.content.listStations(locale)
  } catch (error) {
    // spec §8: a failed content call shows the error page with the call's status.
    if (error instanceof ContentUnavailableError) throw upstreamAbort(error.status)
    throw error
  }
  // The page's clock (the minute it was rendered): the browser hydrates and re-computes with the same.
  return { ...view, locatorPayload: locatorPayload(locatorView(stations, query, view.clock ?? now, locale)) }
}

function hasStationLocator(entries: readonly BodyEntry[]): boolean {
  return entries.some((entry) => entry.status === 'ok' && entry.block.contentType === 'stationLocator')
}
