import type { Locale } from '#schemas/locale.ts'
import type { LayoutResponse } from '#schemas/layout.ts'
import type { PageResponse } from '#schemas/page.ts'
import type { PageSummary, SearchResponse } from '#schemas/content-listing.ts'
import type { LocatorStation } from '#domain/station-locator.ts'

export interface PageRequest {
  locale: Locale
  /** The page path without locale or preview segments; `/` for the landing page (spec §7). */
  path: string
  preview: boolean
}

export interface LayoutRequest {
  locale: Locale
  preview: boolean
}

export interface SearchRequest {
  locale: Locale
  query: string
  preview: boolean
  /** Paging: how many ranked matches to skip (default 0). */
  offset?: number
  /** Paging: how many to return (default 20, at most 50). */
  limit?: number
}

/**
 * Where content comes from (DESIGN §2): the embedded implementation reads `content/`, an HTTP one makes
 * the spec's cms-view calls. Server-side rendering calls it in-process.
 *
 * A failed upstream call rejects with `ContentUnavailableError` carrying the upstream status, so the
 * page can show the spec §8 error page with that status (500 when there is none).
 */
export interface ContentSource {
  /** Resolves to null when the locale has no page at that path. */
  getPage(request: PageRequest): Promise<PageResponse | null>
  /** spec §7 call 5: navigation tree, logo and footer of one locale. */
  getLayout(request: LayoutRequest): Promise<LayoutResponse>
  /** `cms-view/v1/search`: published pages of the locale matching the query. */
  search(request: SearchRequest): Promise<SearchResponse>
  /** Every published page of a locale (sitemaps). */
  listPages(locale: Locale): Promise<PageSummary[]>
  /**
   * The locales with a published page at this path (without locale prefix), for a bare path that may
   * belong to another locale (issue 11). A locale whose pages cannot be listed right now is left out.
   */
  localesWithPage(path: string): Promise<Locale[]>
  /**
   * Every station of the network as the locator reads it (issue 13), with its station page's path in
   * `locale`: what the server-rendered locator filters and `GET /cms-view/v1/stations` compacts.
   */
  listStations(locale: Locale): Promise<LocatorStation[]>
  /** True once the content is loaded and valid (readiness). */
  isReady(): boolean
  /**
   * Changes whenever the content in this process changes (the embedded content reloaded), so what was
   * rendered from the old one is not served again (issue 17). Absent: the content changes elsewhere,
   * and the upstream CMS says so through the cache purge webhook.
   */
  version?(): number
}

/** A content call that failed: `status` is the upstream's HTTP status, or 500 when there was none. */
export class ContentUnavailableError extends Error {
  constructor(
    readonly status: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'ContentUnavailableError'
  }
}

/** spec §2.1: the root path gives slug `landing`; any other slug is the path with slashes turned into hyphens. */
export function slugForPath(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '')
  return trimmed === '' ? 'landing' : trimmed.replace(/\//g, '-')
}
