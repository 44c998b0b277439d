import { createHash, randomBytes } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { z } from 'zod'
import { locales } from '#schemas/locale.ts'
import { runToExit, startProductionServer, type RunningServer } from '#tests/setup/production-server.ts'
import { deleteRedisKeys, redisAvailability, testRedisKeyPrefix, testRedisUrl } from '#tests/setup/redis.ts'
import { topLevelStatements } from '#server/middleware/page-styles.server.ts'

let server: RunningServer

beforeAll(async () => {
  server = await startProductionServer()
})

afterAll(async () => {
  await server.stop()
})

const landingPaths: Record<string, string> = {
  'fi-FI': '/',
  'en-EU': '/en-EU',
  'sv-SE': '/sv-SE',
  'no-NO': '/no-NO',
}

test.each(locales)('the %s landing page is served with 200 and <html lang>', async (locale) => {
  const response = await fetch(`${server.url}${landingPaths[locale]}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
  const html = await response.text()
  expect(html).toMatch(new RegExp(`<html[^>]* lang="${locale}"`))
  expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
})

function cspNonce(header: string | null): string {
  const nonce = /script-src 'nonce-([^']+)' 'strict-dynamic'/.exec(header ?? '')?.[1]
  if (nonce === undefined) throw new Error(`no nonce in CSP: ${header}`)
  return nonce
}

/** What every page's CSP holds, nonce or not (ADR 015): nothing inline or evaluated runs, no plug-ins. */
function expectStrictPolicy(response: Response) {
  const csp = response.headers.get('Content-Security-Policy') ?? ''
  for (const directive of [
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ]) {
    expect(csp).toContain(directive)
  }
  const scriptSources = /script-src ([^;]*)/.exec(csp)?.[1] ?? ''
  expect(scriptSources).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:/)
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
  expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
  expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin')
  expect(response.headers.get('X-Powered-By')).toBeNull()
}

test('ADR 015: a page a shared cache may keep has no nonce: its CSP holds with script-src self', async () => {
  for (const path of ['/', '/en-EU', '/sv-SE/artikel', '/en-EU/article/hvo100-at-every-station', '/nope']) {
    const response = await fetch(`${server.url}${path}`)
    expect(response.headers.get('Cache-Control')).toMatch(/^public, /)
    expectStrictPolicy(response)
    const csp = response.headers.get('Content-Security-Policy') ?? ''
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+' 'sha256-[^']+';/)
    const html = await response.text()
    expect(html).not.toMatch(/nonce=/)
    // Every script is a data block, but two: the consent script in the head (pages/+headHtmlBegin.ts)
    // and the start script that loads the page's same-origin modules after its first paint (ADR 039).
    // Each runs only because the policy names its hash.
    const inline: string[] = []
    for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/type="application\/(ld\+)?json"/.test(attributes)) continue
      expect(attributes, path).not.toMatch(/ src=/)
      inline.push(body)
    }
    expect(inline).toHaveLength(2)
    for (const script of inline) {
      expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`)
    }
    const modules = /<script data-page-modules="([^"]+)">/.exec(html)?.[1]?.split(' ') ?? []
    expect(modules[0], path).toMatch(/^\/assets\/entries\/entry-client-routing\.[\w-]+\.js$/)
    expect(modules.every((address) => address.startsWith('/assets/'))).toBe(true)
  }
})

test('ADR 015: two requests for one anonymous page differ only in their request id and Date', async () => {
  const first = await fetch(`${server.url}/en-EU/about-us`)
  const second = await fetch(`${server.url}/en-EU/about-us`)
  // ADR 033: the first is rendered (`X-Cache: MISS`, streamed), the second kept (`HIT`, with its length and
  // age); the cache's own headers and the framing aside, the answers are the same.
  const perAnswer = new Set(['x-request-id', 'date', 'x-cache', 'age', 'content-length', 'transfer-encoding'])
  const comparable = (response: Response) =>
    [...response.headers.entries()]
      .filter(([name]) => !perAnswer.has(name))
      .sort(([a], [b]) => a.localeCompare(b))
  expect(comparable(second)).toEqual(comparable(first))
  expect([first.headers.get('X-Cache'), second.headers.get('X-Cache')]).toEqual(['MISS', 'HIT'])
  expect(await second.text()).toBe(await first.text())
  expect(second.headers.get('X-Request-Id')).not.toBe(first.headers.get('X-Request-Id'))
  // Also a missing page, which a CDN keeps for a minute: no request id in its body.
  const missing = [await fetch(`${server.url}/en-EU/nope`), await fetch(`${server.url}/en-EU/nope`)]
  const [one, two] = await Promise.all(missing.map((response) => response.text()))
  expect(two).toBe(one)
})

test('1,000 personal answers (preview): every nonce is 128-bit and new, and every script tag carries it', async () => {
  const paths = [
    '/preview',
    '/preview/en-EU',
    '/preview/sv-SE',
    '/preview/en-EU/spring-campaign',
    '/preview/x',
  ]
  const seen = new Set<string>()
  let checked = 0
  const worker = async (offset: number) => {
    for (let index = offset; index < 1000; index += 10) {
      const response = await fetch(`${server.url}${paths[index % paths.length]}`)
      expect(response.headers.get('Cache-Control')).toBe('private, no-store')
      const nonce = cspNonce(response.headers.get('Content-Security-Policy'))
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
      expect(seen.has(nonce)).toBe(false)
      seen.add(nonce)
      expectStrictPolicy(response)
      const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? []
      expect(scripts.length).toBeGreaterThan(0)
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
      checked += 1
    }
  }
  await Promise.all(Array.from({ length: 10 }, (_, offset) => worker(offset)))
  expect(checked).toBe(1000)
  expect(seen.size).toBe(1000)
})

test('an unknown page is a 404 HTML page in the locale', async () => {
  const response = await fetch(`${server.url}/en-EU/no-such-page`)
  expect(response.status).toBe(404)
  const html = await response.text()
  expect(html).toMatch(/<html[^>]* lang="en-EU"/)
  expect(html).toContain('Page not found')
})

test('an unknown API path is a JSON 404 in the error envelope', async () => {
  const response = await fetch(`${server.url}/api/v1/nope`)
  expect(response.status).toBe(404)
  expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such endpoint.' } })
})

test('issue 17: a parameter no page reads shares the page’s kept answer; the locator’s own do not', async () => {
  const answer = async (path: string) => {
    const response = await fetch(`${server.url}${path}`)
    expect(response.status, path).toBe(200)
    await response.arrayBuffer()
    return { cache: response.headers.get('X-Cache'), etag: response.headers.get('ETag') }
  }
  const page = '/en-EU/private/products/car-wash'
  const campaign = await answer(`${page}?utm_source=newsletter`)
  expect(campaign.cache).toBe('MISS')
  // A campaign's other parameters, an ad's click id, a made-up one: the same page, kept once.
  for (const query of ['?utm_source=social&utm_medium=post', '?gclid=abc123', '?x=1', '']) {
    expect(await answer(`${page}${query}`), query).toEqual({ cache: 'HIT', etag: campaign.etag })
  }
  // The locator reads its search: another search is another answer, the same search in another order
  // or beside a campaign's parameter is the same one.
  const locator = '/en-EU/stationsearch'
  const helsinki = await answer(`${locator}?q=helsinki&open=now`)
  expect(helsinki.cache).toBe('MISS')
  expect(await answer(`${locator}?open=now&utm_campaign=winter&q=helsinki`)).toEqual({
    cache: 'HIT',
    etag: helsinki.etag,
  })
  expect((await answer(`${locator}?q=espoo&open=now`)).cache).toBe('MISS')
})

/** A page by a `Host` of the caller's choosing (fetch keeps its own). */
function getWithHost(url: string, host: string): Promise<{ status: number | null; cache: string | null }> {
  return new Promise((done, fail) => {
    const request = httpRequest(url, { agent: false, headers: { host } }, (response) => {
      response.resume()
      response.on('end', () => {
        const cache = response.headers['x-cache']
        done({ status: response.statusCode ?? null, cache: typeof cache === 'string' ? cache : null })
      })
    })
    request.on('error', fail)
    request.end()
  })
}

test('ADR 043: made-up searches and `Host` names churn the cache’s tail, never the site’s pages', async () => {
  // 2 MiB: room for about 20 pages, and a tail of 256 KiB (a few locator answers).
  const small = await startProductionServer({ PAGE_CACHE_MAX_MB: '2' })
  try {
    const pages = ['/en-EU', '/en-EU/private/products/car-wash', '/en-EU/stationsearch', '/sv-SE']
    const cacheOf = async (path: string) => {
      const response = await fetch(`${small.url}${path}`)
      expect(response.status, path).toBe(200)
      await response.arrayBuffer()
      return response.headers.get('X-Cache')
    }
    for (const path of pages) expect(await cacheOf(path), path).toBe('MISS')
    for (const path of pages) expect(await cacheOf(path), path).toBe('HIT')
    // Each a real answer of the locator, 70 KB and more, and each kept: 40 of them are 3 MB.
    for (let made = 0; made < 40; made += 1) {
      expect(await cacheOf(`/en-EU/stationsearch?q=made-up-${made}`)).toBe('MISS')
    }
    const { port } = new URL(small.url)
    for (let made = 0; made < 30; made += 1) {
      const answer = await getWithHost(`${small.url}/en-EU/stationsearch`, `made-up-${made}.example:${port}`)
      expect(answer).toEqual({ status: 200, cache: 'MISS' })
    }
    for (const path of pages) expect(await cacheOf(path), path).toBe('HIT')
    const ready = z
      .object({
        pageCache: z.object({
          evictions: z.number(),
          tail: z.object({ entries: z.number(), bytes: z.number(), maxBytes: z.number() }),
        }),
      })
      .parse(await (await fetch(`${small.url}/readyz`)).json())
    expect(ready.pageCache.tail.maxBytes).toBe(256 * 1024)
    expect(ready.pageCache.tail.bytes).toBeLessThanOrEqual(256 * 1024)
    expect(ready.pageCache.evictions).toBeGreaterThan(50)
  } finally {
    await small.stop()
  }
})

test('a page payload with a malformed `_vike` argument is a 400 in the error envelope, not a 500', async () => {
  for (const argument of ['x', '1', '[]', '{"previousUrl":1}']) {
    const response = await fetch(
      `${server.url}/en-EU/index.pageContext.json?_vike=${encodeURIComponent(argument)}`,
    )
    expect(response.status, argument).toBe(400)
    expect(await response.json()).toEqual({
      error: {
        code: 'BAD_REQUEST',
        message: 'The `_vike` parameter of a page payload must be a JSON object.',
      },
    })
  }
  // What Vike's own client may send is read as before.
  const readable = await fetch(
    `${server.url}/en-EU/index.pageContext.json?_vike=${encodeURIComponent('{"previousUrl":"/en-EU/article"}')}`,
  )
  expect(readable.status).toBe(200)
  expect(readable.headers.get('Content-Type')).toMatch(/^application\/json/)
})

test('pages of 1 KB and more are compressed; hashed assets are cached for good', async () => {
  const page = await fetch(`${server.url}/en-EU`, { headers: { 'Accept-Encoding': 'br' } })
  expect(page.headers.get('Content-Encoding')).toBe('br')
  const html = await page.text()
  // ADR 039: the page's start script names its modules, its entry first.
  const asset = /<script data-page-modules="(\/assets\/[^" ]+\.js)[ "]/.exec(html)?.[1]
  expect(asset).toBeDefined()
  const script = await fetch(`${server.url}${asset}`, { headers: { 'Accept-Encoding': 'gzip' } })
  expect(script.status).toBe(200)
  expect(script.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
  expect(script.headers.get('Content-Type')).toMatch(/javascript/)
  expect(script.headers.get('X-Content-Type-Options')).toBe('nosniff')
  const missing = await fetch(`${server.url}/assets/entries/not-in-this-build.js`)
  expect(missing.status).toBe(404)
})

test('health and readiness answer', async () => {
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
  const ready = await fetch(`${server.url}/readyz`)
  // With the page cache's counts (ADR 033): on, at its default bound of 64 MiB.
  expect(await ready.json()).toMatchObject({
    status: 'ready',
    checks: { database: 'ok', content: 'ok' },
    pageCache: { enabled: true, maxBytes: 64 * 1024 * 1024 },
  })
})

test.each([
  [{ PORT: 'abc' }, /^Invalid configuration: PORT must be a whole number from 0 to 65535 \(got "abc"\)\n$/],
  [
    { DATABASE_URL: 'nonsense' },
    /^Invalid configuration: DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ connection URL\n$/,
  ],
])('%j stops the server with exit code 1 and a one-line reason', async (env, reason) => {
  const result = await runToExit(env)
  expect(result.code).toBe(1)
  expect(result.stderr).toMatch(reason)
})

interface Outcome {
  status: number | null
  complete: boolean
  error: string | null
}

function getPage(url: string): Promise<Outcome> {
  return new Promise((done) => {
    const request = httpRequest(url, { agent: false }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () =>
        done({ status: response.statusCode ?? null, complete: body.includes('</html>'), error: null }),
      )
      response.on('error', (error) =>
        done({ status: response.statusCode ?? null, complete: false, error: error.message }),
      )
    })
    request.on('error', (error: NodeJS.ErrnoException) =>
      done({ status: null, complete: false, error: error.code ?? error.message }),
    )
    request.end()
  })
}

test('SIGTERM lets requests in flight finish, refuses new ones and exits 0', async () => {
  const own = await startProductionServer()
  const inFlight = Array.from({ length: 20 }, () => getPage(`${own.url}/en-EU`))
  await new Promise((resolveSoon) => setTimeout(resolveSoon, 5))
  const exitCode = own.stop()
  const outcomes = await Promise.all(inFlight)
  expect(await exitCode).toBe(0)
  for (const outcome of outcomes) {
    // A request the server took is answered in full. One it never took (still in the kernel's queue when
    // the socket closed) fails at connect time, before any answer, so a load balancer may retry it.
    if (outcome.status !== null) expect(outcome).toMatchObject({ status: 200, complete: true, error: null })
    else expect(outcome.error).toMatch(/^(ECONNREFUSED|ECONNRESET)$/)
  }
  expect(outcomes.some((outcome) => outcome.status === 200)).toBe(true)
  expect(own.stdout()).toContain('"msg":"stopped"')
  const after = await getPage(`${own.url}/en-EU`)
  expect(after.error).toBe('ECONNREFUSED')
})

const redis = await redisAvailability()

/** Polls `read` until `done` holds of what it gives, or fails after `timeoutMs` with the last reading. */
async function eventually<T>(read: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs
  let value = await read()
  while (!done(value)) {
    if (Date.now() > deadline) throw new Error(`still not done: ${JSON.stringify(value)}`)
    await new Promise((resolveSoon) => setTimeout(resolveSoon, 100))
    value = await read()
  }
  return value
}

test.skipIf(!redis.available)(
  'SIGTERM with REDIS_URL ends every Redis connection of the node with QUIT before it exits',
  async () => {
    // The node's connections name themselves (ioredis reads `connectionName` off the URL), so this test
    // tells them from any other client of the same Redis in what MONITOR shows.
    const name = `forecourt-shutdown-${randomBytes(6).toString('hex')}`
    const keyPrefix = testRedisKeyPrefix()
    const admin = new Redis(testRedisUrl)
    const monitor = await new Redis(testRedisUrl).monitor()
    const commands: { source: string; command: string }[] = []
    monitor.on('monitor', (_time: string, args: string[], source: string) => {
      commands.push({ source, command: args.join(' ').toLowerCase() })
    })
    const sourcesThatSent = (command: string) =>
      new Set(commands.filter((each) => each.command === command).map((each) => each.source))
    try {
      const own = await startProductionServer({
        REDIS_URL: `${testRedisUrl}?connectionName=${name}`,
        REDIS_KEY_PREFIX: keyPrefix,
      })
      // Every connection up (the page cache's purge signal, the login and the form submission limits):
      // as many named as are open, the same count three polls in a row.
      const connected = async () =>
        z
          .string()
          .parse(await admin.call('CLIENT', 'LIST'))
          .split('\n')
          .filter((line) => line.includes(` name=${name} `)).length
      let counts: number[] = []
      await eventually(
        async () => (counts = [...counts, await connected()].slice(-3)),
        (last) => last.length === 3 && last[0] !== 0 && last.every((count) => count === last[0]),
      )
      const named = sourcesThatSent(`client setname ${name}`)
      expect(named.size).toBe(counts[0])

      expect(await own.stop()).toBe(0)
      const notQuit = () => [...named].filter((source) => !sourcesThatSent('quit').has(source))
      // MONITOR reports a little after Redis answered, and so after the node may have exited.
      await eventually(notQuit, (left) => left.length === 0).catch(() => undefined)
      expect(notQuit()).toEqual([])
    } finally {
      monitor.disconnect()
      admin.disconnect()
      await deleteRedisKeys(keyPrefix)
    }
  },
)

test('ADR 025, 032: a page carries its modules’ and lazy blocks’ styles in its head, each rule once', async () => {
  for (const path of ['/en-EU', '/fi-FI/asemahaku']) {
    const html = await (await fetch(`${server.url}${path}`)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    const enabled = [...head.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)]
      .map((match) => match[0])
      .filter((tag) => !/\sdisabled[\s>]/.test(tag))
    // Nothing to fetch before the first paint.
    expect(enabled).toEqual([])
    const styles = [...head.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1] ?? '')
    expect(styles).toHaveLength(1)
    const inline = topLevelStatements(styles[0] ?? '')
    expect(new Set(inline).size).toBe(inline.length)
    // Every rule of every part the page names is there.
    const parts = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)" disabled>/g)].map(
      (m) => m[1] ?? '',
    )
    expect(parts.length).toBeGreaterThan(1)
    for (const part of parts) {
      const css = await (await fetch(`${server.url}${part}`)).text()
      for (const statement of topLevelStatements(css)) expect(inline).toContain(statement)
    }
  }
})

test('ADR 032: the files of public/ a page names carry their version and are kept for good', async () => {
  const html = await (await fetch(`${server.url}/en-EU`)).text()
  const favicon = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1] ?? ''
  const logoTag = /<img [^>]*class="site-header__logo-image"[^>]*>/.exec(html)?.[0] ?? ''
  const logo = / src="([^"]+)"/.exec(logoTag)?.[1] ?? ''
  for (const url of [favicon, logo.replaceAll('&amp;', '&')]) {
    expect(url).toMatch(/^\/[\w/.-]+\.svg\?(?:.*&)?v=[\w-]{8}$/)
    const response = await fetch(`${server.url}${url}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    // The plain path still answers, for an hour.
    const plain = await fetch(`${server.url}${url.split('?')[0] ?? ''}`)
    expect(plain.status).toBe(200)
    expect(plain.headers.get('Cache-Control')).toBe('public, max-age=3600')
  }
})
