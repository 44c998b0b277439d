import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { z } from 'zod'
import { sendRaw, type RawResponse } from '#tests/setup/raw-http.ts'
import { startProductionServer, type RunningServer } from '#tests/setup/production-server.ts'
import { isApiPath } from '#http/own-paths.ts'

/**
 * Issue 11: every method on every kind of path gets a deliberate answer, and nothing a hostile client
 * sends makes the built server answer 5xx or show a stack frame.
 */

let server: RunningServer
let origin: { host: string; port: number }

beforeAll(async () => {
  server = await startProductionServer()
  const url = new URL(server.url)
  origin = { host: url.hostname, port: Number(url.port) }
})

afterAll(async () => {
  await server.stop()
})

type BodyKind = 'page' | 'envelope' | 'json' | 'other' | 'none'

interface Expected {
  status: number
  allow?: string
  kind: BodyKind
}

const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
type Method = (typeof methods)[number]

const readOnly = 'GET, HEAD'

/** A route family: how each method should be answered on its example path. */
interface Family {
  name: string
  path: string
  expect: (method: Method) => Expected
}

/** GET/HEAD answer `ok`; OPTIONS says what is allowed; anything else is 405 in `refusal` form. */
function readable(ok: Expected, refusal: BodyKind): (method: Method) => Expected {
  return (method) => {
    if (method === 'GET') return ok
    if (method === 'HEAD') return { ...ok, kind: 'none' }
    if (method === 'OPTIONS') return { status: 204, allow: readOnly, kind: 'none' }
    return { status: 405, allow: readOnly, kind: refusal }
  }
}

/** Nothing there: 404 in the envelope whatever the method (HEAD without a body). */
const missingEndpoint = (method: Method): Expected =>
  method === 'HEAD' ? { status: 404, kind: 'none' } : { status: 404, kind: 'envelope' }

const families: Family[] = [
  { name: 'page', path: '/en-EU', expect: readable({ status: 200, kind: 'page' }, 'page') },
  {
    name: 'missing page',
    path: '/en-EU/no-such-page',
    expect: readable({ status: 404, kind: 'page' }, 'page'),
  },
  {
    name: 'unprefixed page',
    path: '/kayttoehdot',
    expect: readable({ status: 200, kind: 'page' }, 'page'),
  },
  {
    name: 'client navigation payload',
    path: '/en-EU/index.pageContext.json',
    expect: readable({ status: 200, kind: 'json' }, 'envelope'),
  },
  ...['/api/v1/nope', '/proxy/nope', '/cms-view/v1/nope', '/digital-order/v1/nope', '/service/nope'].map(
    (path): Family => ({ name: `unknown API path ${path}`, path, expect: missingEndpoint }),
  ),
  {
    name: 'API layout',
    path: '/cms-view/v1/content/layout',
    expect: readable({ status: 200, kind: 'json' }, 'envelope'),
  },
  {
    name: 'API proxy without a session',
    path: '/proxy/customer',
    expect: readable({ status: 401, kind: 'envelope' }, 'envelope'),
  },
  {
    name: 'API messages',
    path: '/service/i18n/locales/fi-FI.json',
    expect: readable({ status: 200, kind: 'json' }, 'envelope'),
  },
  { name: 'static file', path: '/favicon.svg', expect: readable({ status: 200, kind: 'other' }, 'envelope') },
  { name: 'missing built asset', path: '/assets/missing.js', expect: missingEndpoint },
  {
    name: 'sitemap index',
    path: '/sitemap.xml',
    expect: readable({ status: 200, kind: 'other' }, 'envelope'),
  },
  {
    name: 'locale sitemap',
    path: '/sv-SE/sitemap.xml',
    expect: readable({ status: 200, kind: 'other' }, 'envelope'),
  },
  { name: 'robots.txt', path: '/robots.txt', expect: readable({ status: 200, kind: 'other' }, 'envelope') },
  { name: 'health', path: '/healthz', expect: readable({ status: 200, kind: 'json' }, 'envelope') },
  { name: 'readiness', path: '/readyz', expect: readable({ status: 200, kind: 'json' }, 'envelope') },
  {
    name: 'build id',
    path: '/builds/latest.json',
    expect: readable({ status: 200, kind: 'json' }, 'envelope'),
  },
]

/** DESIGN §1's error envelope, nothing more: a code, a message and, for bad input, the fields at fault. */
const errorEnvelopeSchema = z.strictObject({
  error: z.strictObject({
    code: z.string().regex(/^[A-Z][A-Z_]+$/),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
})

function expectEnvelope(json: unknown) {
  const parsed = errorEnvelopeSchema.safeParse(json)
  expect(parsed.success, `not the error envelope: ${JSON.stringify(json).slice(0, 300)}`).toBe(true)
}

async function bodyKind(response: Response): Promise<BodyKind> {
  const text = await response.text()
  if (text === '') return 'none'
  const type = response.headers.get('Content-Type') ?? ''
  if (type.startsWith('text/html')) return 'page'
  if (type.startsWith('application/json')) {
    const json: unknown = JSON.parse(text)
    if (typeof json === 'object' && json !== null && 'error' in json) {
      expectEnvelope(json)
      return 'envelope'
    }
    return 'json'
  }
  return 'other'
}

const rows = families.flatMap((family) => methods.map((method) => ({ family, method })))

test.each(rows)('$family.name ($family.path) × $method', async ({ family, method }) => {
  const response = await fetch(`${server.url}${family.path}`, {
    method,
    redirect: 'manual',
    headers: { 'Accept-Language': 'fi', Accept: 'text/html,*/*;q=0.8' },
    ...(method === 'POST' || method === 'PUT' || method === 'PATCH' ? { body: '{"a":1}' } : {}),
  })
  const expected = family.expect(method)
  expect({
    status: response.status,
    allow: response.headers.get('Allow') ?? undefined,
    kind: await bodyKind(response),
  }).toEqual({ ...expected, allow: expected.allow })
})

test('a page asked with a method pages do not take is its locale’s 405 page, or the envelope for JSON', async () => {
  const page = await fetch(`${server.url}/sv-SE/privat`, { method: 'DELETE' })
  expect(page.status).toBe(405)
  expect(page.headers.get('Cache-Control')).toBe('no-store')
  const html = await page.text()
  expect(html).toMatch(/<html[^>]* lang="sv-SE"/)
  expect(html).toContain('Metoden är inte tillåten')
  const json = await fetch(`${server.url}/sv-SE/privat`, {
    method: 'POST',
    headers: { Accept: 'application/json' },
  })
  expect(json.status).toBe(405)
  expect(await json.json()).toEqual({ error: { code: 'METHOD_NOT_ALLOWED', message: expect.any(String) } })
})

/** Raw HTTP/1.1 requests, for what a client library refuses to send. */
function raw(lines: string[], body = ''): Buffer {
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body}`, 'latin1')
}

test.each([
  [
    'a body over the API limit',
    413,
    raw(['POST /api/v1/form/submit HTTP/1.1', 'Host: x', 'Content-Length: 5000000', 'Connection: close']),
  ],
  [
    'two Content-Length headers that disagree',
    400,
    raw(
      ['POST /api/v1/x HTTP/1.1', 'Host: x', 'Content-Length: 5', 'Content-Length: 6', 'Connection: close'],
      'hello!',
    ),
  ],
  [
    'a Content-Length that is not a number',
    400,
    raw(['POST /en-EU HTTP/1.1', 'Host: x', 'Content-Length: abc', 'Connection: close']),
  ],
  [
    'Transfer-Encoding with Content-Length (request smuggling)',
    400,
    raw(
      [
        'POST /api/v1/x HTTP/1.1',
        'Host: x',
        'Content-Length: 4',
        'Transfer-Encoding: chunked',
        'Connection: close',
      ],
      '0\r\n\r\nGET /admin HTTP/1.1\r\n\r\n',
    ),
  ],
  [
    'an unknown Transfer-Encoding',
    400,
    raw(['POST /api/v1/x HTTP/1.1', 'Host: x', 'Transfer-Encoding: zip', 'Connection: close']),
  ],
  [
    'a header block of 100 KB',
    431,
    raw(['GET /en-EU HTTP/1.1', 'Host: x', `X-Big: ${'a'.repeat(100_000)}`, 'Connection: close']),
  ],
  ['a request line that is not HTTP', 400, raw(['GARBAGE', 'Connection: close'])],
  ['CONNECT', 405, raw(['CONNECT example.com:443 HTTP/1.1', 'Host: example.com:443'])],
  [
    'a Host that is no host name',
    400,
    raw(['GET /en-EU HTTP/1.1', 'Host: evil.com:99999', 'Connection: close']),
  ],
])('%s answers %i in the error envelope', async (_, status, request) => {
  const response = await sendRaw(origin, request)
  expect(response?.status).toBe(status)
  expect(response?.headers.get('content-type')).toMatch(/^application\/json/)
  expectEnvelope(JSON.parse(response?.body.toString('utf8') ?? ''))
})

// --- the property -----------------------------------------------------------------------------------

const seed = Number(process.env.HOSTILE_REQUESTS_SEED ?? Math.floor(Math.random() * 2 ** 31))
const runs = Number(process.env.HOSTILE_REQUESTS_RUNS ?? 2000)

const hostileMethod = fc.constantFrom(
  'GET',
  'GET',
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'SEARCH',
  'QUERY',
  'get',
  'FOO',
)

const prefixes = [
  '',
  '/api',
  '/api/v1',
  '/api/v1/form',
  '/proxy',
  '/cms-view/v1/content',
  '/cms-view/v1',
  '/digital-order/v1',
  '/service/i18n/locales',
  '/service/i18n/locales/dsc',
  '/preview',
  '/preview/en-EU',
  '/fi-FI',
  '/en-EU',
  '/sv-SE',
  '/no-NO',
  '/assets',
  '/images',
  '/fi-FI/artikkeli',
  '/asemat',
]

const segment = fc.oneof(
  fc.constantFrom(
    '..',
    '.',
    '%2e%2e',
    '%2F',
    '%5C',
    '%00',
    '%',
    '%zz',
    '',
    'index.pageContext.json',
    'sitemap.xml',
    'layout',
    'page',
    'customer',
    'cards',
    'fi-FI.json',
    'kayttoehdot',
    'käyttöehdot',
    '%C3%A4',
    '%E2%88%95',
    '\u2215evil.com',
    '@evil.com',
    'a b',
    '<script>',
    'www.example.com',
  ),
  fc.webSegment(),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
)

const query = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?path=/', '?path=', '?q=%', '?q=käyttö', '?previewToken=x', '?a=1&a=2', '?'),
  fc.webQueryParameters().map((value) => `?${value}`),
)

const requestTarget = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.tuple(fc.constantFrom(...prefixes), fc.array(segment, { maxLength: 4 }), query),
  },
  { weight: 1, arbitrary: fc.tuple(fc.constant('/'), fc.constant([]), fc.constant('')) },
  {
    weight: 1,
    arbitrary: fc.tuple(
      fc.constantFrom('/en-EU', '/api', '/assets'),
      fc.integer({ min: 2000, max: 20_000 }).map((length) => ['a'.repeat(length)]),
      fc.constant(''),
    ),
  },
)

const headerValue = fc.oneof(
  fc.constantFrom('', ' ', 'null', 'undefined', '*/*', '\t', '😀', 'x'.repeat(2000)),
  fc.string({ maxLength: 40 }),
)

const hostileHeaders = fc.record(
  {
    'Content-Type': fc.oneof(
      fc.constantFrom(
        'application/json',
        'application/json; charset=utf-16',
        'text/plain',
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'application/x-www-form-urlencoded',
        ';;;',
        'application/json; charset',
      ),
      headerValue,
    ),
    Accept: fc.oneof(fc.constantFrom('application/json', 'text/html', '*/*;q=x', 'image/*'), headerValue),
    'Accept-Language': fc.oneof(
      fc.constantFrom('fi', 'en-US,en;q=0.9', 'sv-SE', 'nb', '*', 'zz;q=2', 'en;q=-1', ','.repeat(50)),
      headerValue,
    ),
    'Accept-Encoding': fc.constantFrom('gzip', 'br', 'gzip;q=0, br;q=0', 'identity', 'x'),
    Cookie: fc.oneof(
      fc.constantFrom(
        'locale=en-EU',
        'locale=xx',
        'locale=',
        'aurora_session=abc',
        'aurora_preview=x',
        '=;=;=',
        'locale=%E0%A4%A',
      ),
      headerValue,
    ),
    'X-Forwarded-For': fc.oneof(fc.constantFrom('1.2.3.4', 'unknown, ::1', '999.1.1.1'), headerValue),
    'X-Forwarded-Proto': fc.oneof(fc.constantFrom('https', 'http', 'gopher', 'https, http'), headerValue),
    'X-Forwarded-Host': fc.oneof(fc.constantFrom('evil.com', 'www.aurora.fi'), headerValue),
    'X-Request-Id': fc.oneof(fc.constantFrom('abc', '../../etc/passwd', 'a'.repeat(200)), headerValue),
    Host: fc.constantFrom(
      '127.0.0.1',
      'www.aurora.fi',
      'aurora.fi',
      '[::1]',
      '',
      'a b',
      'evil.com:99999',
      'Ä',
    ),
    Range: fc.constantFrom('bytes=0-10', 'bytes=x', 'bytes=10-0'),
    'If-None-Match': fc.constantFrom('*', '"x"', 'W/"y"'),
    Upgrade: fc.constantFrom('websocket', 'h2c'),
  },
  { requiredKeys: [] },
)

const body = fc.oneof(
  fc.constant(''),
  fc.constantFrom('{}', '{"items":[]}', '[', 'null', '{"__proto__":{"x":1}}', 'a=1&b=2'),
  fc.string({ maxLength: 200 }),
)

/** Drops characters that would end a header line: header values stay on their line. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]/g, '')
}

function buildRequest(method: string, target: string, headers: Record<string, string>, content: string) {
  const bytes = Buffer.from(content, 'utf8')
  const lines = [`${method} ${target} HTTP/1.1`]
  if (!('Host' in headers)) lines.push('Host: 127.0.0.1')
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${oneLine(value)}`)
  if (bytes.length > 0) lines.push(`Content-Length: ${bytes.length}`)
  lines.push('Connection: close')
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'utf8'), bytes])
}

/** What a stack trace looks like in text: `at fn (file.js:1:2)`, a source path or node_modules. */
const stackFrame = /\bat [^\s()]+ \(?[^\s()]+:\d+:\d+\)?|node_modules|file:\/\/\/|\.tsx?:\d+:\d+/

/** The path the server routes: the target as a URL would read it (dot segments resolved). */
function routedPath(target: string): string | null {
  try {
    return new URL(target, 'http://127.0.0.1').pathname
  } catch {
    return null
  }
}

function checkAnswer(method: string, target: string, response: RawResponse | null) {
  if (response === null) throw new Error('the server closed the connection without an answer')
  if (response.status >= 500) {
    throw new Error(`${response.status}: ${response.body.toString('utf8').slice(0, 300)}`)
  }
  const text = response.body.toString('utf8')
  if (stackFrame.test(text)) throw new Error(`a stack frame in the answer: ${text.slice(0, 500)}`)
  const path = routedPath(target)
  const isError = response.status >= 400
  if (path !== null && isApiPath(path) && isError && method.toUpperCase() !== 'HEAD' && text !== '') {
    expect(response.headers.get('content-type') ?? '').toMatch(/^application\/json/)
    expectEnvelope(JSON.parse(text))
  }
}

test(`hostile requests never get a 5xx or a stack frame; API errors are envelopes (seed ${seed}, ${runs} runs; replay with HOSTILE_REQUESTS_SEED=${seed})`, async () => {
  console.log(`hostile requests: seed ${seed}, ${runs} runs`)
  await fc.assert(
    fc.asyncProperty(
      hostileMethod,
      requestTarget,
      hostileHeaders,
      body,
      async (method, [prefix, segments, search], headers, content) => {
        const path = `${prefix}/${segments.join('/')}`.replace(/^\/\//, '/')
        const target = `${path}${search}`
        const response = await sendRaw(origin, buildRequest(method, target, headers, content))
        checkAnswer(method, target, response)
      },
    ),
    { seed, numRuns: runs, endOnFailure: true },
  )
}, 600_000)
