import { delay, http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { z } from 'zod'
import { mockServer } from '#tests/setup/msw.ts'
import { createUpstreamClient, UpstreamError } from './upstream-client.server.ts'

// The retry, timeout and Retry-After policy itself is tested once, in http/http-client.test.ts.

const base = 'https://upstream-client.test'
const okSchema = z.object({ ok: z.literal(true) })

async function failureOf(promise: Promise<unknown>): Promise<UpstreamError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof UpstreamError) return error
    throw error
  }
  throw new Error('the call succeeded')
}

test('upstream calls follow the shared policy: a GET answered 503 is retried once', async () => {
  let attempts = 0
  mockServer.use(
    http.get(`${base}/thing`, () => {
      attempts += 1
      return new HttpResponse(null, { status: 503 })
    }),
  )
  const client = createUpstreamClient({ baseUrl: base, retryDelayMs: 0 })
  const error = await failureOf(client.request('/thing', okSchema))
  expect(error).toMatchObject({ failure: 'status', status: 503, url: `${base}/thing` })
  expect(attempts).toBe(2)
})

test('a POST to an upstream is never retried', async () => {
  let attempts = 0
  mockServer.use(
    http.post(`${base}/thing`, () => {
      attempts += 1
      return new HttpResponse(null, { status: 502 })
    }),
  )
  const client = createUpstreamClient({ baseUrl: base, retryDelayMs: 0 })
  expect(await failureOf(client.request('/thing', okSchema, { method: 'POST', body: {} }))).toMatchObject({
    status: 502,
  })
  expect(attempts).toBe(1)
})

test('the caller’s locale header goes out; without one a call carries fi-FI (spec §7)', async () => {
  const locales: (string | null)[] = []
  mockServer.use(
    http.get(`${base}/thing`, ({ request }) => {
      locales.push(request.headers.get('aurora-locale'))
      return HttpResponse.json({ ok: true })
    }),
  )
  const client = createUpstreamClient({ baseUrl: base })
  await client.request('/thing', okSchema, { headers: { 'aurora-locale': 'en-EU' } })
  await client.request('/thing', okSchema)
  expect(locales).toEqual(['en-EU', 'fi-FI'])
})

test('a given timeout replaces the server default', async () => {
  mockServer.use(
    http.get(`${base}/thing`, async () => {
      await delay('infinite')
      return HttpResponse.json({ ok: true })
    }),
  )
  const client = createUpstreamClient({ baseUrl: base, timeoutMs: 100 })
  const started = performance.now()
  expect(await failureOf(client.request('/thing', okSchema))).toMatchObject({ failure: 'timeout' })
  expect(performance.now() - started).toBeLessThan(1000)
})
