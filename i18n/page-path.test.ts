import { expect, test } from 'vitest'
import { parsePagePath, splitPagePath } from './page-path.ts'

test.each([
  ['/', { preview: false, locale: 'fi-FI', contentPath: '/' }],
  ['', { preview: false, locale: 'fi-FI', contentPath: '/' }],
  ['/en-EU', { preview: false, locale: 'en-EU', contentPath: '/' }],
  ['/en-EU/', { preview: false, locale: 'en-EU', contentPath: '/' }],
  ['/sv-SE/hitta-station', { preview: false, locale: 'sv-SE', contentPath: '/hitta-station' }],
  ['/no-NO/privat/kundservice', { preview: false, locale: 'no-NO', contentPath: '/privat/kundservice' }],
  ['/asemahaku', { preview: false, locale: 'fi-FI', contentPath: '/asemahaku' }],
  ['/preview', { preview: true, locale: 'fi-FI', contentPath: '/' }],
  ['/preview/en-EU/article/x', { preview: true, locale: 'en-EU', contentPath: '/article/x' }],
  ['/en-EU/preview', { preview: false, locale: 'en-EU', contentPath: '/preview' }],
  ['/previewer', { preview: false, locale: 'fi-FI', contentPath: '/previewer' }],
  ['/EN-EU', { preview: false, locale: 'fi-FI', contentPath: '/EN-EU' }],
  ['/de-DE/x', { preview: false, locale: 'fi-FI', contentPath: '/de-DE/x' }],
])('parsePagePath(%j)', (pathname, expected) => {
  expect(parsePagePath(pathname)).toEqual(expected)
})

test.each([
  ['/', { preview: false, locale: null, contentPath: '/' }],
  ['/asemahaku', { preview: false, locale: null, contentPath: '/asemahaku' }],
  ['/preview/x', { preview: true, locale: null, contentPath: '/x' }],
  ['/fi-FI/asemahaku', { preview: false, locale: 'fi-FI', contentPath: '/asemahaku' }],
  ['/preview/sv-SE', { preview: true, locale: 'sv-SE', contentPath: '/' }],
])('splitPagePath(%j) leaves the locale of an unprefixed path open', (pathname, expected) => {
  expect(splitPagePath(pathname)).toEqual(expected)
})
