import fc from 'fast-check'
import { expect, test } from 'vitest'
import { priceWithoutTax } from './price-without-tax.ts'

test.each([
  [12.55, 25.5, 10],
  [14.9, 25.5, 11.87],
  [59, 25.5, 47.01],
  [12.4, 24, 10],
  [9.9, 24, 7.98],
  [11.4, 14, 10],
  [50, 0, 50],
  [0, 25.5, 0],
])('priceWithoutTax(%j, %j) = %j', (price, taxClass, expected) => {
  expect(priceWithoutTax(price, taxClass)).toBe(expected)
})

test.each([
  [10, -1],
  [10, Number.NaN],
  [Number.POSITIVE_INFINITY, 24],
])('priceWithoutTax(%j, %j) refuses what is not a price and a tax percentage', (price, taxClass) => {
  expect(() => priceWithoutTax(price, taxClass)).toThrow(RangeError)
})

const centPrice = fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100)
const taxPercent = fc.double({ min: 0, max: 100, noNaN: true })

test('the price without tax never exceeds the price', () => {
  fc.assert(
    fc.property(centPrice, taxPercent, (price, taxClass) => {
      expect(priceWithoutTax(price, taxClass)).toBeLessThanOrEqual(price)
    }),
    { numRuns: 2000 },
  )
})

test('the price without tax is in whole cents and adding the tax back lands within a cent', () => {
  fc.assert(
    fc.property(centPrice, taxPercent, (price, taxClass) => {
      const net = priceWithoutTax(price, taxClass)
      expect(Math.abs(net * 100 - Math.round(net * 100))).toBeLessThan(1e-6)
      // Half a cent of rounding, scaled by at most 2 (a tax of up to 100 %).
      expect(Math.abs(net * (1 + taxClass / 100) - price)).toBeLessThanOrEqual(0.01 + 1e-9)
    }),
    { numRuns: 2000 },
  )
})
