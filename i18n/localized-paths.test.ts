import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import ts from 'typescript'
import { expect, test } from 'vitest'
import { locales } from '#schemas/locale.ts'
import { fixedPathKeys, getHref, isExternalHref, type FixedPathKey } from './localized-paths.ts'

/**
 * spec §2.2's table as the spec document writes it (`../shared/SPEC.md`, "2.2 Fixed localized paths"),
 * quoted word for word: the source of truth the code is held to, not a copy of the code.
 */
const specTable = `
| key | fi-FI | en-EU | sv-SE | no-NO |
|---|---|---|---|---|
| landingPage | / | / | / | / |
| stationLocator | /asemahaku | /stationsearch | /hitta-station | /finn-stasjon |
| b2b | /yrityksille | /company | /foretag | /befrift |
| terms | /kayttoehdot | /terms | /allmanna-villkor | /vilkar-for-bruk |
| contact | /yksityisille/ota-yhteytta/asiakaspalvelu | /about-us/company-info/contact-us | /privat/kundservice | /privat/kundservice |
| articles | /artikkeli | /article | /artikel | /artikkel |
| service | query ?service=MAIN | query ?service=MAIN | not shown | not shown |
`

const specDocument = resolve(import.meta.dirname, '..', '..', 'shared', 'SPEC.md')

/** The table's rows: key → the cell of each locale, by the header's column order. */
function specRows(table: string): Map<string, Map<string, string>> {
  const cellsOf = (line: string) =>
    line
      .replace(/^\|/, '')
      .replace(/\|$/, '')
      .split('|')
      .map((cell) => cell.trim())
  const [header = '', , ...rows] = table.trim().split('\n')
  const [, ...columns] = cellsOf(header)
  return new Map(
    rows.map((row) => {
      const [key = '', ...cells] = cellsOf(row)
      return [key, new Map(columns.map((column, index) => [column, cells[index] ?? '']))]
    }),
  )
}

const spec = specRows(specTable)

/**
 * The href a spec cell stands for: a path as written; `query ?x` is that query; "not shown" falls back to
 * the front page, as spec §2.2 says of anything a locale does not have.
 */
function hrefOfCell(cell: string): string {
  if (cell === 'not shown') return '/'
  return cell.replace(/^query /, '')
}

/** The code's key for a spec row; a row the code lacks fails the test that asks for it. */
function fixedKey(key: string): FixedPathKey {
  const found = fixedPathKeys.find((fixed) => fixed === key)
  if (found === undefined) throw new Error(`${key} is a spec §2.2 row the code does not have`)
  return found
}

test.skipIf(!existsSync(specDocument))(
  'the quoted table is word for word the one in the spec document',
  () => {
    expect(readFileSync(specDocument, 'utf8')).toContain(specTable.trim())
  },
)

test("the code's fixed paths are the spec §2.2 rows, service aside (a query, not a path)", () => {
  expect([...fixedPathKeys].sort()).toEqual([...spec.keys()].filter((key) => key !== 'service').sort())
})

test.each([...spec.keys()])('getHref(%s, locale) gives the spec §2.2 cell for every locale', (key) => {
  const row = spec.get(key)
  expect(locales.map((locale) => getHref(key === 'service' ? 'service' : fixedKey(key), locale))).toEqual(
    locales.map((locale) => hrefOfCell(row?.get(locale) ?? 'missing from the spec')),
  )
})

test.each(locales)('%s has an account hub; my-pages and car wash exist for fi and en only', (locale) => {
  expect(isExternalHref(getHref('accountHub', locale))).toBe(true)
  const fiOrEn = locale === 'fi-FI' || locale === 'en-EU'
  for (const key of ['myPages', 'carWash'] as const) {
    const href = getHref(key, locale)
    expect(isExternalHref(href)).toBe(fiOrEn)
    if (!fiOrEn) expect(href).toBe('/')
  }
})

test.each(['de-DE', 'fi', 'EN-EU', '', 'fi-FI/x'])(
  'an unknown locale %j falls back to / (spec §2.2)',
  (locale) => {
    for (const key of [...fixedPathKeys, 'service', 'accountHub', 'myPages', 'carWash'] as const) {
      expect(getHref(key, locale)).toBe('/')
    }
  },
)

test('isExternalHref tells absolute hubs from site paths', () => {
  expect(isExternalHref('https://tili.aurora.fi/')).toBe(true)
  expect(isExternalHref('HTTP://x.example')).toBe(true)
  expect(isExternalHref('/asemahaku')).toBe(false)
  expect(isExternalHref('?service=MAIN')).toBe(false)
})

/** Every localized path of spec §2.2 except `/`, the one each market shares (the service row is a query). */
const localizedPaths = [...new Set([...spec.values()].flatMap((row) => [...row.values()]))].filter(
  (path) => path.startsWith('/') && path !== '/',
)

/**
 * Where a localized URL may be written: the table itself, the legacy redirect tables, and what only
 * describes or exercises the code (tests, fixtures, stories, e2e).
 */
function mayWriteLocalizedUrls(file: string): boolean {
  const path = file.split(sep).join('/')
  return (
    path === 'i18n/localized-paths.ts' ||
    // The site's own pages (search, cart, station pages), apart so the start bundle carries only them.
    path === 'i18n/site-paths.ts' ||
    path.startsWith('redirects/') ||
    path.startsWith('tests/') ||
    path.startsWith('stories/') ||
    /\.(test|integration\.test|spec|fixtures|stories)\.tsx?$/.test(path) ||
    /(^|\/)fixtures\//.test(path)
  )
}

const skippedDirectories = new Set([
  'node_modules',
  'dist',
  '.cache',
  '.data',
  'storybook-static',
  'test-results',
  'playwright-report',
  '.git',
])

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) return skippedDirectories.has(entry.name) ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative('.', path)] : []
  })
}

/** The text of every string and template literal piece in a file. */
function stringLiterals(file: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: { text: string; line: number }[] = []
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      found.push({ text: node.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * A localized path as a whole literal or at the start of a template piece: `'/terms'`, `'/terms#x'`,
 * `` `/terms?x=${y}` ``, `` `/${locale}/terms` ``. Absolute URLs are left alone: other sites have their
 * own `/company` (a LinkedIn profile).
 */
const localizedUrl = new RegExp(`^(${localizedPaths.map(escapeRegExp).join('|')})(?=$|[/?#])`)

test('no localized URL of spec §2.2 is written outside i18n/localized-paths.ts and site-paths.ts (use getHref)', () => {
  const offenders = sourceFiles('.')
    .filter((file) => !mayWriteLocalizedUrls(file))
    .flatMap((file) =>
      stringLiterals(file)
        .filter(({ text }) => localizedUrl.test(text))
        .map(({ text, line }) => `${file}:${line}: ${JSON.stringify(text)}`),
    )
  expect(offenders).toEqual([])
})

test('the scan finds a localized URL however it is written, and nothing else', () => {
  for (const text of ['/asemahaku', '/terms?x=1', '/article/x', '/company', '/privat/kundservice#a']) {
    expect(localizedUrl.test(text), text).toBe(true)
  }
  for (const text of [
    '/articles',
    'https://www.linkedin.com/company/aurora',
    '/terms-and-more',
    'terms',
    '#blocks/article/article.tsx',
    '/private/products',
  ]) {
    expect(localizedUrl.test(text), text).toBe(false)
  }
  const template = ts.createSourceFile(
    'x.ts',
    'const a = `/${locale}/asemahaku`',
    ts.ScriptTarget.Latest,
    true,
  )
  const pieces: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isTemplateLiteralToken(node)) pieces.push(node.text)
    ts.forEachChild(node, visit)
  }
  visit(template)
  expect(pieces.some((piece) => localizedUrl.test(piece))).toBe(true)
})
