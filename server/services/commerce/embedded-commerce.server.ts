import { allocateProportionally, cartTotals, lineTotal, taxByClass, type PricedLine } from '#domain/money.ts'
import type { CartValidateRequest, DiscountCodeResult } from '#schemas/cart.ts'
import type { Locale } from '#schemas/locale.ts'
import type { Database } from '#server/db/database.server.ts'
import { createEmbeddedOrders, type PricedCart } from '#server/services/orders/embedded-orders.server.ts'
import type { Payments } from '#server/services/payments/payments.server.ts'
import type { Catalogue, CatalogueProduct, MarketCatalogue } from './catalogue.server.ts'
import { CartRejectedError, type Commerce } from './commerce.server.ts'
import { createDiscountCodeLookup, decideDiscount, hasRedeemed } from './discount-codes.server.ts'

export interface EmbeddedCommerceOptions {
  /** The catalogue, or how to get the current one (development reloads it on change). */
  catalogue: Catalogue | (() => Catalogue)
  /** Where the discount codes and their redemptions are, and the orders. */
  database: Database
  /** Who takes the orders' payments (DESIGN §2 `Payments`). */
  payments: Payments
  /** The clock of the discount codes' validity windows (tests). */
  now?: () => Date
  /** How long a discount code read from the database is reused (discount-codes.server.ts); 0: not at all. */
  discountCodeCacheMs?: number
}

/** Each line with the catalogue's product, or a 422 naming every code the market does not sell. */
function withProducts<Item extends { code: string }>(
  market: MarketCatalogue,
  items: readonly Item[],
  locale: string,
): { item: Item; entry: CatalogueProduct }[] {
  const fields: Record<string, string> = {}
  const unknown: string[] = []
  const lines = items.flatMap((item, index) => {
    const entry = market.productsByCode.get(item.code)
    if (entry !== undefined) return [{ item, entry }]
    fields[`items.${index}.code`] = `${item.code} is not a product of ${locale}`
    unknown.push(item.code)
    return []
  })
  if (unknown.length > 0) {
    throw new CartRejectedError(
      422,
      'UNKNOWN_PRODUCT',
      `Unknown product code${unknown.length === 1 ? '' : 's'}: ${unknown.join(', ')}.`,
      fields,
    )
  }
  return lines
}

/**
 * The embedded digital-order service (DESIGN §2): the market's catalogue prices every line, the upsell rules
 * suggest, discount codes come from the database, and domain/money.ts sums (ADR 027). The client's prices
 * are never read: the request has none.
 */
export function createEmbeddedCommerce(options: EmbeddedCommerceOptions): Commerce {
  const { database, now = () => new Date() } = options
  const given = options.catalogue
  const currentCatalogue: () => Catalogue = typeof given === 'function' ? given : () => given
  const findDiscountCode = createDiscountCodeLookup(database, { ttlMs: options.discountCodeCacheMs })

  /** spec §7 call 7's pricing, shared by `validateCart` and `initializeOrder`: one set of rules for both. */
  async function priceCart(request: CartValidateRequest, locale: Locale): Promise<PricedCart> {
    // One catalogue for the whole answer, even if development swaps it meanwhile.
    const catalogue = currentCatalogue()
    const market = catalogue.markets[locale]
    const cart = withProducts(market, request.items, locale)
    const lines: PricedLine[] = cart.map(({ item, entry }) => ({
      unitPrice: entry.product.attributes.price,
      quantity: item.quantity,
      taxClass: entry.product.attributes.tax_class,
      discountable: entry.discountable,
    }))

    let discount = 0
    let discountCode: DiscountCodeResult | undefined
    if (request.discountCode !== undefined) {
      const code = request.discountCode
      const stored = await findDiscountCode(code)
      const email = request.customerEmail
      const alreadyRedeemed =
        stored !== null && stored.oncePerEmail && email !== undefined
          ? await hasRedeemed(database, code, email)
          : false
      const discountableTotal = lines
        .filter((line) => line.discountable)
        .reduce((total, line) => total + lineTotal(line), 0)
      const decision = decideDiscount(code, stored, {
        currency: market.currency,
        discountableTotal,
        now: now(),
        alreadyRedeemed,
      })
      discount = decision.discount
      discountCode = decision.result
    }

    const inCart = new Set(request.items.map((item) => item.code))
    const items = cart.map(({ item, entry: { product } }) => {
      // spec §3: showUpsell false asks for no suggestions; a product already in the cart is not suggested.
      const rules = item.showUpsell ? (catalogue.upsellRules.get(item.code) ?? []) : []
      const upsellProducts = rules.flatMap((rule) => {
        const suggested = market.productsByCode.get(rule.code)
        if (suggested === undefined || inCart.has(rule.code)) return []
        return [{ quantity: rule.quantity, product: suggested.product }]
      })
      return { quantity: item.quantity, product, upsellProducts }
    })

    const totals = cartTotals(lines, discount)
    // The discount actually given (capped by cartTotals), spread as the totals spread it (ADR 027).
    const discountShares = allocateProportionally(
      totals.discount,
      lines.map((line) => (line.discountable ? lineTotal(line) : 0)),
    )
    return {
      answer: {
        items,
        totals,
        currency: market.currency,
        taxBreakdown: taxByClass(lines, discount),
        ...(discountCode === undefined ? {} : { discountCode }),
      },
      lines: cart.map(({ item, entry: { product } }, index) => ({
        productCode: product.code,
        name: product.name,
        quantity: item.quantity,
        unitPrice: product.attributes.price,
        taxClass: product.attributes.tax_class,
        total: product.attributes.price * item.quantity - (discountShares[index] ?? 0),
      })),
    }
  }

  const orders = createEmbeddedOrders({
    database,
    payments: options.payments,
    priceCart,
    catalogue: currentCatalogue,
    now,
  })

  return {
    validateCart: async (request, { locale }) => (await priceCart(request, locale)).answer,
    initializeOrder: orders.initializeOrder,
    completeOrder: orders.completeOrder,
  }
}
