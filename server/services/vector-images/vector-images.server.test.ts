import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { delay, http, HttpResponse } from 'msw'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { z } from 'zod'
import { layoutResponseSchema, type LayoutResponse } from '#schemas/layout.ts'
import { createLogger } from '#server/logger.server.ts'
import { mockServer } from '#tests/setup/msw.ts'
import { createVectorImages, type VectorImagesOptions } from './vector-images.server.ts'

const repository = join(import.meta.dirname, '../../..')
const publicDir = join(repository, 'public')
const corpus = (name: string) => readFileSync(join(repository, 'tests/fixtures/svg', name))

const cms = 'https://cms.upstream.test/base'
const icon = '<svg viewBox="0 0 2 2"><path d="M0 0h2v2z" onclick="alert(1)"/></svg>'

const logLine = z.record(z.string(), z.unknown())

/** Requests the CMS origin received, by path. */
let requests: string[] = []
let logLines: Record<string, unknown>[] = []
let sandbox: string

beforeAll(() => {
  // A public folder with a symbolic link out of images/ and a secret beside it.
  sandbox = mkdtempSync(join(tmpdir(), 'forecourt-vector-images-'))
  mkdirSync(join(sandbox, 'images/icons'), { recursive: true })
  writeFileSync(join(sandbox, 'secret.svg'), icon)
  writeFileSync(join(sandbox, 'images/icons/ok.svg'), icon)
  symlinkSync(join(sandbox, 'secret.svg'), join(sandbox, 'images/icons/link-out.svg'))
  mkdirSync(join(sandbox, 'images/folder.svg'))
})

afterAll(() => rmSync(sandbox, { recursive: true, force: true }))

beforeEach(() => {
  requests = []
  logLines = []
  mockServer.use(
    http.get(`https://cms.upstream.test/*`, ({ request }) => {
      requests.push(new URL(request.url).pathname)
      return new HttpResponse(icon, { headers: { 'Content-Type': 'image/svg+xml' } })
    }),
  )
})

function vectorImages(options: Partial<VectorImagesOptions> = {}) {
  return createVectorImages({
    publicDir,
    cmsApiUrl: cms,
    logger: createLogger({
      level: 'info',
      withStacks: false,
      write: (line) => logLines.push(logLine.parse(JSON.parse(line))),
    }),
    ...options,
  })
}

/** Serves `body` at a CMS path with the given headers, counting requests. */
function serve(path: string, body: BodyInit | null, init: ResponseInit = {}) {
  mockServer.use(
    http.get(`https://cms.upstream.test${path}`, ({ request }) => {
      requests.push(new URL(request.url).pathname)
      return new HttpResponse(body, init)
    }),
  )
}

test("the site's own /images/ files are read from the public folder, sanitized", async () => {
  const outcome = await vectorImages().load('/images/icons/car-wash.svg')
  expect(outcome).toMatchObject({ ok: true, removed: [] })
  expect(outcome.ok && outcome.svg).toMatch(/^<svg viewBox="0 0 32 32"/)
  expect(requests).toEqual([])
})

test.each([
  ['/favicon.svg', 'outside /images/'],
  ['/images/../favicon.svg', 'a dot-dot segment'],
  ['/images/%2e%2e/favicon.svg', 'an encoded dot-dot'],
  ['/images/icons/car-wash.svg?v=1', 'a query'],
  ['/images/icons/car-wash.png', 'not .svg'],
  ['/images/.hidden.svg', 'a hidden file'],
  ['//evil.example/images/x.svg', 'a protocol-relative URL'],
  ['/\\evil.example/images/x.svg', 'a backslash'],
  ['https://evil.example/x.svg', 'another host'],
  ['http://cms.upstream.test/base/x.svg', 'the CMS host on another scheme'],
  ['https://cms.upstream.test:8443/x.svg', 'the CMS host on another port'],
  ['https://user:pass@cms.upstream.test/x.svg', 'credentials'],
  ['javascript:alert(1)', 'a script URL'],
  ['data:image/svg+xml,<svg/>', 'a data URL'],
])('%s is refused: %s', async (url) => {
  expect(await vectorImages().load(url)).toMatchObject({ ok: false, reason: 'not-allowed' })
  expect(requests).toEqual([])
})

test('without CMS_API_URL no remote image is fetched at all', async () => {
  const images = vectorImages({ cmsApiUrl: undefined })
  expect(await images.load('https://cms.upstream.test/x.svg')).toMatchObject({
    ok: false,
    reason: 'not-allowed',
  })
  expect(requests).toEqual([])
})

test('a symbolic link out of the images folder, a folder and a missing file are refused', async () => {
  const images = vectorImages({ publicDir: sandbox })
  expect(await images.load('/images/icons/ok.svg')).toMatchObject({ ok: true })
  expect(await images.load('/images/icons/link-out.svg')).toMatchObject({ ok: false, reason: 'not-allowed' })
  expect(await images.load('/images/folder.svg')).toMatchObject({ ok: false, reason: 'not-found' })
  expect(await images.load('/images/icons/missing.svg')).toMatchObject({ ok: false, reason: 'not-found' })
})

test('an image on the CMS origin is fetched and sanitized', async () => {
  const outcome = await vectorImages().load('https://cms.upstream.test/assets/icon.svg')
  expect(outcome).toMatchObject({ ok: true, removed: ['@onclick'] })
  expect(outcome.ok && outcome.svg).toBe('<svg viewBox="0 0 2 2"><path d="M0 0h2v2z"></path></svg>')
  expect(requests).toEqual(['/assets/icon.svg'])
})

test.each([
  ['text/html', false],
  ['text/xml', false],
  ['application/octet-stream', false],
  ['image/svg', false],
  ['image/svg+xml', true],
  ['image/svg+xml; charset=utf-8', true],
  ['IMAGE/SVG+XML', true],
])('Content-Type %s is accepted: %s', async (contentType, accepted) => {
  serve('/assets/drawing.svg', corpus('hostile-wrong-content-type.svg'), {
    headers: { 'Content-Type': contentType },
  })
  const outcome = await vectorImages().load('https://cms.upstream.test/assets/drawing.svg')
  expect(outcome.ok ? 'ok' : outcome.reason).toBe(accepted ? 'ok' : 'wrong-content-type')
})

test('an answer without a Content-Type is refused', async () => {
  serve('/assets/untyped.svg', null, { headers: {} })
  expect(await vectorImages().load('https://cms.upstream.test/assets/untyped.svg')).toMatchObject({
    ok: false,
    reason: 'wrong-content-type',
  })
})

test('a declared length over 64 KB is refused before the body is read', async () => {
  let pulled = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 1
      controller.enqueue(new Uint8Array(1024))
    },
  })
  serve('/assets/big.svg', body, { headers: { 'Content-Type': 'image/svg+xml', 'Content-Length': '100000' } })
  expect(await vectorImages().load('https://cms.upstream.test/assets/big.svg')).toMatchObject({
    ok: false,
    reason: 'too-large',
    detail: '100000 bytes declared',
  })
  expect(pulled).toBeLessThanOrEqual(2)
})

test('an endless body without a length is cut off just past 64 KB while it streams', async () => {
  let sent = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      sent += 4096
      controller.enqueue(new TextEncoder().encode('<'.repeat(4096)))
    },
  })
  serve('/assets/endless.svg', body, { headers: { 'Content-Type': 'image/svg+xml' } })
  expect(await vectorImages().load('https://cms.upstream.test/assets/endless.svg')).toMatchObject({
    ok: false,
    reason: 'too-large',
  })
  // The stream may run a few chunks ahead of the reader, never far.
  expect(sent).toBeLessThan(64 * 1024 + 10 * 4096)
})

test('the oversized corpus file is refused from disk and from the CMS alike', async () => {
  const images = vectorImages({ publicDir: sandbox })
  writeFileSync(join(sandbox, 'images/oversized.svg'), corpus('hostile-oversized.svg'))
  expect(await images.load('/images/oversized.svg')).toMatchObject({ ok: false, reason: 'too-large' })
  serve('/assets/oversized.svg', corpus('hostile-oversized.svg'), {
    headers: { 'Content-Type': 'image/svg+xml' },
  })
  expect(await images.load('https://cms.upstream.test/assets/oversized.svg')).toMatchObject({
    ok: false,
    reason: 'too-large',
  })
})

test('a document that is not UTF-8 is refused', async () => {
  serve('/assets/utf16.svg', corpus('hostile-utf16-encoding.svg'), {
    headers: { 'Content-Type': 'image/svg+xml' },
  })
  expect(await vectorImages().load('https://cms.upstream.test/assets/utf16.svg')).toMatchObject({
    ok: false,
    reason: 'not-utf8',
  })
})

test.each([301, 302, 307, 404, 500, 503])(
  'status %i is refused; a redirect is not followed',
  async (status) => {
    serve('/assets/moved.svg', null, { status, headers: { Location: 'https://evil.example/x.svg' } })
    expect(await vectorImages().load('https://cms.upstream.test/assets/moved.svg')).toMatchObject({
      ok: false,
      reason: 'upstream-status',
      detail: String(status),
    })
  },
)

test('a CMS that does not answer in time is given up on', async () => {
  mockServer.use(
    http.get('https://cms.upstream.test/assets/slow.svg', async () => {
      await delay(2_000)
      return new HttpResponse(icon, { headers: { 'Content-Type': 'image/svg+xml' } })
    }),
  )
  const started = Date.now()
  expect(
    await vectorImages({ timeoutMs: 50 }).load('https://cms.upstream.test/assets/slow.svg'),
  ).toMatchObject({
    ok: false,
    reason: 'unreachable',
  })
  expect(Date.now() - started).toBeLessThan(1_500)
})

test('a network error is a refusal, never an exception', async () => {
  mockServer.use(http.get('https://cms.upstream.test/assets/down.svg', () => HttpResponse.error()))
  expect(await vectorImages().load('https://cms.upstream.test/assets/down.svg')).toMatchObject({
    ok: false,
    reason: 'unreachable',
  })
})

test('results are cached per URL; concurrent loads share one request', async () => {
  const images = vectorImages()
  const url = 'https://cms.upstream.test/assets/icon.svg'
  const [first, second] = await Promise.all([images.load(url), images.load(url)])
  expect(second).toBe(first)
  expect(await images.load(url)).toBe(first)
  expect(requests).toEqual(['/assets/icon.svg'])
})

test('a sanitized image is kept ten minutes, a refusal one minute', async () => {
  let now = 0
  const images = vectorImages({ now: () => now })
  const good = 'https://cms.upstream.test/assets/good.svg'
  serve('/assets/bad.svg', null, { status: 503 })
  const bad = 'https://cms.upstream.test/assets/bad.svg'
  await images.load(good)
  await images.load(bad)
  now = 59_000
  await images.load(good)
  await images.load(bad)
  expect(requests).toEqual(['/assets/good.svg', '/assets/bad.svg'])
  now = 61_000
  await images.load(good)
  await images.load(bad)
  expect(requests).toEqual(['/assets/good.svg', '/assets/bad.svg', '/assets/bad.svg'])
  now = 10 * 60_000 + 1
  await images.load(good)
  expect(requests.filter((path) => path === '/assets/good.svg')).toHaveLength(2)
})

test('the cache is bounded: the least recently used URL goes first', async () => {
  const images = vectorImages({ cacheEntries: 2 })
  const url = (name: string) => `https://cms.upstream.test/assets/${name}.svg`
  await images.load(url('a'))
  await images.load(url('b'))
  await images.load(url('a'))
  await images.load(url('c'))
  await images.load(url('a'))
  expect(requests).toEqual(['/assets/a.svg', '/assets/b.svg', '/assets/c.svg'])
  await images.load(url('b'))
  expect(requests).toHaveLength(4)
})

test('a refused image is logged once with its reason; a cleaned one with what was removed', async () => {
  const images = vectorImages()
  await images.load('https://evil.example/x.svg')
  await images.load('https://evil.example/x.svg')
  await images.load('https://cms.upstream.test/assets/icon.svg')
  expect(logLines).toMatchObject([
    { level: 'warn', msg: 'vector image refused', url: 'https://evil.example/x.svg', reason: 'not-allowed' },
    { level: 'info', msg: 'vector image sanitized', removed: ['@onclick'] },
  ])
})

function layoutWithIcons(urls: string[]): LayoutResponse {
  return layoutResponseSchema.parse({
    navigation: { tree: [] },
    footer: {
      icons: urls.map((url, index) => ({
        contentType: 'icon',
        title: `Icon ${index}`,
        url: `/page-${index}`,
        image: { url, alt: '', width: 32, height: 32 },
      })),
    },
  })
}

test('the footer icons of a layout are inlined once per layout object; refused ones are left out', async () => {
  const images = vectorImages()
  const layout = layoutWithIcons([
    '/images/icons/station.svg',
    'https://cms.upstream.test/assets/icon.svg',
    '/images/icons/missing.svg',
    'https://evil.example/x.svg',
    '/images/icons/station.svg',
  ])
  const inlined = await images.inlineFooterIcons(layout)
  expect(Object.keys(inlined.inlineIcons ?? {}).sort()).toEqual([
    '/images/icons/station.svg',
    'https://cms.upstream.test/assets/icon.svg',
  ])
  expect(inlined.footer).toBe(layout.footer)
  expect(await images.inlineFooterIcons(layout)).toBe(inlined)
  expect(requests).toEqual(['/assets/icon.svg'])
})

test('a layout without icons, or with none that can be embedded, is handed back as it is', async () => {
  const images = vectorImages()
  const none = layoutWithIcons([])
  expect(await images.inlineFooterIcons(none)).toBe(none)
  const refused = layoutWithIcons(['https://evil.example/x.svg'])
  expect(await images.inlineFooterIcons(refused)).toBe(refused)
})

test('after a CMS failure the next page view of the same layout tries again', async () => {
  let now = 0
  const images = vectorImages({ now: () => now })
  let failing = true
  mockServer.use(
    http.get('https://cms.upstream.test/assets/flaky.svg', () => {
      requests.push('/assets/flaky.svg')
      return failing
        ? new HttpResponse(null, { status: 503 })
        : new HttpResponse(icon, { headers: { 'Content-Type': 'image/svg+xml' } })
    }),
  )
  const layout = layoutWithIcons(['https://cms.upstream.test/assets/flaky.svg'])
  expect((await images.inlineFooterIcons(layout)).inlineIcons).toBeUndefined()
  failing = false
  now = 61_000
  expect(Object.keys((await images.inlineFooterIcons(layout)).inlineIcons ?? {})).toEqual([
    'https://cms.upstream.test/assets/flaky.svg',
  ])
  expect(requests).toEqual(['/assets/flaky.svg', '/assets/flaky.svg'])
})
