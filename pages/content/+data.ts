// https://vike.dev/data
import { render } from 'vike/abort'
import { stationDisplay } from '#config/station-display.ts'
import type { PageContextServer } from 'vike/types'
import { buildPageView, type PageView } from '#renderer/page-view.ts'
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
}

export async function data(pageContext: DataPageContext): Promise<PageView> {
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
  const { allEntries, ...view } = await buildPageView(page, { locale, preview })
  const problems = blockProblems(allEntries)
  if (problems.length > 0) services.reportBlockProblems(`${locale}:${contentPath}`, problems)
  return view
}

export type Data = PageView
