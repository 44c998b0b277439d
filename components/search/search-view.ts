import type { MatchRange, SearchResult } from '#schemas/content-listing.ts'
import { maxSearchQueryCharacters } from './search-query-limit.ts'

/** The groups the search page shows its results in (issue 13): by the page's content type. */
export const searchGroupKeys = ['pages', 'articles', 'stations'] as const
export type SearchGroupKey = (typeof searchGroupKeys)[number]

/** Articles and stations have their own groups; every other page type is a page. */
export function searchGroupOf(contentType: string): SearchGroupKey {
  if (contentType === 'articlePage') return 'articles'
  if (contentType === 'stationPage') return 'stations'
  return 'pages'
}

/** What the search page renders: built on the server (pages/search/+data.ts), plain JSON to the browser. */
export interface SearchView {
  /** The query as searched: cleaned and cut (`cleanSearchQuery`); '' before anything was asked. */
  query: string
  /** 1-based. */
  page: number
  pageCount: number
  /** Matches in all, over every page of results. */
  total: number
  /** The results of this page, best first. */
  results: SearchResult[]
  /** Matches per group over every page of results. */
  groupCounts: Record<SearchGroupKey, number>
  /** The search call failed: the page says so instead of showing no results. */
  unavailable: boolean
}

/** Results per page of the search page. */
export const searchPageSize = 10
/** Pages beyond this are not asked for: nobody reads page 1,000 of a site search. */
export const maxSearchPageNumber = 500

export { maxSearchQueryCharacters }

/**
 * A query as typed into a URL, made safe to search and show: control characters become spaces,
 * whitespace is collapsed, and it is cut to `maxSearchQueryCharacters` without splitting a surrogate
 * pair. React escapes it when shown; it is never markup.
 */
export function cleanSearchQuery(raw: string | null | undefined): string {
  const text = (raw ?? '')
    .slice(0, maxSearchQueryCharacters * 2)
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  const cut = text.slice(0, maxSearchQueryCharacters)
  // A high surrogate left at the end would be half a character.
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut
}

/** `?page=` as a page number: anything but a whole number from 1 up is page 1. */
export function parseSearchPageNumber(raw: string | null | undefined): number {
  if (raw === null || raw === undefined || !/^\d{1,6}$/.test(raw)) return 1
  return Math.min(maxSearchPageNumber, Math.max(1, Number(raw)))
}

/** The search page's query string for a query and a page (page 1 is left out). */
export function searchQueryString(query: string, page = 1): string {
  const params = new URLSearchParams({ q: query })
  if (page > 1) params.set('page', String(page))
  return `?${params.toString()}`
}

export interface ResultGroup {
  key: SearchGroupKey
  results: SearchResult[]
}

/**
 * The results of one page in groups, each keeping the ranking inside it. The groups come in the order
 * of their best result, so the most relevant group is read first.
 */
export function groupSearchResults(results: readonly SearchResult[]): ResultGroup[] {
  const groups = new Map<SearchGroupKey, SearchResult[]>()
  for (const result of results) {
    const key = searchGroupOf(result.contentType)
    const group = groups.get(key)
    if (group === undefined) groups.set(key, [result])
    else group.push(result)
  }
  return [...groups].map(([key, grouped]) => ({ key, results: grouped }))
}

export interface TextSegment {
  text: string
  marked: boolean
}

/**
 * A text cut into plain and highlighted pieces by match ranges. The ranges come from the content
 * service, so they are trusted for nothing: clamped to the text, sorted, overlaps merged, empty ones
 * dropped. The pieces are text; React escapes them.
 */
export function highlightSegments(text: string, ranges: readonly MatchRange[] | undefined): TextSegment[] {
  const clamped = (ranges ?? [])
    .map((range) => ({
      start: Math.max(0, Math.min(text.length, Math.floor(range.start))),
      end: Math.max(0, Math.min(text.length, Math.floor(range.end))),
    }))
    .filter((range) => range.end > range.start)
    .sort((a, b) => a.start - b.start)
  const segments: TextSegment[] = []
  let at = 0
  for (const range of clamped) {
    const start = Math.max(range.start, at)
    if (range.end <= start) continue
    if (start > at) segments.push({ text: text.slice(at, start), marked: false })
    const previous = segments.at(-1)
    // Touching or overlapping matches read as one highlight.
    if (previous?.marked === true && start === at) previous.text += text.slice(start, range.end)
    else segments.push({ text: text.slice(start, range.end), marked: true })
    at = range.end
  }
  if (at < text.length || segments.length === 0) segments.push({ text: text.slice(at), marked: false })
  return segments
}
