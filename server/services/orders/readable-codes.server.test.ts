import { expect, test } from 'vitest'
import { orderCompleteRequestSchema, voucherSchema } from '#schemas/order.ts'
import { newOrderId, newVoucherCode, randomSymbols, unambiguousAlphabet } from './readable-codes.server.ts'

test('the alphabet has no symbols that pass for each other', () => {
  for (const lookalike of ['0', 'O', '1', 'I', 'L']) expect(unambiguousAlphabet).not.toContain(lookalike)
  expect(new Set(unambiguousAlphabet).size).toBe(unambiguousAlphabet.length)
})

test('a voucher code is 10 symbols of the alphabet grouped 4-4-2, and fits the wire contract', () => {
  const pattern = new RegExp(
    `^[${unambiguousAlphabet}]{4}-[${unambiguousAlphabet}]{4}-[${unambiguousAlphabet}]{2}$`,
  )
  for (let index = 0; index < 200; index += 1) {
    const code = newVoucherCode()
    expect(code).toMatch(pattern)
    expect(
      voucherSchema.safeParse({ productCode: 'WASH-BASIC', name: 'Basic wash', kind: 'wash', code }).success,
    ).toBe(true)
  }
})

test('an order id is AU- and 10 symbols, accepted as an order id by the order calls', () => {
  const orderId = newOrderId()
  expect(orderId).toMatch(new RegExp(`^AU-[${unambiguousAlphabet}]{10}$`))
  expect(orderCompleteRequestSchema.safeParse({ orderId, signedReturn: 'x.y' }).success).toBe(true)
})

test('codes are random: every symbol turns up, and 2 000 codes do not repeat', () => {
  const seen = new Set(randomSymbols(5000))
  expect(seen).toEqual(new Set(unambiguousAlphabet))
  const codes = new Set(Array.from({ length: 2000 }, newVoucherCode))
  expect(codes.size).toBe(2000)
})
