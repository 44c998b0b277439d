import fc from 'fast-check'
import { expect, test } from 'vitest'
import { telHref } from './phone-number.ts'

test.each([
  ['+358 20 123 4567', 'tel:+358201234567'],
  ['020 123 4567', 'tel:0201234567'],
  ['020-123-4567', 'tel:0201234567'],
  ['+358 (0)20 123 4567', null],
  ['  +46 8 123 456 78 ', 'tel:+46812345678'],
  ['+47 22\u00a012\u00a034\u00a056', 'tel:+4722123456'],
  ['+358 20 123\u20114567', 'tel:+358201234567'],
  ['112', 'tel:112'],
  ['12', null],
  ['+358 20 123 4567 890 123', null],
  ['358+20', null],
  ['++358201234567', null],
  ['call us', null],
  ['', null],
])('telHref(%j) = %j', (number, expected) => {
  expect(telHref(number)).toBe(expected)
})

test('a dialable number keeps its digits in order and only its leading +', () => {
  const digit = fc.integer({ min: 0, max: 9 }).map(String)
  const spacing = fc.constantFrom('', ' ', '-', '\u00a0')
  fc.assert(
    fc.property(
      fc.boolean(),
      fc.array(fc.tuple(digit, spacing), { minLength: 3, maxLength: 15 }),
      (international, parts) => {
        const digits = parts.map(([character]) => character).join('')
        const written = `${international ? '+' : ''}${parts.map((part) => part.join('')).join('')}`
        expect(telHref(written)).toBe(`tel:${international ? '+' : ''}${digits}`)
      },
    ),
    { numRuns: 1000 },
  )
})
