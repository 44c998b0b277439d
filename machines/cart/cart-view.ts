import type { CartTotals } from '#domain/money.ts'
import type { CartItem } from '#schemas/stored-cart.ts'
import { cartAmounts, estimatedTaxBreakdown, estimatedTotals } from './cart-lines.ts'
import type { CartContext, DiscountCodeRejection } from './cart-machine.ts'

/** What the cart's UI shows; every number here is derived from the lines, never kept beside them. */
export interface CartView {
  items: CartItem[]
  /** spec §3 cartAmounts: the sum of the amounts. */
  cartAmounts: number
  /**
   * spec §3 cart totals: the service's, from the answer to the cart as it is now; until that answer comes
   * (just after a change, or in a tab that took another tab's change), the lines' own sums without a
   * discount. An empty cart's are all zero (spec §4).
   */
  totals: CartTotals
  /** The VAT per tax class, highest rate first. */
  taxBreakdown: { taxClass: number; taxAmount: number }[]
  discountCode: string | null
  /** A code the service turned down, shown as the discount field's error. */
  discountCodeRejection: DiscountCodeRejection | null
  /** Whether the lines' totals are the service's answer (false while a validation is on its way). */
  validated: boolean
  /** Not validated because the service could not be reached; the machine tries again (ADR 055). */
  unreachable: boolean
}

export function cartView(context: CartContext): CartView {
  const validated = context.validated !== null || context.items.length === 0
  return {
    items: context.items,
    cartAmounts: cartAmounts(context.items),
    totals: context.validated?.totals ?? estimatedTotals(context.items),
    taxBreakdown: context.validated?.taxBreakdown ?? estimatedTaxBreakdown(context.items),
    discountCode: context.discountCode,
    discountCodeRejection: context.discountCodeRejection,
    validated,
    unreachable: !validated && context.unansweredInARow > 0,
  }
}
