import fc from 'fast-check'
import { expect, test } from 'vitest'
import { foregroundFor, hexToRgb, normalizeHexColour, perceivedLuminance } from './colour-foreground.ts'

test.each([
  ['#000000', 'light'],
  ['#000', 'light'],
  ['000', 'light'],
  ['#ffffff', 'dark'],
  ['FFF', 'dark'],
  ['#0b3d2e', 'light'],
  ['#f5c400', 'dark'],
  // 0.299·255 = 76.2: pure red is dark enough for light text.
  ['#ff0000', 'light'],
  // 0.587·255 = 149.7: pure green needs dark text.
  ['#00ff00', 'dark'],
  // Grey 109 is just below the threshold, grey 110 exactly on it (spec §5: "below 110").
  ['#6d6d6d', 'light'],
  ['#6e6e6e', 'dark'],
  // Invalid colours: dark text (spec §5).
  ['', 'dark'],
  ['#', 'dark'],
  ['#12', 'dark'],
  ['#1234', 'dark'],
  ['#12345', 'dark'],
  ['#1234567', 'dark'],
  ['#ggg', 'dark'],
  ['##000', 'dark'],
  [' #000', 'dark'],
  ['black', 'dark'],
  ['rgb(0,0,0)', 'dark'],
])('foregroundFor(%j) is %s', (colour, expected) => {
  expect(foregroundFor(colour)).toBe(expected)
})

test.each([
  ['#AbC', '#aabbcc'],
  ['abc', '#aabbcc'],
  ['#0B3D2E', '#0b3d2e'],
  ['0b3d2e', '#0b3d2e'],
  ['#abcd', null],
  ['red', null],
])('normalizeHexColour(%j)', (colour, expected) => {
  expect(normalizeHexColour(colour)).toBe(expected)
})

test('perceived luminance uses the 0.299 / 0.587 / 0.114 weights on 0–255', () => {
  expect(perceivedLuminance({ red: 255, green: 255, blue: 255 })).toBeCloseTo(255)
  expect(perceivedLuminance({ red: 0, green: 0, blue: 255 })).toBeCloseTo(29.07)
  expect(hexToRgb('#0b3d2e')).toEqual({ red: 11, green: 61, blue: 46 })
})

const hexDigit = fc.constantFrom(...'0123456789abcdefABCDEF'.split(''))
const shortHex = fc.string({ unit: hexDigit, minLength: 3, maxLength: 3 })
const longHex = fc.string({ unit: hexDigit, minLength: 6, maxLength: 6 })

test('the answer is always light or dark, whatever the input', () => {
  fc.assert(
    fc.property(fc.string(), (colour) => {
      expect(['light', 'dark']).toContain(foregroundFor(colour))
    }),
    { numRuns: 2000 },
  )
})

test('anything that is not 3 or 6 hex digits gets dark text', () => {
  const notAColour = fc.string().filter((value) => !/^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value))
  fc.assert(
    fc.property(notAColour, (colour) => {
      expect(normalizeHexColour(colour)).toBeNull()
      expect(foregroundFor(colour)).toBe('dark')
    }),
    { numRuns: 2000 },
  )
})

/**
 * spec §5's luminance of a valid colour, worked out here from its digits rather than with the module's own
 * hexToRgb and perceivedLuminance: an oracle built from the code under test would agree with any mistake.
 */
function specLuminance(digits: string): number {
  const full = digits.length === 3 ? digits.replace(/./g, (digit) => digit + digit) : digits
  const channel = (at: number) => Number.parseInt(full.slice(at, at + 2), 16)
  return 0.299 * channel(0) + 0.587 * channel(2) + 0.114 * channel(4)
}

test('a valid colour gets light text exactly when its luminance is below 110 (spec §5)', () => {
  fc.assert(
    fc.property(fc.oneof(shortHex, longHex), fc.boolean(), (digits, withHash) => {
      const colour = withHash ? `#${digits}` : digits
      expect(foregroundFor(colour)).toBe(specLuminance(digits) < 110 ? 'light' : 'dark')
    }),
    { numRuns: 2000 },
  )
})

test('the leading # and letter case never change the answer, and #rgb means #rrggbb', () => {
  fc.assert(
    fc.property(shortHex, (digits) => {
      const doubled = digits.replace(/./g, (digit) => digit + digit)
      const answer = foregroundFor(digits)
      expect(foregroundFor(`#${digits}`)).toBe(answer)
      expect(foregroundFor(digits.toUpperCase())).toBe(answer)
      expect(foregroundFor(`#${doubled}`)).toBe(answer)
    }),
    { numRuns: 1000 },
  )
})
