import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { expect, test } from 'vitest'
import { compression, negotiateEncoding } from './compression.server.ts'

test.each([
  [undefined, null],
  ['', null],
  ['gzip', 'gzip'],
  ['gzip, deflate, br', 'br'],
  ['br;q=0, gzip', 'gzip'],
  ['*', 'br'],
  ['*;q=0', null],
  ['identity', null],
  ['gzip;q=0.5, br;q=0.1', 'br'],
])('negotiateEncoding(%j) picks %j', (header, expected) => {
  expect(negotiateEncoding(header)).toBe(expected)
})

function appAnswering(body: string, contentType: string) {
  const app = new Hono()
  app.use(compression())
  app.get('/', (c) => c.body(body, 200, { 'Content-Type': contentType }))
  return app
}

const large = 'Aurora '.repeat(400)

test('a large HTML answer is sent with Brotli when the browser accepts it', async () => {
  const response = await appAnswering(large, 'text/html; charset=utf-8').request('/', {
    headers: { 'Accept-Encoding': 'gzip, br' },
  })
  expect(response.headers.get('Content-Encoding')).toBe('br')
  const bytes = Buffer.from(await response.arrayBuffer())
  expect(Number(response.headers.get('Content-Length'))).toBe(bytes.byteLength)
  expect(brotliDecompressSync(bytes).toString()).toBe(large)
})

test('gzip is used when Brotli is not accepted', async () => {
  const response = await appAnswering(large, 'application/json').request('/', {
    headers: { 'Accept-Encoding': 'gzip' },
  })
  expect(response.headers.get('Content-Encoding')).toBe('gzip')
  expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(large)
})

test('answers under 1 KB and binary types are left as they are', async () => {
  const small = await appAnswering('tiny', 'text/html').request('/', { headers: { 'Accept-Encoding': 'br' } })
  expect(small.headers.get('Content-Encoding')).toBeNull()
  expect(await small.text()).toBe('tiny')
  const image = await appAnswering(large, 'image/png').request('/', { headers: { 'Accept-Encoding': 'br' } })
  expect(image.headers.get('Content-Encoding')).toBeNull()
})

test('every answer varies on Accept-Encoding so caches keep the variants apart', async () => {
  const response = await appAnswering(large, 'text/html').request('/')
  expect(response.headers.get('Vary')).toContain('Accept-Encoding')
  expect(response.headers.get('Content-Encoding')).toBeNull()
})
