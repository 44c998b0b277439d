import { z } from 'zod'
import { imageSchema } from '#schemas/image.ts'
import type { LinkTarget } from '#schemas/link.ts'

/**
 * A store address: https only, on a real host name. The stores serve nothing over plain http, and a
 * stray `http:` or script link in the footer is a content mistake to catch at the boundary.
 */
const storeLinkSchema = z
  .string()
  .trim()
  .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain }))
  // spec §2.3: string links are external and open in a new tab.
  .transform((href): LinkTarget => ({ kind: 'external', href, newTab: true }))

/** One app: where to get it for iOS and Android, and an optional QR code that leads to it. */
const appGroupSchema = z.object({
  /** When absent, the app's name comes from the messages (downloads.consumerApp / businessApp). */
  title: z.string().trim().min(1).optional(),
  appStoreUrl: storeLinkSchema,
  googlePlayUrl: storeLinkSchema,
  /** A QR code (or app icon) beside the links; alt text says where it leads. */
  image: imageSchema.optional(),
})

/**
 * spec §2.5: app download links in two groups, the second a business app. Named groups rather than a
 * list, so the consumer app is always there and always first, and there is never a third.
 */
export const downloadLinksSchema = z.object({
  id: z.string().min(1),
  contentType: z.literal('downloadLinks'),
  heading: z.string().trim().min(1).optional(),
  // Strict: a third group is a content mistake to show in preview, not something to drop silently.
  groups: z.strictObject({
    consumer: appGroupSchema,
    business: appGroupSchema.optional(),
  }),
})

export type DownloadLinksBlock = z.infer<typeof downloadLinksSchema>
export type AppGroup = z.infer<typeof appGroupSchema>
