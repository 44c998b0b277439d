import { z } from 'zod'
import { imageSchema } from './image.ts'

/** A money amount from the commerce catalogue: finite and never negative. */
const amountSchema = z.number().nonnegative()

/** spec §3 bundle member: how many of which product a bundle holds ("5 × Premium wash"). */
export const bundleMemberSchema = z.object({
  amount: z.number().int().positive(),
  product: z.object({
    code: z.string().min(1),
    globalName: z.string().trim().min(1),
  }),
})

/**
 * spec §3 "Product for cart", the shape the cart will take as it is. Field names stay as the commerce
 * API spells them (attributes.product_name, tax_class), so the cart can pass a product on unchanged.
 */
export const productSchema = z.object({
  code: z.string().min(1),
  name: z.string().trim().min(1),
  attributes: z.object({
    product_name: z.string().trim().min(1),
    /** Price with tax, in `currency` (spec §9: EUR by default). */
    price: amountSchema,
    /** The tax percentage (25.5, 24, 14; 0 for VAT-exempt gift cards); spec §9 price without tax. */
    tax_class: z.number().min(0).max(100),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 currency code')
      .default('EUR'),
  }),
  /** For a bundle, the price of one of what it holds. */
  unitPrice: amountSchema.optional(),
  image: imageSchema.optional(),
  images: z.array(imageSchema).optional(),
  bundleMembers: z.array(bundleMemberSchema).default([]),
  isBundle: z.boolean().default(false),
})

export type Product = z.infer<typeof productSchema>
export type BundleMember = z.infer<typeof bundleMemberSchema>
