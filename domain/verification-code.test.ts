import fc from 'fast-check'
import { expect, test } from 'vitest'
import { isStationCode, normalizeVerificationCode } from './verification-code.ts'

test.each([
  ['123', 'AUR-123'],
  ['aur 123', 'AUR-123'],
  ['AUR-123', 'AUR-123'],
  ['aur-123', 'AUR-123'],
  ['AUR123', 'AUR-123'],
  [' a u r 1 2 3 ', 'AUR-123'],
  ['AUR - 1042', 'AUR-1042'],
  ['1 042', 'AUR-1042'],
  // Not the prefix followed by digits: the prefix is added, as spec §5 says.
  ['aurx1', 'AUR-AURX1'],
  ['x9', 'AUR-X9'],
  ['AUR-', 'AUR-AUR-'],
  ['aurora', 'AUR-AURORA'],
  ['', ''],
  ['   ', ''],
])('spec §5: normalizeVerificationCode(%j) is %j', (input, code) => {
  expect(normalizeVerificationCode(input)).toBe(code)
})

test('another brand prefix is honoured', () => {
  expect(normalizeVerificationCode('pesu 12', 'PESU')).toBe('PESU-12')
  expect(normalizeVerificationCode('12', 'PESU')).toBe('PESU-12')
})

test.each([
  ['AUR-1', true],
  ['AUR-1042', true],
  ['AUR-', false],
  ['AUR-12A', false],
  ['aur-12', false],
])('isStationCode(%j) is %j', (code, expected) => {
  expect(isStationCode(code)).toBe(expected)
})

test('the result has no spaces and no lower case, and a station code normalizes to itself', () => {
  fc.assert(
    fc.property(fc.string(), (input) => {
      const once = normalizeVerificationCode(input)
      expect(once).not.toMatch(/\s/)
      expect(once).toBe(once.toUpperCase())
      // Only a code of the station form is stable: spec §5 prefixes anything else again.
      if (isStationCode(once)) expect(normalizeVerificationCode(once)).toBe(once)
    }),
    { numRuns: 2000 },
  )
})

test('every digit string gives a station code', () => {
  fc.assert(
    fc.property(fc.stringMatching(/^\d{1,6}$/), (digits) => {
      expect(isStationCode(normalizeVerificationCode(digits))).toBe(true)
      expect(normalizeVerificationCode(`aur ${digits}`)).toBe(normalizeVerificationCode(digits))
    }),
  )
})
