import fc from 'fast-check'
import { expect, test } from 'vitest'
import { checkTagManagerId } from './tag-manager-id.ts'

test.each([
  ['GTM-ABC123', { valid: true, id: 'GTM-ABC123' }],
  ['G-XYZ9', { valid: true, id: 'G-XYZ9' }],
  ['gtm-abc123', { valid: false, suggestion: 'GTM-ABC123' }],
  [' GTM ABC123 ', { valid: false, suggestion: 'GTM-ABC123' }],
  ['GTMABC123', { valid: false, suggestion: 'GTM-ABC123' }],
  ['g_xyz9', { valid: false, suggestion: 'G-XYZ9' }],
  ['UA-12345-1', { valid: false, suggestion: null }],
  ['GTM-', { valid: false, suggestion: null }],
  ['', { valid: false, suggestion: null }],
])('checkTagManagerId(%j)', (input, expected) => {
  expect(checkTagManagerId(input)).toEqual(expected)
})

test('every suggestion is itself a valid id', () => {
  fc.assert(
    fc.property(fc.string(), (input) => {
      const result = checkTagManagerId(input)
      if (!result.valid && result.suggestion !== null) {
        expect(checkTagManagerId(result.suggestion)).toEqual({ valid: true, id: result.suggestion })
      }
    }),
    { numRuns: 2000 },
  )
})
