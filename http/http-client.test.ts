import { delay, http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { z } from 'zod'
import { mockServer } from '#tests/setup/msw.ts'
import {
  createHttpClient,
  HttpError,
  retryAfterMs,
  type HttpClientOptions,
  type HttpMethod,
} from './http-client.ts'

const base = 'https://http-client.test'
const okSchema = z.object({ ok: z.literal(true) })
/** HEAD answers have no body; the other methods answer `{ ok: true }`. */
const answerSchema = okSchema.optional()

const matrixMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const satisfies HttpMethod[]
/**
 * spec §7: the statuses an idempotent call is retried on, as the spec lists them (not the client's own
 * list, which the matrix would then only agree with).
 */
const specRetryStatuses = [408, 409, 425, 429, 500, 502, 503, 504]
/** spec §7: idempotent methods are retried once, the others never. */
const expectedAttempts: Record<(typeof matrixMethods)[number], number> = {
  GET: 2,
  HEAD: 2,
  POST: 1,
  PUT: 1,
  PATCH: 1,
  DELETE: 1,
}

function client(options: Partial<HttpClientOptions> = {}) {
  return createHttpClient({ baseUrl: base, retryDelayMs: 0, ...options })
}

/** Answers every attempt with `answer`; counts the attempts the server saw per method. */
function always(answer: () => Response | Promise<Response>) {
  const attempts: Record<string, number> = {}
  mockServer.use(
    http.all(`${base}/thing`, ({ request }) => {
      attempts[request.method] = (attempts[request.method] ?? 0) + 1
      return answer()
    }),
  )
  return attempts
}

/** Answers the first attempt with `first`, later ones `{ ok: true }`; counts the attempts. */
function failOnce(first: () => Response) {
  const seen: { attempts: number; at: number[] } = { attempts: 0, at: [] }
  mockServer.use(
    http.all(`${base}/thing`, () => {
      seen.attempts += 1
      seen.at.push(performance.now())
      return seen.attempts === 1 ? first() : HttpResponse.json({ ok: true })
    }),
  )
  return seen
}

async function failureOf(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof HttpError) return error
    throw error
  }
  throw new Error('the call succeeded')
}

const bodyFor = (method: HttpMethod) => (method === 'GET' || method === 'HEAD' ? undefined : { a: 1 })

test.each(
  matrixMethods.flatMap((method) =>
    specRetryStatuses.map((status) => [method, status, expectedAttempts[method]] as const),
  ),
)('spec §7 matrix: %s answered %i reaches the server %i time(s)', async (method, status, expected) => {
  const attempts = always(() => new HttpResponse(null, { status }))
  const error = await failureOf(client().request('/thing', answerSchema, { method, body: bodyFor(method) }))
  expect(error).toMatchObject({ failure: 'status', status, method })
  expect(attempts[method]).toBe(expected)
})

test.each(matrixMethods.flatMap((method) => [400, 401, 403, 404].map((status) => [method, status] as const)))(
  '%s answered %i is never retried',
  async (method, status) => {
    const attempts = always(() => new HttpResponse(null, { status }))
    const error = await failureOf(client().request('/thing', answerSchema, { method, body: bodyFor(method) }))
    expect(error).toMatchObject({ failure: 'status', status })
    expect(attempts[method]).toBe(1)
  },
)

test('OPTIONS is idempotent too: retried once', async () => {
  const attempts = always(() => new HttpResponse(null, { status: 503 }))
  await failureOf(client().request('/thing', z.undefined(), { method: 'OPTIONS' }))
  expect(attempts.OPTIONS).toBe(2)
})

test.each(specRetryStatuses)('a GET answered %i once is retried and then succeeds', async (status) => {
  const seen = failOnce(() => HttpResponse.json({ error: 'busy' }, { status }))
  await expect(client().request('/thing', okSchema)).resolves.toEqual({ ok: true })
  expect(seen.attempts).toBe(2)
})

test.each([
  [401, 'UNAUTHORIZED', 'httpErrors.UNAUTHORIZED'],
  [403, 'FORBIDDEN', 'httpErrors.FORBIDDEN'],
  [404, 'NOT_FOUND', 'httpErrors.NOT_FOUND'],
  [500, 'INTERNAL_SERVER_ERROR', 'httpErrors.INTERNAL_SERVER_ERROR'],
  [400, 'BAD_REQUEST', 'messages.something-went-wrong'],
  [429, 'TOO_MANY_REQUESTS', 'messages.something-went-wrong'],
  [503, 'SERVICE_UNAVAILABLE', 'messages.something-went-wrong'],
  [418, undefined, 'messages.something-went-wrong'],
])('spec §8: a call failing with %i is %s with the message %s', async (status, statusName, messageKey) => {
  always(() => new HttpResponse(null, { status }))
  const error = await failureOf(client().request('/thing', okSchema))
  expect(error).toMatchObject({ status, statusName, messageKey })
})

test('an error answer keeps its body for the caller, e.g. the API error envelope', async () => {
  const envelope = { error: { code: 'UNPROCESSABLE_ENTITY', message: 'No.', fields: { email: 'invalid' } } }
  always(() => HttpResponse.json(envelope, { status: 422 }))
  const error = await failureOf(client().request('/thing', okSchema, { method: 'POST', body: {} }))
  expect(error.data).toEqual(envelope)
  expect(error.message).toBe(`POST ${base}/thing answered 422`)
})

test.each(matrixMethods)(
  'a %s that gets no answer fails as a network failure; only idempotent methods retry it',
  async (method) => {
    const attempts = always(() => HttpResponse.error())
    const error = await failureOf(client().request('/thing', answerSchema, { method, body: bodyFor(method) }))
    expect(error).toMatchObject({
      failure: 'network',
      status: undefined,
      statusName: undefined,
      messageKey: 'messages.something-went-wrong',
      url: `${base}/thing`,
    })
    expect(attempts[method]).toBe(expectedAttempts[method])
  },
)

test.each(matrixMethods)(
  'a %s without an answer in time fails as a timeout, without a retry',
  async (method) => {
    const attempts = always(async () => {
      await delay('infinite')
      return HttpResponse.json({ ok: true })
    })
    const started = performance.now()
    const error = await failureOf(
      client({ timeoutMs: 50 }).request('/thing', answerSchema, { method, body: bodyFor(method) }),
    )
    expect(error).toMatchObject({ failure: 'timeout', status: undefined })
    expect(error.messageKey).toBe('messages.something-went-wrong')
    expect(performance.now() - started).toBeLessThan(1000)
    expect(attempts[method]).toBe(1)
  },
)

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
  expect(await failureOf(client({ timeoutMs: 50 }).request('/thing', okSchema))).toMatchObject({
    failure: 'timeout',
  })
  expect(attempts).toBe(2)
})

test('a slow answer within the timeout is not cut off', async () => {
  always(async () => {
    await delay(30)
    return HttpResponse.json({ ok: true })
  })
  await expect(client({ timeoutMs: 500 }).request('/thing', okSchema)).resolves.toEqual({ ok: true })
})

test('a call the caller aborts fails as aborted, without a retry', async () => {
  const attempts = always(async () => {
    await delay('infinite')
    return HttpResponse.json({ ok: true })
  })
  const controller = new AbortController()
  const pending = failureOf(client().request('/thing', okSchema, { signal: controller.signal }))
  setTimeout(() => controller.abort(), 20)
  expect(await pending).toMatchObject({ failure: 'aborted' })
  expect(attempts.GET).toBe(1)
})

test('Retry-After in seconds is honoured before the retry', async () => {
  const seen = failOnce(() => new HttpResponse(null, { status: 503, headers: { 'Retry-After': '1' } }))
  await expect(client().request('/thing', okSchema)).resolves.toEqual({ ok: true })
  const waited = seen.at[1]! - seen.at[0]!
  expect(waited).toBeGreaterThanOrEqual(950)
  expect(waited).toBeLessThan(1900)
})

test('Retry-After as an HTTP date is honoured before the retry', async () => {
  // HTTP dates have whole seconds: 1.5 s ahead becomes 0.5 to 1.5 s.
  const seen = failOnce(
    () =>
      new HttpResponse(null, {
        status: 429,
        headers: { 'Retry-After': new Date(Date.now() + 1500).toUTCString() },
      }),
  )
  await expect(client().request('/thing', okSchema)).resolves.toEqual({ ok: true })
  const waited = seen.at[1]! - seen.at[0]!
  expect(waited).toBeGreaterThanOrEqual(400)
  expect(waited).toBeLessThan(1900)
})

test.each([
  ['seconds', '3600'],
  ['an HTTP date', 'Wed, 21 Oct 2065 07:28:00 GMT'],
])('a long Retry-After in %s is capped', async (_, header) => {
  const seen = failOnce(() => new HttpResponse(null, { status: 503, headers: { 'Retry-After': header } }))
  await expect(client({ maxRetryAfterMs: 200 }).request('/thing', okSchema)).resolves.toEqual({ ok: true })
  const waited = seen.at[1]! - seen.at[0]!
  expect(waited).toBeGreaterThanOrEqual(180)
  expect(waited).toBeLessThan(1000)
})

test('the default Retry-After cap is 2 s', async () => {
  const seen = failOnce(() => new HttpResponse(null, { status: 503, headers: { 'Retry-After': '120' } }))
  await expect(createHttpClient({ baseUrl: base }).request('/thing', okSchema)).resolves.toEqual({ ok: true })
  const waited = seen.at[1]! - seen.at[0]!
  expect(waited).toBeGreaterThanOrEqual(1950)
  expect(waited).toBeLessThan(3000)
})

test('a POST answered 503 with Retry-After is not retried and does not wait', async () => {
  const seen = failOnce(() => new HttpResponse(null, { status: 503, headers: { 'Retry-After': '5' } }))
  const started = performance.now()
  await failureOf(client().request('/thing', okSchema, { method: 'POST', body: {} }))
  expect(performance.now() - started).toBeLessThan(1000)
  expect(seen.attempts).toBe(1)
})

test.each([
  ['5', 5000],
  [' 0 ', 0],
  ['Wed, 21 Oct 2015 07:28:10 GMT', 10_000],
  ['Wed, 21 Oct 2015 07:27:00 GMT', 0],
  ['-1', null],
  ['soon', null],
  [null, null],
])('Retry-After %j means %j ms', (header, expected) => {
  expect(retryAfterMs(header, Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(expected)
})

interface Received {
  method: string
  url: string
  headers: Headers
  body: unknown
}

function recordRequests() {
  const received: Received[] = []
  mockServer.use(
    http.all(`${base}/api/*`, async ({ request }) => {
      const text = await request.text()
      received.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: text === '' ? undefined : JSON.parse(text),
      })
      return HttpResponse.json({ ok: true })
    }),
  )
  return received
}

test('spec §7: every call asks for JSON and carries the locale header, fi-FI by default', async () => {
  const received = recordRequests()
  await createHttpClient({ baseUrl: `${base}/api` }).request('/thing', okSchema)
  await createHttpClient({ baseUrl: `${base}/api`, locale: 'sv-SE' }).request('/thing', okSchema, {
    method: 'DELETE',
  })
  expect(received[0]!.headers.get('accept')).toBe('application/json')
  expect(received[0]!.headers.get('aurora-locale')).toBe('fi-FI')
  expect(received[1]!.headers.get('aurora-locale')).toBe('sv-SE')
  expect(received[1]!.headers.get('accept')).toBe('application/json')
})

test('spec §7: the preview header is sent in preview only', async () => {
  const received = recordRequests()
  await createHttpClient({ baseUrl: `${base}/api`, preview: true }).request('/thing', okSchema)
  await createHttpClient({ baseUrl: `${base}/api`, preview: false }).request('/thing', okSchema)
  expect(received[0]!.headers.get('aurora-preview')).toBe('true')
  expect(received[1]!.headers.has('aurora-preview')).toBe(false)
})

test('bodies go as JSON with the JSON content type; a call without a body sends no content type', async () => {
  const received = recordRequests()
  const api = createHttpClient({ baseUrl: `${base}/api/` })
  await api.request('/thing', okSchema, { method: 'POST', body: { items: [{ code: 'WASH', quantity: 2 }] } })
  await api.request('/thing', okSchema)
  expect(received[0]).toMatchObject({ method: 'POST', body: { items: [{ code: 'WASH', quantity: 2 }] } })
  expect(received[0]!.headers.get('content-type')).toBe('application/json')
  expect(received[0]!.url).toBe(`${base}/api/thing`)
  expect(received[1]!.headers.has('content-type')).toBe(false)
})

test('query values are encoded, and a request header wins over the client one', async () => {
  const received = recordRequests()
  const api = createHttpClient({ baseUrl: `${base}/api`, locale: 'fi-FI', headers: { 'x-client': 'yes' } })
  await api.request('/thing', okSchema, {
    query: { path: '/a b&c', page: 2, skipped: undefined },
    headers: { 'Aurora-Locale': 'no-NO' },
  })
  const url = new URL(received[0]!.url)
  expect(url.searchParams.get('path')).toBe('/a b&c')
  expect(url.searchParams.get('page')).toBe('2')
  expect(url.searchParams.has('skipped')).toBe(false)
  expect(received[0]!.headers.get('aurora-locale')).toBe('no-NO')
  expect(received[0]!.headers.get('x-client')).toBe('yes')
})

test('the answer is parsed with the schema; a wrong shape names the field', async () => {
  always(() => HttpResponse.json({ ok: 'yes' }))
  const error = await failureOf(client().request('/thing', okSchema))
  expect(error).toMatchObject({ failure: 'invalid-response', status: undefined })
  expect(error.message).toContain('at ok:')
  expect(error.messageKey).toBe('messages.something-went-wrong')
})

test('an answer that is not JSON is an invalid response', async () => {
  always(() => HttpResponse.text('<html>oops</html>'))
  expect(await failureOf(client().request('/thing', okSchema))).toMatchObject({ failure: 'invalid-response' })
})

test('an answer without a body is undefined to the schema', async () => {
  always(() => new HttpResponse(null, { status: 204 }))
  await expect(client().request('/thing', z.undefined(), { method: 'POST', body: {} })).resolves.toBe(
    undefined,
  )
  expect(await failureOf(client().request('/thing', okSchema))).toMatchObject({ failure: 'invalid-response' })
})

test('exchange gives the status and headers with the parsed answer', async () => {
  always(() =>
    HttpResponse.json({ ok: true }, { status: 201, headers: { 'aurora-user-status': 'AUTHORIZED' } }),
  )
  const result = await client().exchange('/thing', okSchema)
  expect(result.data).toEqual({ ok: true })
  expect(result.status).toBe(201)
  expect(result.headers.get('aurora-user-status')).toBe('AUTHORIZED')
})
