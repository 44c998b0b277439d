import { delay, http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { z } from 'zod'
import { mockServer } from '#tests/setup/msw.ts'
import {
  createUpstreamClient,
  retryAfterMs,
  retryStatusCodes,
  UpstreamError,
  type UpstreamMethod,
} from './upstream-client.server.ts'

const base = 'https://upstream-client.test'
const okSchema = z.object({ ok: z.literal(true) })

/** Answers `first` once, then `{ ok: true }`; counts the attempts. */
function failOnce(method: UpstreamMethod, first: () => Response) {
  const seen = { attempts: 0 }
  mockServer.use(
    http.all(`${base}/thing`, ({ request }) => {
      if (request.method !== method) return new HttpResponse(null, { status: 405 })
      seen.attempts += 1
      return seen.attempts === 1 ? first() : HttpResponse.json({ ok: true })
    }),
  )
  return seen
}

async function failureOf(promise: Promise<unknown>): Promise<UpstreamError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof UpstreamError) return error
    throw error
  }
  throw new Error('the call succeeded')
}

test.each(retryStatusCodes)(
  'spec §7: a GET answered %i is retried once and then succeeds',
  async (status) => {
    const seen = failOnce('GET', () => HttpResponse.json({ error: 'busy' }, { status }))
    const client = createUpstreamClient({ baseUrl: base, retryDelayMs: 0 })
    await expect(client.request('/thing', okSchema)).resolves.toEqual({ ok: true })
    expect(seen.attempts).toBe(2)
  },
)

test.each(retryStatusCodes)(
  'spec §7: a GET answered %i twice fails after exactly two attempts',
  async (status) => {
    let attempts = 0
    mockServer.use(
      http.get(`${base}/thing`, () => {
        attempts += 1
        return new HttpResponse(null, { status })
      }),
    )
    const client = createUpstreamClient({ baseUrl: base, retryDelayMs: 0 })
    const error = await failureOf(client.request('/thing', okSchema))
    expect(error).toMatchObject({ failure: 'status', status })
    expect(attempts).toBe(2)
  },
)

const unsafeMethods = ['POST', 'PUT', 'PATCH', 'DELETE'] as const satisfies readonly UpstreamMethod[]

test.each(unsafeMethods.flatMap((method) => retryStatusCodes.map((status) => [method, status] as const)))(
  'spec §7: %s answered %i is never retried',
  async (method, status) => {
    const seen = failOnce(method, () => new HttpResponse(null, { status }))
    const client = createUpstreamClient({ baseUrl: base, retryDelayMs: 0 })
    const error = await failureOf(client.request('/thing', okSchema, { method, body: { a: 1 } }))
    expect(error).toMatchObject({ failure: 'status', status })
    expect(seen.attempts).toBe(1)
  },
)

test.each([400, 401, 403, 404, 410, 422, 501])('a GET answered %i is not retried', async (status) => {
  const seen = failOnce('GET', () => new HttpResponse(null, { status }))
  const client = createUpstreamClient({ baseUrl: base, retryDelayMs: 0 })
  expect(await failureOf(client.request('/thing', okSchema))).toMatchObject({ failure: 'status', status })
  expect(seen.attempts).toBe(1)
})

test('a GET that gets no answer is retried once, then fails as a network failure', async () => {
  let attempts = 0
  mockServer.use(
    http.get(`${base}/thing`, () => {
      attempts += 1
      return HttpResponse.error()
    }),
  )
  const client = createUpstreamClient({ baseUrl: base, retryDelayMs: 0 })
  const error = await failureOf(client.request('/thing', okSchema))
  expect(error).toMatchObject({ failure: 'network', status: undefined, url: `${base}/thing` })
  expect(attempts).toBe(2)
})

test('Retry-After in seconds is honoured before the retry', async () => {
  failOnce('GET', () => new HttpResponse(null, { status: 503, headers: { 'Retry-After': '1' } }))
  const client = createUpstreamClient({ baseUrl: base, retryDelayMs: 0 })
  const started = performance.now()
  await expect(client.request('/thing', okSchema)).resolves.toEqual({ ok: true })
  expect(performance.now() - started).toBeGreaterThanOrEqual(950)
})

test('a long Retry-After is capped', async () => {
  failOnce('GET', () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '3600' } }))
  const client = createUpstreamClient({ baseUrl: base, retryDelayMs: 0, maxRetryAfterMs: 300 })
  const started = performance.now()
  await expect(client.request('/thing', okSchema)).resolves.toEqual({ ok: true })
  const waited = performance.now() - started
  expect(waited).toBeGreaterThanOrEqual(280)
  expect(waited).toBeLessThan(2000)
})

test('the default Retry-After cap is 2 s', async () => {
  failOnce('GET', () => new HttpResponse(null, { status: 503, headers: { 'Retry-After': '120' } }))
  const client = createUpstreamClient({ baseUrl: base })
  const started = performance.now()
  await expect(client.request('/thing', okSchema)).resolves.toEqual({ ok: true })
  const waited = performance.now() - started
  expect(waited).toBeGreaterThanOrEqual(1950)
  expect(waited).toBeLessThan(3500)
})

test.each([
  ['5', 5000],
  [' 0 ', 0],
  ['Wed, 21 Oct 2015 07:28:10 GMT', 10_000],
  ['Wed, 21 Oct 2015 07:27:00 GMT', 0],
  ['soon', null],
  [null, null],
])('Retry-After %j means %j ms', (header, expected) => {
  expect(retryAfterMs(header, Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(expected)
})

test('an upstream that does not answer in time fails as a timeout, without a retry', async () => {
  let attempts = 0
  mockServer.use(
    http.get(`${base}/thing`, async () => {
      attempts += 1
      await delay('infinite')
      return HttpResponse.json({ ok: true })
    }),
  )
  const client = createUpstreamClient({ baseUrl: base, timeoutMs: 150, retryDelayMs: 0 })
  const started = performance.now()
  const error = await failureOf(client.request('/thing', okSchema))
  expect(error).toMatchObject({ failure: 'timeout', status: undefined })
  expect(performance.now() - started).toBeLessThan(1500)
  expect(attempts).toBe(1)
})

test('the retry has a timeout of its own', async () => {
  let attempts = 0
  mockServer.use(
    http.get(`${base}/thing`, async () => {
      attempts += 1
      if (attempts === 1) return new HttpResponse(null, { status: 503 })
      await delay('infinite')
      return HttpResponse.json({ ok: true })
    }),
  )
  const client = createUpstreamClient({ baseUrl: base, timeoutMs: 150, retryDelayMs: 0 })
  expect(await failureOf(client.request('/thing', okSchema))).toMatchObject({ failure: 'timeout' })
  expect(attempts).toBe(2)
})

test('the answer is parsed with the schema; a wrong shape names the field', async () => {
  mockServer.use(http.get(`${base}/thing`, () => HttpResponse.json({ ok: 'yes' })))
  const client = createUpstreamClient({ baseUrl: base })
  const error = await failureOf(client.request('/thing', okSchema))
  expect(error.failure).toBe('invalid-response')
  expect(error.message).toContain('at ok:')
})

test('an answer that is not JSON is an invalid response', async () => {
  mockServer.use(http.get(`${base}/thing`, () => HttpResponse.text('<html>oops</html>')))
  const client = createUpstreamClient({ baseUrl: base })
  expect(await failureOf(client.request('/thing', okSchema))).toMatchObject({
    failure: 'invalid-response',
    status: undefined,
  })
})

test('requests ask for JSON, carry the given headers and query, and send bodies as JSON', async () => {
  const received: {
    accept: string | null
    locale: string | null
    type: string | null
    url: string
    body: unknown
  }[] = []
  mockServer.use(
    http.all(`${base}/api/thing`, async ({ request }) => {
      received.push({
        accept: request.headers.get('accept'),
        locale: request.headers.get('x-test'),
        type: request.headers.get('content-type'),
        url: request.url,
        body: request.method === 'POST' ? await request.json() : null,
      })
      return HttpResponse.json({ ok: true })
    }),
  )
  const client = createUpstreamClient({ baseUrl: `${base}/api/` })
  await client.request('/thing', okSchema, { query: { path: '/a b' }, headers: { 'x-test': 'yes' } })
  await client.request('/thing', okSchema, { method: 'POST', body: { items: [1] } })
  expect(received[0]).toMatchObject({ accept: 'application/json', locale: 'yes' })
  expect(new URL(received[0]!.url).searchParams.get('path')).toBe('/a b')
  expect(received[1]).toMatchObject({ type: 'application/json', body: { items: [1] } })
})
