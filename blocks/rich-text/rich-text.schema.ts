import { z } from 'zod'
import { richTextSchema as sanitizedHtmlSchema } from '#schemas/rich-text.ts'

/** A run of formatted text with an optional heading. */
export const richTextBlockSchema = z.object({
  id: z.string().min(1),
  contentType: z.literal('richText'),
  heading: z.string().min(1).optional(),
  html: sanitizedHtmlSchema,
})

export type RichTextBlock = z.infer<typeof richTextBlockSchema>
