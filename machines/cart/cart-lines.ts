import { amountWithoutTax, cartTotals, taxByClass, type CartTotals, type PricedLine } from '#domain/money.ts'
import { keptUpsells } from '#domain/upsell-drop.ts'
import type { CartValidateRequestInput, CartValidateResponse } from '#schemas/cart.ts'
import type { Currency } from '#schemas/money.ts'
import type { Product } from '#schemas/product.ts'
import type { CartContents, CartItem } from '#schemas/stored-cart.ts'

/** spec §3 cart item for a product put in the cart: amount 1, the product's price, no upsells yet. */
export function cartItemFromProduct(product: Product): CartItem {
  return {
    code: product.code,
    name: product.name,
    image: product.image ?? product.images?.[0],
    amount: 1,
    price: product.attributes.price,
    includes: product.bundleMembers.map((member) => ({
      amount: member.amount,
      globalName: member.product.globalName,
      sku: [member.product.code],
    })),
    attributes: {
      price: product.attributes.price,
      tax_class: product.attributes.tax_class,
      currency: product.attributes.currency,
    },
    showUpsell: true,
    upsells: [],
  }
}

/** spec §7 call 7 request for a cart; the e-mail is the one spec §6 picks, when it is a usable address. */
export function validationRequest(
  cart: CartContents,
  customerEmail: string | null,
): CartValidateRequestInput {
  return {
    items: cart.items.map((item) => ({
      quantity: item.amount,
      code: item.code,
      showUpsell: item.showUpsell,
    })),
    ...(cart.discountCode === null ? {} : { discountCode: cart.discountCode }),
    ...(customerEmail === null ? {} : { customerEmail }),
  }
}

/**
 * The cart as a validation answer describes it: the service's products and prices (prices always come
 * from the catalogue), each line's showUpsell as the visitor left it, and the suggestions that survive
 * spec §4's upsell-drop rule. The discount code stays only when the service applied it; a rejected one
 * is a field error, not part of the cart.
 */
export function cartFromAnswer(cart: CartContents, answer: CartValidateResponse): CartContents {
  const showUpsellByCode = new Map(cart.items.map((item) => [item.code, item.showUpsell]))
  return {
    items: answer.items.map(({ product, quantity, upsellProducts }) => {
      const item = cartItemFromProduct(product)
      const showUpsell = showUpsellByCode.get(product.code) ?? true
      return {
        ...item,
        amount: quantity,
        showUpsell,
        upsells: showUpsell ? keptUpsells({ code: product.code, amount: quantity }, upsellProducts) : [],
      }
    }),
    discountCode: answer.discountCode?.status === 'applied' ? answer.discountCode.code : null,
  }
}

/** spec §3 cartAmounts: the sum of the lines' amounts (0 for an empty cart). */
export function cartAmounts(items: readonly CartItem[]): number {
  return items.reduce((total, item) => total + item.amount, 0)
}

/**
 * The lines as the sums see them. The browser does not know which products a discount code may reduce
 * (the catalogue's `discountable`), so its own sums never include a discount: the service's totals do.
 */
function pricedLines(items: readonly CartItem[]): PricedLine[] {
  return items.map((item) => ({
    unitPrice: item.price,
    quantity: item.amount,
    taxClass: item.attributes.tax_class,
    discountable: false,
  }))
}

/** The totals of lines not yet validated (spec §4: removing or resetting recalculates at once). */
export function estimatedTotals(items: readonly CartItem[]): CartTotals {
  return cartTotals(pricedLines(items))
}

export function estimatedTaxBreakdown(items: readonly CartItem[]): { taxClass: number; taxAmount: number }[] {
  return taxByClass(pricedLines(items))
}

/** spec §3 analytics item: item_id, item_name, quantity, price without tax (spec §9) in currency units. */
export interface AnalyticsItem {
  item_id: string
  item_name: string
  quantity: number
  price: number
}

export interface AnalyticsEvent {
  event: 'add_to_cart' | 'remove_from_cart'
  currency: Currency
  items: AnalyticsItem[]
}

/** Minor units per currency unit; every currency of the shop has two decimals (ADR 027). */
const minorUnitsPerUnit = 100

/** spec §3 analytics item of a cart line, for `quantity` of it (the cart's, or what an event changed). */
export function analyticsItem(item: CartItem, quantity: number): AnalyticsItem {
  return {
    item_id: item.code,
    item_name: item.name,
    quantity,
    price: amountWithoutTax(item.price, item.attributes.tax_class) / minorUnitsPerUnit,
  }
}

/** Minor units as the analytics' currency units (a `value` or `tax`). */
export function analyticsAmount(minor: number): number {
  return minor / minorUnitsPerUnit
}

export function analyticsEvent(
  event: AnalyticsEvent['event'],
  item: CartItem,
  quantity: number,
): AnalyticsEvent {
  return { event, currency: item.attributes.currency, items: [analyticsItem(item, quantity)] }
}
