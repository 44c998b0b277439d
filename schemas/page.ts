import { z } from 'zod'
import { locales } from '#schemas/locale.ts'

/** Where the same page lives in every market (spec §3, page response `localizedPagePaths`). */
export const localizedPagePathsSchema = z.partialRecord(z.enum(locales), z.string().startsWith('/'))

const blockBase = { id: z.string().min(1) }

const internalOrExternalHref = z
  .string()
  .min(1)
  .refine((href) => href.startsWith('/') || /^https:\/\//.test(href), 'must be a site path or an https URL')

export const heroSectionSchema = z.object({
  ...blockBase,
  contentType: z.literal('hero'),
  heading: z.string().min(1),
  lead: z.string().min(1),
  action: z.object({ label: z.string().min(1), href: internalOrExternalHref }).optional(),
})

export const textSectionSchema = z.object({
  ...blockBase,
  contentType: z.literal('textSection'),
  heading: z.string().min(1),
  paragraphs: z.array(z.string().min(1)).min(1),
})

export const pageSectionSchema = z.discriminatedUnion('contentType', [heroSectionSchema, textSectionSchema])

export const pageContentSchema = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  description: z.string().optional(),
  contentType: z.string().min(1),
  noIndex: z.boolean().default(false),
  body: z.array(pageSectionSchema),
})

/** The page call's answer (spec §7 call 6): `localizedPagePaths` and `content`. */
export const pageResponseSchema = z.object({
  localizedPagePaths: localizedPagePathsSchema,
  content: pageContentSchema,
})

export type PageResponse = z.infer<typeof pageResponseSchema>
export type PageSection = z.infer<typeof pageSectionSchema>
