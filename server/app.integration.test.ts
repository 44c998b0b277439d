import { afterAll, beforeAll, expect, test } from 'vitest'
import { z } from 'zod'
import { createTestDatabase, type TestDatabase } from '#tests/setup/test-database.ts'
import { createApp } from './app.server.ts'
import { parseEnv, type Env } from './env.server.ts'
import { createLogger } from './logger.server.ts'
import { loadEmbeddedContent } from './services/content/embedded-content-source.server.ts'
import type { Services } from './services/services.server.ts'
import { testServices } from '#tests/fixtures/services.ts'

const logLineSchema = z.looseObject({ msg: z.string() })
const parseLogLine = (line: string) => logLineSchema.parse(JSON.parse(line))

let database: TestDatabase
let services: Services
const logLines: string[] = []

function testEnv(): Env {
  const result = parseEnv({ NODE_ENV: 'production' })
  if (!result.ok) throw new Error(result.problems.join('\n'))
  return result.env
}

beforeAll(async () => {
  database = await createTestDatabase('pglite')
  services = await testServices(database, await loadEmbeddedContent('content'))
})

afterAll(async () => {
  await database.dispose()
})

function app() {
  return createApp({
    env: testEnv(),
    services,
    logger: createLogger({ level: 'info', withStacks: false, write: (line) => logLines.push(line) }),
    mountPages: (hono) => {
      hono.get('/boom', () => {
        throw new Error('database password is hunter2')
      })
    },
  })
}

test.each([
  '/api/v1/nope',
  '/proxy/unknown',
  '/cms-view/v1/nothing',
  '/digital-order/v1/x',
  '/service/i18n/x',
])('%s answers 404 in the JSON error envelope', async (path) => {
  const response = await app().request(path)
  expect(response.status).toBe(404)
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
  expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such endpoint.' } })
})

test('a request body over 1 MB is refused with 413 in the envelope', async () => {
  const body = 'x'.repeat(1024 * 1024 + 1)
  const response = await app().request('/api/v1/form/submit', {
    method: 'POST',
    // As a client sends it: a body of known size says so (server/middleware/request-body-guard.server.test.ts
    // covers a streamed body without a length).
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
    body,
  })
  expect(response.status).toBe(413)
  expect(await response.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } })
})

test('healthz answers ok and readyz reports database, content and the process memory', async () => {
  const health = await app().request('/healthz')
  expect(health.status).toBe(200)
  expect(await health.json()).toEqual({ status: 'ok' })
  const ready = await app().request('/readyz')
  expect(ready.status).toBe(200)
  const body: unknown = await ready.json()
  expect(body).toEqual({
    status: 'ready',
    checks: { database: 'ok', content: 'ok' },
    memory: {
      rssMb: expect.any(Number),
      heapUsedMb: expect.any(Number),
      heapTotalMb: expect.any(Number),
      externalMb: expect.any(Number),
      arrayBuffersMb: expect.any(Number),
    },
  })
  // The sizes are this process's own: the heap in use within the heap, and both within the resident size.
  const memory = z
    .object({ rssMb: z.number(), heapUsedMb: z.number(), heapTotalMb: z.number() })
    .parse(z.object({ memory: z.unknown() }).parse(body).memory)
  expect(memory.heapUsedMb).toBeGreaterThan(1)
  expect(memory.heapUsedMb).toBeLessThanOrEqual(memory.heapTotalMb)
  expect(memory.heapTotalMb).toBeLessThan(memory.rssMb)
})

test('readyz answers 503 naming the database when it is unreachable', async () => {
  const closed = await createTestDatabase('pglite')
  await closed.dispose()
  const unready = createApp({
    env: testEnv(),
    services: { ...services, database: closed },
    logger: createLogger({ level: 'silent', withStacks: false }),
  })
  const response = await unready.request('/readyz')
  expect(response.status).toBe(503)
  const body = await response.json()
  expect(body).toMatchObject({
    error: { code: 'SERVICE_UNAVAILABLE', fields: { database: expect.any(String) } },
  })
})

test('an unexpected error is a 500 page without the error text, and it is logged', async () => {
  const response = await app().request('/boom')
  expect(response.status).toBe(500)
  const html = await response.text()
  expect(html).toContain('Internal server error')
  expect(html).not.toContain('hunter2')
  expect(html).not.toMatch(/at .*\(/)
  const logged = logLines.map(parseLogLine).find((entry) => entry.msg === 'unhandled error')
  expect(logged).toMatchObject({ level: 'error', path: '/boom', error: { name: 'Error' } })
  expect(logged?.error).not.toHaveProperty('stack')
})

test('security headers are on API answers too', async () => {
  const response = await app().request('/api/v1/nope')
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
  expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
  expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin')
  expect(response.headers.get('Content-Security-Policy')).toContain("object-src 'none'")
  expect(response.headers.get('Strict-Transport-Security')).toBeNull()
  expect(response.headers.get('X-Powered-By')).toBeNull()
})

test('HSTS is sent when the request came over https', async () => {
  const direct = await app().request('https://aurora.fi/healthz')
  expect(direct.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d+/)
  const proxied = await app().request('/healthz', { headers: { 'X-Forwarded-Proto': 'https' } })
  expect(proxied.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d+/)
})

test('a well-formed caller request id is kept, anything else is replaced', async () => {
  const kept = await app().request('/healthz', { headers: { 'X-Request-Id': 'trace-1234abcd' } })
  expect(kept.headers.get('X-Request-Id')).toBe('trace-1234abcd')
  const replaced = await app().request('/healthz', { headers: { 'X-Request-Id': '<script>' } })
  expect(replaced.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/)
})

test('every request writes one structured access-log line with its id and status', async () => {
  logLines.length = 0
  const response = await app().request('/api/v1/nope', { headers: { 'X-Request-Id': 'log-line-check-1' } })
  const entries = logLines.map(parseLogLine)
  expect(entries).toContainEqual(
    expect.objectContaining({
      msg: 'request',
      requestId: 'log-line-check-1',
      method: 'GET',
      path: '/api/v1/nope',
      status: 404,
    }),
  )
  expect(response.status).toBe(404)
})
