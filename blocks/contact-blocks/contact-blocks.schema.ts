import { z } from 'zod'
import { telHref } from '#domain/phone-number.ts'
import type { LinkTarget } from '#schemas/link.ts'

/**
 * A phone number as editors write it, kept for display, with the `tel:` address derived from it once
 * here at the boundary (spec §2.4), so a number no phone can dial never reaches the page.
 */
const phoneNumberSchema = z
  .string()
  .trim()
  .min(1)
  .transform((number, context) => {
    const href = telHref(number)
    if (href === null) {
      context.issues.push({
        code: 'custom',
        input: number,
        message: 'must be a phone number: digits, spaces and dashes, with an optional leading +',
      })
      return z.NEVER
    }
    return { number, href }
  })

/** The social networks the brand has a presence on; each has a translated name in contact.network.*. */
export const socialNetworks = ['facebook', 'instagram', 'linkedin', 'youtube', 'tiktok', 'x'] as const

const socialLinkSchema = z.object({
  network: z.enum(socialNetworks),
  url: z
    .string()
    .trim()
    .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain }))
    // spec §2.3: string links are external and open in a new tab.
    .transform((href): LinkTarget => ({ kind: 'external', href, newTab: true })),
})

/**
 * spec §2.4: the localized contact blocks of the error page (and any page that wants them): 24h
 * customer service, the feedback phone and social media. Section titles come from the messages; the
 * numbers and notes are the market's own, so they come from content.
 */
export const contactBlocksSchema = z
  .object({
    id: z.string().min(1),
    contentType: z.literal('contactBlocks'),
    /** When absent, the heading is the translated contact.heading. */
    heading: z.string().trim().min(1).optional(),
    customerService: z
      .object({
        phoneNumber: phoneNumberSchema,
        /** E.g. "Open 24 hours a day, every day of the year." */
        openingNote: z.string().trim().min(1),
      })
      .optional(),
    feedback: z
      .object({
        phoneNumber: phoneNumberSchema,
        /** Service numbers may cost more than a normal call; the note says how much. */
        priceNote: z.string().trim().min(1).optional(),
      })
      .optional(),
    socialLinks: z
      .array(socialLinkSchema)
      .min(1)
      .refine(
        (links) => new Set(links.map((link) => link.network)).size === links.length,
        'each network may appear only once',
      )
      .optional(),
  })
  .refine(
    (block) =>
      block.customerService !== undefined || block.feedback !== undefined || block.socialLinks !== undefined,
    'needs at least one of customerService, feedback or socialLinks',
  )

export type ContactBlocksBlock = z.infer<typeof contactBlocksSchema>
export type PhoneNumber = z.infer<typeof phoneNumberSchema>
