import { z } from 'zod'
import { localizedPagePathsSchema } from './page.ts'

/** One published page, as the sitemaps need it. */
export const pageSummarySchema = z.object({
  /** The page's path in its own locale, without locale prefix. */
  path: z.string().startsWith('/'),
  title: z.string().min(1),
  contentType: z.string().min(1),
  noIndex: z.boolean(),
  localizedPagePaths: localizedPagePathsSchema,
  /** Article publication time, when the page has one. */
  created: z.iso.datetime({ offset: true }).optional(),
})

export const searchResultSchema = z.object({
  path: z.string().startsWith('/'),
  title: z.string().min(1),
  contentType: z.string().min(1),
  description: z.string().optional(),
})

/** The answer of `GET /cms-view/v1/search?q=` (DESIGN §1). */
export const searchResponseSchema = z.object({
  query: z.string(),
  results: z.array(searchResultSchema),
})

export type PageSummary = z.infer<typeof pageSummarySchema>
export type SearchResult = z.infer<typeof searchResultSchema>
export type SearchResponse = z.infer<typeof searchResponseSchema>
