import { toCents } from './cents.ts'

/**
 * spec §9: price without tax = price / (1 + tax class percentage). The tax class is a percentage
 * (25.5, 24, 14, 0 for VAT-exempt gift cards), so it is divided by 100 first. The result is rounded
 * to cents because it is shown and reported (analytics items carry it, spec §3) as money.
 */
export function priceWithoutTax(price: number, taxClassPercent: number): number {
  if (!Number.isFinite(price)) throw new RangeError(`Not a finite price: ${String(price)}`)
  if (!Number.isFinite(taxClassPercent) || taxClassPercent < 0) {
    throw new RangeError(`Not a tax percentage: ${String(taxClassPercent)}`)
  }
  return toCents(price / (1 + taxClassPercent / 100)) / 100
}
