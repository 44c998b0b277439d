import { Hono } from 'hono'
import { expect, test } from 'vitest'
import type { PageSummary } from '#schemas/content-listing.ts'
import type { Locale } from '#schemas/locale.ts'
import type { AppEnv } from '#server/app-env.server.ts'
import { createLogger } from '#server/logger.server.ts'
import { requestContext } from '#server/middleware/request-context.server.ts'
import {
  ContentUnavailableError,
  type ContentSource,
} from '#server/services/content/content-source.server.ts'
import { loadEmbeddedContent } from '#server/services/content/embedded-content-source.server.ts'
import { createTestContentDir } from '#tests/fixtures/content-dir.ts'
import { cityStation, closedStation, highwayStation } from '#tests/fixtures/stations.ts'
import { escapeXml, seoRoutes } from './seo.server.ts'

const stationLocator = {
  'fi-FI': '/asemahaku',
  'en-EU': '/stationsearch',
  'sv-SE': '/hitta-station',
  'no-NO': '/finn-stasjon',
}

const pagesByLocale: Partial<Record<Locale, PageSummary[]>> = {
  'fi-FI': [
    {
      path: '/',
      title: 'Etusivu',
      contentType: 'landingPage',
      noIndex: false,
      localizedPagePaths: { 'fi-FI': '/', 'en-EU': '/', 'sv-SE': '/', 'no-NO': '/' },
    },
    {
      path: '/asemahaku',
      title: 'Asemahaku',
      contentType: 'standardPage',
      noIndex: false,
      localizedPagePaths: stationLocator,
    },
    {
      path: '/piilotettu',
      title: 'Piilotettu',
      contentType: 'standardPage',
      noIndex: true,
      localizedPagePaths: { 'fi-FI': '/piilotettu' },
    },
    {
      path: '/artikkeli/hvo100-kaikilla-asemilla',
      title: 'HVO100 <kaikilla> asemilla',
      contentType: 'articlePage',
      noIndex: false,
      created: '2026-05-04T09:00:00+03:00',
      localizedPagePaths: { 'fi-FI': '/artikkeli/hvo100-kaikilla-asemilla', 'sv-SE': '/artikel/q&a' },
    },
  ],
  'sv-SE': [
    {
      path: '/hitta-station',
      title: 'Hitta station',
      contentType: 'standardPage',
      noIndex: false,
      localizedPagePaths: stationLocator,
    },
  ],
}

const content: ContentSource = {
  getPage: () => Promise.resolve(null),
  getLayout: () => Promise.reject(new Error('not used')),
  search: ({ query }) => Promise.resolve({ query, results: [] }),
  listPages: (locale) =>
    locale === 'no-NO'
      ? Promise.reject(new ContentUnavailableError(502, 'upstream down'))
      : Promise.resolve(pagesByLocale[locale] ?? []),
  localesWithPage: () => Promise.resolve([]),
  listStations: () => Promise.resolve([]),
  isReady: () => true,
}

const allDomains = { 'fi-FI': 'aurora.fi', 'en-EU': 'aurora.eu', 'sv-SE': 'aurora.se', 'no-NO': 'aurora.no' }

function app(domains: Partial<Record<Locale, string>> = {}) {
  const hono = new Hono<AppEnv>()
  hono.use(requestContext(createLogger({ level: 'silent', withStacks: false })))
  hono.route('/', seoRoutes({ domains, content }))
  hono.get('*', (c) => c.text('a page', 404))
  return hono
}

/** Fails unless `xml` is well-formed: one root, balanced tags, quoted attributes, `&` only in entities. */
function expectWellFormedXml(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true)
  const body = xml.slice(xml.indexOf('\n') + 1).trim()
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy
  const stack: string[] = []
  let roots = 0
  let end = 0
  for (let match = token.exec(body); match !== null; match = token.exec(body)) {
    end = token.lastIndex
    const [, closing, name, attributes = '', selfClosing, text] = match
    const raw = text ?? attributes
    expect(raw, 'an unescaped & or <').not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)|</i)
    if (text !== undefined) {
      if (stack.length === 0) expect(text.trim()).toBe('')
      continue
    }
    if (closing === '/') expect(stack.pop()).toBe(name)
    else if (selfClosing !== '/') {
      if (stack.length === 0) roots += 1
      stack.push(name ?? '')
    } else if (stack.length === 0) roots += 1
  }
  expect(end, 'the whole document is made of tags and text').toBe(body.length)
  expect(stack).toEqual([])
  expect(roots).toBe(1)
}

function elements(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((match) => match[1] ?? '')
}

test('robots.txt allows the site, keeps crawlers out of previews and APIs, and names the sitemap', async () => {
  const response = await app().request('https://example.com/robots.txt')
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/)
  expect(response.headers.get('Cache-Control')).toBe('public, s-maxage=60, stale-while-revalidate=600')
  const lines = (await response.text()).split('\n')
  expect(lines).toContain('User-agent: *')
  expect(lines).toContain('Allow: /')
  for (const path of ['/preview', '/api/', '/proxy/', '/cms-view/', '/digital-order/', '/service/']) {
    expect(lines).toContain(`Disallow: ${path}`)
  }
  expect(lines).toContain('Sitemap: https://example.com/sitemap.xml')
})

test('robots.txt names the sitemap on the domain it was asked from, over the forwarded scheme', async () => {
  const response = await app(allDomains).request('http://aurora.se/robots.txt', {
    headers: { 'X-Forwarded-Proto': 'https' },
  })
  expect(await response.text()).toContain('Sitemap: https://aurora.se/sitemap.xml')
})

test('single-host mode: /sitemap.xml is an index of the four locale sitemaps', async () => {
  const response = await app().request('http://127.0.0.1:3000/sitemap.xml')
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
  expect(response.headers.get('Cache-Control')).toBe('public, s-maxage=60, stale-while-revalidate=600')
  const xml = await response.text()
  expectWellFormedXml(xml)
  expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
  expect(elements(xml, 'loc')).toEqual([
    'http://127.0.0.1:3000/fi-FI/sitemap.xml',
    'http://127.0.0.1:3000/en-EU/sitemap.xml',
    'http://127.0.0.1:3000/sv-SE/sitemap.xml',
    'http://127.0.0.1:3000/no-NO/sitemap.xml',
  ])
})

test('a locale sitemap lists its indexable pages with absolute locations, dates and every alternate', async () => {
  const response = await app().request('https://example.com/fi-FI/sitemap.xml')
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
  const xml = await response.text()
  expectWellFormedXml(xml)
  expect(xml).toContain(
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  )
  expect(elements(xml, 'loc')).toEqual([
    'https://example.com/fi-FI',
    'https://example.com/fi-FI/asemahaku',
    'https://example.com/fi-FI/artikkeli/hvo100-kaikilla-asemilla',
  ])
  expect(xml).not.toContain('piilotettu')
  expect(elements(xml, 'lastmod')).toEqual(['2026-05-04T09:00:00+03:00'])
  const stationEntry = xml.split('<url>').find((entry) => entry.includes('/fi-FI/asemahaku</loc>')) ?? ''
  for (const [hreflang, href] of [
    ['fi-FI', 'https://example.com/fi-FI/asemahaku'],
    ['en', 'https://example.com/en-EU/stationsearch'],
    ['sv-SE', 'https://example.com/sv-SE/hitta-station'],
    ['no-NO', 'https://example.com/no-NO/finn-stasjon'],
    ['x-default', 'https://example.com/fi-FI/asemahaku'],
  ]) {
    expect(stationEntry).toContain(`<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`)
  }
  // Content never breaks the XML: an ampersand in a path is escaped.
  expect(xml).toContain('href="https://example.com/sv-SE/artikel/q&amp;a"')
})

test('domain mode: /sitemap.xml on a locale domain is that locale urlset, on its own domain', async () => {
  const response = await app(allDomains).request('https://aurora.se/sitemap.xml')
  const xml = await response.text()
  expectWellFormedXml(xml)
  expect(elements(xml, 'loc')).toEqual(['https://aurora.se/hitta-station'])
  expect(xml).toContain('hreflang="fi-FI" href="https://aurora.fi/asemahaku"')
  expect(xml).toContain('hreflang="x-default" href="https://aurora.fi/asemahaku"')
})

test('domain mode on another host: the index of the locale sitemaps on that host', async () => {
  const xml = await (await app(allDomains).request('http://localhost:3000/sitemap.xml')).text()
  expect(elements(xml, 'loc')).toContain('http://localhost:3000/sv-SE/sitemap.xml')
})

test('a failed listing answers 503 that no cache keeps', async () => {
  const response = await app().request('/no-NO/sitemap.xml')
  expect(response.status).toBe(503)
  expect(response.headers.get('Cache-Control')).toBe('no-store')
  expect(response.headers.get('Retry-After')).toBe('60')
})

test('a path that is not a locale sitemap goes on to the pages', async () => {
  expect(await (await app().request('/de-DE/sitemap.xml')).text()).toBe('a page')
  expect(await (await app().request('/fi-FI/x/sitemap.xml')).text()).toBe('a page')
})

test('escapeXml escapes the five XML specials', () => {
  expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
    '&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;',
  )
})

test('issue 13: every station page is in each locale sitemap with its alternates in every market', async () => {
  const directory = createTestContentDir({
    'stations/fi.json': [cityStation, closedStation],
    'stations/se.json': [highwayStation],
  })
  const embedded = await loadEmbeddedContent(directory.dir)
  try {
    const hono = new Hono<AppEnv>()
    hono.use(requestContext(createLogger({ level: 'silent', withStacks: false })))
    hono.route('/', seoRoutes({ domains: allDomains, content: embedded }))
    const xml = await (await hono.request('https://aurora.no/sitemap.xml')).text()
    expectWellFormedXml(xml)
    expect(elements(xml, 'loc')).toEqual([
      'https://aurora.no/',
      'https://aurora.no/stasjoner/helsinki-kamppi',
      'https://aurora.no/stasjoner/jonkoping-e4-norra',
      'https://aurora.no/stasjoner/vantaa-hakunila',
    ])
    const entry =
      xml.split('<url>').find((each) => each.includes('/stasjoner/jonkoping-e4-norra</loc>')) ?? ''
    for (const [hreflang, href] of [
      ['fi-FI', 'https://aurora.fi/asemahaku/jonkoping-e4-norra'],
      ['en', 'https://aurora.eu/stationsearch/jonkoping-e4-norra'],
      ['sv-SE', 'https://aurora.se/hitta-station/jonkoping-e4-norra'],
      ['no-NO', 'https://aurora.no/stasjoner/jonkoping-e4-norra'],
      ['x-default', 'https://aurora.fi/asemahaku/jonkoping-e4-norra'],
    ]) {
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`)
    }
  } finally {
    embedded.close()
    directory.remove()
  }
})
