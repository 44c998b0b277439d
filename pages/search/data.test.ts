import { expect, test } from 'vitest'
import type { SearchResponse, SearchResult } from '#schemas/content-listing.ts'
import {
  ContentUnavailableError,
  type SearchRequest,
} from '#server/services/content/content-source.server.ts'
import { abortOf, dataPageContext, type DataHookPageContext } from '#tests/fixtures/page-context.ts'
import { data } from './+data.ts'

function result(index: number, contentType = 'standardPage'): SearchResult {
  return { path: `/page-${index}`, title: `Page ${index}`, contentType }
}

/** A request for `url` whose content source answers only `search`. */
function pageContext(
  url: string,
  search: (request: SearchRequest) => Promise<SearchResponse>,
  extra: Partial<DataHookPageContext> = {},
) {
  return dataPageContext({ search }, { urlOriginal: url, ...extra })
}

function paged(total: number, asked: SearchRequest[] = []) {
  return (request: SearchRequest): Promise<SearchResponse> => {
    asked.push(request)
    const offset = request.offset ?? 0
    const all = Array.from({ length: total }, (_, index) =>
      result(index, index % 4 === 0 ? 'articlePage' : 'standardPage'),
    )
    return Promise.resolve({
      query: request.query,
      results: all.slice(offset, offset + (request.limit ?? 20)),
      total,
      offset,
      contentTypeCounts: { articlePage: Math.ceil(total / 4), standardPage: total - Math.ceil(total / 4) },
    })
  }
}

test('a query is searched ten at a time, the page from ?page=, with counts per group', async () => {
  const asked: SearchRequest[] = []
  const view = await data(pageContext('/fi-FI/haku?q=asemat&page=2', paged(23, asked)))
  expect(asked).toEqual([{ locale: 'fi-FI', preview: false, query: 'asemat', offset: 10, limit: 10 }])
  expect(view).toMatchObject({ kind: 'search', query: 'asemat', page: 2, pageCount: 3, total: 23 })
  expect(view.results.map((item) => item.path)[0]).toBe('/page-10')
  expect(view.groupCounts).toEqual({ pages: 17, articles: 6, stations: 0 })
})

test('the head: the query in the title, never indexed, the search page of every locale for the switcher', async () => {
  const { meta } = await data(pageContext('/fi-FI/haku?q=k%C3%A4ytt%C3%B6ehdot', paged(1)))
  expect(meta.title).toBe('Haku: käyttöehdot')
  expect(meta.noIndex).toBe(true)
  expect(meta.localizedPagePaths).toEqual({
    'fi-FI': '/haku',
    'en-EU': '/search',
    'sv-SE': '/sok',
    'no-NO': '/sok',
  })
  const empty = await data(pageContext('/fi-FI/haku', paged(0)))
  expect(empty.meta.title).toBe('Haku')
  expect(empty.meta.noIndex).toBe(true)
})

test('no query asks nothing of the content source', async () => {
  const asked: SearchRequest[] = []
  const view = await data(pageContext('/fi-FI/haku?q=%20%0A', paged(5, asked)))
  expect(asked).toEqual([])
  expect(view).toMatchObject({ query: '', total: 0, results: [], unavailable: false })
})

test('a page past the end shows the last page; a bad page number is page 1', async () => {
  const asked: SearchRequest[] = []
  const view = await data(pageContext('/fi-FI/haku?q=a&page=9', paged(23, asked)))
  expect(view.page).toBe(3)
  expect(asked.map((request) => request.offset)).toEqual([80, 20])
  expect((await data(pageContext('/fi-FI/haku?q=a&page=-2', paged(23)))).page).toBe(1)
})

test('a 10 kB hostile query is cleaned and cut before it is searched or shown', async () => {
  const asked: SearchRequest[] = []
  const hostile = encodeURIComponent(`<script>\u0000${'x'.repeat(10_000)}`)
  const view = await data(pageContext(`/fi-FI/haku?q=${hostile}`, paged(0, asked)))
  expect(view.query.length).toBe(200)
  expect(view.query.startsWith('<script> xxx')).toBe(true)
  expect(asked[0]?.query).toBe(view.query)
  expect(view.meta.title).toBe(`Haku: ${view.query}`)
})

test('an older CMS without totals or paging: its results are one page, counted by their types', async () => {
  const old = () =>
    Promise.resolve({
      query: 'a',
      results: Array.from({ length: 20 }, (_, index) => result(index, 'stationPage')),
    })
  const view = await data(pageContext('/fi-FI/haku?q=a', old))
  expect(view.results).toHaveLength(10)
  expect(view).toMatchObject({ total: 20, pageCount: 2 })
  expect(view.groupCounts).toEqual({ pages: 0, articles: 0, stations: 20 })
})

test('a failed search call is a notice on the page; any other error propagates', async () => {
  const failing = () => Promise.reject(new ContentUnavailableError(502, 'upstream down'))
  const view = await data(pageContext('/fi-FI/haku?q=a', failing))
  expect(view).toMatchObject({ unavailable: true, results: [], query: 'a' })
  const broken = () => Promise.reject(new TypeError('bug'))
  await expect(data(pageContext('/fi-FI/haku?q=a', broken))).rejects.toThrow('bug')
})

test('spec §8: a failed layout call is the fatal error page with its status, as on content pages', async () => {
  const abort = await abortOf(
    data(pageContext('/fi-FI/haku?q=a', paged(1), { layoutFailure: { status: 503 } })),
  )
  expect(abort).toEqual({ status: 503, reason: { kind: 'upstream', status: 503 } })
  const odd = await abortOf(
    data(pageContext('/fi-FI/haku?q=a', paged(1), { layoutFailure: { status: 502 } })),
  )
  expect(odd).toEqual({ status: 500, reason: { kind: 'upstream', status: 502 } })
})

test('a method pages do not take, and preview denied, abort as on content pages', async () => {
  expect(await abortOf(data(pageContext('/fi-FI/haku', paged(1), { methodNotAllowed: true })))).toEqual({
    status: 404,
    reason: { kind: 'methodNotAllowed' },
  })
  expect(await abortOf(data(pageContext('/fi-FI/haku', paged(1), { previewDenied: true })))).toEqual({
    status: 404,
    reason: 'Page Not Found: /haku',
  })
})
