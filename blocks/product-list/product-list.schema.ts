import { z } from 'zod'
import { productSchema } from '#schemas/product.ts'

/** Product cards: car-wash programmes, wash bundles and gift cards for the digital shop (spec §1, §3). */
export const productListSchema = z.object({
  id: z.string().min(1),
  contentType: z.literal('productList'),
  heading: z.string().trim().min(1).optional(),
  products: z
    .array(productSchema)
    .min(1)
    // Product codes are the React keys and, later, the cart's identity for a line.
    .refine(
      (products) => new Set(products.map((product) => product.code)).size === products.length,
      'each product code may appear only once',
    ),
})

export type ProductListBlock = z.infer<typeof productListSchema>
