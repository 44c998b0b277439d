import { z } from 'zod'
import { imageSchema } from '#schemas/image.ts'
import { linkSchema } from '#schemas/link.ts'

/** The opening of a page: a large heading, a lead, an optional picture and one call to action. */
export const heroSchema = z.object({
  id: z.string().min(1),
  contentType: z.literal('hero'),
  heading: z.string().min(1),
  lead: z.string().min(1).optional(),
  image: imageSchema.optional(),
  action: linkSchema.optional(),
})

export type HeroBlock = z.infer<typeof heroSchema>
