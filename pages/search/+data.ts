// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import {
  cleanSearchQuery,
  parseSearchPageNumber,
  searchGroupOf,
  searchPageSize,
  type SearchGroupKey,
  type SearchView,
} from '#components/search/search-view.ts'
import { translatorFor } from '#components/translation.tsx'
import { pageQuery } from '#http/page-query.ts'
import { sitePath } from '#i18n/site-paths.ts'
import type { PageMeta } from '#renderer/page-meta.ts'
import type { SearchResponse } from '#schemas/content-listing.ts'
import type { Locale } from '#schemas/locale.ts'
import {
  ContentUnavailableError,
  type ContentSource,
} from '#server/services/content/content-source.server.ts'
import type { MethodNotAllowedAbortReason, UpstreamAbortReason } from '../content/+data.ts'

/** The search page's data: what it renders, and the meta the head and the language switcher read. */
export interface Data extends SearchView {
  kind: 'search'
  meta: PageMeta
}

/** What this hook reads of the page context. */
export type SearchDataPageContext = Pick<
  PageContextServer,
  'locale' | 'preview' | 'urlOriginal' | 'layoutFailure' | 'previewDenied' | 'methodNotAllowed'
> & { services: { content: Pick<ContentSource, 'search'> } }

/** The statuses `render()` of vike/abort accepts. */
const abortStatuses = [401, 403, 404, 410, 429, 500, 503] as const

/**
 * The site search (issue 13): `?q=` searched in the locale's pages, articles and stations through the
 * content source's search call, `?page=` paged by ten. Rendered on the server, so it works without
 * JavaScript. A failed search call is a notice on the page (spec §8 "other calls"), not an error page.
 */
export async function data(pageContext: SearchDataPageContext): Promise<Data> {
  const { locale, preview, services, layoutFailure, previewDenied, methodNotAllowed } = pageContext
  if (methodNotAllowed === true) {
    const reason: MethodNotAllowedAbortReason = { kind: 'methodNotAllowed' }
    throw render(404, reason)
  }
  if (previewDenied === true) throw render(404, `Page Not Found: ${sitePath('search', locale)}`)
  // spec §8: a failed layout call is a fatal error page with the call's status, as on content pages.
  if (layoutFailure !== undefined) {
    const reason: UpstreamAbortReason = { kind: 'upstream', status: layoutFailure.status }
    throw render(abortStatuses.find((allowed) => allowed === layoutFailure.status) ?? 500, reason)
  }
  // The query string of the address as asked: the route only sees the path (+onBeforeRoute). Read through
  // pageQuery: the page cache keys the answer by those parameters only (http/page-query.ts).
  const params = pageQuery(new URL(pageContext.urlOriginal, 'http://localhost').search)
  const query = cleanSearchQuery(params.get('q'))
  const requestedPage = parseSearchPageNumber(params.get('page'))
  const view = await searchView(services.content, { locale, preview, query, page: requestedPage })
  return { kind: 'search', meta: searchMeta(locale, query), ...view }
}

async function searchView(
  content: Pick<ContentSource, 'search'>,
  request: { locale: Locale; preview: boolean; query: string; page: number },
): Promise<SearchView> {
  const empty: SearchView = {
    query: request.query,
    page: 1,
    pageCount: 0,
    total: 0,
    results: [],
    groupCounts: { pages: 0, articles: 0, stations: 0 },
    unavailable: false,
  }
  if (request.query === '') return empty
  const ask = (page: number) =>
    content.search({
      locale: request.locale,
      preview: request.preview,
      query: request.query,
      offset: (page - 1) * searchPageSize,
      limit: searchPageSize,
    })
  try {
    let page = request.page
    let answer = await ask(page)
    const total = answer.total ?? answer.results.length
    const pageCount = Math.ceil(total / searchPageSize)
    // A page past the end (an old link, a hand-edited address) shows the last one.
    if (total > 0 && page > pageCount) {
      page = pageCount
      answer = await ask(page)
    }
    return {
      ...empty,
      page: total === 0 ? 1 : page,
      pageCount,
      total,
      // An upstream without paging answers its first results whatever was asked: never more than a page.
      results: answer.results.slice(0, searchPageSize),
      groupCounts: groupCountsOf(answer),
    }
  } catch (error) {
    if (error instanceof ContentUnavailableError) return { ...empty, unavailable: true }
    throw error
  }
}

/** Matches per group: from the answer's counts per content type, or (an older CMS) from its results. */
function groupCountsOf(answer: SearchResponse): Record<SearchGroupKey, number> {
  const counts: Record<SearchGroupKey, number> = { pages: 0, articles: 0, stations: 0 }
  const perType =
    answer.contentTypeCounts ??
    answer.results.reduce<Record<string, number>>((tally, result) => {
      tally[result.contentType] = (tally[result.contentType] ?? 0) + 1
      return tally
    }, {})
  for (const [contentType, count] of Object.entries(perType)) counts[searchGroupOf(contentType)] += count
  return counts
}

/**
 * The head of a search page: the query in the title, never indexed (a results page is not content, and
 * endless query addresses would dilute the site), and the search page of every locale for the language
 * switcher.
 */
function searchMeta(locale: Locale, query: string): PageMeta {
  const t = translatorFor(locale)
  const title = query === '' ? t('search.heading') : t('search.titleWithQuery', { query })
  return {
    title,
    description: undefined,
    noIndex: true,
    contentType: 'searchPage',
    openGraph: { title, description: undefined, image: undefined },
    localizedPagePaths: {
      'fi-FI': sitePath('search', 'fi-FI'),
      'en-EU': sitePath('search', 'en-EU'),
      'sv-SE': sitePath('search', 'sv-SE'),
      'no-NO': sitePath('search', 'no-NO'),
    },
    created: undefined,
  }
}
