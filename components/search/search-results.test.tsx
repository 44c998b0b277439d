// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test } from 'vitest'
import type { Locale } from '#schemas/locale.ts'
import type { SearchResult } from '#schemas/content-listing.ts'
import { PageProviders } from '../page-providers.tsx'
import { SearchResults } from './search-results.tsx'
import type { SearchView } from './search-view.ts'

afterEach(cleanup)

const terms: SearchResult = {
  path: '/terms',
  title: 'Terms of use',
  contentType: 'standardPage',
  titleMatches: [{ start: 0, end: 5 }],
  snippets: [{ text: '…these terms apply to the shop', matches: [{ start: 7, end: 12 }] }],
}
const article: SearchResult = {
  path: '/article/new-terms',
  title: 'New terms from June',
  contentType: 'articlePage',
  titleMatches: [{ start: 4, end: 9 }],
  snippets: [],
}
const station: SearchResult = {
  path: '/stationsearch/tampere-hervanta',
  title: 'Aurora Tampere Hervanta',
  contentType: 'stationPage',
  description: 'Open 24h',
}

function view(overrides: Partial<SearchView> = {}): SearchView {
  return {
    query: 'terms',
    page: 1,
    pageCount: 3,
    total: 23,
    results: [article, terms, station],
    groupCounts: { pages: 15, articles: 6, stations: 2 },
    unavailable: false,
    ...overrides,
  }
}

function renderResults(searchView: SearchView, locale: Locale = 'en-EU') {
  return render(
    <PageProviders locale={locale}>
      <SearchResults view={searchView} />
    </PageProviders>,
  )
}

test('results come in groups with headings and counts over every page, the best group first', () => {
  renderResults(view())
  const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
  expect(headings).toEqual(['Articles (6 in all)', 'Pages (15 in all)', 'Stations (2 in all)'])
  const pages = screen.getByRole('region', { name: 'Pages (15 in all)' })
  expect(within(pages).getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe('/en-EU/terms')
  const stations = screen.getByRole('region', { name: 'Stations (2 in all)' })
  expect(within(stations).getByRole('link').getAttribute('href')).toBe(
    '/en-EU/stationsearch/tampere-hervanta',
  )
})

test('matched words are in <mark>, in titles and snippets; a result without snippets shows its description', () => {
  const { container } = renderResults(view())
  expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
    'terms',
    'Terms',
    'terms',
  ])
  expect(screen.getByText('Open 24h')).toBeTruthy()
})

test('the summary uses the spec §9 wording and the pager keeps the query', () => {
  renderResults(view({ page: 2, results: [terms] }))
  expect(screen.getByRole('status').textContent).toBe('Showing 1 out of 23 items')
  const pager = screen.getByRole('navigation', { name: 'Search result pages' })
  expect(within(pager).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
    '/en-EU/search?q=terms',
  )
  expect(within(pager).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
    '/en-EU/search?q=terms&page=3',
  )
  expect(pager.textContent).toContain('Page 2 of 3')
})

test('the first and last pages have no link beyond them; a single page has no pager', () => {
  renderResults(view({ page: 3 }))
  expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull()
  expect(screen.getByRole('link', { name: 'Previous page' })).toBeTruthy()
  cleanup()
  renderResults(view({ pageCount: 1, total: 3 }))
  expect(screen.queryByRole('navigation')).toBeNull()
})

test('in Finnish the pager and summary speak Finnish and link the Finnish search path', () => {
  renderResults(view({ query: 'käyttöehdot' }), 'fi-FI')
  expect(screen.getByRole('status').textContent).toBe('Näytetään 3/23 tulosta')
  expect(screen.getByRole('link', { name: 'Seuraava sivu' }).getAttribute('href')).toBe(
    '/fi-FI/haku?q=k%C3%A4ytt%C3%B6ehdot&page=2',
  )
})

test('without a query the page asks for one; without matches it says so and helps', () => {
  renderResults(view({ query: '', total: 0, pageCount: 0, results: [] }))
  expect(screen.getByText('Type a word to search pages, articles and stations.')).toBeTruthy()
  cleanup()
  renderResults(view({ query: 'vetyauto', total: 0, pageCount: 0, results: [] }))
  expect(screen.getByText('No results for “vetyauto”.')).toBeTruthy()
  expect(
    screen.getByRole('link', { name: 'Find a station in the station search' }).getAttribute('href'),
  ).toBe('/en-EU/stationsearch')
})

test('a failed search says so instead of claiming no results', () => {
  renderResults(view({ unavailable: true, results: [], total: 0 }))
  expect(screen.getByRole('alert').textContent).toBe(
    'Search is not available right now. Please try again in a moment.',
  )
})

test('a hostile query and hostile content are shown as text, never as markup', () => {
  const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>'
  const html = renderToString(
    <PageProviders locale="en-EU">
      <SearchResults
        view={view({
          query: hostile,
          total: 0,
          pageCount: 0,
          results: [],
        })}
      />
      <SearchResults
        view={view({
          results: [{ ...terms, title: hostile, titleMatches: [{ start: 0, end: 8 }], snippets: [] }],
        })}
      />
    </PageProviders>,
  )
  expect(html).not.toContain('<script>')
  expect(html).not.toContain('<img')
  // As text: `<` escaped, so nothing the visitor or an editor wrote becomes an element.
  expect(html).toContain('&lt;script>')
  expect(html).toContain('<mark>&lt;script></mark>')
})
