import fc from 'fast-check'
import { afterEach, expect, test, vi } from 'vitest'
import { locales, type Locale } from '#schemas/locale.ts'
import { currencies, type Currency } from '#schemas/money.ts'
import { formatMoney } from './format-price.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

// Written with explicit escapes: U+00A0 no-break space, U+2212 minus sign.
const moneyCases: [minorUnits: number, locale: Locale, currency: Currency, expected: string][] = [
  // spec §9: two decimals, a comma and the euro sign; en-EU follows the spec's format too.
  [1250, 'fi-FI', 'EUR', '12,50\u00a0€'],
  [1250, 'en-EU', 'EUR', '12,50\u00a0€'],
  // The Swedish and Norwegian krona in their markets.
  [12_500, 'sv-SE', 'SEK', '125,00\u00a0kr'],
  [12_500, 'no-NO', 'NOK', '125,00\u00a0kr'],
  [0, 'fi-FI', 'EUR', '0,00\u00a0€'],
  [5, 'fi-FI', 'EUR', '0,05\u00a0€'],
  [99, 'sv-SE', 'SEK', '0,99\u00a0kr'],
  [990, 'fi-FI', 'EUR', '9,90\u00a0€'],
  [100_000, 'no-NO', 'NOK', '1\u00a0000,00\u00a0kr'],
  [123_450, 'sv-SE', 'SEK', '1\u00a0234,50\u00a0kr'],
  [123_456_789, 'en-EU', 'EUR', '1\u00a0234\u00a0567,89\u00a0€'],
  // A discount shown as a negative amount.
  [-300, 'fi-FI', 'EUR', '\u22123,00\u00a0€'],
  [-1, 'no-NO', 'NOK', '\u22120,01\u00a0kr'],
]

test.each(moneyCases)('formatMoney(%j, %s, %s) = %j', (minorUnits, locale, currency, expected) => {
  expect(formatMoney(minorUnits, locale, currency)).toBe(expected)
})

test.each([
  ['a fraction of a minor unit', 12.5],
  ['NaN', Number.NaN],
  ['infinity', Number.POSITIVE_INFINITY],
  ['an integer beyond exact doubles', 2 ** 53],
])('formatMoney refuses %s', (_case, minorUnits) => {
  expect(() => formatMoney(minorUnits, 'fi-FI', 'EUR')).toThrow(RangeError)
})

test('money is written without the runtime’s locale data, so server and browser agree', () => {
  // If the runtime's Intl were consulted, the server's and a browser's data could differ (hydration).
  vi.spyOn(Intl, 'NumberFormat').mockImplementation(() => {
    throw new Error('Intl.NumberFormat was consulted')
  })
  expect(formatMoney(12_500, 'sv-SE', 'SEK')).toBe('125,00\u00a0kr')
  expect(formatMoney(1250, 'fi-FI', 'EUR')).toBe('12,50\u00a0€')
})

test('formatted money reads back as the amount in minor units, in every locale and currency', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }),
      fc.constantFrom(...locales),
      fc.constantFrom(...currencies),
      (minorUnits, locale, currency) => {
        const text = formatMoney(minorUnits, locale, currency)
        const sign = currency === 'EUR' ? '€' : 'kr'
        expect(text).toMatch(new RegExp(`^\\u2212?\\d{1,3}(\\u00a0\\d{3})*,\\d{2}\\u00a0${sign}$`))
        const digits = text
          .slice(0, -(sign.length + 1))
          .replaceAll('\u00a0', '')
          .replace(',', '')
          .replace('\u2212', '-')
        expect(Number(digits)).toBe(minorUnits)
      },
    ),
    { numRuns: 2000 },
  )
})
