import { z } from 'zod'
import { imageSchema } from '#schemas/image.ts'
import { linkTargetSchema } from '#schemas/link.ts'

/** One article in a list: enough to choose it, with a link to its article page (spec §2.3: internal, localized). */
export const articleTeaserSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  summary: z.string().min(1).optional(),
  image: imageSchema.optional(),
  created: z.iso.datetime({ offset: true }).optional(),
  link: linkTargetSchema,
})

/** A heading over a list of article teasers, newest first as the content system orders them. */
export const articleListSchema = z.object({
  id: z.string().min(1),
  contentType: z.literal('articleList'),
  heading: z.string().min(1),
  articles: z.array(articleTeaserSchema),
})

export type ArticleTeaser = z.infer<typeof articleTeaserSchema>
export type ArticleListBlock = z.infer<typeof articleListSchema>
