import { createHash } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { localeHeaderName, previewHeaderName } from '#config/brand.ts'
import { stationListFor } from '#domain/station-list.ts'
import {
  locatorMatches,
  maxSearchLength,
  parseLocatorQuery,
  type LocatorStation,
} from '#domain/station-locator.ts'
import { parsePagePath } from '#i18n/page-path.ts'
import { defaultLocale, isLocale, locales, type Locale } from '#schemas/locale.ts'
import { stationServiceKeys } from '#schemas/station-keys.ts'
import type { AppEnv } from '#server/app-env.server.ts'
import {
  cmsViewPaths,
  maxSearchQueryLength,
  type PageListResponse,
} from '#server/services/content/cms-view-contract.server.ts'
import {
  ContentUnavailableError,
  type ContentSource,
} from '#server/services/content/content-source.server.ts'
import { maxSearchPageSize } from '#server/services/content/page-search.server.ts'
import { previewTokenHeaderName, sameToken } from '#server/middleware/preview-access.server.ts'
import { ApiError, respondWithApiError } from './api-error.server.ts'

export interface CmsViewOptions {
  content: ContentSource
  /**
   * When the preview header is honoured (DESIGN §1, issue 11): with `PREVIEW_TOKEN` set, only with that
   * token in the `aurora-preview-token` header; without one, with the embedded CMS only: in front of an
   * upstream CMS its drafts are not ours to hand out. Otherwise preview answers 404.
   */
  previewGate: { upstreamCms: boolean; previewToken: string | undefined }
  /** The clock of the station list's `open=now` filter (tests). */
  now?: () => number
}

/** Shared caches may keep published answers briefly; answers differ by the locale and preview headers. */
const publicCacheControl = 'public, s-maxage=60, stale-while-revalidate=600'

const pageQuerySchema = z.object({
  path: z
    .string({ error: 'is required' })
    .startsWith('/', 'must start with /')
    .max(2000, 'must be at most 2000 characters'),
})

const searchQuerySchema = z.object({
  q: z.string().max(maxSearchQueryLength, `must be at most ${maxSearchQueryLength} characters`).default(''),
  // Paging (optional; without them the first 20 matches, as before).
  offset: z.coerce.number().int('must be a whole number').min(0, 'must be 0 or more').max(100_000).optional(),
  limit: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(maxSearchPageSize, `must be at most ${maxSearchPageSize}`)
    .optional(),
})

function readLocale(c: Context<AppEnv>): Locale {
  const header = c.req.header(localeHeaderName)
  const value = header?.trim() ?? ''
  if (value === '') return defaultLocale
  if (isLocale(value)) return value
  throw new ApiError(400, `Unknown locale. Use one of ${locales.join(', ')}.`, 'BAD_REQUEST', {
    [localeHeaderName]: `must be one of ${locales.join(', ')}`,
  })
}

const mustBeOneOf = (values: readonly string[]) => `must be one of ${values.join(', ')}`

/**
 * The station list's query (DESIGN §1): `locale` (else the locale header), and the locator's own filters
 * `q`, `service` (repeatable) and `open=now`. A value the locator would silently drop is refused here: an
 * integrator's typo should not quietly widen the list. Other parameters (cache busters) are ignored.
 */
const stationQuerySchema = z.object({
  locale: z.array(z.enum(locales, { error: mustBeOneOf(locales) })).max(1, 'may be given once'),
  q: z
    .array(z.string().max(maxSearchLength, `must be at most ${maxSearchLength} characters`))
    .max(1, 'may be given once'),
  service: z.array(z.enum(stationServiceKeys, { error: mustBeOneOf(stationServiceKeys) })),
  open: z.array(z.literal('now', { error: 'must be now' })).max(1, 'may be given once'),
})

/** A strong validator of the body (RFC 9110 §8.8.3): the same list gives the same tag on every node. */
function entityTag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
}

/** `If-None-Match` names this tag (weak comparison, RFC 9110 §13.1.2), or is `*`. */
function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag)
}

interface StationListAnswer {
  body: string
  etag: string
}

function stationListAnswer(stations: readonly LocatorStation[], locale: Locale): StationListAnswer {
  const body = JSON.stringify(stationListFor(stations, locale))
  return { body, etag: entityTag(body) }
}

function readQuery<T>(c: Context<AppEnv>, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(c.req.query())
  if (parsed.success) return parsed.data
  const fields = Object.fromEntries(
    parsed.error.issues.map((issue) => [issue.path.join('.') || 'query', issue.message]),
  )
  throw new ApiError(400, 'The query is not valid.', 'BAD_REQUEST', fields)
}

/**
 * The embedded CMS's cms-view endpoints (spec §7 calls 5 and 6, search, the page listing for sitemaps
 * and the locator's station list). They answer the same JSON the HTTP content source parses, so this server can be another
 * one's `CMS_API_URL`. Locale from the `aurora-locale` header (default fi-FI), preview from
 * `aurora-preview: true`.
 */
export function cmsViewRoutes({ content, previewGate, now = Date.now }: CmsViewOptions) {
  const routes = new Hono<AppEnv>()

  // Errors are answered here, so the routes keep their envelope also when mounted without the app.
  routes.onError((error, c) => {
    if (error instanceof ApiError) return respondWithApiError(c, error)
    if (error instanceof ContentUnavailableError) {
      c.get('logger').warn({ status: error.status, reason: error.message }, 'cms-view upstream failed')
      return respondWithApiError(
        c,
        new ApiError(
          error.status === 503 ? 503 : 502,
          'The content service did not answer. Please try again.',
        ),
      )
    }
    throw error
  })

  const answer = (c: Context<AppEnv>, body: unknown, preview: boolean) => {
    c.header('Cache-Control', preview ? 'private, no-store' : publicCacheControl)
    c.header('Vary', `${localeHeaderName}, ${previewHeaderName}`)
    return c.json(body)
  }

  const requestedPreview = (c: Context<AppEnv>, fromPath = false) => {
    const preview = fromPath || c.req.header(previewHeaderName)?.trim().toLowerCase() === 'true'
    if (!preview) return false
    const { previewToken, upstreamCms } = previewGate
    const given = c.req.header(previewTokenHeaderName)
    const allowed =
      previewToken === undefined ? !upstreamCms : given !== undefined && sameToken(given, previewToken)
    if (!allowed) throw new ApiError(404, 'Preview is not available.')
    return true
  }

  routes.get(cmsViewPaths.layout, async (c) => {
    const locale = readLocale(c)
    const preview = requestedPreview(c)
    return answer(c, await content.getLayout({ locale, preview }), preview)
  })

  routes.get(cmsViewPaths.page, async (c) => {
    const locale = readLocale(c)
    const { path } = readQuery(c, pageQuerySchema)
    // spec §7 page call rules: a leading preview segment turns preview on, a leading locale segment is
    // dropped (the locale header says which market), and an empty path is the landing page.
    const pagePath = parsePagePath(path)
    const preview = requestedPreview(c, pagePath.preview)
    const page = await content.getPage({ locale, path: pagePath.contentPath, preview })
    if (page === null) throw new ApiError(404, 'No such page.')
    return answer(c, page, preview)
  })

  routes.get(cmsViewPaths.pages, async (c) => {
    const locale = readLocale(c)
    const listing: PageListResponse = { pages: await content.listPages(locale) }
    return answer(c, listing, false)
  })

  /**
   * The whole list of a locale is the same until the content changes: compacted, serialized and hashed
   * once per list the content source hands out (the embedded source keeps one per content version).
   */
  const unfilteredAnswers = new WeakMap<readonly LocatorStation[], StationListAnswer>()

  routes.get(cmsViewPaths.stations, async (c) => {
    const parsed = stationQuerySchema.safeParse({
      locale: c.req.queries('locale') ?? [],
      q: c.req.queries('q') ?? [],
      service: c.req.queries('service') ?? [],
      open: c.req.queries('open') ?? [],
    })
    if (!parsed.success) {
      const fields = Object.fromEntries(
        parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'query'), issue.message]),
      )
      throw new ApiError(400, 'The query is not valid.', 'BAD_REQUEST', fields)
    }
    const [locale = readLocale(c)] = parsed.data.locale
    const query = parseLocatorQuery(new URL(c.req.url).searchParams)
    const stations = await content.listStations(locale)
    const filtered = query.q !== '' || query.services.length > 0 || query.openNow
    let answer: StationListAnswer
    if (filtered) {
      answer = stationListAnswer(locatorMatches(stations, query, now()), locale)
    } else {
      answer = unfilteredAnswers.get(stations) ?? stationListAnswer(stations, locale)
      unfilteredAnswers.set(stations, answer)
    }
    c.header('Cache-Control', publicCacheControl)
    c.header('Vary', localeHeaderName)
    c.header('ETag', answer.etag)
    if (notModified(c.req.header('if-none-match'), answer.etag)) return c.body(null, 304)
    return c.body(answer.body, 200, { 'Content-Type': 'application/json; charset=utf-8' })
  })

  routes.get(cmsViewPaths.search, async (c) => {
    const locale = readLocale(c)
    const { q, offset, limit } = readQuery(c, searchQuerySchema)
    const preview = requestedPreview(c)
    const paging = { ...(offset === undefined ? {} : { offset }), ...(limit === undefined ? {} : { limit }) }
    return answer(c, await content.search({ locale, query: q, preview, ...paging }), preview)
  })

  return routes
}
