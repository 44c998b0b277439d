import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Locale } from '#schemas/locale.ts'
import type { LayoutResponse } from '#schemas/layout.ts'
import { createApp } from '#server/app.server.ts'
import { parseEnv } from '#server/env.server.ts'
import { createLogger } from '#server/logger.server.ts'
import { pageContextInitOf, type PageContextInit } from '#server/page-context-init.server.ts'
import {
  ContentUnavailableError,
  type ContentSource,
} from '#server/services/content/content-source.server.ts'
import type { Services } from '#server/services/services.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/setup/test-database.ts'
import { pageCacheControl, pageContextJsonStatus, pagePathname } from './page-context.server.ts'
import { testServices } from '#tests/fixtures/services.ts'

const layout: LayoutResponse = {
  navigation: { tree: [] },
  footer: { icons: [], footerLinks: [], downloadLinks: [], someLinks: [], extraLinks: [] },
}

/** sv-SE's layout call fails upstream, as a CMS outage would. */
const content: ContentSource = {
  getPage: () => Promise.resolve(null),
  getLayout: ({ locale }) =>
    locale === 'sv-SE'
      ? Promise.reject(new ContentUnavailableError(502, 'upstream down'))
      : Promise.resolve(layout),
  search: ({ query }) => Promise.resolve({ query, results: [] }),
  listPages: () => Promise.resolve([]),
  localesWithPage: () => Promise.resolve([]),
  listStations: () => Promise.resolve([]),
  isReady: () => true,
}

let database: TestDatabase
let services: Services

beforeAll(async () => {
  database = await createTestDatabase('pglite')
  services = await testServices(database, content)
})

afterAll(async () => {
  await database.dispose()
})

/**
 * The app with a stand-in for Vike: it answers with the page context the middleware attached, with the
 * status asked for in `?status=`, and with Vike's own default Cache-Control, as Vike's renderPage does.
 */
function app(localeDomains = '') {
  const env = parseEnv({ NODE_ENV: 'production', LOCALE_DOMAINS: localeDomains })
  if (!env.ok) throw new Error(env.problems.join('\n'))
  return createApp({
    env: env.env,
    services,
    logger: createLogger({ level: 'silent', withStacks: false }),
    mountPages: (hono) => {
      hono.all('*', (c) => {
        const init = pageContextInitOf(c.req.raw)
        if (init === undefined) throw new Error('no page context attached')
        const status = Number(new URL(c.req.url).searchParams.get('status') ?? '200')
        const { locale, preview, contentPath, linkContext, siteOrigin, layout, layoutFailure } = init
        // Like Vike's pageContext.json of an aborted page: status 200, the abort status inside.
        const abort = new URL(c.req.url).searchParams.get('abort')
        const abortStatusCode = abort === null ? undefined : Number(abort)
        const shown = {
          locale,
          preview,
          contentPath,
          linkContext,
          siteOrigin,
          layout,
          layoutFailure,
          abortStatusCode,
        }
        return c.json(shown, status === 404 ? 404 : status === 500 ? 500 : 200, {
          'Cache-Control': 'no-store, max-age=0',
        })
      })
    },
  })
}

const domains = 'fi-FI=aurora.fi,en-EU=aurora.eu,sv-SE=aurora.se,no-NO=aurora.no'

test.each<
  [string, RequestInit | undefined, string, { locale: Locale; preview: boolean; contentPath: string }]
>([
  ['/', undefined, '', { locale: 'fi-FI', preview: false, contentPath: '/' }],
  ['/en-EU', undefined, '', { locale: 'en-EU', preview: false, contentPath: '/' }],
  ['/no-NO/finn-stasjon', undefined, '', { locale: 'no-NO', preview: false, contentPath: '/finn-stasjon' }],
  ['/preview/en-EU/article/x', undefined, '', { locale: 'en-EU', preview: true, contentPath: '/article/x' }],
  [
    '/stationsearch',
    { headers: { Cookie: 'locale=en-EU' } },
    '',
    { locale: 'en-EU', preview: false, contentPath: '/stationsearch' },
  ],
  [
    '/',
    { headers: { 'Accept-Language': 'nb-NO,nb;q=0.9,en;q=0.5' } },
    '',
    { locale: 'no-NO', preview: false, contentPath: '/' },
  ],
  [
    '/',
    { headers: { Cookie: 'locale=xx', 'Accept-Language': 'sv' } },
    '',
    { locale: 'sv-SE', preview: false, contentPath: '/' },
  ],
  [
    'http://aurora.fi/asemahaku',
    undefined,
    domains,
    { locale: 'fi-FI', preview: false, contentPath: '/asemahaku' },
  ],
  [
    'http://aurora.eu/stationsearch',
    { headers: { Cookie: 'locale=fi-FI' } },
    domains,
    { locale: 'en-EU', preview: false, contentPath: '/stationsearch' },
  ],
  // The prefix wins over the domain: aurora.fi still serves the English page under /en-EU.
  [
    'http://aurora.fi/en-EU/stationsearch',
    undefined,
    domains,
    { locale: 'en-EU', preview: false, contentPath: '/stationsearch' },
  ],
  [
    'http://AURORA.NO:8080/preview/finn-stasjon',
    undefined,
    domains,
    { locale: 'no-NO', preview: true, contentPath: '/finn-stasjon' },
  ],
  // Vike's client-side navigation data for the same pages: the same locale, preview and path.
  [
    '/index.pageContext.json',
    { headers: { Cookie: 'locale=sv-SE' } },
    '',
    { locale: 'sv-SE', preview: false, contentPath: '/' },
  ],
  ['/en-EU/index.pageContext.json', undefined, '', { locale: 'en-EU', preview: false, contentPath: '/' }],
  ['/preview/index.pageContext.json', undefined, '', { locale: 'fi-FI', preview: true, contentPath: '/' }],
  [
    '/preview/no-NO/privat/kundservice/index.pageContext.json?_vike=%7B%7D',
    undefined,
    '',
    { locale: 'no-NO', preview: true, contentPath: '/privat/kundservice' },
  ],
  [
    'http://aurora.eu/article/x/index.pageContext.json',
    undefined,
    domains,
    { locale: 'en-EU', preview: false, contentPath: '/article/x' },
  ],
])('%s %j (LOCALE_DOMAINS=%j) is %j', async (path, init, localeDomains, expected) => {
  const response = await app(localeDomains).request(path, init)
  expect(await response.json()).toMatchObject(expected)
})

test('single-host mode: links carry every locale prefix, the origin is the request host', async () => {
  const response = await app().request('http://127.0.0.1:3999/en-EU', {
    headers: { 'X-Forwarded-Proto': 'https' },
  })
  expect(await response.json()).toMatchObject({
    linkContext: { hostLocale: null, domains: {}, protocol: 'https:' },
    siteOrigin: 'https://127.0.0.1:3999',
  })
})

test("domain mode: the link context names the host's locale and every domain", async () => {
  const response = await app(domains).request('http://aurora.se:8080/hitta-station')
  expect(await response.json()).toMatchObject({
    linkContext: {
      hostLocale: 'sv-SE',
      domains: { 'fi-FI': 'aurora.fi', 'en-EU': 'aurora.eu', 'sv-SE': 'aurora.se', 'no-NO': 'aurora.no' },
      protocol: 'http:',
    },
    siteOrigin: 'http://aurora.se:8080',
  })
  const other = await app(domains).request('http://localhost/en-EU')
  expect(await other.json()).toMatchObject({ linkContext: { hostLocale: null }, locale: 'en-EU' })
})

test("the locale's layout is loaded; a failed layout call is handed on with its status", async () => {
  const loaded = await app().request('/en-EU')
  expect(await loaded.json()).toMatchObject({ layout, locale: 'en-EU' })
  const failed = await app().request('/sv-SE/hitta-station')
  const body = await failed.json()
  expect(body).toMatchObject({ layout: null, layoutFailure: { status: 502 }, locale: 'sv-SE' })
})

test.each<[string, RequestInit | undefined, string, string, string | null]>([
  ['/en-EU', undefined, '', 'public, s-maxage=60, stale-while-revalidate=600', null],
  [
    '/en-EU/index.pageContext.json',
    undefined,
    '',
    'public, max-age=30, s-maxage=60, stale-while-revalidate=600',
    null,
  ],
  ['/en-EU/missing?status=404', undefined, '', 'public, max-age=0, s-maxage=60', null],
  ['/en-EU/broken?status=500', undefined, '', 'no-store', null],
  ['/en-EU/missing/index.pageContext.json?abort=404', undefined, '', 'public, max-age=0, s-maxage=60', null],
  ['/en-EU/x/index.pageContext.json?abort=503', undefined, '', 'no-store', null],
  ['/preview/en-EU', undefined, '', 'private, no-store', null],
  ['/preview/en-EU/missing?status=404', undefined, '', 'private, no-store', null],
  // Unprefixed in single-host mode: the answer depends on the visitor's cookie and browser language.
  ['/', undefined, '', 'public, s-maxage=60, stale-while-revalidate=600', 'Cookie, Accept-Language'],
  [
    '/',
    { headers: { Cookie: 'locale=en-EU' } },
    '',
    'public, s-maxage=60, stale-while-revalidate=600',
    'Cookie, Accept-Language',
  ],
  [
    '/asemahaku?status=404',
    { headers: { 'Accept-Language': 'fi' } },
    '',
    'public, max-age=0, s-maxage=60',
    'Cookie, Accept-Language',
  ],
  [
    '/index.pageContext.json',
    undefined,
    '',
    'public, max-age=30, s-maxage=60, stale-while-revalidate=600',
    'Cookie, Accept-Language',
  ],
  ['/preview', undefined, '', 'private, no-store', 'Cookie, Accept-Language'],
  // DESIGN §1: the checkout and the account are personal answers, their navigation payloads too.
  ['/en-EU/checkout', undefined, '', 'private, no-store', null],
  ['/fi-FI/oma-tili', undefined, '', 'private, no-store', null],
  ['/sv-SE/mitt-konto/index.pageContext.json', undefined, '', 'private, no-store', null],
  ['/no-NO/kassen/index.pageContext.json', undefined, '', 'private, no-store', null],
  // On a locale's own domain the host decides: nothing to vary on.
  [
    'http://aurora.fi/asemahaku',
    { headers: { Cookie: 'locale=en-EU' } },
    domains,
    'public, s-maxage=60, stale-while-revalidate=600',
    null,
  ],
  [
    'http://localhost/asemahaku',
    undefined,
    domains,
    'public, s-maxage=60, stale-while-revalidate=600',
    'Cookie, Accept-Language',
  ],
])(
  '%s %j (LOCALE_DOMAINS=%j): Cache-Control %j, Vary %j',
  async (path, init, localeDomains, cacheControl, vary) => {
    const response = await app(localeDomains).request(path, init)
    expect(response.headers.get('Cache-Control')).toBe(cacheControl)
    const varyHeader = response.headers.get('Vary') ?? ''
    if (vary === null) expect(varyHeader).not.toMatch(/Cookie|Accept-Language/)
    else expect(varyHeader).toContain(vary)
  },
)

test.each([
  ['/index.pageContext.json', '/'],
  ['/en-EU/index.pageContext.json', '/en-EU'],
  ['/preview/x/index.pageContext.json', '/preview/x'],
  ['/index.pageContext.json/x', '/index.pageContext.json/x'],
  ['/en-EU', '/en-EU'],
])('pagePathname(%j) is %j', (pathname, page) => {
  expect(pagePathname(pathname)).toBe(page)
})

test.each([
  ['{"locale":"fi-FI","pageId":"/pages/content"}', 200],
  ['{"abortStatusCode":404,"is404":false}', 404],
  ['{"abortStatusCode":503}', 503],
  ['{"is404":true}', 404],
  ['{"serverSideError":true,"abortStatusCode":"x"}', 500],
  ['not json', 500],
])('pageContextJsonStatus(%s) is %i', (body, status) => {
  expect(pageContextJsonStatus(body)).toBe(status)
})

test('a page that declared itself private keeps its own Cache-Control', () => {
  expect(pageCacheControl({ status: 200, preview: false, pageCacheControl: 'private, no-store' })).toBeNull()
  expect(pageCacheControl({ status: 200, preview: false, pageCacheControl: 'no-store, max-age=0' })).toBe(
    'public, s-maxage=60, stale-while-revalidate=600',
  )
  expect(pageCacheControl({ status: 307, preview: false, pageCacheControl: null })).toBe('no-store')
})

test('a navigation payload stays in the browser cache long enough for a prefetch to be used', () => {
  expect(pageCacheControl({ status: 200, preview: false, pageCacheControl: null, payload: true })).toBe(
    'public, max-age=30, s-maxage=60, stale-while-revalidate=600',
  )
  expect(pageCacheControl({ status: 200, preview: true, pageCacheControl: null, payload: true })).toBe(
    'private, no-store',
  )
  expect(pageCacheControl({ status: 404, preview: false, pageCacheControl: null, payload: true })).toBe(
    'public, max-age=0, s-maxage=60',
  )
})

test('what is the same for every request is handed over as the same objects, not rebuilt (issue 17)', async () => {
  const env = parseEnv({ NODE_ENV: 'production', LOCALE_DOMAINS: domains })
  if (!env.ok) throw new Error(env.problems.join('\n'))
  const seen: PageContextInit[] = []
  const recording = createApp({
    env: env.env,
    services,
    logger: createLogger({ level: 'silent', withStacks: false }),
    mountPages: (hono) => {
      hono.all('*', (c) => {
        const init = pageContextInitOf(c.req.raw)
        if (init !== undefined) seen.push(init)
        return c.text('page')
      })
    },
  })
  const urls = [
    'http://aurora.fi/asemahaku',
    'http://aurora.fi/en-EU',
    'http://aurora.fi/',
    'http://aurora.eu/stationsearch',
    'http://localhost/fi-FI',
  ]
  for (const url of urls) await (await recording.fetch(new Request(url))).text()
  expect(seen.map((init) => init.urlOriginal)).toEqual(urls)
  const [fiPath, enOnFi, fiRoot, euPath, elsewhere] = seen
  // The services as given: no per-request wrapper.
  for (const init of seen) expect(init.services).toBe(services)
  // One link context per domain locale and scheme, whatever page or locale was asked for.
  expect(enOnFi?.linkContext).toBe(fiPath?.linkContext)
  expect(fiRoot?.linkContext).toBe(fiPath?.linkContext)
  expect(euPath?.linkContext).not.toBe(fiPath?.linkContext)
  expect(euPath?.linkContext.hostLocale).toBe('en-EU')
  expect(elsewhere?.linkContext.hostLocale).toBeNull()
  // The layout as the content source gave it, the same object for every request of the locale.
  expect(fiRoot?.layout).toBe(fiPath?.layout)
})
