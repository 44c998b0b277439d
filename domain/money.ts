import { maxMinorAmount } from '#schemas/money-limits.ts'

/**
 * Money in the shop is an integer number of minor units (cents, öre, øre) end to end: catalogue,
 * commerce API, cart, storage (ADR 027). These are the shop's sums, in whole numbers only, so no
 * amount ever depends on a binary fraction.
 */

/**
 * A tax class as a whole number of basis points (25.5 % → 2550). The catalogue writes tax classes as
 * percentages with at most two decimals (spec §3 tax_class); anything else is refused, not rounded.
 */
export function taxBasisPoints(taxClassPercent: number): number {
  const basisPoints = Math.round(taxClassPercent * 100)
  if (
    !Number.isFinite(taxClassPercent) ||
    basisPoints < 0 ||
    basisPoints > 10_000 ||
    Math.abs(basisPoints - taxClassPercent * 100) > 1e-6
  ) {
    throw new RangeError(`Not a tax class percentage with at most two decimals: ${String(taxClassPercent)}`)
  }
  return basisPoints
}

function assertMinorAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > maxMinorAmount) {
    throw new RangeError(`Not an amount in minor units: ${String(amount)}`)
  }
}

/**
 * spec §9: price without tax = price ÷ (1 + tax class percentage), in minor units, rounded half up
 * (ADR 027: 0.5 of a cent goes up). Exact: with d = 10000 + basis points, the result is
 * ⌊(2 · amount · 10000 + d) / 2d⌋. Numerator and denominator are safe integers; a quotient that is not
 * whole lies at least 1/2d (≥ 1/40000) from the next integer, far more than a double's error below
 * 10^10, so flooring the divided double gives the exact result.
 */
export function amountWithoutTax(amountWithTax: number, taxClassPercent: number): number {
  assertMinorAmount(amountWithTax)
  const divisor = 10_000 + taxBasisPoints(taxClassPercent)
  return Math.floor((2 * amountWithTax * 10_000 + divisor) / (2 * divisor))
}

/** One line of a cart as the sums see it: a catalogue price (with tax) times a quantity. */
export interface PricedLine {
  /** Price of one, with tax, in minor units (from the catalogue, never from the client). */
  unitPrice: number
  quantity: number
  /** spec §3 tax_class, a percentage (25.5, 25, 0). */
  taxClass: number
  /** Whether a discount code may reduce this line (gift cards: no, ADR 027). */
  discountable: boolean
}

/** spec §3 cart totals, all in minor units. */
export interface CartTotals {
  discount: number
  taxAmount: number
  totalWithTax: number
  totalWithoutTax: number
}

export const emptyCartTotals: CartTotals = { discount: 0, taxAmount: 0, totalWithTax: 0, totalWithoutTax: 0 }

export function lineTotal(line: PricedLine): number {
  assertMinorAmount(line.unitPrice)
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 0) {
    throw new RangeError(`Not a quantity: ${String(line.quantity)}`)
  }
  const total = line.unitPrice * line.quantity
  assertMinorAmount(total)
  return total
}

/**
 * Splits `amount` over `weights` in proportion, in whole minor units that add up to `amount` exactly:
 * each share is the exact proportional share rounded down, and the units left over go one each to the
 * largest remainders (the earlier weight first on a tie). Weights that are all zero get nothing.
 *
 * In BigInt because `amount × weight` reaches 10^18 for amounts within `maxMinorAmount`, beyond the
 * 2^53 up to which a double holds every integer: in doubles large carts got shares off by a few units.
 */
export function allocateProportionally(amount: number, weights: readonly number[]): number[] {
  assertMinorAmount(amount)
  weights.forEach(assertMinorAmount)
  const sum = weights.reduce((total, weight) => total + BigInt(weight), 0n)
  if (sum === 0n || amount === 0) return weights.map(() => 0)
  const scaled = weights.map((weight) => BigInt(amount) * BigInt(weight))
  // Each share is at most `amount` (weight ≤ sum), so it converts back to a number exactly.
  const shares = scaled.map((product) => Number(product / sum))
  let left = amount - shares.reduce((total, share) => total + share, 0)
  const byRemainder = scaled
    .map((product, index) => ({ index, remainder: product % sum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder < b.remainder ? 1 : -1))
  for (const { index } of byRemainder) {
    if (left === 0) break
    shares[index] = (shares[index] ?? 0) + 1
    left -= 1
  }
  return shares
}

/** What each tax class costs after the discount, and the discount actually given (ADR 027). */
function netByTaxClass(lines: readonly PricedLine[], requestedDiscount: number) {
  assertMinorAmount(requestedDiscount)
  const gross = lines.map(lineTotal)
  // The cart's total must itself be an amount the shop accepts (schemas/cart.ts totals), not only its lines.
  assertMinorAmount(gross.reduce((total, amount) => total + amount, 0))
  const discountableGross = gross.map((total, index) => (lines[index]?.discountable === true ? total : 0))
  const discountable = discountableGross.reduce((total, amount) => total + amount, 0)
  const discount = Math.min(requestedDiscount, discountable)
  const shares = allocateProportionally(discount, discountableGross)
  const nets = new Map<number, number>()
  lines.forEach((line, index) => {
    const net = (gross[index] ?? 0) - (shares[index] ?? 0)
    nets.set(line.taxClass, (nets.get(line.taxClass) ?? 0) + net)
  })
  return { discount, nets }
}

/**
 * spec §3 cart totals from the lines and a discount (ADR 027):
 * - the discount is capped at what the discountable lines cost, and spread over them in proportion;
 * - the tax is computed once per tax class, on the sum of that class's lines after the discount,
 *   with spec §9's formula rounded half up, as a VAT invoice states it per rate;
 * - so `totalWithTax = totalWithoutTax + taxAmount` holds exactly and no total is ever negative.
 */
export function cartTotals(lines: readonly PricedLine[], requestedDiscount = 0): CartTotals {
  const { discount, nets } = netByTaxClass(lines, requestedDiscount)
  let totalWithTax = 0
  let totalWithoutTax = 0
  for (const [taxClass, net] of nets) {
    totalWithTax += net
    totalWithoutTax += amountWithoutTax(net, taxClass)
  }
  return { discount, taxAmount: totalWithTax - totalWithoutTax, totalWithTax, totalWithoutTax }
}

/** The tax inside each tax class after the discount, for the cart's VAT breakdown (highest rate first). */
export function taxByClass(
  lines: readonly PricedLine[],
  requestedDiscount = 0,
): { taxClass: number; taxAmount: number }[] {
  const { nets } = netByTaxClass(lines, requestedDiscount)
  return [...nets]
    .sort(([a], [b]) => b - a)
    .map(([taxClass, net]) => ({ taxClass, taxAmount: net - amountWithoutTax(net, taxClass) }))
}
