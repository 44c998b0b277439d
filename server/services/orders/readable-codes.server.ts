import { randomInt } from 'node:crypto'

/**
 * Codes a person reads off a screen or an e-mail and types at a wash bay or a till: upper-case letters and
 * digits without the ones that pass for each other (0/O, 1/I/L), so a misread code is rare and a typed one
 * need not be normalised beyond upper case. 31 symbols: about 5 bits each.
 */
export const unambiguousAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** `length` symbols of the alphabet, each from `crypto.randomInt` (uniform, unpredictable). */
export function randomSymbols(length: number): string {
  let symbols = ''
  for (let index = 0; index < length; index += 1) {
    symbols += unambiguousAlphabet.charAt(randomInt(unambiguousAlphabet.length))
  }
  return symbols
}

/**
 * A voucher code such as `W7KQ-93MX-PT`: 10 symbols (≈ 49.5 bits, not guessable at a till) grouped 4-4-2
 * for reading aloud. Unique only by chance: the `vouchers.code` column is unique and the issuer retries.
 */
export function newVoucherCode(): string {
  const symbols = randomSymbols(10)
  return `${symbols.slice(0, 4)}-${symbols.slice(4, 8)}-${symbols.slice(8)}`
}

/** An order id as the confirmation and the e-mail show it, e.g. `AU-7KQ93MXPTW`; the primary key decides. */
export function newOrderId(): string {
  return `AU-${randomSymbols(10)}`
}
