import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { Hono } from 'hono'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { respondWithApiError, ApiError } from '#server/api/api-error.server.ts'
import {
  joinPageStylesheets,
  pageStyles,
  readBuildStylesheets,
  stylesheetHash,
  type BuildStylesheets,
} from './page-styles.server.ts'

/** A real join is kilobytes: enough that it is compressed, as every build stylesheet above 1 KB is. */
const globalCss = `body{margin:0}${'.page-section{padding:1rem}'.repeat(40)}`

const sheets = {
  'pages_global-4050f242.DPf5MQiw.css': globalCss,
  'Loading.Z-6lDwKN.css': '.loading{opacity:.5}',
  'station-header.B6r8hyJb.css': '.station-header{display:grid}',
  'components_inline-svg-08099664.-2Uq7bF9.css': '.inline-svg{fill:currentColor}',
  // One stylesheet imported through a relative path and through an alias: two names, one hash.
  'visually-hidden.DxtogIwt.css': '.visually-hidden{position:absolute}',
  'components_visually-hidden-98555f00.DxtogIwt.css': '.visually-hidden{position:absolute}',
  // One hash, different content: neither is joined.
  'a.Clash123.css': '.a{color:red}',
  'b.Clash123.css': '.b{color:blue}',
}

let clientDir: string
let stylesheets: BuildStylesheets

beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), 'page-styles-'))
  mkdirSync(join(clientDir, 'assets/static'), { recursive: true })
  for (const [name, css] of Object.entries(sheets)) writeFileSync(join(clientDir, 'assets/static', name), css)
  // Not a stylesheet of the build: never joined.
  writeFileSync(join(clientDir, 'assets/static', 'logo.Ab12Cd34.svg'), '<svg/>')
  stylesheets = readBuildStylesheets(clientDir)
})

afterAll(() => {
  rmSync(clientDir, { recursive: true, force: true })
})

function page(headLinks: string): string {
  return `<!doctype html><html><head><meta charset="utf-8">${headLinks}<title>T</title></head><body><link rel="stylesheet" href="/assets/static/Loading.Z-6lDwKN.css"><p>x</p></body></html>`
}

test('a built stylesheet is known by the content hash in its name', () => {
  expect(stylesheetHash('components_inline-svg-08099664.-2Uq7bF9.css')).toBe('-2Uq7bF9')
  expect(stylesheetHash('search.Bd8Hg4NY.css')).toBe('Bd8Hg4NY')
  expect(stylesheetHash('logo.svg')).toBeNull()
  expect([...stylesheets.byHash.keys()].sort()).toEqual([
    '-2Uq7bF9',
    'B6r8hyJb',
    'DPf5MQiw',
    'DxtogIwt',
    'Z-6lDwKN',
  ])
  expect(stylesheets.hashOfHref.get('/assets/static/visually-hidden.DxtogIwt.css')).toBe('DxtogIwt')
  expect(stylesheets.hashOfHref.get('/assets/static/components_visually-hidden-98555f00.DxtogIwt.css')).toBe(
    'DxtogIwt',
  )
  expect(stylesheets.hashOfHref.has('/assets/static/a.Clash123.css')).toBe(false)
  expect(stylesheets.byHash.get('B6r8hyJb')).toEqual({
    href: '/assets/static/station-header.B6r8hyJb.css',
    css: '.station-header{display:grid}',
  })
})

test('a sheet the build emitted under two names is marked under both, so no lazy chunk links it again', () => {
  const html = page(
    '<link rel="stylesheet" href="/assets/static/pages_global-4050f242.DPf5MQiw.css">' +
      '<link rel="stylesheet" href="/assets/static/visually-hidden.DxtogIwt.css">',
  )
  const head = joinPageStylesheets(html, stylesheets).split('</head>')[0] ?? ''
  const disabled = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)" disabled>/g)].map((m) => m[1])
  expect(disabled.sort()).toEqual([
    '/assets/static/components_visually-hidden-98555f00.DxtogIwt.css',
    '/assets/static/pages_global-4050f242.DPf5MQiw.css',
    '/assets/static/visually-hidden.DxtogIwt.css',
  ])
})

test('the head’s build stylesheets become one link to their join, in the order they apply', () => {
  const html = page(
    '<link rel="stylesheet" type="text/css" href="/assets/static/Loading.Z-6lDwKN.css">' +
      '<link rel="stylesheet" type="text/css" href="/assets/static/pages_global-4050f242.DPf5MQiw.css">' +
      '<link rel="icon" href="/favicon.svg"/>' +
      '<link rel="stylesheet" href="/assets/static/station-header.B6r8hyJb.css"/>' +
      // Linked again, later: it applies there.
      '<link rel="stylesheet" href="/assets/static/Loading.Z-6lDwKN.css"/>',
  )
  const rewritten = joinPageStylesheets(html, stylesheets)
  const head = rewritten.slice(0, rewritten.indexOf('</head>'))
  const enabled = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((match) => match[1])
  expect(enabled).toEqual(['/assets/styles/DPf5MQiw.B6r8hyJb.Z-6lDwKN.css'])
  // Each part is still named, disabled (not fetched), so lazy chunks do not link it again.
  const disabled = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)" disabled>/g)].map((m) => m[1])
  expect(disabled.sort()).toEqual([
    '/assets/static/Loading.Z-6lDwKN.css',
    '/assets/static/pages_global-4050f242.DPf5MQiw.css',
    '/assets/static/station-header.B6r8hyJb.css',
  ])
  // The join sits where the first stylesheet was, before anything that came after it.
  expect(head.indexOf('/assets/styles/')).toBeLessThan(head.indexOf('favicon'))
  expect(head).toContain('<link rel="icon" href="/favicon.svg"/>')
  // The body is not the head: what is there stays.
  expect(rewritten.slice(rewritten.indexOf('</head>'))).toContain(
    '<link rel="stylesheet" href="/assets/static/Loading.Z-6lDwKN.css">',
  )
})

test('what is not a build stylesheet, or is already conditional, is left as it is', () => {
  const links =
    '<link rel="stylesheet" href="https://cdn.example.com/x.css">' +
    '<link rel="stylesheet" href="/assets/static/pages_global-4050f242.DPf5MQiw.css" media="print">' +
    '<link rel="stylesheet" href="/assets/static/unknown.Zz99Zz99.css">' +
    '<link rel="stylesheet" href="/assets/static/Loading.Z-6lDwKN.css">'
  // One joinable sheet only: nothing to gain, the page is unchanged.
  expect(joinPageStylesheets(page(links), stylesheets)).toBe(page(links))
  expect(joinPageStylesheets('<p>no head</p>', stylesheets)).toBe('<p>no head</p>')
})

function app(html: string) {
  const hono = new Hono()
  hono.onError((error, c) => {
    if (error instanceof ApiError) return respondWithApiError(c, error)
    throw error
  })
  hono.use(pageStyles(stylesheets))
  hono.get('/page', (c) => c.html(html))
  hono.get('/data', (c) => c.json({ html }))
  return hono
}

const twoSheets = page(
  '<link rel="stylesheet" href="/assets/static/pages_global-4050f242.DPf5MQiw.css">' +
    '<link rel="stylesheet" href="/assets/static/station-header.B6r8hyJb.css">',
)

test('a page is served linked to its join, and the join is the parts in order, kept for good', async () => {
  const hono = app(twoSheets)
  const pageResponse = await hono.request('/page')
  expect(pageResponse.status).toBe(200)
  const href = /href="(\/assets\/styles\/[^"]+)"/.exec(await pageResponse.text())?.[1]
  expect(href).toBe('/assets/styles/DPf5MQiw.B6r8hyJb.css')

  const joined = await hono.request(href ?? '', { headers: { 'accept-encoding': 'br' } })
  expect(joined.status).toBe(200)
  expect(joined.headers.get('Content-Type')).toBe('text/css; charset=utf-8')
  expect(joined.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
  expect(joined.headers.get('Content-Encoding')).toBe('br')
  const css = brotliDecompressSync(Buffer.from(await joined.arrayBuffer())).toString('utf8')
  expect(css).toBe(`${globalCss}\n.station-header{display:grid}`)

  const again = await hono.request(href ?? '', {
    headers: { 'if-none-match': joined.headers.get('ETag') ?? '' },
  })
  expect(again.status).toBe(304)
  const head = await hono.request(href ?? '', { method: 'HEAD' })
  expect(head.status).toBe(200)
  expect(await head.text()).toBe('')
})

test('JSON and other answers pass through untouched', async () => {
  const response = await app(twoSheets).request('/data')
  expect(await response.json()).toEqual({ html: twoSheets })
})

test.each([
  ['a part not in this build (an old tab after a deploy)', '/assets/styles/DPf5MQiw.Gone0000.css'],
  ['not a list of hashes', '/assets/styles/..%2F..%2Fetc%2Fpasswd.css'],
  ['no extension', '/assets/styles/DPf5MQiw'],
  [
    'more parts than any page has',
    `/assets/styles/${Array.from({ length: 65 }, () => 'DPf5MQiw').join('.')}.css`,
  ],
])('%s: a 404 envelope', async (_case, path) => {
  const response = await app(twoSheets).request(path)
  expect(response.status).toBe(404)
  expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
})

test('a joined stylesheet is only read: other methods get 405 with Allow, OPTIONS 204', async () => {
  const hono = app(twoSheets)
  const post = await hono.request('/assets/styles/DPf5MQiw.B6r8hyJb.css', { method: 'POST' })
  expect(post.status).toBe(405)
  expect(post.headers.get('Allow')).toBe('GET, HEAD')
  const options = await hono.request('/assets/styles/DPf5MQiw.B6r8hyJb.css', { method: 'OPTIONS' })
  expect(options.status).toBe(204)
  expect(options.headers.get('Allow')).toBe('GET, HEAD')
})
