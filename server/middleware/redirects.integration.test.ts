import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createApp } from '#server/app.server.ts'
import { parseEnv, type Env } from '#server/env.server.ts'
import { createLogger } from '#server/logger.server.ts'
import { pageContextInitOf } from '#server/page-context-init.server.ts'
import { createServices, type Services } from '#server/services/services.server.ts'

/** The redirect step where app.server.ts mounts it: after request context and security headers, before routes. */

const logger = createLogger({ level: 'silent', withStacks: false })
let dataDir: string
let services: Services

function env(variables: Record<string, string> = {}): Env {
  const result = parseEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, ...variables })
  if (!result.ok) throw new Error(result.problems.join('\n'))
  return result.env
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'forecourt-redirects-'))
  services = await createServices(env(), logger)
})

afterAll(async () => {
  await services.close()
  rmSync(dataDir, { recursive: true, force: true })
})

/** The real app, with a stand-in for Vike that names the page and locale it was asked for. */
function app(variables: Record<string, string> = {}) {
  return createApp({
    env: env(variables),
    services,
    logger,
    mountPages: (hono) => {
      hono.all('*', (c) =>
        c.text(`page ${pageContextInitOf(c.req.raw)?.locale ?? '?'} ${new URL(c.req.url).pathname}`),
      )
    },
  })
}

test('a legacy path is answered before any page work, behind the security headers', async () => {
  const response = await app().request('/fi-FI/asemat/oulu/kaakkuri/?utm_source=mail')
  expect(response.status).toBe(307)
  expect(response.headers.get('Location')).toBe('/fi-FI/asemahaku?utm_source=mail')
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
  expect(response.headers.get('X-Request-Id')).not.toBeNull()
})

test('junk and e-mail-like paths go to the front page of the visitor’s locale', async () => {
  const junk = await app().request('/wp-login.php', { headers: { 'Accept-Language': 'sv-SE' } })
  expect(junk.headers.get('Location')).toBe('/sv-SE')
  const email = await app().request('/en-EU/info@aurora.eu')
  expect(email.headers.get('Location')).toBe('/en-EU')
})

test('current pages reach the page step with their locale', async () => {
  const response = await app().request('/no-NO/finn-stasjon')
  expect(response.status).toBe(200)
  expect(await response.text()).toBe('page no-NO /no-NO/finn-stasjon')
})

test('routes answered by the server: canonical rule on GET, never a legacy redirect, never on POST', async () => {
  expect((await app().request('/healthz/')).headers.get('Location')).toBe('/healthz')
  expect((await app().request('/healthz')).status).toBe(200)
  const post = await app().request('/api/v1/form/submit/', { method: 'POST', body: '{}' })
  expect(post.status).toBe(404)
  expect(await post.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
  const php = await app().request('/api/v1/x.php')
  expect(php.status).toBe(404)
})

test('with LOCALE_DOMAINS, www. goes to our bare domain and targets are bare paths', async () => {
  const domains = { LOCALE_DOMAINS: 'fi-FI=aurora.fi,en-EU=aurora.eu,sv-SE=aurora.se,no-NO=aurora.no' }
  const www = await app(domains).request('http://www.aurora.fi/asemat/oulu', {
    headers: { 'X-Forwarded-Proto': 'https' },
  })
  expect(www.headers.get('Location')).toBe('https://aurora.fi/asemahaku')
  const bare = await app(domains).request('http://aurora.no/stasjon/oslo?x=1')
  expect(bare.headers.get('Location')).toBe('/finn-stasjon?x=1')
  // spec §2.8: /stasjoner/{station} is a current page (issue 13), never a legacy path.
  const stationPage = await app(domains).request('http://aurora.no/stasjoner/bergen?x=1')
  expect(stationPage.headers.get('Location')).toBeNull()
  const foreign = await app(domains).request('http://www.evil.com/asemahaku')
  expect(foreign.status).toBe(200)
})

test.each([
  // spec §2.2 writes the fi-FI paths bare; a browser that asks for English still lands on the Finnish page.
  ['/asemahaku', { 'Accept-Language': 'en-US,en;q=0.9' }, '/fi-FI/asemahaku'],
  ['/kayttoehdot?utm_source=mail', { Cookie: 'locale=no-NO' }, '/fi-FI/kayttoehdot?utm_source=mail'],
  ['/kayttoehdot/', { 'Accept-Language': 'sv' }, '/fi-FI/kayttoehdot'],
  ['/stationsearch', { 'Accept-Language': 'fi' }, '/en-EU/stationsearch'],
  // A legacy path of exactly one other locale: straight to its target.
  ['/asemat/oulu', { 'Accept-Language': 'en' }, '/fi-FI/asemahaku'],
])(
  'issue 11: the bare path %s of one other locale’s page answers 307 to it',
  async (path, headers, location) => {
    const response = await app().request(path, { headers })
    expect(response.status).toBe(307)
    expect(response.headers.get('Location')).toBe(location)
    expect(response.headers.get('Vary')).toContain('Accept-Language')
  },
)

test('issue 11: a bare path of the visitor’s own locale, or of two other locales, keeps today’s negotiation', async () => {
  const own = await app().request('/stationsearch', { headers: { 'Accept-Language': 'en' } })
  expect(await own.text()).toBe('page en-EU /stationsearch')
  // /privat/kundservice is a page of sv-SE and of no-NO: ambiguous for an English browser.
  const ambiguous = await app().request('/privat/kundservice', { headers: { 'Accept-Language': 'en' } })
  expect(await ambiguous.text()).toBe('page en-EU /privat/kundservice')
})

test('issue 11: on a locale domain, another locale’s bare path goes to that locale’s domain', async () => {
  const domains = { LOCALE_DOMAINS: 'fi-FI=aurora.fi,en-EU=aurora.eu,sv-SE=aurora.se,no-NO=aurora.no' }
  const response = await app(domains).request('http://aurora.eu/asemahaku?service=MAIN')
  expect(response.status).toBe(307)
  expect(response.headers.get('Location')).toBe('http://aurora.fi/asemahaku?service=MAIN')
})
