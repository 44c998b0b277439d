import { z } from 'zod/mini'
import { bundleMemberSchema, productCodeSchema, productSchema } from './product.ts'
import { cartQuantitySchema, discountCodeSchema, maxCartLines, upsellProductSchema } from './cart.ts'
import { currencySchema, minorAmountSchema, taxClassSchema } from './money.ts'

/**
 * The cart as this browser keeps it: localStorage `cart` (DESIGN §1, spec §9), read at start and when
 * another tab changes it. Parsed in the browser, hence zod/mini (ADR 018). A value this schema refuses
 * (not JSON, another shape, another version) is dropped: the visitor starts with an empty cart, never an
 * error.
 */

/** DESIGN §1, spec §9: the storage key. */
export const cartStorageKey = 'cart'

/** Raised whenever the stored shape changes; a stored value of another version is dropped. */
export const storedCartVersion = 1

/** spec §3 cart item `includes`: what a bundle holds, one entry per member ("5 × Premium wash"). */
export const cartItemIncludeSchema = z.object({
  amount: bundleMemberSchema.shape.amount,
  globalName: bundleMemberSchema.shape.product.shape.globalName,
  /** The member's product codes. */
  sku: z.array(productCodeSchema).check(z.minLength(1)),
})

/**
 * spec §3 cart item: code, name, image, amount (from 1), price, includes, attributes (price, tax_class),
 * showUpsell (default true) and the upsells the last validation suggested. Prices are integer minor
 * units (ADR 027).
 */
export const cartItemSchema = z.object({
  code: productCodeSchema,
  name: productSchema.shape.name,
  image: productSchema.shape.image,
  amount: cartQuantitySchema,
  /** Price of one, with tax, in minor units. */
  price: minorAmountSchema,
  includes: z._default(z.array(cartItemIncludeSchema), []),
  attributes: z.object({
    price: minorAmountSchema,
    tax_class: taxClassSchema,
    currency: currencySchema,
  }),
  showUpsell: z._default(z.boolean(), true),
  upsells: z._default(z.array(upsellProductSchema), []),
})

export type CartItem = z.infer<typeof cartItemSchema>

export const storedCartSchema = z.object({
  version: z.literal(storedCartVersion),
  items: z.array(cartItemSchema).check(
    z.maxLength(maxCartLines),
    z.refine((items) => new Set(items.map((item) => item.code)).size === items.length, 'each product once'),
  ),
  discountCode: z.optional(discountCodeSchema),
})

export type StoredCart = z.infer<typeof storedCartSchema>

/** What the cart keeps between visits. */
export interface CartContents {
  items: CartItem[]
  discountCode: string | null
}

export const emptyCartContents: CartContents = { items: [], discountCode: null }

/**
 * The stored value's cart; null when there is none or it cannot be read (not JSON, wrong shape, another
 * version). Never throws: a bad value is dropped (DESIGN §1).
 */
export function readStoredCart(stored: string | null): CartContents | null {
  if (stored === null) return null
  let json: unknown
  try {
    json = JSON.parse(stored)
  } catch {
    return null
  }
  const result = storedCartSchema.safeParse(json)
  if (!result.success) return null
  return { items: result.data.items, discountCode: result.data.discountCode ?? null }
}

/**
 * The stored form of a cart, null for an empty cart without a discount code (nothing worth keeping).
 * Keys are written in one fixed order, so the same cart always gives the same text: a tab that saves an
 * unchanged cart does not wake the other tabs (browsers fire `storage` only when the text changes).
 */
export function serializeCart(cart: CartContents): string | null {
  if (cart.items.length === 0 && cart.discountCode === null) return null
  const stored: StoredCart = {
    version: storedCartVersion,
    items: cart.items.map((item) => ({
      code: item.code,
      name: item.name,
      image: item.image,
      amount: item.amount,
      price: item.price,
      includes: item.includes.map((include) => ({
        amount: include.amount,
        globalName: include.globalName,
        sku: include.sku,
      })),
      attributes: {
        price: item.attributes.price,
        tax_class: item.attributes.tax_class,
        currency: item.attributes.currency,
      },
      showUpsell: item.showUpsell,
      upsells: item.upsells,
    })),
    ...(cart.discountCode === null ? {} : { discountCode: cart.discountCode }),
  }
  return JSON.stringify(stored)
}
