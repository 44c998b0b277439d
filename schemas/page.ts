import { z } from 'zod'
import { imageSchema } from './image.ts'
import { locales } from './locale.ts'
import { richTextSchema } from './rich-text.ts'

/** Where the same page lives in every market (spec §3, page response `localizedPagePaths`). */
export const localizedPagePathsSchema = z.partialRecord(z.enum(locales), z.string().startsWith('/'))

/**
 * A page body is a list of blocks. Each block is validated on its own by its registered schema, so the
 * page-level schema only requires a list: one bad block must never fail the whole page (DESIGN §4).
 */
export const pageBodySchema = z.array(z.unknown())

/** spec §3 article page fields (contentType articlePage); the article block is built from them. */
const articleFields = {
  id: z.string().min(1).optional(),
  byline: z.string().optional(),
  alt: z.string().optional(),
  created: z.iso.datetime({ offset: true }).optional(),
  articleContent: richTextSchema.optional(),
  tags: z.array(z.string().min(1)).optional(),
}

export const pageContentSchema = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  contentType: z.string().min(1),
  body: pageBodySchema.default([]),
  description: z.string().optional(),
  noIndex: z.boolean().default(false),
  openGraphTitle: z.string().optional(),
  openGraphDescription: z.string().optional(),
  openGraphImage: imageSchema.optional(),
  image: imageSchema.optional(),
  /** Station pages (spec §2.6); their schemas arrive with the stations work. */
  station: z.unknown().optional(),
  lunchList: z.unknown().optional(),
  foodMenu: z.unknown().optional(),
  /** Visible only in preview (DESIGN §1). */
  draft: z.boolean().default(false),
  ...articleFields,
})

/** The page call's answer (spec §7 call 6): `localizedPagePaths` and `content`. */
export const pageResponseSchema = z.object({
  localizedPagePaths: localizedPagePathsSchema,
  content: pageContentSchema,
})

export type PageResponse = z.infer<typeof pageResponseSchema>
export type PageContent = z.infer<typeof pageContentSchema>
