import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { publicFileVersion, readPublicFileVersions } from '#server/public-file-version.server.ts'
import { staticAssets } from './static-assets.server.ts'

const logo = '<svg xmlns="http://www.w3.org/2000/svg"><title>logo</title></svg>'
const chunk = 'export const x = 1\n'

let clientDir: string

beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), 'static-assets-'))
  mkdirSync(join(clientDir, 'images/icons'), { recursive: true })
  mkdirSync(join(clientDir, 'assets/chunks'), { recursive: true })
  writeFileSync(join(clientDir, 'images/icons/logo.svg'), logo)
  writeFileSync(join(clientDir, 'favicon.svg'), '<svg/>')
  writeFileSync(join(clientDir, 'assets/chunks/chunk-Ab12Cd34.js'), chunk)
})

afterAll(() => {
  rmSync(clientDir, { recursive: true, force: true })
})

function app() {
  const hono = new Hono()
  hono.use(staticAssets(clientDir))
  hono.get('*', (c) => c.text('not a file', 404))
  return hono
}

const version = () => publicFileVersion(Buffer.from(logo))

test('a file of public/ asked for with its current version is kept for good (ADR 032)', async () => {
  const response = await app().request(`/images/icons/logo.svg?v=${version()}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
  expect(response.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/)
  expect(await response.text()).toBe(logo)
  // Beside a rendition's width too, in either order.
  const withWidth = await app().request(`/images/icons/logo.svg?w=640&v=${version()}`)
  expect(withWidth.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
})

test.each([
  ['its plain path (a link from elsewhere)', '/images/icons/logo.svg'],
  ['a version it no longer has (a page of an earlier build)', '/images/icons/logo.svg?v=Old00000'],
])('the same file at %s still answers, kept for an hour', async (_case, path) => {
  const response = await app().request(path)
  expect(response.status).toBe(200)
  expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600')
  expect(await response.text()).toBe(logo)
})

test('the build’s own files are named by their hash and kept for good, version or not', async () => {
  const response = await app().request('/assets/chunks/chunk-Ab12Cd34.js')
  expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
  expect(await response.text()).toBe(chunk)
})

test('a version’s URL and the plain one share the ETag: a revalidation of either is a 304', async () => {
  const first = await app().request(`/images/icons/logo.svg?v=${version()}`)
  const again = await app().request('/images/icons/logo.svg', {
    headers: { 'if-none-match': first.headers.get('ETag') ?? '' },
  })
  expect(again.status).toBe(304)
})

test('the versions the build writes into pages are the ones the server works out from the files', () => {
  expect(readPublicFileVersions(clientDir)).toEqual({
    '/assets/chunks/chunk-Ab12Cd34.js': publicFileVersion(Buffer.from(chunk)),
    '/favicon.svg': publicFileVersion(Buffer.from('<svg/>')),
    '/images/icons/logo.svg': version(),
  })
  expect(version()).toMatch(/^[A-Za-z0-9_-]{8}$/)
  expect(publicFileVersion(Buffer.from(`${logo} `))).not.toBe(version())
  expect(readPublicFileVersions(join(clientDir, 'missing'))).toEqual({})
})
