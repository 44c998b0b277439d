import { z } from 'zod'
import { localeHeaderName, previewHeaderName } from '#config/brand.ts'
import { pageSummarySchema } from '#schemas/content-listing.ts'
import type { Locale } from '#schemas/locale.ts'

/**
 * The cms-view calls (spec §7 calls 5 and 6, plus search, the page listing the sitemaps need and the
 * locator's station list). Our
 * embedded API answers them and the HTTP content source makes them, so both sides share these paths.
 */
export const cmsViewPaths = {
  layout: '/cms-view/v1/content/layout',
  page: '/cms-view/v1/content/page',
  pages: '/cms-view/v1/content/pages',
  search: '/cms-view/v1/search',
  stations: '/cms-view/v1/stations',
} as const

/** The answer of `GET /cms-view/v1/content/pages`: every published page of the locale. */
export const pageListResponseSchema = z.object({
  pages: z.array(pageSummarySchema),
})

export type PageListResponse = z.infer<typeof pageListResponseSchema>

/** Longest search query the API accepts. */
export const maxSearchQueryLength = 200

/** spec §7: every call carries the locale header; the preview header only when preview is on. */
export function cmsViewHeaders(locale: Locale, preview: boolean): Record<string, string> {
  return { [localeHeaderName]: locale, ...(preview ? { [previewHeaderName]: 'true' } : {}) }
}
