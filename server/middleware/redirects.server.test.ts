import { Hono } from 'hono'
import { expect, test, vi } from 'vitest'
import { bundledRedirectTables, loadRedirectTablesOrExit } from '#redirects/redirect-table-loader.server.ts'
import { compileRedirectTable, compileRedirectTables } from '#redirects/redirect-table-builder.server.ts'
import { apiPrefixes } from '#http/own-paths.ts'
import type { Locale } from '#schemas/locale.ts'
import type { AppEnv } from '#server/app-env.server.ts'
import { createLogger } from '#server/logger.server.ts'
import { redirectCacheControl, redirects } from './redirects.server.ts'
import { requestContext } from './request-context.server.ts'

const tables = compileRedirectTables(bundledRedirectTables)

/**
 * The front of the app's pipeline (server/app.server.ts): request context, the redirect step, then an
 * API route and a stand-in for the pages that say which path reached them.
 */
function app(domains: Partial<Record<Locale, string>> = {}) {
  const hono = new Hono<AppEnv>()
  hono.use(requestContext(createLogger({ level: 'silent', withStacks: false })))
  hono.use(redirects({ tables, domains, isExemptPath: (pathname) => pathname.startsWith('/api/') }))
  hono.all('/api/*', (c) => c.json({ api: new URL(c.req.url).pathname }))
  hono.all('*', (c) => c.text(`page ${new URL(c.req.url).pathname}`))
  return hono
}

test('a legacy path answers 307 to its page, query kept, cacheable by the CDN only', async () => {
  const response = await app().request('/fi-FI/asemat/tampere/hervanta?utm_source=mail&utm_medium=x')
  expect(response.status).toBe(307)
  expect(response.headers.get('Location')).toBe('/fi-FI/asemahaku?utm_source=mail&utm_medium=x')
  expect(response.headers.get('Cache-Control')).toBe(redirectCacheControl)
  expect(response.headers.get('Vary')).toBeNull()
  expect(await response.text()).toBe('')
})

test('a trailing slash answers 307 without it (spec §5), query kept', async () => {
  const response = await app().request('/en-EU/about-us/?a=1')
  expect(response.status).toBe(307)
  expect(response.headers.get('Location')).toBe('/en-EU/about-us?a=1')
})

test('a canonical page passes through untouched', async () => {
  const response = await app().request('/fi-FI/asemahaku?service=MAIN')
  expect(response.status).toBe(200)
  expect(await response.text()).toBe('page /fi-FI/asemahaku')
})

test('an unprefixed legacy path takes the cookie’s locale and says the answer varies by it', async () => {
  const response = await app().request('/stasjon/oslo', { headers: { Cookie: 'locale=no-NO' } })
  expect(response.status).toBe(307)
  expect(response.headers.get('Location')).toBe('/no-NO/finn-stasjon')
  expect(response.headers.get('Vary')).toBe('Cookie, Accept-Language')
})

test('www. is dropped on the host the browser sent; X-Forwarded-Host is never trusted', async () => {
  const domains = { 'fi-FI': 'aurora.fi', 'en-EU': 'aurora.eu' }
  const www = await app(domains).request('http://www.aurora.fi/asemahaku/', {
    headers: { 'X-Forwarded-Host': 'evil.com', 'X-Forwarded-Proto': 'https' },
  })
  expect(www.status).toBe(307)
  expect(www.headers.get('Location')).toBe('https://aurora.fi/asemahaku')

  const forged = await app(domains).request('http://aurora.fi/asemahaku', {
    headers: { 'X-Forwarded-Host': 'www.evil.com' },
  })
  expect(forged.status).toBe(200)
})

test('the Host header decides, not the host of an absolute-form request target', async () => {
  const domains = { 'fi-FI': 'aurora.fi' }
  const response = await app(domains).request('http://www.evil.com/asemahaku', {
    headers: { Host: 'aurora.fi' },
  })
  expect(response.status).toBe(200)
  const www = await app(domains).request('http://aurora.fi/asemahaku', { headers: { Host: 'www.aurora.fi' } })
  expect(www.headers.get('Location')).toBe('http://aurora.fi/asemahaku')
})

test.each([
  ['http://localhost//evil.com/', '/evil.com'],
  ['http://localhost///evil.com/', '/evil.com'],
  ['http://localhost/%2F%2Fevil.com/', '/evil.com'],
  ['http://localhost/%5Cevil.com/', '/evil.com'],
  ['http://localhost/%E2%88%95%E2%88%95evil.com/', '/evil.com'],
  ['http://localhost/fi-FI/x/?next=%0d%0aSet-Cookie:a=b', '/fi-FI/x?next=%0d%0aSet-Cookie:a=b'],
])('%s never redirects off the site (Location %s)', async (url, location) => {
  const response = await app().request(url)
  expect(response.status).toBe(307)
  expect(response.headers.get('Location')).toBe(location)
  expect(response.headers.get('Set-Cookie')).toBeNull()
})

test('a client navigation payload of a redirected page answers a plain 404, so the browser loads the page', async () => {
  const response = await app().request('/fi-FI/asemat/oulu/index.pageContext.json')
  expect(response.status).toBe(404)
  expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/)
  expect(response.headers.get('Location')).toBeNull()
  const page = await app().request('/fi-FI/asemahaku/index.pageContext.json')
  expect(await page.text()).toBe('page /fi-FI/asemahaku/index.pageContext.json')
})

test('POST is never redirected: the route answers it', async () => {
  const response = await app().request('/fi-FI/asemat/oulu/', { method: 'POST', body: 'x' })
  expect(response.status).toBe(200)
  expect(await response.text()).toBe('page /fi-FI/asemat/oulu/')
})

test('API paths are never legacy-redirected, but lose a trailing slash on GET', async () => {
  const api = await app().request('/api/v1/wp-login.php')
  expect(await api.json()).toEqual({ api: '/api/v1/wp-login.php' })
  const slash = await app().request('/api/v1/auth/')
  expect(slash.headers.get('Location')).toBe('/api/v1/auth')
})

test('a preview redirect is never stored in a shared cache', async () => {
  const response = await app().request('/preview/fi-FI/asemahaku/')
  expect(response.headers.get('Location')).toBe('/preview/fi-FI/asemahaku')
  expect(response.headers.get('Cache-Control')).toBe('private, no-store')
})

test('an external target leaves for the other country site', async () => {
  const response = await app().request('/en-EU/sweden/stations?utm_source=x')
  expect(response.headers.get('Location')).toBe('https://aurora.se/hitta-station?utm_source=x')
})

test('the bundled tables load once per process', () => {
  expect(loadRedirectTablesOrExit()).toBe(loadRedirectTablesOrExit())
})

test('a bad table stops the server with one line per problem', () => {
  const written: string[] = []
  const write = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    written.push(String(chunk))
    return true
  })
  const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Error(`exit ${String(code)}`)
  })
  try {
    const bad = { locale: 'fi-FI', redirects: [{ from: '/a', to: 'https://evil.com/' }] }
    expect(() => loadRedirectTablesOrExit({ ...bundledRedirectTables, 'fi-FI': bad })).toThrow('exit 1')
    expect(written.join('')).toBe(
      'Cannot start: redirect tables are invalid:\n' +
        'redirects/tables/fi-FI.json: redirects[0] "https://evil.com/" (target) goes to evil.com, which is not one of our sites (aurora.fi, aurora.eu, aurora.se, aurora.no)\n',
    )
  } finally {
    write.mockRestore()
    exit.mockRestore()
  }
})

test.each(apiPrefixes)('no table may redirect a path under the API prefix %s', (prefix) => {
  const { problems } = compileRedirectTable('fi-FI', {
    locale: 'fi-FI',
    redirects: [{ from: `${prefix}/v1/old`, to: '/asemahaku' }],
  })
  expect(problems).toEqual([
    `redirects/tables/fi-FI.json: redirects[0] "${prefix}/v1/old" is under ${prefix}, which the server answers itself`,
  ])
})
