import { Hono } from 'hono'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { AppEnv } from '#server/app-env.server.ts'
import { createLogger } from '#server/logger.server.ts'
import { pageListResponseSchema } from '#server/services/content/cms-view-contract.server.ts'
import {
  ContentUnavailableError,
  type ContentSource,
  type SearchRequest,
} from '#server/services/content/content-source.server.ts'
import {
  loadEmbeddedContent,
  type EmbeddedContentSource,
} from '#server/services/content/embedded-content-source.server.ts'
import { createTestContentDir, testPageDocument, type TestContentDir } from '#tests/fixtures/content-dir.ts'
import { cmsViewRoutes } from './cms-view.server.ts'

let directory: TestContentDir
let content: EmbeddedContentSource

beforeAll(async () => {
  directory = createTestContentDir({
    'en-EU/pages/stationsearch.json': testPageDocument('en-EU', {
      path: '/stationsearch',
      title: 'Station search',
      description: 'Find a station near you',
    }),
    'en-EU/pages/hydrogen.json': testPageDocument('en-EU', {
      path: '/hydrogen',
      title: 'Hydrogen',
      draft: true,
    }),
    'fi-FI/pages/asemahaku.json': testPageDocument('fi-FI', { path: '/asemahaku', title: 'Asemahaku' }),
  })
  content = await loadEmbeddedContent(directory.dir)
})

afterAll(() => {
  content.close()
  directory.remove()
})

function api(
  source: ContentSource = content,
  previewGate: { upstreamCms: boolean; previewToken: string | undefined } = {
    upstreamCms: false,
    previewToken: undefined,
  },
) {
  const app = new Hono<AppEnv>()
  app.use(async (c, next) => {
    c.set('logger', createLogger({ level: 'silent', withStacks: false }))
    await next()
  })
  app.route('/', cmsViewRoutes({ content: source, previewGate }))
  return app
}

const publicCache = 'public, s-maxage=60, stale-while-revalidate=600'

test('the layout call answers the locale of the aurora-locale header, fi-FI by default', async () => {
  const response = await api().request('/cms-view/v1/content/layout', {
    headers: { 'aurora-locale': 'sv-SE' },
  })
  expect(response.status).toBe(200)
  expect(response.headers.get('Cache-Control')).toBe(publicCache)
  expect(response.headers.get('Vary')).toContain('aurora-locale')
  expect(await response.json()).toEqual(await content.getLayout({ locale: 'sv-SE', preview: false }))
  const byDefault = await api().request('/cms-view/v1/content/layout')
  expect(await byDefault.json()).toEqual(await content.getLayout({ locale: 'fi-FI', preview: false }))
})

test('an unknown locale is a 400 in the error envelope', async () => {
  const response = await api().request('/cms-view/v1/content/page?path=/', {
    headers: { 'aurora-locale': 'de-DE' },
  })
  expect(response.status).toBe(400)
  expect(response.headers.get('Cache-Control')).toBe('no-store')
  expect(await response.json()).toEqual({
    error: {
      code: 'BAD_REQUEST',
      message: 'Unknown locale. Use one of fi-FI, en-EU, sv-SE, no-NO.',
      fields: { 'aurora-locale': 'must be one of fi-FI, en-EU, sv-SE, no-NO' },
    },
  })
})

test('the page call answers the page at the path', async () => {
  const response = await api().request('/cms-view/v1/content/page?path=/stationsearch', {
    headers: { 'aurora-locale': 'en-EU' },
  })
  expect(response.status).toBe(200)
  expect(response.headers.get('Cache-Control')).toBe(publicCache)
  const body = await response.json()
  expect(body.content.title).toBe('Station search')
  expect(body.localizedPagePaths).toEqual({ 'en-EU': '/stationsearch' })
})

test.each([
  ['/fi-FI/asemahaku', 'fi-FI', 'Asemahaku'],
  ['/en-EU', 'en-EU', 'Landing en-EU'],
  ['/en-EU/', 'en-EU', 'Landing en-EU'],
  ['/', 'no-NO', 'Landing no-NO'],
])('spec §7 page call rules: path %j with locale %s gives %j', async (path, locale, title) => {
  const response = await api().request(`/cms-view/v1/content/page?path=${encodeURIComponent(path)}`, {
    headers: { 'aurora-locale': locale },
  })
  expect(response.status).toBe(200)
  expect((await response.json()).content.title).toBe(title)
})

test.each([
  ['', { path: 'is required' }],
  ['?path=', { path: 'must start with /' }],
  ['?path=stationsearch', { path: 'must start with /' }],
])('the page call %j is a 400 naming the field', async (query, fields) => {
  const response = await api().request(`/cms-view/v1/content/page${query}`)
  expect(response.status).toBe(400)
  expect(await response.json()).toEqual({
    error: { code: 'BAD_REQUEST', message: 'The query is not valid.', fields },
  })
})

test('no page at the path is a 404 envelope', async () => {
  const response = await api().request('/cms-view/v1/content/page?path=/nope', {
    headers: { 'aurora-locale': 'en-EU' },
  })
  expect(response.status).toBe(404)
  expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such page.' } })
})

test('a draft is a 404 unless preview is on, by header or by a leading preview segment', async () => {
  const headers = { 'aurora-locale': 'en-EU' }
  expect((await api().request('/cms-view/v1/content/page?path=/hydrogen', { headers })).status).toBe(404)
  const byHeader = await api().request('/cms-view/v1/content/page?path=/hydrogen', {
    headers: { ...headers, 'aurora-preview': 'true' },
  })
  expect(byHeader.status).toBe(200)
  expect(byHeader.headers.get('Cache-Control')).toBe('private, no-store')
  const bySegment = await api().request('/cms-view/v1/content/page?path=/preview/en-EU/hydrogen', { headers })
  expect(bySegment.status).toBe(200)
  expect(bySegment.headers.get('Cache-Control')).toBe('private, no-store')
  expect((await bySegment.json()).content.draft).toBe(true)
})

test('in front of an upstream CMS, preview is not available', async () => {
  const closed = api(content, { upstreamCms: true, previewToken: undefined })
  const response = await closed.request('/cms-view/v1/content/page?path=/preview/stationsearch', {
    headers: { 'aurora-locale': 'en-EU' },
  })
  expect(response.status).toBe(404)
  expect(await response.json()).toEqual({
    error: { code: 'NOT_FOUND', message: 'Preview is not available.' },
  })
  const published = await closed.request('/cms-view/v1/content/page?path=/stationsearch', {
    headers: { 'aurora-locale': 'en-EU' },
  })
  expect(published.status).toBe(200)
})

test.each([
  ['the embedded CMS', false],
  ['an upstream CMS', true],
])('with PREVIEW_TOKEN set in front of %s, preview needs the token in its header', async (_, upstreamCms) => {
  const token = 'a-preview-token-for-editors'
  const gated = api(content, { upstreamCms, previewToken: token })
  const request = (headers: Record<string, string>) =>
    gated.request('/cms-view/v1/content/page?path=/hydrogen', {
      headers: { 'aurora-locale': 'en-EU', 'aurora-preview': 'true', ...headers },
    })
  for (const refused of [await request({}), await request({ 'aurora-preview-token': `${token}x` })]) {
    expect(refused.status).toBe(404)
    expect(refused.headers.get('Cache-Control')).toBe('no-store')
  }
  const granted = await request({ 'aurora-preview-token': token })
  expect(granted.status).toBe(200)
  expect(granted.headers.get('Cache-Control')).toBe('private, no-store')
})

test('the page listing gives the published pages of the locale', async () => {
  const response = await api().request('/cms-view/v1/content/pages', {
    headers: { 'aurora-locale': 'en-EU' },
  })
  expect(response.status).toBe(200)
  const body = pageListResponseSchema.parse(await response.json())
  expect(body.pages.map((page) => page.path)).toEqual(['/', '/stationsearch'])
})

test('search answers ranked results; a query over 200 characters is a 400', async () => {
  const response = await api().request(`/cms-view/v1/search?q=${encodeURIComponent('STATION')}`, {
    headers: { 'aurora-locale': 'en-EU' },
  })
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({
    query: 'STATION',
    results: [
      {
        path: '/stationsearch',
        title: 'Station search',
        contentType: 'standardPage',
        description: 'Find a station near you',
        titleMatches: [{ start: 0, end: 7 }],
        snippets: [{ text: 'Find a station near you', matches: [{ start: 7, end: 14 }] }],
      },
    ],
    total: 1,
    offset: 0,
    contentTypeCounts: { standardPage: 1 },
  })
  const empty = await api().request('/cms-view/v1/search')
  expect(await empty.json()).toEqual({ query: '', results: [], total: 0, offset: 0, contentTypeCounts: {} })
  const tooLong = await api().request(`/cms-view/v1/search?q=${'a'.repeat(201)}`)
  expect(tooLong.status).toBe(400)
  expect(await tooLong.json()).toMatchObject({ error: { fields: { q: 'must be at most 200 characters' } } })
  expect((await api().request(`/cms-view/v1/search?q=${'a'.repeat(200)}`)).status).toBe(200)
})

test('search pages with offset and limit; bad paging values are a 400 naming the field', async () => {
  const headers = { 'aurora-locale': 'en-EU' }
  const asked: SearchRequest[] = []
  const spy: ContentSource = {
    ...content,
    search: (request) => {
      asked.push(request)
      return content.search(request)
    },
  }
  const beyond = await api(spy).request('/cms-view/v1/search?q=station&offset=1&limit=5', { headers })
  expect(beyond.status).toBe(200)
  expect(asked).toEqual([{ locale: 'en-EU', query: 'station', preview: false, offset: 1, limit: 5 }])
  expect(await beyond.json()).toMatchObject({ results: [], total: 1, offset: 1 })
  await api(spy).request('/cms-view/v1/search?q=station', { headers })
  expect(asked[1]).toEqual({ locale: 'en-EU', query: 'station', preview: false })
  for (const [query, field] of [
    ['offset=-1', 'offset'],
    ['limit=0', 'limit'],
    ['limit=51', 'limit'],
    ['limit=two', 'limit'],
  ]) {
    const bad = await api().request(`/cms-view/v1/search?q=s&${query}`, { headers })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: { fields: { [field ?? '']: expect.any(String) } } })
  }
})

test('an upstream failure behind the API is a 502 or 503 envelope, never the upstream text', async () => {
  const failing = (status: number): ContentSource => ({
    ...content,
    getLayout: () => Promise.reject(new ContentUnavailableError(status, 'secret upstream detail')),
  })
  const bad = await api(failing(500)).request('/cms-view/v1/content/layout')
  expect(bad.status).toBe(502)
  const body = await bad.json()
  expect(body).toEqual({
    error: { code: 'BAD_GATEWAY', message: 'The content service did not answer. Please try again.' },
  })
  expect((await api(failing(503)).request('/cms-view/v1/content/layout')).status).toBe(503)
})
