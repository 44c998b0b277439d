import { expect, test } from 'vitest'
import { formatDate } from './format-date.ts'

test.each([
  ['2025-03-12T08:30:00+02:00', 'fi-FI', 'long', '12. maaliskuuta 2025'],
  ['2025-03-12T08:30:00+02:00', 'en-EU', 'long', '12 March 2025'],
  ['2025-03-12T08:30:00+02:00', 'sv-SE', 'long', '12 mars 2025'],
  ['2025-03-12T08:30:00+02:00', 'no-NO', 'long', '12. mars 2025'],
  ['2025-03-12T08:30:00+02:00', 'fi-FI', 'medium', '12.3.2025'],
  ['2025-03-12T08:30:00+02:00', 'en-EU', 'medium', '12 Mar 2025'],
  // 23:30 UTC is already the next day in Helsinki, Stockholm and Oslo: the market's day counts.
  ['2025-12-31T23:30:00Z', 'fi-FI', 'long', '1. tammikuuta 2026'],
  ['2025-12-31T22:30:00Z', 'sv-SE', 'long', '31 december 2025'],
  ['2025-12-31T23:30:00Z', 'no-NO', 'long', '1. januar 2026'],
  ['2025-03-12T08:30:00+02:00', 'sv-SE', 'medium', '12 mars 2025'],
  ['2025-03-12T08:30:00+02:00', 'no-NO', 'medium', '12. mars 2025'],
  // A date without a time is midnight UTC: still the same day in every market's zone.
  ['2026-05-01', 'fi-FI', 'long', '1. toukokuuta 2026'],
  ['2026-05-01', 'en-EU', 'long', '1 May 2026'],
  // Summer time starts at 01:00 UTC on the last Sunday of March; the offset change moves no date.
  ['2026-03-29T00:30:00Z', 'fi-FI', 'long', '29. maaliskuuta 2026'],
  ['2026-03-28T22:30:00Z', 'sv-SE', 'long', '28 mars 2026'],
  ['2026-03-28T23:30:00Z', 'sv-SE', 'long', '29 mars 2026'],
] as const)('formatDate(%j, %s, %s)', (value, locale, style, expected) => {
  expect(formatDate(value, locale, style)).toBe(expected)
})

test('a Date is formatted like its ISO string', () => {
  expect(formatDate(new Date('2024-06-01T12:00:00Z'), 'en-EU')).toBe('1 June 2024')
})

test('an invalid date gives null instead of "Invalid Date"', () => {
  expect(formatDate('not a date', 'fi-FI')).toBeNull()
  expect(formatDate(new Date(Number.NaN), 'en-EU')).toBeNull()
})
