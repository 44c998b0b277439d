import { z } from 'zod'
import { richTextSchema } from './rich-text.ts'

/** Schemes a link may use; anything script-like is refused (spec §2.1). */
const safeExternalHref = z
  .string()
  .trim()
  .refine((href) => /^(https?:\/\/|mailto:|tel:)/i.test(href), 'must be an http(s), mailto: or tel: link')

/** spec §2.3: a reference to an article or standard page is an internal, localized link. */
const pageReferenceSchema = z.object({
  contentType: z.enum(['articlePage', 'standardPage']),
  path: z.string().startsWith('/'),
})

/** spec §2.3: a card link opens a dialog with the card's content. */
export const cardSchema = z.object({
  contentType: z.literal('card'),
  id: z.string().min(1),
  title: z.string().min(1),
  body: richTextSchema,
})

/**
 * A link target as the content system sends it, normalized to what a link needs to render: internal
 * (localized later by the site), external (new tab by default), or a dialog.
 */
export const linkTargetSchema = z.union([
  safeExternalHref.transform((href) => ({ kind: 'external' as const, href, newTab: true })),
  pageReferenceSchema.transform((page) => ({ kind: 'internal' as const, path: page.path })),
  cardSchema.transform((card) => ({ kind: 'dialog' as const, card })),
])

export const linkSchema = z.object({
  label: z.string().min(1),
  target: linkTargetSchema,
})

export type LinkTarget = z.infer<typeof linkTargetSchema>
export type Link = z.infer<typeof linkSchema>
export type Card = z.infer<typeof cardSchema>
