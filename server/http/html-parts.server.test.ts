import fc from 'fast-check'
import { expect, test } from 'vitest'
import { findInParts, replaceInParts, utf8OfParts } from './html-parts.server.ts'

/** A text cut into pieces at the given places (sorted, within its length). */
function cut(text: string, places: readonly number[]): string[] {
  const sorted = [...new Set(places.map((place) => place % (text.length + 1)))].sort((a, b) => a - b)
  const pieces: string[] = []
  let from = 0
  for (const place of sorted) {
    pieces.push(text.slice(from, place))
    from = place
  }
  pieces.push(text.slice(from))
  return pieces
}

test('the parts encode to the bytes of their join, wherever they were cut, emoji and all', () => {
  fc.assert(
    fc.property(
      // Full Unicode: ASCII, Latin-1 (ä, ©), the Basic Multilingual Plane (–, ₂) and astral characters,
      // which are two UTF-16 units that a cut can separate.
      fc.string({ unit: 'binary' }),
      fc.array(fc.nat(), { maxLength: 8 }),
      (text, places) => {
        expect(utf8OfParts(cut(text, places)).equals(Buffer.from(text))).toBe(true)
      },
    ),
  )
})

test('an emoji cut between two parts is one character, not two replacement characters', () => {
  const parts = ['<p>fuel ⛽ and a car 🚗'.slice(0, -1), '🚗'.slice(-1), '</p>']
  expect(utf8OfParts(parts).toString()).toBe('<p>fuel ⛽ and a car 🚗</p>')
  expect(utf8OfParts([]).length).toBe(0)
  expect(utf8OfParts(['', 'CO₂', '']).toString()).toBe('CO₂')
})

test('replacing in parts gives the text a replacement of the join gives, and leaves the rest as slices', () => {
  const pattern = /<b>|<\/b>/g
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom('<b>', '</b>', 'ä', '–', 'text ', '<i>'), { maxLength: 30 }),
      fc.array(fc.nat(), { maxLength: 6 }),
      (tokens, places) => {
        // Cut only between tokens: the steps that use this look for tags, which no step splits.
        const boundaries = tokens.reduce<number[]>(
          (all, token) => [...all, (all.at(-1) ?? 0) + token.length],
          [],
        )
        const text = tokens.join('')
        const cutAt = places.map((place) => boundaries[place % Math.max(boundaries.length, 1)] ?? 0)
        const replaced = replaceInParts(cut(text, cutAt), pattern, (tag) =>
          tag === '<b>' ? '<strong>' : '</strong>',
        )
        expect(replaced.join('')).toBe(
          text.replace(pattern, (tag) => (tag === '<b>' ? '<strong>' : '</strong>')),
        )
      },
    ),
  )
})

test('a replacement equal to its match leaves the part whole', () => {
  const parts = ['<head><link a><link b></head>', '<body></body>']
  const replaced = replaceInParts(parts, /<link [ab]>/g, (tag) => (tag === '<link b>' ? '<link c>' : tag))
  expect(replaced).toEqual(['<head><link a>', '<link c>', '</head>', '<body></body>'])
  expect(replaceInParts(parts, /<link z>/g, () => 'x')).toEqual(parts)
  expect(() => replaceInParts(parts, /<link a>/, () => 'x')).toThrow(/global/)
})

test('the first match is found in the part that holds it', () => {
  expect(findInParts(['<head>', '<title>x</title></HEAD>', '</head>'], /<\/head>/i)).toEqual({
    partIndex: 1,
    position: 16,
  })
  expect(findInParts(['<p>no head</p>'], /<\/head>/i)).toBeNull()
})
