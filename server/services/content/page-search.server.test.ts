import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  blockText,
  htmlToText,
  normalizeForSearch,
  searchDocument,
  searchDocuments,
} from './page-search.server.ts'

test.each([
  ['Sähköauton LATAUS', 'sahkoauton lataus'],
  ['Hitta  station\n i Malmö', 'hitta station i malmo'],
  ['Vilkår for bruk', 'vilkar for bruk'],
  ['Bærum Øst', 'baerum ost'],
  ['Straße', 'strasse'],
  ['  ', ''],
])('normalizeForSearch(%j) is %j', (text, normalized) => {
  expect(normalizeForSearch(text)).toBe(normalized)
})

test('normalizing twice changes nothing', () => {
  fc.assert(
    fc.property(fc.string(), (text) => {
      const once = normalizeForSearch(text)
      expect(normalizeForSearch(once)).toBe(once)
    }),
  )
})

test('rich text loses its markup and keeps its words', () => {
  expect(htmlToText('<p>Fuel &amp; <a href="/wash">wash</a>&nbsp;&#8211;&#x41;&bogus;</p>').trim()).toBe(
    'Fuel &  wash  –A&bogus;',
  )
})

test('block text walks nested fields and leaves out ids, types and links', () => {
  const body = [
    {
      id: 'hero-1',
      contentType: 'hero',
      heading: 'Wash',
      action: { label: 'Book', target: { contentType: 'standardPage', path: '/wash' } },
      image: { url: 'https://cdn.example/wash.jpg', alt: 'Car in a wash', width: 1, height: 1 },
    },
    {
      id: 'links',
      contentType: 'linkCards',
      cards: [{ title: 'Terms', target: 'https://example.com/terms' }],
    },
  ]
  expect(blockText(body)).toEqual(['Wash', 'Book', 'Car in a wash', 'Terms'])
})

test('a word split across fields still matches, ranked as a body hit', () => {
  const documents = [
    searchDocument(
      { path: '/a', title: 'Diesel', contentType: 'standardPage' },
      { title: 'Diesel', body: [{ id: 'x', contentType: 'richText', html: '<p>renewable</p>' }] },
    ),
    searchDocument(
      { path: '/b', title: 'Renewable diesel', contentType: 'standardPage' },
      { title: 'Renewable diesel', body: [] },
    ),
  ]
  expect(searchDocuments(documents, 'renewable diesel').map((result) => result.path)).toEqual(['/b', '/a'])
  expect(searchDocuments(documents, 'diesel', 1).map((result) => result.path)).toEqual(['/a'])
})
