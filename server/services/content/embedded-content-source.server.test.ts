import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { isLocale } from '#schemas/locale.ts'
import { createLogger } from '#server/logger.server.ts'
import { cityStation, closedStation, highwayStation } from '#tests/fixtures/stations.ts'
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
import { slugForPath } from './content-source.server.ts'

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
  // Finnish word forms: "lataus" also finds the café's "latauksen", a body hit, so last.
  expect(await search('sähköauton lataus')).toEqual([
    '/yksityisille/tuotteet/sahkoauton-lataus',
    '/lataus',
    '/kahvila',
  ])
  // Every word must occur: no page speaks of both charging and washing.
  expect(await search('sähköauton autopesu')).toEqual([])
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
    titleMatches: [{ start: 0, end: 6 }],
    snippets: [{ text: 'Sähköauton lataus asemillamme', matches: [{ start: 11, end: 17 }] }],
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

// ---------------------------------------------------------------------------------------------------------
// Stations (issue 13): the catalogue in `stations/*.json` gives a station page in every locale.

function stationsDir(files: Record<string, unknown> = {}): string {
  return contentDir({
    'stations/fi.json': [cityStation, closedStation],
    'stations/se.json': [highwayStation],
    ...files,
  })
}

test('every station has a page in each locale at its localized path, built from the catalogue', async () => {
  const source = await load(stationsDir())
  const paths = {
    'fi-FI': '/asemahaku/helsinki-kamppi',
    'en-EU': '/stationsearch/helsinki-kamppi',
    'sv-SE': '/hitta-station/helsinki-kamppi',
    'no-NO': '/stasjoner/helsinki-kamppi',
  }
  for (const [locale, path] of Object.entries(paths)) {
    if (!isLocale(locale)) throw new Error(locale)
    const page = await source.getPage({ locale, path, preview: false })
    expect(page?.localizedPagePaths).toEqual(paths)
    expect(page?.content).toMatchObject({
      slug: slugForPath(path),
      title: 'Aurora Helsinki Kamppi',
      contentType: 'stationPage',
      body: [],
      noIndex: false,
      station: { id: 'fi-1042', code: 'AUR-1042', timeZone: 'Europe/Helsinki' },
      lunchList: { price: { amount: 1290, currency: 'EUR' } },
      foodMenu: { sections: [{ title: 'Burgerit' }] },
    })
  }
  const english = await source.getPage({ locale: 'en-EU', path: paths['en-EU'], preview: false })
  expect(english?.content.description).toBe(
    'Opening hours, services and directions for Aurora Helsinki Kamppi in Helsinki.',
  )
  const finnish = await source.getPage({ locale: 'fi-FI', path: paths['fi-FI'], preview: false })
  expect(finnish?.content.description).toBe(
    'Aurora Helsinki Kamppi, Helsinki: aukioloajat, palvelut ja ajo-ohjeet.',
  )
  // A station without a restaurant has neither lunch list nor menu.
  const highway = await source.getPage({
    locale: 'sv-SE',
    path: '/hitta-station/jonkoping-e4-norra',
    preview: false,
  })
  expect(highway?.content.lunchList).toBeUndefined()
  expect(highway?.content.foodMenu).toBeUndefined()
  // A station page lives at its own locale's path only.
  expect(await source.getPage({ locale: 'fi-FI', path: paths['no-NO'], preview: false })).toBeNull()
})

test('station pages are in the listings with their alternates, and a bare path finds its locale', async () => {
  const source = await load(stationsDir())
  const listed = await source.listPages('no-NO')
  expect(listed.map((page) => page.path)).toEqual([
    '/',
    '/stasjoner/helsinki-kamppi',
    '/stasjoner/jonkoping-e4-norra',
    '/stasjoner/vantaa-hakunila',
  ])
  expect(listed[2]).toEqual({
    path: '/stasjoner/jonkoping-e4-norra',
    title: 'Aurora Jönköping E4 Norra',
    contentType: 'stationPage',
    noIndex: false,
    localizedPagePaths: {
      'fi-FI': '/asemahaku/jonkoping-e4-norra',
      'en-EU': '/stationsearch/jonkoping-e4-norra',
      'sv-SE': '/hitta-station/jonkoping-e4-norra',
      'no-NO': '/stasjoner/jonkoping-e4-norra',
    },
  })
  expect(await source.localesWithPage('/stasjoner/vantaa-hakunila')).toEqual(['no-NO'])
  expect(await source.localesWithPage('/asemahaku/vantaa-hakunila')).toEqual(['fi-FI'])
})

test.each([
  ['Kamppi', '/stationsearch/helsinki-kamppi'],
  ['jonkoping', '/stationsearch/jonkoping-e4-norra'],
  ['Runeberginkatu', '/stationsearch/helsinki-kamppi'],
  ['01200', '/stationsearch/vantaa-hakunila'],
  ['AUR-2207', '/stationsearch/jonkoping-e4-norra'],
])('search finds a station by name, town, street, postal code or code: %j', async (query, path) => {
  const source = await load(stationsDir())
  const { results } = await source.search({ locale: 'en-EU', query, preview: false })
  expect(results.map((result) => result.path)).toContain(path)
  expect(results.find((result) => result.path === path)?.contentType).toBe('stationPage')
})

test('listStations gives the network as the locator reads it, with paths of the locale', async () => {
  const source = await load(stationsDir())
  const stations = await source.listStations('sv-SE')
  expect(stations.map((station) => station.path)).toEqual([
    '/hitta-station/helsinki-kamppi',
    '/hitta-station/vantaa-hakunila',
    '/hitta-station/jonkoping-e4-norra',
  ])
  expect(stations[2]).toEqual({
    id: 'se-2207',
    code: 'AUR-2207',
    brand: 'aurora',
    name: 'Aurora Jönköping E4 Norra',
    city: 'Jönköping',
    postalCode: '553 03',
    street: 'Lovsjövägen 12',
    lat: 57.7923,
    lon: 14.1611,
    isClosed: false,
    services: highwayStation.services,
    path: '/hitta-station/jonkoping-e4-norra',
    timeZone: 'Europe/Stockholm',
    openingHours: highwayStation.openingHours,
  })
  expect((await source.listStations('fi-FI'))[1]?.isClosed).toBe(true)
})

test('a broken station is reported with its file, index and field', async () => {
  const dir = stationsDir({
    'stations/no.json': [
      { ...highwayStation, id: 'no-1', code: 'AUR-1', slug: 'x', location: { lat: 95, lon: 10 } },
    ],
    'stations/dk.json': { stations: [] },
  })
  const problems = await problemsOf(dir)
  expect(problems).toContainEqual(startingWith(`${join(dir, 'stations/no.json')}: 0.location.lat: `))
  expect(problems).toContainEqual(`${join(dir, 'stations/dk.json')}: (document): must be a list of stations`)
})

test('ids, slugs and codes are unique across the catalogue files', async () => {
  const dir = stationsDir({
    'stations/no.json': [
      { ...highwayStation, id: 'no-7' },
      { ...closedStation, id: 'fi-1042', code: 'AUR-7' },
    ],
  })
  const problems = await problemsOf(dir)
  const no = join(dir, 'stations/no.json')
  // Files are read in name order: the later claimer is the one named.
  expect(problems).toEqual([
    `${no}: 1.id: "fi-1042" is also the id of ${join(dir, 'stations/fi.json')} 0; it must be unique`,
    `${no}: 1.slug: "vantaa-hakunila" is also the slug of ${join(dir, 'stations/fi.json')} 1; it must be unique`,
    `${join(dir, 'stations/se.json')}: 0.slug: "jonkoping-e4-norra" is also the slug of ${no} 0; it must be unique`,
    `${join(dir, 'stations/se.json')}: 0.code: "AUR-2207" is also the code of ${no} 0; it must be unique`,
  ])
})

test('a station page never takes the path or slug of a content page', async () => {
  const dir = stationsDir({
    'fi-FI/pages/asemahaku.json': pageDocument('fi-FI', { path: '/asemahaku', title: 'Asemahaku' }),
    'no-NO/pages/stasjoner-helsinki-kamppi.json': pageDocument('no-NO', {
      path: '/stasjoner/helsinki-kamppi',
      title: 'Kamppi',
    }),
    'en-EU/pages/stationsearch-vantaa-hakunila.json': pageDocument('en-EU', {
      path: '/stationsearch-vantaa-hakunila',
      title: 'Hakunila',
    }),
  })
  const problems = await problemsOf(dir)
  const fi = join(dir, 'stations/fi.json')
  // By path (no-NO) and by slug (en-EU: `/stationsearch-vantaa-hakunila` gives the same slug); the
  // locator page one level up is no collision.
  expect(problems).toEqual([
    `${fi}: 1.slug: the en-EU station page /stationsearch/vantaa-hakunila collides with the content page ${join(dir, 'en-EU/pages/stationsearch-vantaa-hakunila.json')}`,
    `${fi}: 0.slug: the no-NO station page /stasjoner/helsinki-kamppi collides with the content page ${join(dir, 'no-NO/pages/stasjoner-helsinki-kamppi.json')}`,
  ])
})

test('development: an invalid catalogue is logged and the last valid stations keep serving', async () => {
  const dir = stationsDir()
  const lines: string[] = []
  const logger = createLogger({ level: 'info', withStacks: false, write: (line) => lines.push(line) })
  const source = await load(dir, { watch: { logger, debounceMs: 20 } })
  const kamppi = () => source.getPage({ locale: 'fi-FI', path: '/asemahaku/helsinki-kamppi', preview: false })

  writeJson(dir, 'stations/fi.json', [{ ...cityStation, name: 'Aurora Kamppi Center' }])
  await eventually(async () => (await kamppi())?.content.title === 'Aurora Kamppi Center')

  writeJson(dir, 'stations/fi.json', [{ ...cityStation, services: ['jetFuel'] }])
  await eventually(() => Promise.resolve(lines.some((line) => line.includes('"level":"error"'))))
  const logged = JSON.parse(lines.find((line) => line.includes('"level":"error"')) ?? '{}')
  expect(logged.problems).toContainEqual(startingWith(`${join(dir, 'stations/fi.json')}: 0.services.0: `))
  expect((await kamppi())?.content.title).toBe('Aurora Kamppi Center')
  expect((await source.listStations('fi-FI')).map((station) => station.name)).toEqual([
    'Aurora Kamppi Center',
    'Aurora Jönköping E4 Norra',
  ])
})

/** The site's own catalogue, for a test content directory (path below it → JSON). */
function shopFiles(): Record<string, unknown> {
  const names = ['fi-FI.json', 'en-EU.json', 'sv-SE.json', 'no-NO.json', 'upsell-rules.json']
  return Object.fromEntries(
    names.map((name): [string, unknown] => [
      `products/${name}`,
      JSON.parse(readFileSync(join('content/products', name), 'utf8')),
    ]),
  )
}

function shopPage(locale: 'sv-SE' | 'fi-FI', productCodes: string[]) {
  return pageDocument(locale, {
    path: '/shop',
    title: 'Shop',
    body: [{ id: 'washes', contentType: 'productList', heading: 'Washes', productCodes }],
  })
}

test('issue 14: a productList names products by code and gets them, prices included, from the catalogue', async () => {
  const dir = contentDir({
    ...shopFiles(),
    'sv-SE/pages/shop.json': shopPage('sv-SE', ['WASH-PREMIUM', 'GIFT-CARD-SMALL']),
  })
  const source = await load(dir)
  const page = await source.getPage({ locale: 'sv-SE', path: '/shop', preview: false })
  expect(page?.content.body).toEqual([
    {
      id: 'washes',
      contentType: 'productList',
      heading: 'Washes',
      products: [
        expect.objectContaining({
          code: 'WASH-PREMIUM',
          name: 'Premiumtvätt',
          attributes: { product_name: 'PREMIUMTVÄTT', price: 23_900, tax_class: 25, currency: 'SEK' },
        }),
        expect.objectContaining({
          code: 'GIFT-CARD-SMALL',
          attributes: expect.objectContaining({ price: 20_000, tax_class: 0 }),
        }),
      ],
    },
  ])
  // The shop's own flag stays in the catalogue: the block gets products as the cart receives them.
  expect(JSON.stringify(page?.content.body)).not.toContain('discountable')
  expect(readFileSync('content/products/sv-SE.json', 'utf8')).toContain('discountable')
})

test('issue 14: an unknown product code in a page stops the load, naming the file and the code', async () => {
  const dir = contentDir({
    ...shopFiles(),
    'fi-FI/pages/shop.json': shopPage('fi-FI', ['WASH-BASIC', 'WASH-GOLD']),
  })
  expect(await problemsOf(dir)).toEqual([
    `${join(dir, 'fi-FI/pages/shop.json')}: content.body.0.productCodes.1: "WASH-GOLD" is not in the fi-FI catalogue`,
  ])
})

test('issue 14: product codes without a catalogue, or beside products, are problems of the page', async () => {
  const withoutShop = contentDir({ 'fi-FI/pages/shop.json': shopPage('fi-FI', ['WASH-BASIC']) })
  expect(await problemsOf(withoutShop)).toEqual([
    startingWith(
      `${join(withoutShop, 'fi-FI/pages/shop.json')}: content.body.0.productCodes: there is no product catalogue`,
    ),
  ])
  const both = pageDocument('fi-FI', {
    path: '/shop',
    title: 'Shop',
    body: [{ id: 'washes', contentType: 'productList', productCodes: ['WASH-BASIC'], products: [] }],
  })
  const dir = contentDir({ ...shopFiles(), 'fi-FI/pages/shop.json': both })
  expect(await problemsOf(dir)).toEqual([
    `${join(dir, 'fi-FI/pages/shop.json')}: content.body.0: give products or productCodes, not both`,
  ])
})

test('issue 14: an invalid catalogue stops the load with its file and field', async () => {
  const files = shopFiles()
  const dir = contentDir({ ...files, 'products/no-NO.json': { currency: 'NOK', products: [] } })
  expect(await problemsOf(dir)).toContainEqual(
    startingWith(`${join(dir, 'products/no-NO.json')}: products: `),
  )
})

test('the site’s own content loads, and its car-wash pages list products priced from the catalogue', async () => {
  const source = await load('content')
  const page = await source.getPage({ locale: 'no-NO', path: '/privat/produkter/bilvask', preview: false })
  const body = JSON.stringify(page?.content.body)
  expect(body).toContain('"contentType":"productList"')
  expect(body).toContain(
    '"code":"WASH-PREMIUM","name":"Premiumvask","attributes":{"product_name":"PREMIUMVASK","price":26900',
  )
  expect(body).not.toContain('productCodes')
})
