import { z } from 'zod/mini'
import { currencySchema, minorAmountSchema, taxClassSchema } from './money.ts'

/** spec §3 bundle member: how many of which product a bundle holds ("5 × Premium wash"). */
export const bundleMemberSchema = z.object({
  amount: z.int().check(z.positive()),
  product: z.object({
    code: z.string().check(z.minLength(1)),
    globalName: z.string().check(z.trim(), z.minLength(1)),
  }),
})

/**
 * A product's picture. The same shape as schemas/image.ts, written with zod/mini because the browser
 * parses products in cart answers and storage (ADR 018); the page's blocks keep the full-Zod one.
 */
const productImageSchema = z.object({
  url: z.string().check(
    z.minLength(1),
    z.refine(
      (url) => url.startsWith('/') || url.startsWith('https://'),
      'must be a site path or an https URL',
    ),
  ),
  alt: z.string(),
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
})

/** A product code as the catalogue writes them: `WASH-PREMIUM`, `BUNDLE-PREMIUM-5`. */
export const productCodeSchema = z
  .string()
  .check(z.regex(/^[A-Z0-9][A-Z0-9-]{0,63}$/, 'must be a product code'))

/**
 * spec §3 "Product for cart". Field names stay as the commerce API spells them (attributes.product_name,
 * tax_class), so the cart can pass a product on unchanged. Prices are integer minor units (ADR 027).
 * The browser parses it (cart answers, stored cart), hence zod/mini (ADR 018).
 */
export const productSchema = z.object({
  code: productCodeSchema,
  name: z.string().check(z.trim(), z.minLength(1)),
  attributes: z.object({
    product_name: z.string().check(z.trim(), z.minLength(1)),
    /** Price with tax, in minor units of `currency`. */
    price: minorAmountSchema,
    /** spec §3 tax class: the VAT percentage (25.5, 25; 0 for gift cards); spec §9 price without tax. */
    tax_class: taxClassSchema,
    currency: z._default(currencySchema, 'EUR'),
  }),
  /** For a bundle, the price of one of what it holds, in minor units. */
  unitPrice: z.optional(minorAmountSchema),
  image: z.optional(productImageSchema),
  images: z.optional(z.array(productImageSchema)),
  bundleMembers: z._default(z.array(bundleMemberSchema), []),
  isBundle: z._default(z.boolean(), false),
})

export type Product = z.infer<typeof productSchema>
export type BundleMember = z.infer<typeof bundleMemberSchema>
