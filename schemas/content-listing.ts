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

/**
 * A matched word inside a text: UTF-16 offsets, `start` inclusive and `end` exclusive. Matches travel as
 * ranges over plain text, never as markup, so the page highlights them without parsing anything.
 */
export const matchRangeSchema = z
  .object({ start: z.number().int().nonnegative(), end: z.number().int().positive() })
  .refine((range) => range.end > range.start, 'end must be after start')

function rangesWithin(text: string, ranges: readonly { end: number }[]): boolean {
  return ranges.every((range) => range.end <= text.length)
}

/** A passage of the page's text around its matches, with those matches. */
export const searchSnippetSchema = z
  .object({ text: z.string(), matches: z.array(matchRangeSchema) })
  .refine((snippet) => rangesWithin(snippet.text, snippet.matches), {
    message: 'a match lies beyond the text',
    path: ['matches'],
  })

export const searchResultSchema = z
  .object({
    path: z.string().startsWith('/'),
    title: z.string().min(1),
    contentType: z.string().min(1),
    description: z.string().optional(),
    /** The matched words of the title. Optional: an older CMS answers without it. */
    titleMatches: z.array(matchRangeSchema).optional(),
    /** Passages with the matched words of the description or body. Optional, as `titleMatches`. */
    snippets: z.array(searchSnippetSchema).optional(),
  })
  .refine((result) => rangesWithin(result.title, result.titleMatches ?? []), {
    message: 'a match lies beyond the title',
    path: ['titleMatches'],
  })

/**
 * The answer of `GET /cms-view/v1/search?q=` (DESIGN §1): `results` holds the requested slice
 * (`offset`, `limit`) of the ranked matches. `total` and `contentTypeCounts` count every match; both are
 * optional, so an older CMS that answers only `query` and `results` is still understood.
 */
export const searchResponseSchema = z.object({
  query: z.string(),
  results: z.array(searchResultSchema),
  total: z.number().int().nonnegative().optional(),
  offset: z.number().int().nonnegative().optional(),
  contentTypeCounts: z.record(z.string(), z.number().int().nonnegative()).optional(),
})

export type PageSummary = z.infer<typeof pageSummarySchema>
export type SearchResult = z.infer<typeof searchResultSchema>
export type SearchResponse = z.infer<typeof searchResponseSchema>
export type MatchRange = z.infer<typeof matchRangeSchema>
export type SearchSnippet = z.infer<typeof searchSnippetSchema>
