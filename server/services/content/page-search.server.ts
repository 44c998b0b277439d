import type { SearchResult } from '#schemas/content-listing.ts'

/** At most this many results per search. */
export const maxSearchResults = 20

/**
 * Letters that carry no combining mark in Unicode, so NFD leaves them whole; folded by hand so a search
 * for "oljen" finds "øljen" and "aero" finds "ærø", as the accented Finnish and Swedish letters do.
 */
const foldedLetters: Record<string, string> = { ø: 'o', æ: 'ae', ß: 'ss', đ: 'd', ł: 'l', œ: 'oe' }

/** Lower case, accents removed (NFD, combining marks dropped), whitespace collapsed. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øæßđłœ]/g, (letter) => foldedLetters[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim()
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** The visible text of rich text: tags become spaces, the common entities are decoded. */
export function htmlToText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
    if (!name.startsWith('#')) return entities[name.toLowerCase()] ?? match
    const codePoint = /^#x/i.test(name) ? parseInt(name.slice(2), 16) : Number(name.slice(1))
    return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : match
  })
}

/** Block fields that hold identifiers, links or styling rather than text a visitor reads. */
const nonTextKeys = new Set([
  'id',
  'contentType',
  'url',
  'href',
  'src',
  'path',
  'slug',
  'code',
  'theme',
  'imagePosition',
  'backgroundColor',
  'srclang',
  'currency',
  'network',
  'created',
])

const linkLike = /^(https?:|mailto:|tel:|\/)/i

/** Every visible string of a block list, walked through nested objects and arrays; rich text stripped. */
export function blockText(value: unknown, key?: string): string[] {
  if (typeof value === 'string') {
    if ((key !== undefined && nonTextKeys.has(key)) || linkLike.test(value)) return []
    return [htmlToText(value)]
  }
  if (Array.isArray(value)) return value.flatMap((item) => blockText(item, key))
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([name, item]) => blockText(item, name))
  }
  return []
}

/** One page as search sees it: the result it would give, and its normalized text per field. */
export interface SearchDocument {
  result: SearchResult
  title: string
  description: string
  body: string
}

export function searchDocument(
  result: SearchResult,
  fields: { title: string; description?: string | undefined; body: unknown },
): SearchDocument {
  return {
    result,
    title: normalizeForSearch(fields.title),
    description: normalizeForSearch(fields.description ?? ''),
    body: normalizeForSearch(blockText(fields.body).join(' ')),
  }
}

/**
 * Ranks documents for a query: every word must occur somewhere in the page; the whole query in the title
 * ranks first, then all words in the title, then in the description, then in the body. Within a rank an
 * earlier hit wins, then the title in alphabetical order. An empty query finds nothing.
 */
export function searchDocuments(
  documents: Iterable<SearchDocument>,
  query: string,
  limit: number = maxSearchResults,
): SearchResult[] {
  const phrase = normalizeForSearch(query)
  if (phrase === '') return []
  const words = phrase.split(' ')
  const hasAll = (text: string) => words.every((word) => text.includes(word))
  const ranked: { rank: number; position: number; document: SearchDocument }[] = []
  for (const document of documents) {
    const all = `${document.title} ${document.description} ${document.body}`
    if (!hasAll(all)) continue
    const rank = document.title.includes(phrase)
      ? 0
      : hasAll(document.title)
        ? 1
        : hasAll(document.description)
          ? 2
          : 3
    const field = rank <= 1 ? document.title : rank === 2 ? document.description : all
    ranked.push({ rank, position: field.indexOf(words[0] ?? phrase), document })
  }
  ranked.sort(
    (a, b) =>
      a.rank - b.rank ||
      a.position - b.position ||
      a.document.title.localeCompare(b.document.title) ||
      a.document.result.path.localeCompare(b.document.result.path),
  )
  return ranked.slice(0, limit).map(({ document }) => document.result)
}
