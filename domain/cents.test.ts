import fc from 'fast-check'
import { expect, test } from 'vitest'
import { toCents } from './cents.ts'

test.each([
  [0, 0],
  [12.5, 1250],
  [14.9, 1490],
  [1.005, 101],
  [1.115, 112],
  [0.285, 29],
  [0.004, 0],
  [0.005, 1],
  [-3, -300],
  [-1.005, -101],
  [-0.001, 0],
  [1e-7, 0],
  [123456.789, 12345679],
])('toCents(%j) = %j', (amount, expected) => {
  expect(toCents(amount)).toBe(expected)
})

test.each([[Number.NaN], [Number.POSITIVE_INFINITY], [Number.NEGATIVE_INFINITY]])(
  'toCents(%j) refuses a non-finite amount',
  (amount) => {
    expect(() => toCents(amount)).toThrow(RangeError)
  },
)

test('an amount already in whole cents is kept exactly', () => {
  fc.assert(
    fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
      expect(toCents(cents / 100)).toBe(cents)
    }),
    { numRuns: 2000 },
  )
})

test('rounding never moves an amount by more than half a cent', () => {
  fc.assert(
    fc.property(fc.double({ min: -1_000_000, max: 1_000_000, noNaN: true }), (amount) => {
      expect(Math.abs(toCents(amount) - amount * 100)).toBeLessThanOrEqual(0.5 + 1e-6)
    }),
    { numRuns: 2000 },
  )
})
