import { Hono } from 'hono'
import { expect, test } from 'vitest'
import { ApiError, respondWithApiError } from '#server/api/api-error.server.ts'
import type { AppEnv } from '#server/app-env.server.ts'
import { requestBodyGuard } from './request-body-guard.server.ts'

/** A route that reads the whole body, behind the guard, with the app's error answer. */
function app() {
  const hono = new Hono<AppEnv>()
  hono.onError((error, c) => {
    if (error instanceof ApiError) return respondWithApiError(c, error)
    throw error
  })
  hono.use(requestBodyGuard({ maxBytes: 1024 }))
  hono.post('/echo', async (c) => c.json({ length: (await c.req.text()).length }))
  return hono
}

function stream(bytes: number, chunk = 100): ReadableStream<Uint8Array> {
  let sent = 0
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) {
        controller.close()
        return
      }
      const size = Math.min(chunk, bytes - sent)
      sent += size
      controller.enqueue(new Uint8Array(size).fill(120))
    },
  })
}

/** A body of unknown length, sent chunked as HTTP/1.1 does. */
const streamed = (body: ReadableStream<Uint8Array>): RequestInit & { duplex: 'half' } => ({
  method: 'POST',
  headers: { 'Transfer-Encoding': 'chunked' },
  body,
  duplex: 'half',
})

test('a body that declares more than the limit is refused before it is read', async () => {
  const response = await app().request('/echo', {
    method: 'POST',
    headers: { 'Content-Length': '5000' },
    body: 'x',
  })
  expect(response.status).toBe(413)
  expect(await response.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } })
})

test('a body without a length is counted while it is read: over the limit is a 413', async () => {
  const response = await app().request('/echo', streamed(stream(5000)))
  expect(response.status).toBe(413)
  expect(await response.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } })
})

test('a body within the limit reaches the route whole, with or without a length', async () => {
  const withoutLength = await app().request('/echo', streamed(stream(1024)))
  expect(await withoutLength.json()).toEqual({ length: 1024 })
  const withLength = await app().request('/echo', { method: 'POST', body: 'x'.repeat(1000) })
  expect(await withLength.json()).toEqual({ length: 1000 })
})

test('a Content-Length that is no number is a 400', async () => {
  const response = await app().request('/echo', {
    method: 'POST',
    headers: { 'Content-Length': '12abc' },
    body: 'x',
  })
  expect(response.status).toBe(400)
})
