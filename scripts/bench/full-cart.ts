import { readFileSync } from 'node:fs'
import { cartItemFromProduct } from '#machines/cart/cart-lines.ts'
import { catalogueDocumentSchema, productOf } from '#schemas/catalogue.ts'
import { serializeCart } from '#schemas/stored-cart.ts'

/**
 * Issue 14's "page weight with a full cart": localStorage `cart` holding one of each product of the
 * Finnish catalogue, as a visitor's browser would keep it (schemas/stored-cart.ts), for the page-weight
 * bench to load the pages with. A cart that is not empty starts the cart machine on every page.
 */
export function fullCartStorageValue(
  catalogueFile = new URL('../../content/products/fi-FI.json', import.meta.url),
): string {
  const catalogue = catalogueDocumentSchema.parse(JSON.parse(readFileSync(catalogueFile, 'utf8')))
  const items = catalogue.products.map((entry) => cartItemFromProduct(productOf(entry)))
  const stored = serializeCart({ items, discountCode: null })
  if (stored === null) throw new Error('the catalogue has no products')
  return stored
}
