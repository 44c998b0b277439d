import { z } from 'zod'
import { imageSchema } from '#schemas/image.ts'
import { richTextSchema } from '#schemas/rich-text.ts'

/**
 * spec §2.7, §3: the article block an article page opens with, built by the articlePage recipe from the
 * page's own fields (renderer/page-recipes.ts), so it accepts exactly that shape: every field but the
 * title may be missing, and `tags` may be empty. The rich-text schema is idempotent, so body text that
 * the page schema already sanitized passes through unchanged.
 */
export const articleSchema = z.object({
  id: z.string().min(1),
  contentType: z.literal('article'),
  title: z.string().min(1),
  byline: z.string().optional(),
  image: imageSchema.optional(),
  /** The page's alt text, used when the image itself carries none. */
  alt: z.string().optional(),
  created: z.iso.datetime({ offset: true }).optional(),
  articleContent: richTextSchema.optional(),
  tags: z.array(z.string().min(1)).default([]),
})

export type ArticleBlock = z.infer<typeof articleSchema>
