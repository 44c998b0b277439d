import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { z } from 'zod'
import { bundledRedirectTables } from '#redirects/redirect-table-loader.server.ts'
import { compileRedirectTables } from '#redirects/redirect-table-builder.server.ts'
import {
  countrySiteHosts,
  lookupRedirect,
  type RedirectTable,
  type RedirectTarget,
} from '#redirects/redirect-matcher.server.ts'
import { locales, type Locale } from '#schemas/locale.ts'
import {
  loadEmbeddedContent,
  type EmbeddedContentSource,
} from '#server/services/content/embedded-content-source.server.ts'

/**
 * issue 5: every internal target of the legacy tables exists as a page of its locale in the embedded
 * content, every absolute target exists on the country site it names, and no table takes a current page
 * (published or draft) away from its visitors.
 */

const tables = compileRedirectTables(bundledRedirectTables)
let content: EmbeddedContentSource

beforeAll(async () => {
  content = await loadEmbeddedContent('content')
})

afterAll(() => {
  content.close()
})

function targetsOf(table: RedirectTable): RedirectTarget[] {
  return [
    ...table.exact.values(),
    ...table.prefixes.values(),
    ...table.suffixes.map(([, target]) => target),
    ...(table.emailLike === null ? [] : [table.emailLike]),
  ]
}

const localeOfSite = new Map(locales.map((locale) => [countrySiteHosts[locale], locale]))

/** The locale and path a target lands on. */
function landing(locale: Locale, target: RedirectTarget): { locale: Locale; path: string } {
  if (target.kind === 'internal') return { locale, path: target.path.replace(/[?#].*$/, '') }
  const url = new URL(target.url)
  const siteLocale = localeOfSite.get(url.hostname)
  if (siteLocale === undefined) throw new Error(`${target.url} is on no country site`)
  return { locale: siteLocale, path: url.pathname }
}

test.each(locales)('every target of the %s table is a published page', async (locale) => {
  const missing: string[] = []
  const targets = targetsOf(tables[locale])
  for (const target of targets) {
    const at = landing(locale, target)
    const page = await content.getPage({ locale: at.locale, path: at.path, preview: false })
    if (page === null) missing.push(`${target.origin} → ${at.locale} ${at.path}`)
  }
  expect(missing).toEqual([])
  expect(targets.length).toBeGreaterThanOrEqual(300)
})

const pageFileSchema = z.looseObject({ localizedPagePaths: z.record(z.string(), z.string()) })

/** Every page path of a locale, drafts included, read from the content files. */
function pagePaths(locale: Locale): string[] {
  const dir = join('content', locale, 'pages')
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      const page = pageFileSchema.parse(JSON.parse(readFileSync(join(dir, name), 'utf8')))
      const path = page.localizedPagePaths[locale]
      return path === undefined ? [] : [path]
    })
}

test.each(locales)('no page of %s (published or draft) is redirected away', (locale) => {
  const paths = pagePaths(locale)
  expect(paths.length).toBeGreaterThan(10)
  const taken = paths.filter((path) => lookupRedirect(tables[locale], path) !== null)
  expect(taken).toEqual([])
})

/**
 * spec §2.8 names these legacy targets (the Finnish examples, the English targets and the Swedish news
 * page). Each is a real page of its market, not a parent the tables fall back to.
 */
const specTargetsEn = [
  '/about-us/sustainability/energy-transition',
  '/about-us/sustainability/wind-power',
  '/about-us/sustainability/reporting',
  '/about-us/sustainability/carbon-sequestration',
  '/about-us/news-and-media/company-and-press-releases',
  '/about-us/stories',
  '/about-us/people-and-careers/open-positions',
  '/private/privacy-policy',
]

const specTargets: ReadonlyArray<readonly [Locale, readonly string[]]> = [
  [
    'fi-FI',
    [
      '/tietoa-meista',
      '/yksityisille/tietosuoja',
      '/yksityisille/kanta-asiakkuus',
      '/yksityisille/tuotteet/sahkoauton-lataus',
      '/yrityksille/b2b',
      '/yrityksille/b2b-ota-yhteytta',
      '/yrityksille/energiatuotteet',
      '/yrityksille/business-palvelut',
      '/kayttoturva-ja-tuotetiedotteet',
      '/vika-ja-hairiotiedotteet',
    ],
  ],
  ['en-EU', specTargetsEn],
  ['sv-SE', ['/om-oss/nyheter-och-press']],
]

test.each(specTargets)(
  'spec §2.8: every %s legacy target the spec names is a published page',
  async (locale, paths) => {
    const missing: string[] = []
    for (const path of paths) {
      const page = await content.getPage({ locale, path, preview: false })
      if (page === null) missing.push(path)
    }
    expect(missing).toEqual([])
  },
)

test('spec §2.8: the en-EU targets are published in fi-FI, sv-SE and no-NO too, with the same localized paths', async () => {
  const problems: string[] = []
  for (const path of specTargetsEn) {
    const page = await content.getPage({ locale: 'en-EU', path, preview: false })
    if (page === null) {
      problems.push(`en-EU ${path}: no published page`)
      continue
    }
    for (const locale of locales.filter((other) => other !== 'en-EU')) {
      const counterpart = page.localizedPagePaths[locale]
      if (counterpart === undefined) {
        problems.push(`en-EU ${path}: no ${locale} path`)
        continue
      }
      const other = await content.getPage({ locale, path: counterpart, preview: false })
      if (other === null) problems.push(`en-EU ${path}: ${locale} ${counterpart} is no published page`)
      else if (!isDeepStrictEqual(other.localizedPagePaths, page.localizedPagePaths)) {
        problems.push(`en-EU ${path}: ${locale} ${counterpart} lists other localized paths`)
      }
    }
  }
  expect(problems).toEqual([])
})
