import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { createLogger } from '#server/logger.server.ts'
import {
  createTestContentDir,
  testPageDocument,
  writeTestJson,
  type TestContentDir,
} from '#tests/fixtures/content-dir.ts'
import {
  ContentValidationError,
  loadEmbeddedContent,
  type EmbeddedContentSource,
} from './embedded-content-source.server.ts'

const directories: TestContentDir[] = []
const sources: EmbeddedContentSource[] = []

afterEach(() => {
  for (const source of sources.splice(0)) source.close()
  for (const directory of directories.splice(0)) directory.remove()
})

const pageDocument = testPageDocument
const writeJson = writeTestJson

function contentDir(files: Record<string, unknown> = {}): string {
  const created = createTestContentDir(files)
  directories.push(created)
  return created.dir
}

/** A string that begins with `prefix`. */
function startingWith(prefix: string): unknown {
  return expect.stringMatching(new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
}

async function problemsOf(dir: string): Promise<string[]> {
  try {
    await loadEmbeddedContent(dir)
  } catch (error) {
    if (error instanceof ContentValidationError) return error.problems
    throw error
  }
  throw new Error('the content loaded')
}

async function load(dir: string, options: Parameters<typeof loadEmbeddedContent>[1] = {}) {
  const source = await loadEmbeddedContent(dir, options)
  sources.push(source)
  return source
}

test('a valid directory serves pages, layouts and readiness', async () => {
  const dir = contentDir({
    'en-EU/pages/about-us-company-info.json': pageDocument('en-EU', {
      path: '/about-us/company-info',
      title: 'Company info',
    }),
  })
  const source = await load(dir)
  expect(source.isReady()).toBe(true)
  expect(
    (await source.getPage({ locale: 'en-EU', path: '/about-us/company-info', preview: false }))?.content
      .title,
  ).toBe('Company info')
  expect((await source.getPage({ locale: 'sv-SE', path: '/', preview: false }))?.content.title).toBe(
    'Landing sv-SE',
  )
  // The slug rule maps both paths to one file name, but the page lives only at its own path.
  expect(await source.getPage({ locale: 'en-EU', path: '/about-us-company-info', preview: false })).toBeNull()
  expect(await source.getPage({ locale: 'fi-FI', path: '/about-us/company-info', preview: false })).toBeNull()
  const fiLayout = await source.getLayout({ locale: 'fi-FI', preview: false })
  // spec §2.5: the logo's alt text defaults to 'Main Logo'.
  expect(fiLayout.navigation.logo?.alt).toBe('Main Logo')
  expect(fiLayout.footer.footerLinks).toHaveLength(1)
})

test('a broken page is reported with its file and field', async () => {
  const dir = contentDir({
    'fi-FI/pages/asemahaku.json': {
      localizedPagePaths: { 'fi-FI': '/asemahaku' },
      content: { slug: 'asemahaku' },
    },
    'sv-SE/pages/broken.json': '{ "localizedPagePaths": ',
  })
  const problems = await problemsOf(dir)
  const stationFile = join(dir, 'fi-FI/pages/asemahaku.json')
  expect(problems).toContainEqual(startingWith(`${stationFile}: content.title: `))
  expect(problems).toContainEqual(startingWith(`${stationFile}: content.contentType: `))
  expect(problems).toContainEqual(startingWith(`${join(dir, 'sv-SE/pages/broken.json')}: not valid JSON`))
})

test('a broken or missing layout is reported with its file and field', async () => {
  const dir = contentDir({
    'no-NO/layout.json': { navigation: { tree: [{ id: 'x', url: 'javascript:alert(1)' }] } },
  })
  rmSync(join(dir, 'sv-SE/layout.json'))
  const problems = await problemsOf(dir)
  const noLayout = join(dir, 'no-NO/layout.json')
  expect(problems).toContainEqual(`${noLayout}: navigation.tree.0.url: must be a site path or an http(s) URL`)
  expect(problems).toContainEqual(startingWith(`${noLayout}: navigation.tree.0.text: `))
  expect(problems).toContainEqual(startingWith(`${noLayout}: footer: `))
  expect(problems).toContainEqual(`${join(dir, 'sv-SE/layout.json')}: missing (every locale needs one)`)
})

test('the localized path must exist and give the file name by the slug rule', async () => {
  const dir = contentDir({
    'en-EU/pages/terms.json': {
      ...pageDocument('en-EU', { path: '/terms', title: 'Terms' }),
      localizedPagePaths: {},
    },
    'en-EU/pages/article.json': pageDocument('en-EU', {
      path: '/articles',
      title: 'Articles',
      slug: 'article',
    }),
  })
  const problems = await problemsOf(dir)
  expect(problems).toContainEqual(
    `${join(dir, 'en-EU/pages/terms.json')}: localizedPagePaths.en-EU: missing (the page's path in its own locale)`,
  )
  expect(problems).toContainEqual(
    `${join(dir, 'en-EU/pages/article.json')}: localizedPagePaths.en-EU: "/articles" gives slug "articles" (spec §2.1), so the file must be named articles.json`,
  )
})

test('two pages of a locale may not map to the same slug', async () => {
  const dir = contentDir({
    'fi-FI/pages/yksityisille-tuotteet.json': pageDocument('fi-FI', {
      path: '/yksityisille/tuotteet',
      title: 'Tuotteet',
    }),
    'fi-FI/pages/yksityisille-tuotteet-copy.json': pageDocument('fi-FI', {
      path: '/yksityisille-tuotteet',
      title: 'Tuotteet (kopio)',
      slug: 'yksityisille-tuotteet-copy',
    }),
  })
  const problems = await problemsOf(dir)
  const copy = join(dir, 'fi-FI/pages/yksityisille-tuotteet-copy.json')
  expect(problems).toEqual([
    `${copy}: localizedPagePaths.fi-FI: "/yksityisille-tuotteet" gives slug "yksityisille-tuotteet" (spec §2.1), so the file must be named yksityisille-tuotteet.json`,
    `${join(dir, 'fi-FI/pages/yksityisille-tuotteet.json')}: localizedPagePaths.fi-FI: "/yksityisille/tuotteet" maps to slug "yksityisille-tuotteet", as ${copy} does; two pages cannot share a slug`,
  ])
})

test('the same path in two locales is fine', async () => {
  const dir = contentDir({
    'sv-SE/pages/privat.json': pageDocument('sv-SE', { path: '/privat', title: 'Privat' }),
    'no-NO/pages/privat.json': pageDocument('no-NO', { path: '/privat', title: 'Privat' }),
  })
  await expect(load(dir)).resolves.toBeDefined()
})

test('drafts are hidden from pages, listings and search unless preview', async () => {
  const dir = contentDir({
    'en-EU/pages/coming-soon.json': pageDocument('en-EU', {
      path: '/coming-soon',
      title: 'Coming soon: hydrogen',
      draft: true,
    }),
    'en-EU/pages/hydrogen.json': pageDocument('en-EU', { path: '/hydrogen', title: 'Hydrogen today' }),
  })
  const source = await load(dir)
  expect(await source.getPage({ locale: 'en-EU', path: '/coming-soon', preview: false })).toBeNull()
  expect(
    (await source.getPage({ locale: 'en-EU', path: '/coming-soon', preview: true }))?.content.draft,
  ).toBe(true)
  expect((await source.listPages('en-EU')).map((page) => page.path)).toEqual(['/', '/hydrogen'])
  const published = await source.search({ locale: 'en-EU', query: 'hydrogen', preview: false })
  expect(published.results.map((result) => result.path)).toEqual(['/hydrogen'])
  const preview = await source.search({ locale: 'en-EU', query: 'hydrogen', preview: true })
  expect(preview.results.map((result) => result.path).sort()).toEqual(['/coming-soon', '/hydrogen'])
})

test('listPages gives each published page as a summary', async () => {
  const dir = contentDir({
    'en-EU/pages/article-wind.json': {
      localizedPagePaths: { 'en-EU': '/article/wind', 'fi-FI': '/artikkeli/tuuli' },
      content: {
        slug: 'article-wind',
        title: 'Wind power',
        contentType: 'articlePage',
        noIndex: true,
        created: '2026-03-01T08:00:00+02:00',
      },
    },
  })
  const source = await load(dir)
  expect(await source.listPages('en-EU')).toEqual([
    {
      path: '/',
      title: 'Landing en-EU',
      contentType: 'standardPage',
      noIndex: false,
      localizedPagePaths: { 'en-EU': '/' },
    },
    {
      path: '/article/wind',
      title: 'Wind power',
      contentType: 'articlePage',
      noIndex: true,
      localizedPagePaths: { 'en-EU': '/article/wind', 'fi-FI': '/artikkeli/tuuli' },
      created: '2026-03-01T08:00:00+02:00',
    },
  ])
})

test('search ranks title hits before description and body hits, ignoring case and accents', async () => {
  const dir = contentDir({
    'fi-FI/pages/kahvila.json': pageDocument('fi-FI', {
      path: '/kahvila',
      title: 'Kahvila',
      body: [
        {
          id: 'b1',
          contentType: 'richText',
          html: '<p>Tarjoamme <strong>sähköauton</strong> latauksen.</p>',
        },
      ],
    }),
    'fi-FI/pages/lataus.json': pageDocument('fi-FI', {
      path: '/lataus',
      title: 'Lataus',
      description: 'Sähköauton lataus asemillamme',
    }),
    'fi-FI/pages/yksityisille-tuotteet-sahkoauton-lataus.json': pageDocument('fi-FI', {
      path: '/yksityisille/tuotteet/sahkoauton-lataus',
      title: 'Sähköauton lataus',
    }),
    'fi-FI/pages/pesu.json': pageDocument('fi-FI', { path: '/pesu', title: 'Autopesu' }),
  })
  const source = await load(dir)
  const search = async (query: string) =>
    (await source.search({ locale: 'fi-FI', query, preview: false })).results.map((result) => result.path)
  expect(await search('SAHKOAUTON')).toEqual([
    '/yksityisille/tuotteet/sahkoauton-lataus',
    '/lataus',
    '/kahvila',
  ])
  // Every word must occur: the café page says "latauksen", not "lataus".
  expect(await search('sähköauton lataus')).toEqual(['/yksityisille/tuotteet/sahkoauton-lataus', '/lataus'])
  // Markup is not text: a tag name never matches.
  expect(await search('strong')).toEqual([])
  expect(await search('   ')).toEqual([])
  expect(await search('')).toEqual([])
  const result = await source.search({ locale: 'fi-FI', query: 'lataus', preview: false })
  expect(result.query).toBe('lataus')
  expect(result.results[0]).toEqual({
    path: '/lataus',
    title: 'Lataus',
    contentType: 'standardPage',
    description: 'Sähköauton lataus asemillamme',
  })
})

test('search answers at most 20 results', async () => {
  const files: Record<string, unknown> = {}
  for (let index = 1; index <= 25; index += 1) {
    files[`en-EU/pages/wash-${index}.json`] = pageDocument('en-EU', {
      path: `/wash-${index}`,
      title: `Wash ${index}`,
    })
  }
  const source = await load(contentDir(files))
  expect((await source.search({ locale: 'en-EU', query: 'wash', preview: false })).results).toHaveLength(20)
})

async function eventually(check: () => Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the condition did not come true in time')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

test('development: a change is reloaded; invalid content is logged and the last good version kept', async () => {
  const dir = contentDir()
  const lines: string[] = []
  const logger = createLogger({ level: 'info', withStacks: false, write: (line) => lines.push(line) })
  const source = await load(dir, { watch: { logger, debounceMs: 20 } })
  const landingTitle = async () =>
    (await source.getPage({ locale: 'en-EU', path: '/', preview: false }))?.content.title

  writeJson(dir, 'en-EU/pages/landing.json', pageDocument('en-EU', { path: '/', title: 'Edited landing' }))
  await eventually(async () => (await landingTitle()) === 'Edited landing')

  writeJson(dir, 'en-EU/pages/landing.json', { localizedPagePaths: {}, content: { slug: 'landing' } })
  await eventually(() => Promise.resolve(lines.some((line) => line.includes('"level":"error"'))))
  const logged = JSON.parse(lines.find((line) => line.includes('"level":"error"')) ?? '{}')
  expect(logged.msg).toBe('content is invalid; the last valid version stays in use')
  expect(logged.problems).toContainEqual(expect.stringContaining('en-EU/pages/landing.json: content.title: '))
  expect(await landingTitle()).toBe('Edited landing')

  writeJson(dir, 'en-EU/pages/landing.json', pageDocument('en-EU', { path: '/', title: 'Fixed landing' }))
  await eventually(async () => (await landingTitle()) === 'Fixed landing')
})

test('after close, changes are no longer picked up', async () => {
  const dir = contentDir()
  const logger = createLogger({ level: 'silent', withStacks: false })
  const source = await load(dir, { watch: { logger, debounceMs: 10 } })
  source.close()
  writeJson(dir, 'en-EU/pages/landing.json', pageDocument('en-EU', { path: '/', title: 'Too late' }))
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect((await source.getPage({ locale: 'en-EU', path: '/', preview: false }))?.content.title).toBe(
    'Landing en-EU',
  )
})
