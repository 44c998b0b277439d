import { expect, test } from 'vitest'
import { decideDiscount, type DiscountCode } from './discount-codes.server.ts'

const now = new Date('2026-11-26T12:00:00Z')

const percent = (percentOff: number, extra: Partial<DiscountCode> = {}): DiscountCode => ({
  code: 'CODE',
  kind: { type: 'percentage', percentOff },
  minimumTotal: {},
  validFrom: null,
  validUntil: null,
  oncePerEmail: false,
  ...extra,
})

const fixed = (amountOff: DiscountCode['kind'] & { type: 'fixed' }, extra: Partial<DiscountCode> = {}) =>
  percent(0, { kind: amountOff, ...extra })

const cart = { currency: 'EUR' as const, discountableTotal: 10_000, now, alreadyRedeemed: false }

test.each([
  // Half a cent goes up (ADR 027): 10 % of 9,95 € is 0,995 €.
  { total: 995, percentOff: 10, discount: 100 },
  { total: 994, percentOff: 10, discount: 99 },
  { total: 1, percentOff: 50, discount: 1 },
  { total: 0, percentOff: 20, discount: 0 },
  { total: 12_345, percentOff: 100, discount: 12_345 },
])('$percentOff % of $total minor units is $discount', ({ total, percentOff, discount }) => {
  const decision = decideDiscount('CODE', percent(percentOff), { ...cart, discountableTotal: total })
  expect(decision).toEqual({ result: { code: 'CODE', status: 'applied' }, discount })
})

test('a fixed amount is the market currency’s, never more than the discountable lines cost', () => {
  const code = fixed({ type: 'fixed', amountOff: { EUR: 500, SEK: 5000 } })
  expect(decideDiscount('CODE', code, cart).discount).toBe(500)
  expect(decideDiscount('CODE', code, { ...cart, currency: 'SEK' }).discount).toBe(5000)
  expect(decideDiscount('CODE', code, { ...cart, discountableTotal: 300 }).discount).toBe(300)
})

test('a fixed-amount code without an amount in this currency is unknown in this market', () => {
  const code = fixed({ type: 'fixed', amountOff: { EUR: 500 } })
  expect(decideDiscount('CODE', code, { ...cart, currency: 'NOK' }).result).toEqual({
    code: 'CODE',
    status: 'rejected',
    reason: 'unknown',
  })
})

test.each([
  { name: 'no stored code', stored: null, reason: 'unknown' },
  {
    name: 'a window that opens later',
    stored: percent(10, { validFrom: new Date(now.getTime() + 1) }),
    reason: 'not-yet-valid',
  },
  {
    name: 'a window that closed at this instant',
    stored: percent(10, { validUntil: now }),
    reason: 'expired',
  },
  {
    name: 'a minimum above the discountable lines',
    stored: percent(10, { minimumTotal: { EUR: 10_001 } }),
    reason: 'below-minimum',
  },
] as const)('$name is rejected as $reason, with no discount', ({ stored, reason }) => {
  expect(decideDiscount('CODE', stored, cart)).toEqual({
    result: { code: 'CODE', status: 'rejected', reason },
    discount: 0,
  })
})

test('a code is valid from its first instant to just before its end, and at its minimum exactly', () => {
  const windowed = percent(10, {
    validFrom: now,
    validUntil: new Date(now.getTime() + 1),
    minimumTotal: { EUR: 10_000 },
  })
  expect(decideDiscount('CODE', windowed, cart).result.status).toBe('applied')
})

test('a once-per-e-mail code is refused only to an e-mail that has redeemed it', () => {
  const once = percent(10, { oncePerEmail: true })
  expect(decideDiscount('CODE', once, { ...cart, alreadyRedeemed: true }).result).toMatchObject({
    reason: 'already-used',
  })
  expect(decideDiscount('CODE', once, cart).result.status).toBe('applied')
  // A code anyone may use again is not refused for having been used.
  expect(decideDiscount('CODE', percent(10), { ...cart, alreadyRedeemed: true }).result.status).toBe(
    'applied',
  )
})
