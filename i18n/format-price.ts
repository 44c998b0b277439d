import { toCents } from '#domain/cents.ts'
import type { Locale } from '#schemas/locale.ts'

/** The no-break space: a price never wraps between its digits or before its currency sign. */
const noBreakSpace = '\u00a0'
/** The typographic minus sign, as the Nordic number formats write it. */
const minusSign = '\u2212'

/**
 * A price as the shop shows it: two decimals, a comma as the decimal separator and the currency sign
 * after the amount, e.g. `12,50 €` (spec §9). The shop sells in euros in every market, so the spec's
 * format applies to en-EU as well (English number formatting would give `€12.50`). Thousands are
 * grouped with a no-break space (`1 234,50 €`).
 *
 * Written out rather than left to `Intl.NumberFormat`: the server and each browser carry their own
 * copy of the locale data, and a price formatted differently on the two sides would break hydration.
 * The result equals what fi-FI, sv-SE and nb-NO locale data produce today. The locale only picks the
 * currency sign for currencies other than the euro (kr for SEK in sv-SE, for example).
 */
export function formatPrice(amount: number, locale: Locale, currency = 'EUR'): string {
  const cents = toCents(amount)
  const magnitude = Math.abs(cents)
  const whole = String(Math.floor(magnitude / 100)).replace(/\B(?=(\d{3})+$)/g, noBreakSpace)
  const fraction = String(magnitude % 100).padStart(2, '0')
  const sign = cents < 0 ? minusSign : ''
  return `${sign}${whole},${fraction}${noBreakSpace}${currencySign(locale, currency)}`
}

function currencySign(locale: Locale, currency: string): string {
  if (currency === 'EUR') return '€'
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0)
  return parts.find((part) => part.type === 'currency')?.value ?? currency
}
