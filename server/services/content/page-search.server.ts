import type { MatchRange, SearchResult, SearchSnippet } from '#schemas/content-listing.ts'

/** At most this many results per search call, unless the caller asks for another page size. */
export const maxSearchResults = 20

/** The longest page size a caller may ask for. */
export const maxSearchPageSize = 50

/** Characters of a query that are read; the rest is cut (the API refuses longer queries outright). */
export const maxQueryCharacters = 200

/** Words of a query that are read: a query is a few words, and each costs a pass over the pages. */
export const maxQueryTerms = 8

/**
 * Letters that carry no combining mark in Unicode, so NFD leaves them whole; folded by hand so a search
 * for "oljen" finds "øljen" and "aero" finds "ærø", as the accented Finnish and Swedish letters do.
 */
const foldedLetters: Record<string, string> = { ø: 'o', æ: 'ae', ß: 'ss', đ: 'd', ł: 'l', œ: 'oe' }

/**
 * Lower case, accents removed (NFD, combining marks dropped; also those lower-casing adds, as in "İ"),
 * whitespace collapsed: `käyttöehdot`, `KAYTTOEHDOT` and `kayttoehdot` are one word to search.
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\p{M}/gu, '')
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

/** A word of a field: its normalized form and where it stands in the field's text. */
interface IndexedWord {
  normalized: string
  start: number
  end: number
}

/** One field of a page, prepared once per content version so a query only compares words. */
interface IndexedField {
  /** The field's text as a visitor reads it, whitespace collapsed: ranges point into this. */
  text: string
  words: IndexedWord[]
  /** Each distinct normalized word once. */
  vocabulary: string[]
  /** The vocabulary as one string (` word word `): one native substring test rules a field out. */
  joined: string
}

const fieldNames = ['title', 'description', 'body'] as const
type FieldName = (typeof fieldNames)[number]

/** One page (or station) as search sees it: the result it gives, and its fields indexed. */
export interface SearchDocument {
  result: SearchResult
  fields: Record<FieldName, IndexedField>
}

/** Letters and digits, with the combining marks of text written decomposed. */
const wordPattern = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu

/** Control characters (C0, DEL, C1) never belong to a query or to shown text. */
const controlCharacters = /\p{Cc}/gu

function indexField(raw: string): IndexedField {
  const text = raw.replace(controlCharacters, ' ').replace(/\s+/g, ' ').trim()
  const words: IndexedWord[] = []
  for (const match of text.matchAll(wordPattern)) {
    const normalized = normalizeForSearch(match[0]).replace(/\s/g, '')
    if (normalized !== '') words.push({ normalized, start: match.index, end: match.index + match[0].length })
  }
  const vocabulary = [...new Set(words.map((word) => word.normalized))]
  return { text, words, vocabulary, joined: ` ${vocabulary.join(' ')} ` }
}

/**
 * Indexes one page for search: done once per content version (when the content is read), so a query
 * only compares words. The body may be any JSON (a page's blocks, a station's facts): its visible
 * strings are read, identifiers and links left out.
 */
export function searchDocument(
  result: SearchResult,
  fields: { title: string; description?: string | undefined; body: unknown },
): SearchDocument {
  return {
    result,
    fields: {
      title: indexField(fields.title),
      description: indexField(fields.description ?? ''),
      body: indexField(blockText(fields.body).join(' ')),
    },
  }
}

/**
 * How a query word meets a word of the page, best first: the whole word; the start of a longer word
 * (`asem` → `asemat`); an inflected form sharing a stem (`asemalla` → `asemat`: Finnish, Swedish and
 * Norwegian add endings, so a searcher's form rarely equals the page's); a part of a compound
 * (`pesu` → `autopesu`).
 */
type MatchKind = 'whole' | 'prefix' | 'stem' | 'part'

const kindScore: Record<MatchKind, number> = { whole: 4, prefix: 3, stem: 2, part: 1 }
/** Where a match counts most: a title hit outranks any description hit, which outranks any body hit. */
const fieldScore: Record<FieldName, number> = { title: 30, description: 20, body: 10 }

/** A shared stem is at least this long, and each word's ending after it at most `maxEnding`. */
const minStem = 5
const maxEnding = 4
/** A compound part is at least this long: shorter ones are inside too many words. */
const minPart = 4

function commonPrefixLength(a: string, b: string): number {
  const length = Math.min(a.length, b.length)
  let index = 0
  while (index < length && a.charCodeAt(index) === b.charCodeAt(index)) index++
  return index
}

function matchKind(term: string, word: string): MatchKind | null {
  if (word === term) return 'whole'
  if (word.startsWith(term)) return 'prefix'
  if (term.length >= minStem) {
    const stem = commonPrefixLength(term, word)
    if (stem >= minStem && term.length - stem <= maxEnding && word.length - stem <= maxEnding) return 'stem'
  }
  if (term.length >= minPart && word.includes(term)) return 'part'
  return null
}

/** Every part a match can have in common with the term contains this much of its start. */
function probeOf(term: string): string {
  return term.length >= minPart ? term.slice(0, minPart) : term
}

/** The words a visitor typed: cleaned, cut, normalized, each once. */
export function queryTerms(query: string): string[] {
  const cleaned = query.slice(0, maxQueryCharacters).replace(controlCharacters, ' ')
  const terms = new Set<string>()
  for (const match of cleaned.matchAll(wordPattern)) {
    const term = normalizeForSearch(match[0]).replace(/\s/g, '')
    if (term !== '') terms.add(term)
    if (terms.size === maxQueryTerms) break
  }
  return [...terms]
}

interface FieldHit {
  kind: MatchKind
  /** The page's words this term matched in the field. */
  words: Set<string>
}

function findInField(field: IndexedField, term: string): FieldHit | null {
  if (!field.joined.includes(probeOf(term))) return null
  let best: MatchKind | null = null
  const words = new Set<string>()
  for (const word of field.vocabulary) {
    const kind = matchKind(term, word)
    if (kind === null) continue
    words.add(word)
    if (best === null || kindScore[kind] > kindScore[best]) best = kind
  }
  return best === null ? null : { kind: best, words }
}

interface DocumentMatch {
  document: SearchDocument
  score: number
  /** Where the first term's best hit stands in its field: an earlier hit ranks first on a tie. */
  position: number
  /** Per field, every page word some term matched: what gets highlighted. */
  matched: Record<FieldName, Set<string>>
}

function matchDocument(document: SearchDocument, terms: readonly string[]): DocumentMatch | null {
  const matched: Record<FieldName, Set<string>> = {
    title: new Set(),
    description: new Set(),
    body: new Set(),
  }
  let score = 0
  let position = Number.MAX_SAFE_INTEGER
  for (const [termIndex, term] of terms.entries()) {
    let best: { score: number; field: FieldName; words: Set<string> } | null = null
    for (const name of fieldNames) {
      const hit = findInField(document.fields[name], term)
      if (hit === null) continue
      for (const word of hit.words) matched[name].add(word)
      const hitScore = fieldScore[name] + kindScore[hit.kind]
      if (best === null || hitScore > best.score) best = { score: hitScore, field: name, words: hit.words }
    }
    // Every word of the query must occur in the page (AND).
    if (best === null) return null
    score += best.score
    if (termIndex === 0) {
      const words = best.words
      position = document.fields[best.field].words.find((word) => words.has(word.normalized))?.start ?? 0
    }
  }
  return { document, score, position, matched }
}

function rangesOf(field: IndexedField, words: ReadonlySet<string>, from = 0, to = Infinity): MatchRange[] {
  return field.words
    .filter((word) => words.has(word.normalized) && word.start >= from && word.end <= to)
    .map((word) => ({ start: word.start - from, end: word.end - from }))
}

/** Characters of text a snippet shows around its first match. */
const snippetLength = 180
const snippetLead = 60
const ellipsis = '…'

interface TextWindow {
  snippet: SearchSnippet
  /** Where the window starts and ends in the field's text. */
  start: number
  end: number
}

/** A window of a long text around one match, cut at word boundaries, with the matches inside it. */
function windowAround(field: IndexedField, words: ReadonlySet<string>, anchor: IndexedWord): TextWindow {
  const { text } = field
  let start = Math.max(0, anchor.start - snippetLead)
  let end = Math.min(text.length, start + snippetLength)
  if (start > 0) {
    const space = text.indexOf(' ', start)
    start = space === -1 || space >= anchor.start ? anchor.start : space + 1
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end)
    end = space > anchor.end ? space : Math.max(end, anchor.end)
  }
  const before = start > 0 ? ellipsis : ''
  const after = end < text.length ? ellipsis : ''
  const matches = rangesOf(field, words, start, end).map((range) => ({
    start: range.start + before.length,
    end: range.end + before.length,
  }))
  return { snippet: { text: `${before}${text.slice(start, end)}${after}`, matches }, start, end }
}

/** At most this many passages per result: one per stretch of the body where query words stand. */
const maxSnippets = 2

/**
 * The passages a result shows: the description when a word matched there (it was written to be read
 * whole); else up to two windows of the body around matched words; else the description or the body's
 * start, without highlights (the title alone matched).
 */
function snippetsOf(match: DocumentMatch): SearchSnippet[] {
  const { description, body } = match.document.fields
  if (match.matched.description.size > 0) {
    return [{ text: description.text, matches: rangesOf(description, match.matched.description) }]
  }
  const bodyWords = match.matched.body
  if (bodyWords.size > 0) {
    const snippets: SearchSnippet[] = []
    const shown = new Set<string>()
    let shownUntil = 0
    for (const word of body.words) {
      if (snippets.length === maxSnippets) break
      // Another window only for a matched word no window so far shows, beyond those windows.
      if (!bodyWords.has(word.normalized) || shown.has(word.normalized) || word.start < shownUntil) continue
      const passage = windowAround(body, bodyWords, word)
      snippets.push(passage.snippet)
      shownUntil = passage.end
      for (const other of body.words) {
        if (other.start >= passage.start && other.end <= passage.end) shown.add(other.normalized)
      }
    }
    return snippets
  }
  if (description.text !== '') return [{ text: description.text, matches: [] }]
  if (body.text === '') return []
  const first = body.words[0]
  return first === undefined ? [] : [windowAround(body, new Set(), first).snippet]
}

function resultOf(match: DocumentMatch): SearchResult {
  const title = match.document.fields.title
  return {
    ...match.document.result,
    titleMatches: rangesOf(title, match.matched.title),
    snippets: snippetsOf(match),
  }
}

export interface SearchPageOptions {
  /** How many ranked matches to skip (paging). */
  offset?: number
  /** How many to return, at most `maxSearchPageSize`. */
  limit?: number
}

export interface SearchPage {
  /** The requested slice of the ranked matches, each with its title matches and snippets. */
  results: SearchResult[]
  /** How many documents matched in all. */
  total: number
  offset: number
  /** Matches per content type, over all of them (the page's groups and their counts). */
  contentTypeCounts: Record<string, number>
}

function clampPaging({ offset = 0, limit = maxSearchResults }: SearchPageOptions) {
  return {
    offset: Number.isFinite(offset) ? Math.max(0, Math.floor(offset)) : 0,
    limit: Number.isFinite(limit)
      ? Math.min(maxSearchPageSize, Math.max(1, Math.floor(limit)))
      : maxSearchResults,
  }
}

/** Station pages are indexed beside content pages (spec §2.6); their content type says which is which. */
function isStation(document: SearchDocument): boolean {
  return document.result.contentType === 'stationPage'
}

/**
 * Ranks documents for a query. Every word of the query must match somewhere in the page (AND, in any
 * order). Each word scores where it matched best: a title hit above a description hit above a body hit,
 * and within a field a whole word above a prefix, above a shared stem, above a compound part; a page's
 * score is the sum. Ties go to pages before stations (a brand word in 1,200 station names must not push
 * the pages about it off the first page), then the earlier hit, then the shorter title, then the title
 * alphabetically.
 * An empty query (or one of punctuation only) finds nothing.
 */
export function searchDocumentsPage(
  documents: Iterable<SearchDocument>,
  query: string,
  options: SearchPageOptions = {},
): SearchPage {
  const { offset, limit } = clampPaging(options)
  const terms = queryTerms(query)
  if (terms.length === 0) return { results: [], total: 0, offset, contentTypeCounts: {} }
  const matches: DocumentMatch[] = []
  const contentTypeCounts: Record<string, number> = {}
  for (const document of documents) {
    const match = matchDocument(document, terms)
    if (match === null) continue
    matches.push(match)
    const type = document.result.contentType
    contentTypeCounts[type] = (contentTypeCounts[type] ?? 0) + 1
  }
  matches.sort(
    (a, b) =>
      b.score - a.score ||
      Number(isStation(a.document)) - Number(isStation(b.document)) ||
      a.position - b.position ||
      a.document.fields.title.text.length - b.document.fields.title.text.length ||
      a.document.result.title.localeCompare(b.document.result.title) ||
      a.document.result.path.localeCompare(b.document.result.path),
  )
  // Snippets only for the shown slice: the rest are counted, never rendered.
  return {
    results: matches.slice(offset, offset + limit).map(resultOf),
    total: matches.length,
    offset,
    contentTypeCounts,
  }
}

/** The first `limit` results of `searchDocumentsPage` (or the slice `options` names). */
export function searchDocuments(
  documents: Iterable<SearchDocument>,
  query: string,
  limitOrOptions: number | SearchPageOptions = maxSearchResults,
): SearchResult[] {
  const options = typeof limitOrOptions === 'number' ? { limit: limitOrOptions } : limitOrOptions
  return searchDocumentsPage(documents, query, options).results
}
