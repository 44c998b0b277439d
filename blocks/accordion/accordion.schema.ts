import { z } from 'zod'
import { uniqueIds } from '#schemas/unique-ids.ts'
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
    .superRefine(uniqueIds('item')),
})

export type AccordionBlock = z.infer<typeof accordionSchema>
