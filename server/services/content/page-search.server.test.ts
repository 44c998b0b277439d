import fc from 'fast-check'
import { expect, test } from 'vitest'
import {
  blockText,
  htmlToText,
  maxQueryCharacters,
  normalizeForSearch,
  queryTerms,
  searchDocument,
  searchDocuments,
  searchDocumentsPage,
  type SearchDocument,
} from './page-search.server.ts'
import type { SearchResult } from '#schemas/content-listing.ts'
import { searchResultSchema } from '#schemas/content-listing.ts'

test.each([
  ['Sähköauton LATAUS', 'sahkoauton lataus'],
  ['Hitta  station\n i Malmö', 'hitta station i malmo'],
  ['Vilkår for bruk', 'vilkar for bruk'],
  ['Bærum Øst', 'baerum ost'],
  ['Straße', 'strasse'],
  ['İstanbul', 'istanbul'],
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

function page(path: string, title: string, body = '', description?: string, contentType = 'standardPage') {
  return searchDocument(
    { path, title, contentType, ...(description === undefined ? {} : { description }) },
    { title, description, body: [{ id: 'b', contentType: 'richText', html: `<p>${body}</p>` }] },
  )
}

const pages: SearchDocument[] = [
  page('/kayttoehdot', 'Käyttöehdot', 'Nämä ehdot koskevat verkkokauppaa.'),
  page('/asemat', 'Asemat', 'Kaikki asemat kartalla.'),
  page('/lounas', 'Lounas', 'Lounas tarjolla asemalla arkisin.'),
  page('/autopesu', 'Autopesu', 'Pesuohjelmat ja pesupaketit.'),
  page('/vilkar', 'Vilkår for bruk', 'Gjelder for nettbutikken.'),
  page('/hitta', 'Hitta station', 'Sök bland våra stationer i Malmö och Göteborg.'),
  page('/asemakaava', 'Kaavoitus', 'Asemakaava ja maankäyttö.'),
]

const pathsFor = (query: string) => searchDocuments(pages, query).map((result) => result.path)

test.each([
  ['diacritics dropped from the query side', 'kayttoehdot', ['/kayttoehdot']],
  ['diacritics kept on the query side', 'KÄYTTÖEHDOT', ['/kayttoehdot']],
  ['Norwegian å', 'vilkar', ['/vilkar']],
  ['Swedish ö inside the body', 'malmo', ['/hitta']],
  ['prefix of a plural and of an inflected form', 'asem', ['/asemat', '/asemakaava', '/lounas']],
  ['inflected query finds other forms of its stem, the title hit first', 'asemalla', ['/asemat', '/lounas']],
  ['compound part', 'pesu', ['/autopesu']],
  ['multiword AND, any order', 'kartalla asemat', ['/asemat']],
  ['multiword AND, any order (reversed)', 'asemat kartalla', ['/asemat']],
  ['multiword AND leaves out pages missing a word', 'kartalla lounas', []],
  ['no such word', 'vetyauto', []],
  ['empty query', '   ', []],
  ['punctuation only', '?!–…', []],
])('%s: %j finds %j', (_name, query, expected) => {
  expect(pathsFor(query)).toEqual(expected)
})

test('a title match ranks above a body match, a whole word above a prefix', () => {
  const documents = [
    page('/body-whole', 'Palvelut', 'Diesel kaikilla asemilla.'),
    page('/title-prefix', 'Dieselit ja bensiinit'),
    page('/title-whole', 'Diesel ja bensiini'),
  ]
  expect(searchDocuments(documents, 'diesel').map((result) => result.path)).toEqual([
    '/title-whole',
    '/title-prefix',
    '/body-whole',
  ])
})

test('on an equal score pages come before stations, however short the station names', () => {
  const documents = [
    page('/asemahaku/aurora-oulu', 'Aurora Oulu', 'Asema', undefined, 'stationPage'),
    page('/asemahaku/aurora-kemi', 'Aurora Kemi', 'Asema', undefined, 'stationPage'),
    page('/aurora-kortti', 'Aurora-kortti ja sen edut', 'Kortti'),
  ]
  expect(searchDocuments(documents, 'aurora').map((result) => result.path)).toEqual([
    '/aurora-kortti',
    '/asemahaku/aurora-kemi',
    '/asemahaku/aurora-oulu',
  ])
})

test('the description ranks between the title and the body', () => {
  const documents = [
    page('/body', 'A', 'hvo100 here'),
    page('/description', 'B', '', 'hvo100 in the description'),
    page('/title', 'Hvo100'),
  ]
  expect(searchDocuments(documents, 'hvo100').map((result) => result.path)).toEqual([
    '/title',
    '/description',
    '/body',
  ])
})

/** The highlighted pieces of a text: what the page wraps in <mark>. */
function marked(text: string, ranges: readonly { start: number; end: number }[] | undefined) {
  return (ranges ?? []).map((range) => text.slice(range.start, range.end))
}

test('a result carries the title matches and a body snippet with its matches, as ranges', () => {
  const [result] = searchDocuments(pages, 'asemalla lounas')
  expect(result?.path).toBe('/lounas')
  expect(marked(result?.title ?? '', result?.titleMatches)).toEqual(['Lounas'])
  const snippet = result?.snippets?.[0]
  expect(snippet?.text).toBe('Lounas tarjolla asemalla arkisin.')
  expect(marked(snippet?.text ?? '', snippet?.matches)).toEqual(['Lounas', 'asemalla'])
})

test('matches of decomposed text and of folded letters cover the whole word as written', () => {
  const decomposed = 'Ka\u0308ytto\u0308ehdot ja Bærum'
  const [result] = searchDocuments([page('/x', decomposed)], 'kayttoehdot baerum')
  expect(marked(decomposed, result?.titleMatches)).toEqual(['Ka\u0308ytto\u0308ehdot', 'Bærum'])
})

test('a long body gives a window around the match, cut at words, with ellipses and shifted ranges', () => {
  const filler = Array.from({ length: 60 }, (_, index) => `sana${index}`).join(' ')
  const [result] = searchDocuments([page('/long', 'Pitkä', `${filler} vetyasema ${filler}`)], 'vetyasema')
  const snippet = result?.snippets?.[0]
  expect(snippet?.text.startsWith('…sana')).toBe(true)
  expect(snippet?.text.endsWith('…')).toBe(true)
  expect(snippet?.text.length).toBeLessThanOrEqual(200)
  expect(marked(snippet?.text ?? '', snippet?.matches)).toEqual(['vetyasema'])
})

test('words far apart in the body give a passage each', () => {
  const filler = Array.from({ length: 80 }, (_, index) => `sana${index}`).join(' ')
  const [result] = searchDocuments([page('/far', 'Kaukana', `sauna ${filler} suihku`)], 'sauna suihku')
  expect(result?.snippets?.map((snippet) => marked(snippet.text, snippet.matches))).toEqual([
    ['sauna'],
    ['suihku'],
  ])
})

test('a title-only match shows the description without highlights', () => {
  const [result] = searchDocuments([page('/t', 'Tankkaus', 'Runko', 'Kuvaus')], 'tankkaus')
  expect(result?.snippets).toEqual([{ text: 'Kuvaus', matches: [] }])
})

test('every result the search gives is valid by the API schema', () => {
  for (const query of ['asem', 'kayttoehdot', 'pesu', 'malmo stationer']) {
    for (const result of searchDocuments(pages, query)) {
      expect(searchResultSchema.safeParse(result).success).toBe(true)
    }
  }
})

test.each([
  ['10 kB of letters', 'a'.repeat(10_000)],
  ['control characters', 'asem\u0000\u0007\u001b[31mat\u009b'],
  ['markup', '<script>alert(1)</script>'],
  ['lone surrogates', '\ud800asem\udfff'],
  ['regular-expression syntax', '.*(+[?\\'],
])('hostile input (%s) neither throws nor leaks through', (_name, query) => {
  const terms = queryTerms(query)
  expect(terms.join('').length).toBeLessThanOrEqual(maxQueryCharacters)
  expect(terms.every((term) => /^[\p{L}\p{N}]+$/u.test(term))).toBe(true)
  expect(() => searchDocuments(pages, query)).not.toThrow()
})

test('queryTerms splits, normalizes and keeps each word once', () => {
  expect(queryTerms('  Asemat, ASEMAT ja  käyttö-ehdot ')).toEqual(['asemat', 'ja', 'kaytto', 'ehdot'])
})

test('any query yields results valid by the schema and never throws', () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 40 }), (query) => {
      for (const result of searchDocuments(pages, query)) {
        expect(searchResultSchema.safeParse(result).success).toBe(true)
      }
    }),
  )
})

test('paging: a slice of the ranked matches, with the total and counts per content type', () => {
  const documents = Array.from({ length: 25 }, (_, index) =>
    page(
      `/p${String(index).padStart(2, '0')}`,
      `Asema ${String(index).padStart(2, '0')}`,
      '',
      undefined,
      index % 5 === 0 ? 'articlePage' : 'standardPage',
    ),
  )
  const first = searchDocumentsPage(documents, 'asema', { offset: 0, limit: 10 })
  const third = searchDocumentsPage(documents, 'asema', { offset: 20, limit: 10 })
  expect(first.total).toBe(25)
  expect(first.results).toHaveLength(10)
  expect(third.results.map((result: SearchResult) => result.path)).toEqual([
    '/p20',
    '/p21',
    '/p22',
    '/p23',
    '/p24',
  ])
  expect(first.contentTypeCounts).toEqual({ articlePage: 5, standardPage: 20 })
  expect(searchDocumentsPage(documents, 'asema', { offset: -3, limit: 1_000 }).results).toHaveLength(25)
  expect(searchDocuments(documents, 'asema')).toHaveLength(20)
})
