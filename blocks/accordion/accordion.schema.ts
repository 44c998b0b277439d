import { z } from 'zod'
import { richTextSchema } from '#schemas/rich-text.ts'

export const accordionItemSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  body: richTextSchema,
})

/** Questions and answers, or any list of sections a visitor opens one by one. */
export const accordionSchema = z.object({
  id: z.string().min(1),
  contentType: z.literal('accordion'),
  heading: z.string().min(1).optional(),
  /** When false, opening one item closes the others. */
  allowMultiple: z.boolean().default(true),
  items: z
    .array(accordionItemSchema)
    .min(1)
    // Item ids are React keys and element ids (DESIGN §4), so they must be unique within the block.
    .superRefine((items, context) => {
      const seen = new Set<string>()
      items.forEach((item, index) => {
        if (seen.has(item.id)) {
          context.addIssue({ code: 'custom', message: `duplicate item id "${item.id}"`, path: [index, 'id'] })
        }
        seen.add(item.id)
      })
    }),
})

export type AccordionBlock = z.infer<typeof accordionSchema>
