import { expect, test } from 'vitest'
import { searchResponseSchema, searchResultSchema } from './content-listing.ts'

const result = { path: '/terms', title: 'Terms of use', contentType: 'standardPage' }

test('an answer of an older CMS, without ranges, totals or counts, is still valid', () => {
  expect(searchResponseSchema.parse({ query: 'terms', results: [result] })).toEqual({
    query: 'terms',
    results: [result],
  })
})

test('the new fields parse: title matches, snippets with matches, total, offset and counts per type', () => {
  const answer = {
    query: 'terms',
    results: [
      {
        ...result,
        titleMatches: [{ start: 0, end: 5 }],
        snippets: [{ text: '…the terms apply', matches: [{ start: 5, end: 10 }] }],
      },
    ],
    total: 12,
    offset: 10,
    contentTypeCounts: { standardPage: 11, articlePage: 1 },
  }
  expect(searchResponseSchema.parse(answer)).toEqual(answer)
})

test.each([
  ['an empty range', { titleMatches: [{ start: 3, end: 3 }] }],
  ['a negative start', { titleMatches: [{ start: -1, end: 3 }] }],
  ['a title range beyond the title', { titleMatches: [{ start: 0, end: 99 }] }],
  ['a snippet range beyond its text', { snippets: [{ text: 'short', matches: [{ start: 2, end: 9 }] }] }],
  ['a fractional offset', { titleMatches: [{ start: 0.5, end: 3 }] }],
])('%s is refused', (_name, extra) => {
  expect(searchResultSchema.safeParse({ ...result, ...extra }).success).toBe(false)
})

test('a negative total is refused', () => {
  expect(searchResponseSchema.safeParse({ query: '', results: [], total: -1 }).success).toBe(false)
})
