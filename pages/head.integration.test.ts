import { Window } from 'happy-dom'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { locales } from '#schemas/locale.ts'
import { sitePath } from '#i18n/site-paths.ts'
import { startProductionServer, type RunningServer } from '#tests/setup/production-server.ts'
import { getOnHost } from '#tests/setup/raw-http.ts'

const domains = 'fi-FI=aurora.fi,en-EU=aurora.eu,sv-SE=aurora.se,no-NO=aurora.no'

let singleHost: RunningServer
let domainMode: RunningServer

beforeAll(async () => {
  ;[singleHost, domainMode] = await Promise.all([
    startProductionServer(),
    startProductionServer({ LOCALE_DOMAINS: domains }),
  ])
})

afterAll(async () => {
  await Promise.all([singleHost.stop(), domainMode.stop()])
})

/** Parses served HTML as a browser would; nothing in it runs or loads. */
const browser = new Window({
  settings: {
    disableJavaScriptEvaluation: true,
    disableJavaScriptFileLoading: true,
    disableCSSFileLoading: true,
  },
})

afterAll(() => browser.happyDOM.close())

/** A served page parsed: its `<head>` tags' attributes by (lower-case) name, and its robots directives. */
function headOf(html: string) {
  const document = new browser.DOMParser().parseFromString(html, 'text/html')
  const tags = [...document.head.querySelectorAll('meta, link')].map((element) => ({
    name: element.localName,
    attributes: Object.fromEntries(
      [...element.attributes].map((attribute) => [attribute.name.toLowerCase(), attribute.value]),
    ),
  }))
  const meta = (key: string) =>
    tags
      .filter(({ name, attributes }) => name === 'meta' && (attributes.property ?? attributes.name) === key)
      .map(({ attributes }) => attributes.content)
  const links = (rel: string) =>
    tags.filter(({ name, attributes }) => name === 'link' && attributes.rel === rel)
  const jsonLd = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script): unknown => JSON.parse(script.textContent),
  )
  // Every robots element of the document, wherever it stands: a second one, even in the body, is one
  // more directive a crawler may follow.
  const robots = [...document.querySelectorAll('meta[name]')]
    .filter((element) => element.getAttribute('name')?.toLowerCase() === 'robots')
    .map((element) => element.getAttribute('content'))
  return { meta, links, jsonLd, robots, title: document.head.querySelector('title')?.textContent }
}

test('an article page: title, canonical, four hreflang alternates and x-default, Open Graph, JSON-LD', async () => {
  const response = await fetch(`${singleHost.url}/en-EU/article/hvo100-at-every-station`)
  expect(response.status).toBe(200)
  const { meta, links, jsonLd, robots, title } = headOf(await response.text())
  const origin = singleHost.url
  expect(title).toBeTruthy()
  expect(meta('og:title')).toEqual([title])
  expect(links('canonical').map(({ attributes }) => attributes.href)).toEqual([
    `${origin}/en-EU/article/hvo100-at-every-station`,
  ])
  expect(links('alternate').map(({ attributes }) => [attributes.hreflang, attributes.href])).toEqual([
    ['fi-FI', `${origin}/fi-FI/artikkeli/hvo100-kaikilla-asemilla`],
    ['en', `${origin}/en-EU/article/hvo100-at-every-station`],
    ['sv-SE', `${origin}/sv-SE/artikel/hvo100-pa-alla-stationer`],
    ['no-NO', `${origin}/no-NO/artikkel/hvo100-pa-alle-stasjoner`],
    ['x-default', `${origin}/fi-FI/artikkeli/hvo100-kaikilla-asemilla`],
  ])
  expect(meta('description')).toHaveLength(1)
  expect(meta('og:type')).toEqual(['article'])
  expect(meta('og:url')).toEqual([`${origin}/en-EU/article/hvo100-at-every-station`])
  expect(meta('og:locale')).toEqual(['en_GB'])
  expect(meta('og:site_name')).toEqual(['Aurora'])
  expect(meta('og:image')[0]).toMatch(new RegExp(`^${origin}/`))
  expect(Number(meta('og:image:width')[0])).toBeGreaterThan(0)
  expect(Number(meta('og:image:height')[0])).toBeGreaterThan(0)
  expect(meta('twitter:card')).toEqual(['summary_large_image'])
  // A published page is indexable: no robots element at all, not even an "index" one.
  expect(robots).toEqual([])
  expect(jsonLd).toEqual([
    expect.objectContaining({ '@type': 'Organization', name: 'Aurora' }),
    expect.objectContaining({
      '@type': 'Article',
      headline: expect.any(String),
      datePublished: expect.stringMatching(/^2026-/),
    }),
  ])
})

test('the landing page: website Open Graph, Organization JSON-LD, canonical under the fi-FI prefix', async () => {
  const response = await fetch(`${singleHost.url}/fi-FI`)
  expect(response.status).toBe(200)
  const { meta, links, jsonLd, robots, title } = headOf(await response.text())
  expect(title).toBeTruthy()
  expect(robots).toEqual([])
  expect(links('canonical').map(({ attributes }) => attributes.href)).toEqual([`${singleHost.url}/fi-FI`])
  expect(links('alternate').map(({ attributes }) => attributes.hreflang)).toEqual([
    'fi-FI',
    'en',
    'sv-SE',
    'no-NO',
    'x-default',
  ])
  expect(meta('og:type')).toEqual(['website'])
  expect(meta('og:locale')).toEqual(['fi_FI'])
  expect(jsonLd).toEqual([
    expect.objectContaining({ '@type': 'Organization', name: 'Aurora', url: `${singleHost.url}/fi-FI` }),
  ])
})

test('preview and error pages say noindex and have no alternates', async () => {
  const preview = headOf(await (await fetch(`${singleHost.url}/preview/en-EU/spring-campaign`)).text())
  expect(preview.robots).toEqual(['noindex'])
  expect(preview.links('alternate')).toEqual([])
  const missing = await fetch(`${singleHost.url}/en-EU/no-such-page`)
  expect(missing.status).toBe(404)
  const error = headOf(await missing.text())
  expect(error.robots).toEqual(['noindex'])
  expect(error.links('canonical')).toEqual([])
  expect(error.jsonLd).toEqual([])
})

test('the cart, the checkout and the account page: noindex, and a description of their own in each locale', async () => {
  const descriptions: string[] = []
  for (const locale of locales) {
    for (const kind of ['cart', 'checkout', 'account'] as const) {
      const path = `/${locale}${sitePath(kind, locale)}`
      const response = await fetch(`${singleHost.url}${path}`)
      expect({ path, status: response.status }).toEqual({ path, status: 200 })
      const { meta, robots } = headOf(await response.text())
      expect({ path, robots }).toEqual({ path, robots: ['noindex'] })
      const description = meta('description')
      expect({ path, count: description.length }).toEqual({ path, count: 1 })
      expect({ path, og: meta('og:description') }).toEqual({ path, og: description })
      descriptions.push(description[0] ?? '')
    }
  }
  // Twelve pages, twelve texts: each page says what it is, in its own language.
  expect(new Set(descriptions).size).toBe(12)
  for (const description of descriptions) expect(description.length).toBeGreaterThan(20)
})

test('an unprefixed path takes the locale from the cookie, then the browser language, and says so in Vary', async () => {
  const byCookie = await fetch(`${singleHost.url}/`, {
    headers: { Cookie: 'locale=sv-SE', 'Accept-Language': 'en' },
  })
  expect(await byCookie.text()).toMatch(/<html[^>]* lang="sv-SE"/)
  expect(byCookie.headers.get('Vary')).toContain('Cookie, Accept-Language')
  expect(byCookie.headers.get('Cache-Control')).toBe('public, s-maxage=60, stale-while-revalidate=600')
  const byBrowser = await fetch(`${singleHost.url}/`, { headers: { 'Accept-Language': 'nb-NO,nb;q=0.9' } })
  expect(await byBrowser.text()).toMatch(/<html[^>]* lang="no-NO"/)
  const prefixed = await fetch(`${singleHost.url}/en-EU`, { headers: { Cookie: 'locale=sv-SE' } })
  expect(await prefixed.text()).toMatch(/<html[^>]* lang="en-EU"/)
  expect(prefixed.headers.get('Vary') ?? '').not.toContain('Cookie')
})

test('client-side navigation data resolves like the page it stands for, and is cached like it', async () => {
  const root = await fetch(`${singleHost.url}/index.pageContext.json`, {
    headers: { Cookie: 'locale=en-EU' },
  })
  expect(root.status).toBe(200)
  expect(await root.json()).toMatchObject({ locale: 'en-EU', contentPath: '/', preview: false })
  expect(root.headers.get('Vary')).toContain('Cookie, Accept-Language')
  const article = await fetch(
    `${singleHost.url}/en-EU/article/hvo100-at-every-station/index.pageContext.json`,
  )
  expect(await article.json()).toMatchObject({
    locale: 'en-EU',
    contentPath: '/article/hvo100-at-every-station',
    data: {
      meta: {
        contentType: 'articlePage',
        localizedPagePaths: { 'fi-FI': '/artikkeli/hvo100-kaikilla-asemilla' },
      },
    },
  })
  // Cached like the page, and kept 30 s by the browser so a payload prefetched on hover serves the click.
  expect(article.headers.get('Cache-Control')).toBe(
    'public, max-age=30, s-maxage=60, stale-while-revalidate=600',
  )
  const preview = await fetch(`${singleHost.url}/preview/en-EU/spring-campaign/index.pageContext.json`)
  expect(await preview.json()).toMatchObject({
    locale: 'en-EU',
    preview: true,
    contentPath: '/spring-campaign',
  })
  expect(preview.headers.get('Cache-Control')).toBe('private, no-store')
  const missing = await fetch(`${singleHost.url}/en-EU/no-such-page/index.pageContext.json`)
  expect(await missing.json()).toMatchObject({ abortStatusCode: 404 })
  expect(missing.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=60')
})

test('domain mode: the host decides the locale, the prefix still wins, canonical and links use the domains', async () => {
  const finnish = await getOnHost(`${domainMode.url}/asemahaku`, 'aurora.fi', {
    'X-Forwarded-Proto': 'https',
  })
  expect(finnish.status).toBe(200)
  expect(finnish.body).toMatch(/<html[^>]* lang="fi-FI"/)
  const head = headOf(finnish.body)
  expect(head.robots).toEqual([])
  expect(head.links('canonical').map(({ attributes }) => attributes.href)).toEqual([
    'https://aurora.fi/asemahaku',
  ])
  expect(head.links('alternate').map(({ attributes }) => attributes.href)).toEqual([
    'https://aurora.fi/asemahaku',
    'https://aurora.eu/stationsearch',
    'https://aurora.se/hitta-station',
    'https://aurora.no/finn-stasjon',
    'https://aurora.fi/asemahaku',
  ])
  expect(String(finnish.headers.vary ?? '')).not.toContain('Cookie')
  const english = await getOnHost(`${domainMode.url}/en-EU/stationsearch`, 'aurora.fi', {
    'X-Forwarded-Proto': 'https',
  })
  expect(english.status).toBe(200)
  expect(english.body).toMatch(/<html[^>]* lang="en-EU"/)
  expect(headOf(english.body).links('canonical')[0]?.attributes.href).toBe('https://aurora.eu/stationsearch')
})

test('robots.txt and the sitemaps of the running server', async () => {
  const robots = await (await fetch(`${singleHost.url}/robots.txt`)).text()
  expect(robots).toContain('Disallow: /preview')
  expect(robots).toContain(`Sitemap: ${singleHost.url}/sitemap.xml`)
  const index = await fetch(`${singleHost.url}/sitemap.xml`)
  expect(index.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
  expect(await index.text()).toContain(`<loc>${singleHost.url}/no-NO/sitemap.xml</loc>`)
  const english = await (await fetch(`${singleHost.url}/en-EU/sitemap.xml`)).text()
  expect(english).toContain(`<loc>${singleHost.url}/en-EU/article/hvo100-at-every-station</loc>`)
  expect(english).toContain(
    `<xhtml:link rel="alternate" hreflang="sv-SE" href="${singleHost.url}/sv-SE/artikel/hvo100-pa-alla-stationer"/>`,
  )
  // The draft exists for preview only and never reaches a sitemap.
  expect(english).not.toContain('spring-campaign')
  const swedishDomain = await getOnHost(`${domainMode.url}/sitemap.xml`, 'aurora.se')
  expect(swedishDomain.body).toContain('<loc>http://aurora.se/hitta-station</loc>')
})
