import fc from 'fast-check'
import { expect, test } from 'vitest'
import { locales, type Locale } from '#schemas/locale.ts'
import { formatPrice } from './format-price.ts'

// Written with explicit escapes: U+00A0 no-break space, U+2212 minus sign.
const cases: [amount: number, locale: Locale, expected: string][] = [
  [12.5, 'fi-FI', '12,50\u00a0€'],
  [12.5, 'en-EU', '12,50\u00a0€'],
  [12.5, 'sv-SE', '12,50\u00a0€'],
  [12.5, 'no-NO', '12,50\u00a0€'],
  [0, 'fi-FI', '0,00\u00a0€'],
  [9.9, 'fi-FI', '9,90\u00a0€'],
  [59, 'en-EU', '59,00\u00a0€'],
  [0.05, 'fi-FI', '0,05\u00a0€'],
  [1.005, 'fi-FI', '1,01\u00a0€'],
  [999.999, 'fi-FI', '1\u00a0000,00\u00a0€'],
  [1234.5, 'sv-SE', '1\u00a0234,50\u00a0€'],
  [1234567.891, 'no-NO', '1\u00a0234\u00a0567,89\u00a0€'],
  [-3, 'fi-FI', '\u22123,00\u00a0€'],
  [-0.001, 'fi-FI', '0,00\u00a0€'],
]

test.each(cases)('formatPrice(%j, %s) = %j', (amount, locale, expected) => {
  expect(formatPrice(amount, locale)).toBe(expected)
})

test('another currency takes its sign in the locale, the number format stays the same', () => {
  expect(formatPrice(149, 'sv-SE', 'SEK')).toBe('149,00\u00a0kr')
  expect(formatPrice(149, 'no-NO', 'NOK')).toBe('149,00\u00a0kr')
})

test('a formatted price reads back as the amount rounded to cents, in every locale', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: -100_000_000, max: 100_000_000 }),
      fc.constantFrom(...locales),
      (cents, locale) => {
        const text = formatPrice(cents / 100, locale)
        expect(text).toMatch(/^\u2212?\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0€$/)
        const readBack = Number(
          text
            .replace(/\u00a0€$/, '')
            .replaceAll('\u00a0', '')
            .replace(',', '.')
            .replace('\u2212', '-'),
        )
        expect(Math.round(readBack * 100)).toBe(cents)
      },
    ),
    { numRuns: 2000 },
  )
})
