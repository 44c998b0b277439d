import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import ts from 'typescript'
import { expect, test } from 'vitest'
import { locales, type Locale } from '#schemas/locale.ts'
import { fixedPathKeys, getHref, isExternalHref, type FixedPathKey } from './localized-paths.ts'

/** spec §2.2, row by row: the table the code must agree with. */
const spec: Record<FixedPathKey, Record<Locale, string>> = {
  landingPage: { 'fi-FI': '/', 'en-EU': '/', 'sv-SE': '/', 'no-NO': '/' },
  stationLocator: {
    'fi-FI': '/asemahaku',
    'en-EU': '/stationsearch',
    'sv-SE': '/hitta-station',
    'no-NO': '/finn-stasjon',
  },
  b2b: { 'fi-FI': '/yrityksille', 'en-EU': '/company', 'sv-SE': '/foretag', 'no-NO': '/befrift' },
  terms: {
    'fi-FI': '/kayttoehdot',
    'en-EU': '/terms',
    'sv-SE': '/allmanna-villkor',
    'no-NO': '/vilkar-for-bruk',
  },
  contact: {
    'fi-FI': '/yksityisille/ota-yhteytta/asiakaspalvelu',
    'en-EU': '/about-us/company-info/contact-us',
    'sv-SE': '/privat/kundservice',
    'no-NO': '/privat/kundservice',
  },
  articles: { 'fi-FI': '/artikkeli', 'en-EU': '/article', 'sv-SE': '/artikel', 'no-NO': '/artikkel' },
}

test('the table has exactly the rows of spec §2.2', () => {
  expect([...fixedPathKeys].sort()).toEqual(Object.keys(spec).sort())
})

test.each(fixedPathKeys.flatMap((key) => locales.map((locale) => [key, locale] as const)))(
  'getHref(%s, %s) is the spec §2.2 path',
  (key, locale) => {
    expect(getHref(key, locale)).toBe(spec[key][locale])
  },
)

test.each([
  ['fi-FI', '?service=MAIN'],
  ['en-EU', '?service=MAIN'],
  // spec §2.2: the service query is not shown for sv and no; they fall back to the front page.
  ['sv-SE', '/'],
  ['no-NO', '/'],
])('getHref(service, %s) is %j', (locale, href) => {
  expect(getHref('service', locale)).toBe(href)
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

/** Every localized path of spec §2.2 except `/`, the one each market shares. */
const localizedPaths = [...new Set(Object.values(spec).flatMap((row) => Object.values(row)))].filter(
  (path) => path !== '/',
)

/**
 * Where a localized URL may be written: the table itself, the legacy redirect tables, and what only
 * describes or exercises the code (tests, fixtures, stories, e2e).
 */
function mayWriteLocalizedUrls(file: string): boolean {
  const path = file.split(sep).join('/')
  return (
    path === 'i18n/localized-paths.ts' ||
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

test('no localized URL of spec §2.2 is written outside i18n/localized-paths.ts (use getHref)', () => {
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
