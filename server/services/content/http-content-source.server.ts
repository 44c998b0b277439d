import { z } from 'zod'
import { locatorStationsFromList } from '#domain/station-list.ts'
import type { LocatorStation } from '#domain/station-locator.ts'
import { searchResponseSchema } from '#schemas/content-listing.ts'
import { layoutResponseSchema, type LayoutResponse } from '#schemas/layout.ts'
import { locales, type Locale } from '#schemas/locale.ts'
import { pageResponseSchema } from '#schemas/page.ts'
import { stationListResponseSchema } from '#schemas/station-summary.ts'
import {
  createUpstreamClient,
  UpstreamError,
  type UpstreamClientOptions,
} from '#server/http/upstream-client.server.ts'
import type { Logger } from '#server/logger.server.ts'
import { previewTokenHeaderName } from '#server/middleware/preview-access.server.ts'
import { cmsViewHeaders, cmsViewPaths, pageListResponseSchema } from './cms-view-contract.server.ts'
import { ContentUnavailableError, type ContentSource } from './content-source.server.ts'

export interface HttpContentSourceOptions extends Omit<UpstreamClientOptions, 'baseUrl'> {
  /** `CMS_API_URL`. */
  baseUrl: string
  logger: Logger
  /** How long a locale's published layout is reused; 0 turns the cache off. Failures are never cached. */
  layoutCacheMs?: number
  /** The clock, for tests of the caches. */
  now?: () => number
  /** How long a locale's list of page paths is reused (bare-path lookups, issue 11). */
  pagePathsCacheMs?: number
  /** How long a locale's station list is reused (every locator view needs it); failures are never cached. */
  stationsCacheMs?: number
  /**
   * `PREVIEW_TOKEN`, sent with preview calls (`aurora-preview-token`): a server whose CMS is another node
   * of ours with the same token may show that node's drafts (DESIGN §1, issue 11).
   */
  previewToken?: string | undefined
}

export interface HttpContentSource extends ContentSource {
  /** Drops the cached layouts. */
  close(): void
}

/** The station list's zod/mini schema (the browser parses it too) as the upstream client takes schemas. */
const stationListSchema = z.unknown().pipe(stationListResponseSchema)

const defaultLayoutCacheMs = 30_000
const defaultPagePathsCacheMs = 60_000
const defaultStationsCacheMs = 60_000
/** After a failed listing, how long that locale counts as having no pages before it is asked again. */
const failedPagePathsCacheMs = 10_000

/**
 * The content source of a deployment with an upstream CMS (`CMS_API_URL`): the spec's cms-view calls
 * (spec §7 calls 5 and 6, search, the page listing and the station list), each with the locale header and, in preview, the
 * preview header. Every answer is parsed with the same schema the embedded content is validated with.
 * A failed call rejects with `ContentUnavailableError` carrying the upstream status (500 when there was
 * none), so the page shows the spec §8 error page with that status.
 */
export function createHttpContentSource(options: HttpContentSourceOptions): HttpContentSource {
  const {
    logger,
    layoutCacheMs = defaultLayoutCacheMs,
    pagePathsCacheMs = defaultPagePathsCacheMs,
    stationsCacheMs = defaultStationsCacheMs,
    now = Date.now,
  } = options
  const client = createUpstreamClient(options)

  async function call<T>(
    name: string,
    path: string,
    schema: z.ZodType<T>,
    { locale, preview, query }: { locale: Locale; preview: boolean; query?: Record<string, string> },
  ): Promise<T> {
    try {
      const headers = {
        ...cmsViewHeaders(locale, preview),
        ...(preview && options.previewToken !== undefined
          ? { [previewTokenHeaderName]: options.previewToken }
          : {}),
      }
      return await client.request(path, schema, { query, headers })
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error
      throw new ContentUnavailableError(error.status ?? 500, `the ${name} call failed: ${error.message}`, {
        cause: error,
      })
    }
  }

  function logged<T>(name: string, locale: Locale, promise: Promise<T>): Promise<T> {
    return promise.catch((error: unknown) => {
      if (error instanceof ContentUnavailableError) {
        logger.error(
          {
            call: name,
            locale,
            status: error.status,
            reason: error.message,
          },
          'content call failed',
        )
      }
      throw error
    })
  }

  /**
   * The layout is on every page, so a published one is kept for a short while per locale, and concurrent
   * requests share one call. A failed call is dropped at once: the next request asks again.
   */
  const layouts = new Map<Locale, { expires: number; layout: Promise<LayoutResponse> }>()
  function cachedLayout(locale: Locale): Promise<LayoutResponse> {
    const cached = layouts.get(locale)
    if (cached !== undefined && cached.expires > now()) return cached.layout
    const layout = logged(
      'layout',
      locale,
      call('layout', cmsViewPaths.layout, layoutResponseSchema, { locale, preview: false }),
    )
    const entry = { expires: now() + layoutCacheMs, layout }
    layouts.set(locale, entry)
    layout.catch(() => {
      if (layouts.get(locale) === entry) layouts.delete(locale)
    })
    return layout
  }

  /**
   * Which pages each locale has, for the bare-path lookup that runs on unprefixed requests: one listing
   * call per locale a minute, shared by concurrent requests, however many such requests arrive. A failed
   * listing counts as no pages for a few seconds (the request keeps its own locale), never as an error.
   */
  const pagePaths = new Map<Locale, { expires: number; paths: Promise<ReadonlySet<string>> }>()
  function cachedPagePaths(locale: Locale): Promise<ReadonlySet<string>> {
    const cached = pagePaths.get(locale)
    if (cached !== undefined && cached.expires > now()) return cached.paths
    const entry = {
      expires: now() + pagePathsCacheMs,
      paths: logged(
        'pages',
        locale,
        call('pages', cmsViewPaths.pages, pageListResponseSchema, { locale, preview: false }),
      ).then(
        (listing): ReadonlySet<string> => new Set(listing.pages.map((page) => page.path)),
        (): ReadonlySet<string> => {
          entry.expires = now() + failedPagePathsCacheMs
          return new Set()
        },
      ),
    }
    pagePaths.set(locale, entry)
    return entry.paths
  }

  /**
   * The station list is on every locator view and changes rarely: one call per locale a minute, shared by
   * concurrent requests. A failed call is dropped at once, like the layout's.
   */
  const stationLists = new Map<Locale, { expires: number; stations: Promise<LocatorStation[]> }>()
  function cachedStations(locale: Locale): Promise<LocatorStation[]> {
    const cached = stationLists.get(locale)
    if (cached !== undefined && cached.expires > now()) return cached.stations
    const stations = logged(
      'stations',
      locale,
      call('stations', cmsViewPaths.stations, stationListSchema, {
        locale,
        preview: false,
        query: { locale },
      }),
    ).then(locatorStationsFromList)
    const entry = { expires: now() + stationsCacheMs, stations }
    if (stationsCacheMs > 0) stationLists.set(locale, entry)
    stations.catch(() => {
      if (stationLists.get(locale) === entry) stationLists.delete(locale)
    })
    return stations
  }

  return {
    async getPage({ locale, path, preview }) {
      try {
        return await call('page', cmsViewPaths.page, pageResponseSchema, { locale, preview, query: { path } })
      } catch (error) {
        // spec §7 call 6: no page at this path is the ordinary 404, not a failure.
        if (error instanceof ContentUnavailableError && error.status === 404) return null
        if (error instanceof ContentUnavailableError) {
          logger.error(
            {
              call: 'page',
              locale,
              status: error.status,
              reason: error.message,
            },
            'content call failed',
          )
        }
        throw error
      }
    },
    getLayout({ locale, preview }) {
      // Preview shows what editors are changing right now: never from the cache.
      if (preview || layoutCacheMs <= 0) {
        return logged(
          'layout',
          locale,
          call('layout', cmsViewPaths.layout, layoutResponseSchema, { locale, preview }),
        )
      }
      return cachedLayout(locale)
    },
    search({ locale, query, preview, offset, limit }) {
      // Paging parameters only when asked for, so an upstream that knows none sees the call it always saw.
      const paging = {
        ...(offset === undefined ? {} : { offset: String(offset) }),
        ...(limit === undefined ? {} : { limit: String(limit) }),
      }
      return logged(
        'search',
        locale,
        call('search', cmsViewPaths.search, searchResponseSchema, {
          locale,
          preview,
          query: { q: query, ...paging },
        }),
      )
    },
    async listPages(locale) {
      const listing = await logged(
        'pages',
        locale,
        call('pages', cmsViewPaths.pages, pageListResponseSchema, { locale, preview: false }),
      )
      return listing.pages
    },
    listStations: cachedStations,
    async localesWithPage(path) {
      const found = await Promise.all(
        locales.map(async (locale) => ((await cachedPagePaths(locale)).has(path) ? [locale] : [])),
      )
      return found.flat()
    },
    // Readiness says whether this node can serve. An upstream outage is not this node's fault: taken out
    // of the load balancer, every node would go at once, while each still answers the spec §8 error page
    // and recovers by itself once the upstream is back.
    isReady: () => true,
    close: () => {
      layouts.clear()
      pagePaths.clear()
      stationLists.clear()
    },
  }
}
