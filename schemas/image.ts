import { z } from 'zod'

/** An image from the content system. Width and height are required so the page never shifts as it loads. */
export const imageSchema = z.object({
  url: z
    .string()
    .min(1)
    .refine(
      (url) => url.startsWith('/') || url.startsWith('https://'),
      'must be a site path or an https URL',
    ),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})

export type Image = z.infer<typeof imageSchema>
