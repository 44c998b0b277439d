import { z } from 'zod'
import { imageSchema } from '#schemas/image.ts'
import { linkSchema } from '#schemas/link.ts'
import { richTextSchema } from '#schemas/rich-text.ts'

/** Which side the picture sits on from 768 px up; logical, so it follows the writing direction. */
export const imagePositions = ['start', 'end'] as const

/** A picture beside a heading, formatted text and an optional call to action. */
export const imageTextSchema = z.object({
  id: z.string().min(1),
  contentType: z.literal('imageText'),
  heading: z.string().min(1),
  body: richTextSchema,
  image: imageSchema,
  action: linkSchema.optional(),
  imagePosition: z.enum(imagePositions).default('start'),
})

export type ImageTextBlock = z.infer<typeof imageTextSchema>
