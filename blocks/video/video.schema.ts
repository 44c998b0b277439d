import { z } from 'zod'
import { imageSchema } from '#schemas/image.ts'
import { richTextSchema } from '#schemas/rich-text.ts'

function pathEndsWith(url: string, extension: string): boolean {
  return (
    URL.canParse(url, 'https://site.invalid') &&
    new URL(url, 'https://site.invalid').pathname.toLowerCase().endsWith(extension)
  )
}

/** Video files come from the video CDN over https, as MP4 (spec §9). */
const mp4Url = z
  .url({ protocol: /^https$/ })
  .refine((url) => pathEndsWith(url, '.mp4'), 'must be an https URL of an .mp4 file')

/** Caption files may sit on the site itself (same origin, so the browser loads them without CORS) or on https. */
const vttUrl = z
  .string()
  .min(1)
  .refine(
    (url) => (url.startsWith('/') && !url.startsWith('//')) || url.startsWith('https://'),
    'must be a site path or an https URL',
  )
  .refine((url) => pathEndsWith(url, '.vtt'), 'must be a WebVTT (.vtt) file')

/** A video with its poster, optional captions and an optional transcript (spec §9: rendered 1920 wide). */
export const videoSchema = z.object({
  id: z.string().min(1),
  contentType: z.literal('video'),
  title: z.string().min(1),
  sources: z.array(z.object({ url: mp4Url, type: z.literal('video/mp4').default('video/mp4') })).min(1),
  /** Required: with `preload="none"` the poster is all a visitor sees before pressing play. */
  poster: imageSchema,
  captions: z
    .object({
      url: vttUrl,
      /** BCP 47 language of the captions, e.g. "fi" or "en-GB". */
      srclang: z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'must be a language tag such as fi or en-GB'),
      /** The track's name in the player's caption menu. */
      label: z.string().min(1).optional(),
    })
    .optional(),
  transcript: richTextSchema.optional(),
})

export type VideoBlock = z.infer<typeof videoSchema>
