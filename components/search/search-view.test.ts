import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  cleanSearchQuery,
  groupSearchResults,
  highlightSegments,
  maxSearchQueryCharacters,
  parseSearchPageNumber,
  searchGroupOf,
  searchQueryString,
} from './search-view.ts'

test.each([
  ['articlePage', 'articles'],
  ['stationPage', 'stations'],
  ['standardPage', 'pages'],
  ['landingPage', 'pages'],
])('content type %s is in the %s group', (contentType, group) => {
  expect(searchGroupOf(contentType)).toBe(group)
})

test('groups keep the ranking inside them and come in the order of their best result', () => {
  const result = (path: string, contentType: string) => ({ path, title: path, contentType })
  const groups = groupSearchResults([
    result('/s1', 'stationPage'),
    result('/p1', 'standardPage'),
    result('/s2', 'stationPage'),
    result('/a1', 'articlePage'),
  ])
  expect(groups.map((group) => [group.key, group.results.map((item) => item.path)])).toEqual([
    ['stations', ['/s1', '/s2']],
    ['pages', ['/p1']],
    ['articles', ['/a1']],
  ])
})

test.each([
  ['plain', 'asemat', 'asemat'],
  ['whitespace collapsed', '  käyttö \n ehdot ', 'käyttö ehdot'],
  ['control characters', 'a\u0000b\u0007c\u009bd', 'a b c d'],
  ['absent', null, ''],
])('cleanSearchQuery: %s', (_name, raw, clean) => {
  expect(cleanSearchQuery(raw)).toBe(clean)
})

test('a 10 kB query is cut to the longest searched, never leaving half a character', () => {
  expect(cleanSearchQuery('x'.repeat(10_000))).toHaveLength(maxSearchQueryCharacters)
  const astral = `${'x'.repeat(maxSearchQueryCharacters - 1)}😀`
  expect(cleanSearchQuery(astral)).toBe('x'.repeat(maxSearchQueryCharacters - 1))
})

test.each([
  [null, 1],
  ['2', 2],
  ['0', 1],
  ['-1', 1],
  ['1.5', 1],
  ['abc', 1],
  ['99999999999', 1],
  ['100000', 500],
])('page %j is %i', (raw, page) => {
  expect(parseSearchPageNumber(raw)).toBe(page)
})

test('the query string keeps the query and leaves page 1 out', () => {
  expect(searchQueryString('a&b c')).toBe('?q=a%26b+c')
  expect(searchQueryString('asemat', 3)).toBe('?q=asemat&page=3')
})

test.each([
  ['no ranges', 'abc', [], [{ text: 'abc', marked: false }]],
  [
    'two ranges',
    'one two three',
    [
      { start: 4, end: 7 },
      { start: 0, end: 3 },
    ],
    [
      { text: 'one', marked: true },
      { text: ' ', marked: false },
      { text: 'two', marked: true },
      { text: ' three', marked: false },
    ],
  ],
  [
    'overlapping and touching ranges merge',
    'abcdef',
    [
      { start: 0, end: 3 },
      { start: 2, end: 4 },
      { start: 4, end: 5 },
    ],
    [
      { text: 'abcde', marked: true },
      { text: 'f', marked: false },
    ],
  ],
  [
    'ranges beyond the text are clamped',
    'abc',
    [{ start: 1, end: 99 }],
    [
      { text: 'a', marked: false },
      { text: 'bc', marked: true },
    ],
  ],
  ['empty text', '', [{ start: 0, end: 2 }], [{ text: '', marked: false }]],
])('highlightSegments: %s', (_name, text, ranges, segments) => {
  expect(highlightSegments(text, ranges)).toEqual(segments)
})

test('the segments always spell the text exactly, whatever the ranges', () => {
  fc.assert(
    fc.property(
      fc.string({ maxLength: 30 }),
      fc.array(fc.record({ start: fc.integer({ min: -5, max: 40 }), end: fc.integer({ min: -5, max: 40 }) })),
      (text, ranges) => {
        const segments = highlightSegments(text, ranges)
        expect(segments.map((segment) => segment.text).join('')).toBe(text)
      },
    ),
  )
})
