import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { z } from 'zod'
import { bundledRedirectTables } from '#redirects/bundled-tables.ts'
import {
  compileRedirectTables,
  countrySiteHosts,
  lookupRedirect,
  type RedirectTable,
  type RedirectTarget,
} from '#redirects/redirect-table.ts'
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
