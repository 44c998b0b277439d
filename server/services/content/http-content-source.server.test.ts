import { Hono } from 'hono'
import { http, HttpResponse } from 'msw'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { cmsViewRoutes } from '#server/api/cms-view.server.ts'
import type { AppEnv } from '#server/app-env.server.ts'
import { createLogger } from '#server/logger.server.ts'
import { createTestContentDir, testPageDocument, type TestContentDir } from '#tests/fixtures/content-dir.ts'
import { cityStation, closedStation, highwayStation } from '#tests/fixtures/stations.ts'
import { mockServer } from '#tests/setup/msw.ts'
import { ContentUnavailableError } from './content-source.server.ts'
import { loadEmbeddedContent, type EmbeddedContentSource } from './embedded-content-source.server.ts'
import { createHttpContentSource, type HttpContentSourceOptions } from './http-content-source.server.ts'

const upstream = 'https://cms-view.upstream.test/base'

let directory: TestContentDir
let embedded: EmbeddedContentSource
/** Every request the upstream received: path, query and the two spec §7 headers. */
let received: {
  path: string
  search: string
  locale: string | null
  preview: string | null
  previewToken: string | null
}[] = []

beforeAll(async () => {
  directory = createTestContentDir({
    'en-EU/pages/about-us-stories.json': testPageDocument('en-EU', {
      path: '/about-us/stories',
      title: 'Stories',
      description: 'People and places',
      body: [{ id: 'r1', contentType: 'richText', html: '<p>A story about <em>wind power</em>.</p>' }],
    }),
    'en-EU/pages/hydrogen.json': testPageDocument('en-EU', {
      path: '/hydrogen',
      title: 'Hydrogen',
      draft: true,
    }),
    'stations/fi.json': [cityStation, closedStation],
    'stations/se.json': [highwayStation],
  })
  embedded = await loadEmbeddedContent(directory.dir)
})

afterAll(() => {
  embedded.close()
  directory.remove()
})

/**
 * The upstream CMS is our own embedded cms-view API: what it answers, the HTTP source must read back.
 * Each request it receives is recorded in `received`.
 */
function serveEmbeddedApi(previewToken?: string) {
  const api = new Hono<AppEnv>()
  api.use(async (c, next) => {
    c.set('logger', createLogger({ level: 'silent', withStacks: false }))
    await next()
  })
  api.route('/base', cmsViewRoutes({ content: embedded, previewGate: { upstreamCms: false, previewToken } }))
  mockServer.use(
    http.all(`${upstream}/*`, ({ request }) => {
      const url = new URL(request.url)
      received.push({
        path: url.pathname,
        search: url.search,
        locale: request.headers.get('aurora-locale'),
        preview: request.headers.get('aurora-preview'),
        previewToken: request.headers.get('aurora-preview-token'),
      })
      return api.fetch(request)
    }),
  )
}

beforeEach(() => {
  received = []
})

const logLines: string[] = []
function source(options: Partial<HttpContentSourceOptions> = {}) {
  return createHttpContentSource({
    baseUrl: upstream,
    retryDelayMs: 0,
    logger: createLogger({ level: 'info', withStacks: false, write: (line) => logLines.push(line) }),
    ...options,
  })
}

test('every call reads back exactly what the embedded source serves', async () => {
  serveEmbeddedApi()
  const remote = source()
  for (const locale of ['fi-FI', 'en-EU'] as const) {
    expect(await remote.getLayout({ locale, preview: false })).toEqual(
      await embedded.getLayout({ locale, preview: false }),
    )
    expect(await remote.listPages(locale)).toEqual(await embedded.listPages(locale))
  }
  const request = { locale: 'en-EU', path: '/about-us/stories', preview: false } as const
  expect(await remote.getPage(request)).toEqual(await embedded.getPage(request))
  const search = { locale: 'en-EU', query: 'wind power', preview: false } as const
  expect(await remote.search(search)).toEqual(await embedded.search(search))
  expect((await remote.search(search)).results.map((result) => result.path)).toEqual(['/about-us/stories'])
  const paged = { ...search, query: 's', offset: 1, limit: 1 }
  expect(await remote.search(paged)).toEqual(await embedded.search(paged))
})

test('spec §7: each call carries the locale header, and the preview header only in preview', async () => {
  serveEmbeddedApi()
  const remote = source()
  await remote.getPage({ locale: 'en-EU', path: '/about-us/stories', preview: false })
  await remote.getPage({ locale: 'en-EU', path: '/hydrogen', preview: true })
  await remote.getLayout({ locale: 'sv-SE', preview: false })
  await remote.search({ locale: 'no-NO', query: 'bensin', preview: false })
  await remote.listPages('fi-FI')
  expect(received).toEqual([
    {
      path: '/base/cms-view/v1/content/page',
      search: '?path=%2Fabout-us%2Fstories',
      locale: 'en-EU',
      preview: null,
      previewToken: null,
    },
    {
      path: '/base/cms-view/v1/content/page',
      search: '?path=%2Fhydrogen',
      locale: 'en-EU',
      preview: 'true',
      previewToken: null,
    },
    {
      path: '/base/cms-view/v1/content/layout',
      search: '',
      locale: 'sv-SE',
      preview: null,
      previewToken: null,
    },
    {
      path: '/base/cms-view/v1/search',
      search: '?q=bensin',
      locale: 'no-NO',
      preview: null,
      previewToken: null,
    },
    {
      path: '/base/cms-view/v1/content/pages',
      search: '',
      locale: 'fi-FI',
      preview: null,
      previewToken: null,
    },
  ])
})

test('issue 11: with PREVIEW_TOKEN, preview calls carry it, and a gated upstream shows its drafts', async () => {
  const token = 'a-preview-token-shared-by-nodes'
  serveEmbeddedApi(token)
  const withToken = source({ previewToken: token })
  expect(
    (await withToken.getPage({ locale: 'en-EU', path: '/hydrogen', preview: true }))?.content.draft,
  ).toBe(true)
  expect(await withToken.getPage({ locale: 'en-EU', path: '/hydrogen', preview: false })).toBeNull()
  expect(await source().getPage({ locale: 'en-EU', path: '/hydrogen', preview: true })).toBeNull()
  // Only preview calls carry the token.
  expect(received.map((request) => request.previewToken)).toEqual([token, null, null])
})

test('a draft is only found in preview; a missing page resolves null', async () => {
  serveEmbeddedApi()
  const remote = source()
  expect(await remote.getPage({ locale: 'en-EU', path: '/hydrogen', preview: false })).toBeNull()
  expect((await remote.getPage({ locale: 'en-EU', path: '/hydrogen', preview: true }))?.content.draft).toBe(
    true,
  )
  expect(await remote.getPage({ locale: 'en-EU', path: '/nope', preview: false })).toBeNull()
})

async function failureOf(promise: Promise<unknown>): Promise<ContentUnavailableError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ContentUnavailableError) return error
    throw error
  }
  throw new Error('the call succeeded')
}

test.each([
  ['a 503', () => new HttpResponse(null, { status: 503 }), 503],
  ['a 401', () => new HttpResponse(null, { status: 401 }), 401],
  ['no answer', () => HttpResponse.error(), 500],
  ['a wrong shape', () => HttpResponse.json({ content: { title: 'no slug' } }), 500],
  [
    'HTML',
    () => HttpResponse.text('<h1>Bad gateway</h1>', { headers: { 'Content-Type': 'text/html' } }),
    500,
  ],
])('a page call answered with %s rejects with ContentUnavailableError(%s)', async (_, answer, status) => {
  mockServer.use(http.get(`${upstream}/cms-view/v1/content/page`, answer))
  const error = await failureOf(source().getPage({ locale: 'fi-FI', path: '/', preview: false }))
  expect(error.status).toBe(status)
})

test('a failed call is logged once, with the call, the locale and the status', async () => {
  mockServer.use(http.get(`${upstream}/cms-view/v1/search`, () => new HttpResponse(null, { status: 502 })))
  logLines.length = 0
  await failureOf(source().search({ locale: 'sv-SE', query: 'tvätt', preview: false }))
  const entries = logLines.map((line): unknown => JSON.parse(line))
  expect(entries).toEqual([
    expect.objectContaining({
      level: 'error',
      msg: 'content call failed',
      call: 'search',
      locale: 'sv-SE',
      status: 502,
    }),
  ])
})

test('a published layout is reused for a while per locale; preview always asks', async () => {
  serveEmbeddedApi()
  let clock = 0
  const remote = source({ layoutCacheMs: 30_000, now: () => clock })
  await Promise.all([
    remote.getLayout({ locale: 'en-EU', preview: false }),
    remote.getLayout({ locale: 'en-EU', preview: false }),
  ])
  clock = 29_000
  await remote.getLayout({ locale: 'en-EU', preview: false })
  await remote.getLayout({ locale: 'fi-FI', preview: false })
  await remote.getLayout({ locale: 'en-EU', preview: true })
  clock = 31_000
  await remote.getLayout({ locale: 'en-EU', preview: false })
  expect(received.map((request) => `${request.locale}${request.preview === null ? '' : ' preview'}`)).toEqual(
    ['en-EU', 'fi-FI', 'en-EU preview', 'en-EU'],
  )
})

test('a failed layout call is not cached: the next request asks again', async () => {
  let attempts = 0
  mockServer.use(
    http.get(`${upstream}/cms-view/v1/content/layout`, () => {
      attempts += 1
      return attempts <= 2 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json(embeddedLayout)
    }),
  )
  const remote = source()
  expect((await failureOf(remote.getLayout({ locale: 'fi-FI', preview: false }))).status).toBe(503)
  expect(attempts).toBe(2)
  expect(await remote.getLayout({ locale: 'fi-FI', preview: false })).toEqual(embeddedLayout)
  expect(attempts).toBe(3)
})

const embeddedLayout = {
  navigation: { logo: { url: '/logo.svg', alt: 'Aurora', width: 120, height: 40 }, tree: [] },
  footer: { icons: [], footerLinks: [], downloadLinks: [], someLinks: [], extraLinks: [] },
}
