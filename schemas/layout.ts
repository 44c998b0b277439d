import { z } from 'zod'
import { imageSchema } from './image.ts'

/** A site path or an absolute http(s) URL; script-like schemes are refused (spec §2.1). */
const navigationUrl = z
  .string()
  .trim()
  .refine((url) => url.startsWith('/') || /^https?:\/\//i.test(url), 'must be a site path or an http(s) URL')

export interface NavigationNode {
  id: string
  url: string
  text: string
  image?: z.infer<typeof imageSchema> | undefined
  visibleInNavigation: boolean
  children: NavigationNode[]
}

/**
 * spec §3 navigation node: id, url, image, text, children, visibleInNavigation. A node with
 * visibleInNavigation false stays in the tree (its path still resolves) but is never shown.
 */
export const navigationNodeSchema: z.ZodType<NavigationNode> = z.lazy(() =>
  z.object({
    id: z.string().min(1),
    url: navigationUrl,
    text: z.string().min(1),
    image: imageSchema.optional(),
    visibleInNavigation: z.boolean().default(true),
    children: z.array(navigationNodeSchema).default([]),
  }),
)

/**
 * spec §3 footer link. A `contentType` of 'string' is a group heading; the links that follow it, up to
 * the next heading, are its children. `internal` links are localized like every internal link.
 */
export const footerLinkSchema = z.object({
  contentType: z.string().min(1),
  title: z.string().min(1),
  value: z.string().optional(),
  url: navigationUrl.optional(),
  image: imageSchema.optional(),
  internal: z.boolean().default(false),
})

/** spec §2.5 layout content: icons, footerLinks, downloadLinks, someLinks, extraLinks. */
export const footerSchema = z.object({
  icons: z.array(footerLinkSchema).default([]),
  footerLinks: z.array(footerLinkSchema).default([]),
  downloadLinks: z.array(footerLinkSchema).default([]),
  someLinks: z.array(footerLinkSchema).default([]),
  extraLinks: z.array(footerLinkSchema).default([]),
})

/** The layout call's answer (spec §7 call 5): the navigation tree with its logo, and the footer. */
export const layoutResponseSchema = z.object({
  navigation: z.object({
    /** spec §2.5: the logo's alt text defaults to 'Main Logo'. */
    logo: imageSchema.extend({ alt: z.string().default('Main Logo') }).optional(),
    tree: z.array(navigationNodeSchema),
  }),
  footer: footerSchema,
})

export type FooterLink = z.infer<typeof footerLinkSchema>
export type LayoutResponse = z.infer<typeof layoutResponseSchema>
