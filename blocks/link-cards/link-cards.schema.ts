import { z } from 'zod'
import { uniqueIds } from '#schemas/unique-ids.ts'
import { imageSchema } from '#schemas/image.ts'
import { linkSchema } from '#schemas/link.ts'

/** At most a dozen cards: beyond that a list page serves visitors better than a wall of cards. */
export const maxLinkCards = 12

export const linkCardSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  text: z.string().min(1).optional(),
  image: imageSchema.optional(),
  /** spec §2.3: a page reference, an external address or a card that opens in a dialog. */
  link: linkSchema,
})

/** A grid of cards, each leading somewhere: another page, another site or a dialog. */
export const linkCardsSchema = z.object({
  id: z.string().min(1),
  contentType: z.literal('linkCards'),
  heading: z.string().min(1).optional(),
  cards: z
    .array(linkCardSchema)
    .min(1)
    .max(maxLinkCards)
    // Card ids are the React keys (DESIGN §4) and name each card's dialog, so they must be unique.
    .superRefine(uniqueIds('card')),
})

export type LinkCardsBlock = z.infer<typeof linkCardsSchema>
export type LinkCard = z.infer<typeof linkCardSchema>
