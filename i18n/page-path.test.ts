import { expect, test } from 'vitest'
import { parsePagePath } from './page-path.ts'

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
