import fc from 'fast-check'
import { expect, test } from 'vitest'
import { maxMinorAmount } from '#schemas/money-limits.ts'
import {
  allocateProportionally,
  amountWithoutTax,
  cartTotals,
  emptyCartTotals,
  lineTotal,
  taxBasisPoints,
  taxByClass,
  type CartTotals,
  type PricedLine,
} from './money.ts'

// Expected values are worked out by hand from spec §9 (price ÷ (1 + tax class percentage)) and the
// rounding rule of ADR 027; the arithmetic is in each row's comment.

/** The markets' standard rates (ADR 027): fi-FI and en-EU in EUR, sv-SE in SEK, no-NO in NOK. */
const eurVat = 25.5
const sekVat = 25
const nokVat = 25

function line(unitPrice: number, quantity: number, taxClass: number, discountable = true): PricedLine {
  return { unitPrice, quantity, taxClass, discountable }
}

/** A gift card: a multi-purpose voucher, no VAT when sold and never discounted (ADR 027). */
function giftCard(unitPrice: number, quantity = 1): PricedLine {
  return line(unitPrice, quantity, 0, false)
}

test.each([
  // tax class %, basis points
  [25.5, 2550],
  [25, 2500],
  [24, 2400],
  [14, 1400],
  [0, 0],
  [100, 10_000],
  // 14.35 × 100 is 1434.9999999999998 as a double: still the tax class 14.35 %.
  [14.35, 1435],
  [0.01, 1],
])('taxBasisPoints(%j) = %j', (percent, basisPoints) => {
  expect(taxBasisPoints(percent)).toBe(basisPoints)
})

test.each([
  ['a negative rate', -1],
  ['a rate above 100 %', 100.01],
  ['three decimals', 25.555],
  ['a fraction of a basis point', 0.001],
  ['NaN', Number.NaN],
  ['infinity', Number.POSITIVE_INFINITY],
])('taxBasisPoints refuses %s instead of rounding it', (_case, percent) => {
  expect(() => taxBasisPoints(percent)).toThrow(RangeError)
})

test('every tax class with at most two decimals reads back as its basis points', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 10_000 }), (basisPoints) => {
      expect(taxBasisPoints(basisPoints / 100)).toBe(basisPoints)
    }),
    { numRuns: 2000 },
  )
})

test.each([
  // market, price with tax, tax class, price without tax
  ['EUR', 1255, eurVat, 1000], // 12,55 € ÷ 1.255 = 10,00 € exactly
  ['EUR', 1490, eurVat, 1187], // 1187.25… → 1187
  ['EUR', 990, eurVat, 789], // 788.84… → 789
  ['EUR', 5900, eurVat, 4701], // 4701.19… → 4701
  ['EUR', 1, eurVat, 1], // 0.79… → 1
  ['EUR', 0, eurVat, 0],
  ['SEK', 12_500, sekVat, 10_000], // 125,00 kr ÷ 1.25 = 100,00 kr
  ['SEK', 11_900, sekVat, 9520], // 119 kr ÷ 1.25 = 95,20 kr
  ['SEK', 1, sekVat, 1], // 0.8 → 1
  ['SEK', 3, sekVat, 2], // 2.4 → 2
  ['NOK', 14_900, nokVat, 11_920], // 149 kr ÷ 1.25 = 119,20 kr
  ['NOK', 59_900, nokVat, 47_920], // 599 kr ÷ 1.25 = 479,20 kr
  ['NOK', 2, nokVat, 2], // 1.6 → 2
  ['EUR gift card', 5000, 0, 5000], // 0 %: the price itself
  ['EUR at 24 %', 990, 24, 798], // 798.38… → 798
  // Exact halves round up (ADR 027), never to even:
  ['half up at 100 %', 1, 100, 1], // 0.5 → 1
  ['half up at 100 %', 5, 100, 3], // 2.5 → 3, not 2
  ['half up at 60 %', 4, 60, 3], // 4 ÷ 1.6 = 2.5 → 3
  ['half up at 4 %', 13, 4, 13], // 13 ÷ 1.04 = 12.5 → 13
  ['largest amount', maxMinorAmount, eurVat, 796_812_749], // 796812749.0039… → 796812749
])('%s: amountWithoutTax(%j, %j) = %j', (_market, price, taxClass, expected) => {
  expect(amountWithoutTax(price, taxClass)).toBe(expected)
})

test.each([
  ['a fraction of a minor unit', 12.5],
  ['a negative amount', -1],
  ['an amount above the limit', maxMinorAmount + 1],
  ['NaN', Number.NaN],
])('amountWithoutTax refuses %s', (_case, amount) => {
  expect(() => amountWithoutTax(amount, eurVat)).toThrow(RangeError)
})

test('amountWithoutTax refuses a tax class it cannot state in basis points', () => {
  expect(() => amountWithoutTax(1000, 25.555)).toThrow(RangeError)
})

const minorAmount = fc.integer({ min: 0, max: maxMinorAmount })
const taxClass = fc.integer({ min: 0, max: 10_000 }).map((basisPoints) => basisPoints / 100)

test('the price without tax is the price ÷ (1 + rate) rounded half up: never more than the price', () => {
  fc.assert(
    fc.property(minorAmount, taxClass, (price, percent) => {
      const withoutTax = amountWithoutTax(price, percent)
      expect(Number.isSafeInteger(withoutTax)).toBe(true)
      expect(withoutTax).toBeLessThanOrEqual(price)
      // Rounded half up: price·10000/d − ½ < withoutTax ≤ price·10000/d + ½, with d = 10000 + basis
      // points; multiplied by 2d to stay in integers (BigInt, so the check itself cannot round).
      const divisor = BigInt(10_000 + Math.round(percent * 100))
      const twiceExact = 2n * BigInt(price) * 10_000n
      const twiceRounded = 2n * BigInt(withoutTax) * divisor
      expect(twiceRounded <= twiceExact + divisor).toBe(true)
      expect(twiceRounded > twiceExact - divisor).toBe(true)
    }),
    { numRuns: 5000 },
  )
})

test('a higher price never has a lower price without tax', () => {
  fc.assert(
    fc.property(minorAmount, minorAmount, taxClass, (a, b, percent) => {
      const [low, high] = a <= b ? [a, b] : [b, a]
      expect(amountWithoutTax(low, percent)).toBeLessThanOrEqual(amountWithoutTax(high, percent))
    }),
    { numRuns: 2000 },
  )
})

test('a line costs its unit price times its quantity, and refuses what is not money or a quantity', () => {
  expect(lineTotal(line(1490, 3, eurVat))).toBe(4470)
  expect(lineTotal(line(1490, 0, eurVat))).toBe(0)
  expect(() => lineTotal(line(14.9, 1, eurVat))).toThrow(RangeError)
  expect(() => lineTotal(line(1490, 1.5, eurVat))).toThrow(RangeError)
  expect(() => lineTotal(line(1490, -1, eurVat))).toThrow(RangeError)
  expect(() => lineTotal(line(maxMinorAmount, 2, eurVat))).toThrow(RangeError)
})

test.each([
  // amount, weights, shares
  [1000, [3000, 1000], [750, 250]], // exact
  [100, [1000, 1000, 1000], [34, 33, 33]], // 33.3… each; the one left over goes to the first
  [2, [1, 1, 1], [1, 1, 0]],
  // 10/7 = 1.43, 20/7 = 2.86, 40/7 = 5.71: floors 1 + 2 + 5 = 8; the two left go to .86 and .71
  [10, [1, 2, 4], [1, 3, 6]],
  [5, [0, 10, 0], [0, 5, 0]],
  [0, [1, 2], [0, 0]],
  [7, [0, 0], [0, 0]],
  [7, [], []],
  // 999999999² = 999999998000000001, beyond a double's exact integers: ÷ 10^9 gives 999999998 rest 1
  [999_999_999, [999_999_999, 1], [999_999_998, 1]],
  // 713547840 × 905156000 ÷ 1886784993 = 342313570.99999…, the largest remainder, so 342313571; a
  // product in doubles made it 342313572
  [713_547_840, [905_156_000, 981_628_993], [342_313_571, 371_234_269]],
])('allocateProportionally(%j, %j) = %j', (amount, weights, shares) => {
  expect(allocateProportionally(amount, weights)).toEqual(shares)
})

test('allocateProportionally refuses weights or amounts that are not minor units', () => {
  expect(() => allocateProportionally(10, [1.5, 2])).toThrow(RangeError)
  expect(() => allocateProportionally(10, [-1, 2])).toThrow(RangeError)
  expect(() => allocateProportionally(0.5, [1, 2])).toThrow(RangeError)
})

test('an allocation adds up exactly and gives each weight its proportional share rounded down or up', () => {
  fc.assert(
    fc.property(minorAmount, fc.array(minorAmount, { minLength: 1, maxLength: 12 }), (amount, weights) => {
      const shares = allocateProportionally(amount, weights)
      expect(shares).toHaveLength(weights.length)
      const sum = weights.reduce((total, weight) => total + BigInt(weight), 0n)
      if (sum === 0n) {
        expect(shares.every((share) => share === 0)).toBe(true)
        return
      }
      expect(shares.reduce((total, share) => total + share, 0)).toBe(amount)
      shares.forEach((share, index) => {
        const floor = (BigInt(amount) * BigInt(weights[index] ?? 0)) / sum
        expect(BigInt(share) === floor || BigInt(share) === floor + 1n).toBe(true)
      })
    }),
    { numRuns: 3000 },
  )
})

test.each<[string, PricedLine[], number, CartTotals]>([
  ['an empty cart', [], 0, emptyCartTotals],
  [
    'EUR, one wash',
    [line(1490, 1, eurVat)],
    0,
    // 1490 ÷ 1.255 = 1187.25 → 1187
    { discount: 0, taxAmount: 303, totalWithTax: 1490, totalWithoutTax: 1187 },
  ],
  [
    'EUR, two washes and a bundle',
    [line(1490, 2, eurVat), line(5900, 1, eurVat)],
    0,
    // 2980 + 5900 = 8880; 8880 ÷ 1.255 = 7075.69… → 7076
    { discount: 0, taxAmount: 1804, totalWithTax: 8880, totalWithoutTax: 7076 },
  ],
  [
    'EUR, a discount on a bundle',
    [line(5900, 1, eurVat)],
    500,
    // 5400 ÷ 1.255 = 4302.78… → 4303
    { discount: 500, taxAmount: 1097, totalWithTax: 5400, totalWithoutTax: 4303 },
  ],
  [
    'EUR, a wash and a 0 % gift card',
    [line(1490, 1, eurVat), giftCard(5000)],
    0,
    // 25.5 %: 1490 → 1187; 0 %: 5000 → 5000
    { discount: 0, taxAmount: 303, totalWithTax: 6490, totalWithoutTax: 6187 },
  ],
  [
    'EUR, a discount falls on the wash only, never on the gift card',
    [line(1490, 1, eurVat), giftCard(5000)],
    500,
    // 25.5 %: 990 ÷ 1.255 = 788.84… → 789; 0 %: 5000
    { discount: 500, taxAmount: 201, totalWithTax: 5990, totalWithoutTax: 5789 },
  ],
  [
    'EUR, a discount larger than the discountable lines is capped at them',
    [line(1490, 1, eurVat), giftCard(5000)],
    2000,
    { discount: 1490, taxAmount: 0, totalWithTax: 5000, totalWithoutTax: 5000 },
  ],
  [
    'EUR, a discount on a cart of gift cards only gives nothing',
    [giftCard(5000, 2)],
    1000,
    { discount: 0, taxAmount: 0, totalWithTax: 10_000, totalWithoutTax: 10_000 },
  ],
  [
    'EUR, a discount over two tax classes in proportion',
    [line(3000, 1, eurVat), line(1000, 1, 14)],
    1000,
    // shares 750 and 250; 25.5 %: 2250 ÷ 1.255 = 1792.82… → 1793; 14 %: 750 ÷ 1.14 = 657.89… → 658
    { discount: 1000, taxAmount: 549, totalWithTax: 3000, totalWithoutTax: 2451 },
  ],
  [
    'SEK, a wash and two bundles',
    [line(11_900, 1, sekVat), line(17_900, 2, sekVat)],
    0,
    // 11900 + 35800 = 47700; ÷ 1.25 = 38160
    { discount: 0, taxAmount: 9540, totalWithTax: 47_700, totalWithoutTax: 38_160 },
  ],
  [
    'SEK, three one-öre lines are taxed as their sum',
    [line(1, 1, sekVat), line(1, 1, sekVat), line(1, 1, sekVat)],
    0,
    // per class: 3 ÷ 1.25 = 2.4 → 2, tax 1 (per line: 0.8 → 1 three times, tax 0)
    { discount: 0, taxAmount: 1, totalWithTax: 3, totalWithoutTax: 2 },
  ],
  [
    'SEK, a discount and a gift card',
    [line(23_900, 1, sekVat), giftCard(50_000)],
    2390,
    // 25 %: 21510 ÷ 1.25 = 17208; 0 %: 50000
    { discount: 2390, taxAmount: 4302, totalWithTax: 71_510, totalWithoutTax: 67_208 },
  ],
  [
    'NOK, a wash and a bundle',
    [line(14_900, 1, nokVat), line(59_900, 1, nokVat)],
    0,
    // 74800 ÷ 1.25 = 59840
    { discount: 0, taxAmount: 14_960, totalWithTax: 74_800, totalWithoutTax: 59_840 },
  ],
  [
    'NOK, a tenth off two washes',
    [line(14_900, 2, nokVat)],
    2980,
    // 26820 ÷ 1.25 = 21456
    { discount: 2980, taxAmount: 5364, totalWithTax: 26_820, totalWithoutTax: 21_456 },
  ],
  [
    'NOK, a discount larger than everything',
    [line(14_900, 1, nokVat)],
    100_000,
    { discount: 14_900, taxAmount: 0, totalWithTax: 0, totalWithoutTax: 0 },
  ],
])('cartTotals: %s', (_case, lines, discount, expected) => {
  expect(cartTotals(lines, discount)).toEqual(expected)
})

test('cartTotals refuses a discount or a cart total that is not an amount in minor units', () => {
  expect(() => cartTotals([line(1490, 1, eurVat)], -1)).toThrow(RangeError)
  expect(() => cartTotals([line(1490, 1, eurVat)], 0.5)).toThrow(RangeError)
  // Each tax class is within the limit, their sum is not: totals must fit the cart answer's schema.
  expect(() => cartTotals([line(maxMinorAmount, 1, eurVat), giftCard(1)])).toThrow(RangeError)
})

test.each<[string, PricedLine[], number, { taxClass: number; taxAmount: number }[]]>([
  ['an empty cart', [], 0, []],
  [
    'SEK, one class',
    [line(11_900, 1, sekVat), line(17_900, 2, sekVat)],
    0,
    [{ taxClass: 25, taxAmount: 9540 }],
  ],
  ['NOK, one class after a discount', [line(14_900, 2, nokVat)], 2980, [{ taxClass: 25, taxAmount: 5364 }]],
  [
    'EUR, gift cards show as a 0 % class',
    [giftCard(5000), line(1490, 1, eurVat)],
    500,
    [
      { taxClass: 25.5, taxAmount: 201 },
      { taxClass: 0, taxAmount: 0 },
    ],
  ],
  [
    'EUR, highest rate first, each after its share of the discount',
    [line(1000, 1, 14), line(3000, 1, eurVat)],
    1000,
    [
      { taxClass: 25.5, taxAmount: 457 },
      { taxClass: 14, taxAmount: 92 },
    ],
  ],
])('taxByClass: %s', (_case, lines, discount, expected) => {
  expect(taxByClass(lines, discount)).toEqual(expected)
})

/** A cart as the shop sells: each market's rate, gift cards at 0 % and not discountable. */
const cartLine = fc.oneof(
  fc.record({
    unitPrice: fc.integer({ min: 0, max: 100_000 }),
    quantity: fc.integer({ min: 1, max: 99 }),
    taxClass: fc.constantFrom(eurVat, sekVat, 24, 14, 10),
    discountable: fc.boolean(),
  }),
  fc.record({
    unitPrice: fc.integer({ min: 0, max: 100_000 }),
    quantity: fc.integer({ min: 1, max: 99 }),
    taxClass: fc.constant(0),
    discountable: fc.constant(false),
  }),
)
const cart = fc.array(cartLine, { maxLength: 20 })
const requestedDiscount = fc.oneof(
  fc.integer({ min: 0, max: 5000 }),
  fc.integer({ min: 0, max: maxMinorAmount }),
)

test('cart totals are never negative and totalWithTax = totalWithoutTax + taxAmount exactly', () => {
  fc.assert(
    fc.property(cart, requestedDiscount, (lines, discount) => {
      const totals = cartTotals(lines, discount)
      for (const amount of Object.values(totals)) {
        expect(Number.isSafeInteger(amount)).toBe(true)
        expect(amount).toBeGreaterThanOrEqual(0)
      }
      expect(totals.totalWithTax).toBe(totals.totalWithoutTax + totals.taxAmount)
    }),
    { numRuns: 3000 },
  )
})

test('the discount is never more than asked for nor than the discountable lines cost, and is all given', () => {
  fc.assert(
    fc.property(cart, requestedDiscount, (lines, discount) => {
      const totals = cartTotals(lines, discount)
      const gross = lines.reduce((total, pricedLine) => total + pricedLine.unitPrice * pricedLine.quantity, 0)
      const discountable = lines
        .filter((pricedLine) => pricedLine.discountable)
        .reduce((total, pricedLine) => total + pricedLine.unitPrice * pricedLine.quantity, 0)
      expect(totals.discount).toBe(Math.min(discount, discountable))
      expect(totals.totalWithTax).toBe(gross - totals.discount)
      // What is not discountable (gift cards) is paid in full.
      const notDiscountable = gross - discountable
      expect(totals.totalWithTax).toBeGreaterThanOrEqual(notDiscountable)
    }),
    { numRuns: 3000 },
  )
})

test('the VAT breakdown adds up to the cart’s tax and names each tax class once, highest first', () => {
  fc.assert(
    fc.property(cart, requestedDiscount, (lines, discount) => {
      const breakdown = taxByClass(lines, discount)
      const classes = breakdown.map((entry) => entry.taxClass)
      expect(classes).toEqual(
        [...new Set(lines.map((pricedLine) => pricedLine.taxClass))].sort((a, b) => b - a),
      )
      expect(breakdown.reduce((total, entry) => total + entry.taxAmount, 0)).toBe(
        cartTotals(lines, discount).taxAmount,
      )
    }),
    { numRuns: 2000 },
  )
})

test('a cart without a discount is taxed per class on the class’s sum', () => {
  fc.assert(
    fc.property(cart, (lines) => {
      const sums = new Map<number, number>()
      for (const pricedLine of lines) {
        sums.set(
          pricedLine.taxClass,
          (sums.get(pricedLine.taxClass) ?? 0) + pricedLine.unitPrice * pricedLine.quantity,
        )
      }
      const expectedWithoutTax = [...sums].reduce(
        (total, [percent, sum]) => total + amountWithoutTax(sum, percent),
        0,
      )
      expect(cartTotals(lines).totalWithoutTax).toBe(expectedWithoutTax)
    }),
    { numRuns: 2000 },
  )
})
