import type { Currency } from '#schemas/money.ts'
import type { Locale } from '#schemas/locale.ts'

/** The no-break space: a price never wraps between its digits or before its currency sign. */
const noBreakSpace = '\u00a0'
/** The typographic minus sign, as the Nordic number formats write it. */
const minusSign = '\u2212'

/** The sign written after the amount: the euro sign, and `kr` for both the Swedish and Norwegian krona. */
const currencySigns: Readonly<Record<Currency, string>> = { EUR: '€', SEK: 'kr', NOK: 'kr' }

/**
 * An amount in minor units (cents, öre, øre; ADR 027) as the shop shows it: two decimals, a comma as
 * the decimal separator and the currency sign after the amount: `12,50 €` (spec §9), `125,00 kr` for
 * SEK in sv-SE and NOK in no-NO. Thousands are grouped with a no-break space (`1 234,50 €`). The
 * spec's format applies to en-EU as well (English number formatting would give `€12.50`), so today the
 * four locales write money alike; the locale is asked for so that a market with another format changes
 * this function, not its callers.
 *
 * Written out rather than left to `Intl.NumberFormat`: the server and each browser carry their own
 * copy of the locale data, and a price formatted differently on the two sides would break hydration.
 * The result equals what fi-FI, sv-SE and nb-NO locale data produce today.
 */
export function formatMoney(minorUnits: number, locale: Locale, currency: Currency): string {
  if (!Number.isSafeInteger(minorUnits)) {
    throw new RangeError(`Not an amount in minor units: ${String(minorUnits)}`)
  }
  const magnitude = Math.abs(minorUnits)
  const whole = String(Math.floor(magnitude / 100)).replace(/\B(?=(\d{3})+$)/g, noBreakSpace)
  const fraction = String(magnitude % 100).padStart(2, '0')
  const sign = minorUnits < 0 ? minusSign : ''
  return `${sign}${whole},${fraction}${noBreakSpace}${currencySigns[currency]}`
}
