import { z } from 'zod'
import { normalizeHexColour } from '#domain/colour-foreground.ts'
import { imageSchema } from '#schemas/image.ts'
import { linkSchema } from '#schemas/link.ts'
import { namedBannerThemes } from './banner-themes.ts'

/** spec §5: 3 or 6 hex digits, `#` optional; stored as `#rrggbb` so CSS can use it as it is. */
const hexColourSchema = z.string().transform((value, context) => {
  const normalized = normalizeHexColour(value)
  if (normalized === null) {
    context.addIssue({ code: 'custom', message: 'must be a colour of 3 or 6 hex digits, like #0b3d2e' })
    return z.NEVER
  }
  return normalized
})

/**
 * A coloured call-out in one of the brand themes (spec §3), or in an editor's own background colour.
 * One flat object as editors fill it in (so the content contract lists every field); the transform
 * turns it into a union in which a custom banner always has its colour.
 */
export const bannerSchema = z
  .object({
    id: z.string().min(1),
    contentType: z.literal('banner'),
    theme: z.enum([...namedBannerThemes, 'custom']),
    backgroundColor: hexColourSchema
      .optional()
      .describe('Required when theme is custom: 3 or 6 hex digits, with or without #. Ignored otherwise.'),
    heading: z.string().min(1),
    text: z.string().min(1),
    action: linkSchema.optional(),
    image: imageSchema.optional(),
  })
  .transform(({ theme, backgroundColor, ...content }, context) => {
    if (theme !== 'custom') return { ...content, theme }
    if (backgroundColor === undefined) {
      context.addIssue({
        code: 'custom',
        message: 'a custom theme needs a backgroundColor',
        path: ['backgroundColor'],
      })
      return z.NEVER
    }
    return { ...content, theme, backgroundColor }
  })

export type BannerBlock = z.infer<typeof bannerSchema>
