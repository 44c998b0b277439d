/**
 * An amount in whole cents, rounded half away from zero on the amount as written (1.005 → 101), not
 * on its binary approximation (1.005 × 100 = 100.49999…): prices are typed as decimals in the
 * catalogue, so that is what people expect the rounding to follow (spec §9: prices show two decimals).
 * Shifting the decimal point through the number's own exponent keeps the shortest decimal form.
 */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a finite amount: ${String(amount)}`)
  const [mantissa = '0', exponent = '0'] = String(Math.abs(amount)).split('e')
  const cents = Math.round(Number(`${mantissa}e${Number(exponent) + 2}`))
  // No negative zero: a tiny negative amount rounds to a plain 0.
  return amount < 0 && cents !== 0 ? -cents : cents
}
