import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { Hono } from 'hono'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { respondWithApiError, ApiError } from '#server/api/api-error.server.ts'
import { htmlPageAnswer } from '#server/page-context-init.server.ts'
import { withStartScripts } from '#server/start-script-priority.server.ts'
import {
  joinCss,
  joinPageStylesheets,
  maxInlineStyleBytes,
  pageStyles,
  pageStylesMemo,
  readBuildStylesheets,
  stylesheetHash,
  topLevelStatements,
  type BuildStylesheets,
  type PageStylesMemo,
} from './page-styles.server.ts'

/** A real join is kilobytes: enough that it is compressed, as every build stylesheet above 1 KB is. */
const globalCss = Array.from({ length: 40 }, (_, index) => `.page-section-${index}{padding:1rem}`).join('')
/** Styles too large to write into every page: linked to their join instead (ADR 032). */
const hugeCss = Array.from({ length: 3000 }, (_, index) => `.huge-${index}{margin:${index}px}`).join('')

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
  'huge.Huge0000.css': hugeCss,
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

/** The rewrite of a page given whole, read back as one string. */
function rewrite(html: string, memo?: PageStylesMemo): string {
  return joinPageStylesheets([html], stylesheets, memo).join('')
}

const twoSheets = page(
  '<link rel="stylesheet" href="/assets/static/pages_global-4050f242.DPf5MQiw.css">' +
    '<link rel="stylesheet" href="/assets/static/station-header.B6r8hyJb.css">',
)

test('a built stylesheet is known by the content hash in its name', () => {
  expect(stylesheetHash('components_inline-svg-08099664.-2Uq7bF9.css')).toBe('-2Uq7bF9')
  expect(stylesheetHash('search.Bd8Hg4NY.css')).toBe('Bd8Hg4NY')
  expect(stylesheetHash('logo.svg')).toBeNull()
  expect([...stylesheets.byHash.keys()].sort()).toEqual([
    '-2Uq7bF9',
    'B6r8hyJb',
    'DPf5MQiw',
    'DxtogIwt',
    'Huge0000',
    'Z-6lDwKN',
  ])
  // Both names of a sheet the build emitted twice, worked out once at start.
  expect(stylesheets.hrefsOfHash.get('DxtogIwt')).toEqual([
    '/assets/static/components_visually-hidden-98555f00.DxtogIwt.css',
    '/assets/static/visually-hidden.DxtogIwt.css',
  ])
  expect(stylesheets.hrefsOfHash.has('Clash123')).toBe(false)
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
  const head = rewrite(html).split('</head>')[0] ?? ''
  const disabled = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)" disabled>/g)].map((m) => m[1])
  expect(disabled.sort()).toEqual([
    '/assets/static/components_visually-hidden-98555f00.DxtogIwt.css',
    '/assets/static/pages_global-4050f242.DPf5MQiw.css',
    '/assets/static/visually-hidden.DxtogIwt.css',
  ])
})

/** The text of the head's `<style>` elements. */
function inlineStyles(head: string): string[] {
  return [...head.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1] ?? '')
}

test('the head’s build stylesheets become one style element, in the order they apply', () => {
  const html = page(
    '<link rel="stylesheet" type="text/css" href="/assets/static/Loading.Z-6lDwKN.css">' +
      '<link rel="stylesheet" type="text/css" href="/assets/static/pages_global-4050f242.DPf5MQiw.css">' +
      '<link rel="icon" href="/favicon.svg"/>' +
      '<link rel="stylesheet" href="/assets/static/station-header.B6r8hyJb.css"/>' +
      // Linked again, later: it applies there.
      '<link rel="stylesheet" href="/assets/static/Loading.Z-6lDwKN.css"/>',
  )
  const rewritten = rewrite(html)
  const head = rewritten.slice(0, rewritten.indexOf('</head>'))
  // Nothing left for the browser to fetch before it paints.
  expect([...head.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)]).toEqual([])
  expect(inlineStyles(head)).toEqual([
    `${topLevelStatements(globalCss).join('\n')}\n.station-header{display:grid}\n.loading{opacity:.5}`,
  ])
  // Each part is still named, disabled (not fetched), so lazy chunks do not link it again.
  const disabled = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)" disabled>/g)].map((m) => m[1])
  expect(disabled.sort()).toEqual([
    '/assets/static/Loading.Z-6lDwKN.css',
    '/assets/static/pages_global-4050f242.DPf5MQiw.css',
    '/assets/static/station-header.B6r8hyJb.css',
  ])
  // The styles sit where the first stylesheet was, before anything that came after it.
  expect(head.indexOf('<style>')).toBeLessThan(head.indexOf('favicon'))
  expect(head).toContain('<link rel="icon" href="/favicon.svg"/>')
  // The body is not the head: what is there stays.
  expect(rewritten.slice(rewritten.indexOf('</head>'))).toContain(
    '<link rel="stylesheet" href="/assets/static/Loading.Z-6lDwKN.css">',
  )
})

test('a page of a shape seen before gets the same head from what was kept', () => {
  const memo = pageStylesMemo()
  const first = rewrite(twoSheets, memo)
  expect(memo.replacements.size).toBe(1)
  const [key, replacement] = [...memo.replacements][0] ?? []
  expect(key).toBe('DPf5MQiw.B6r8hyJb')
  expect(first).toContain(replacement)
  expect(
    memo.sheetOfTag.get('<link rel="stylesheet" href="/assets/static/station-header.B6r8hyJb.css">'),
  ).toBe('B6r8hyJb')
  // The kept text is what the head gets: a changed entry shows it is read, not made again.
  memo.replacements.set('DPf5MQiw.B6r8hyJb', '<style>.kept{}</style>')
  expect(rewrite(twoSheets, memo)).toContain('<style>.kept{}</style>')
  expect(memo.replacements.size).toBe(1)
  // And so is what a tag is: a tag kept as no sheet of the build is left in the page.
  memo.sheetOfTag.set('<link rel="stylesheet" href="/assets/static/station-header.B6r8hyJb.css">', null)
  memo.replacements.clear()
  const head = rewrite(twoSheets, memo).split('</head>')[0] ?? ''
  expect(head).toContain('<link rel="stylesheet" href="/assets/static/station-header.B6r8hyJb.css">')
})

test('a single build stylesheet is written into the page too; what is not one, or is conditional, stays', () => {
  const links =
    '<link rel="stylesheet" href="https://cdn.example.com/x.css">' +
    '<link rel="stylesheet" href="/assets/static/pages_global-4050f242.DPf5MQiw.css" media="print">' +
    '<link rel="stylesheet" href="/assets/static/unknown.Zz99Zz99.css">' +
    '<link rel="stylesheet" href="/assets/static/Loading.Z-6lDwKN.css">'
  const head = rewrite(page(links)).split('</head>')[0] ?? ''
  expect(inlineStyles(head)).toEqual(['.loading{opacity:.5}'])
  expect(head).toContain('<link rel="stylesheet" href="https://cdn.example.com/x.css">')
  expect(head).toContain('href="/assets/static/pages_global-4050f242.DPf5MQiw.css" media="print">')
  expect(head).toContain('<link rel="stylesheet" href="/assets/static/unknown.Zz99Zz99.css">')
  expect(head).toContain('<link rel="stylesheet" href="/assets/static/Loading.Z-6lDwKN.css" disabled>')
  expect(rewrite(page(''))).toBe(page(''))
  expect(rewrite('<p>no head</p>')).toBe('<p>no head</p>')
})

test('a page in parts is rewritten as the same page whole, its body passed on as the slices it was', () => {
  const html = page(
    '<link rel="modulepreload" href="/assets/chunks/a.js">' +
      '<link rel="stylesheet" href="/assets/static/pages_global-4050f242.DPf5MQiw.css">' +
      '<link rel="stylesheet" href="/assets/static/station-header.B6r8hyJb.css">',
  ).replace('<p>x</p>', '<p>CO₂ – less 🚗</p><script src="/e.js" type="module" async></script>')
  // As the page reaches this step: cut where the start tags were taken out, one of them in the head.
  const parts = withStartScripts(html)
  expect(parts.length).toBeGreaterThan(3)
  const rewritten = joinPageStylesheets(parts, stylesheets)
  expect(rewritten.join('')).toBe(rewrite(parts.join('')))
  const bodyParts = parts.slice(parts.findIndex((part) => part.includes('</head>')) + 1)
  expect(rewritten.slice(-bodyParts.length)).toEqual(bodyParts)
  // A head end in the last part, and parts without one.
  expect(joinPageStylesheets([twoSheets.slice(0, 20), twoSheets.slice(20)], stylesheets).join('')).toBe(
    rewrite(twoSheets),
  )
  expect(joinPageStylesheets(['<p>no ', 'head</p>'], stylesheets)).toEqual(['<p>no ', 'head</p>'])
})

test('a page shape’s styles are one part, the same string for every page of the shape', () => {
  const memo = pageStylesMemo()
  const styleParts = ['Wash – go', 'Fuel'].map((title) => {
    const parts = joinPageStylesheets([twoSheets.replace('<title>T', `<title>${title}`)], stylesheets, memo)
    const styles = parts.filter((part) => part.includes('<style>'))
    expect(styles).toHaveLength(1)
    expect(styles[0]?.startsWith('<style>')).toBe(true)
    // The head around the styles: the charset before, the title after, each in a part of its own.
    expect(parts.findIndex((part) => part.includes('<meta charset'))).toBeLessThan(
      parts.indexOf(styles[0] ?? ''),
    )
    expect(parts.findIndex((part) => part.includes(title))).toBeGreaterThan(parts.indexOf(styles[0] ?? ''))
    return styles[0]
  })
  expect(styleParts[1]).toBe(styleParts[0])
})

test('styles too large to carry in every answer are linked to their join instead', () => {
  expect(Buffer.byteLength(hugeCss)).toBeGreaterThan(maxInlineStyleBytes)
  const html = page(
    '<link rel="stylesheet" href="/assets/static/pages_global-4050f242.DPf5MQiw.css">' +
      '<link rel="stylesheet" href="/assets/static/huge.Huge0000.css">',
  )
  const head = rewrite(html).split('</head>')[0] ?? ''
  expect(inlineStyles(head)).toEqual([])
  expect([...head.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1])).toEqual([
    '/assets/styles/DPf5MQiw.Huge0000.css',
  ])
})

test('a stylesheet’s top-level statements: rules, at-rule blocks, statements; braces in strings do not count', () => {
  expect(
    topLevelStatements(
      '@import url("a{.css");.a{color:red}@media (min-width:1px){.a{color:blue}.b{x:y}}' +
        '.c::before{content:"}"}/* { */.d{e:\'f;}\'}',
    ),
  ).toEqual([
    '@import url("a{.css");',
    '.a{color:red}',
    '@media (min-width:1px){.a{color:blue}.b{x:y}}',
    '.c::before{content:"}"}',
    "/* { */.d{e:'f;}'}",
  ])
})

test('a join keeps each statement once, where it is written last, so the cascade is the same', () => {
  // A chunk's sheet and a module sheet that repeats part of it, as Vike links them.
  const chunk = '.a{color:red}.b{color:blue}@media (min-width:1px){.a{color:green}}'
  const module = '.b{color:blue}@media (min-width:1px){.a{color:green}}'
  expect(joinCss([chunk, module])).toBe(
    ['.a{color:red}', '.b{color:blue}', '@media (min-width:1px){.a{color:green}}'].join('\n'),
  )
  // A rule between two copies: the later copy still wins over it, as before.
  expect(joinCss(['.x{color:red}', '.x{color:blue}', '.x{color:red}'])).toBe('.x{color:blue}\n.x{color:red}')
  // Layers are ordered by their first mention: a sheet with one is joined as it is.
  expect(joinCss(['@layer a{.x{y:z}}', '@layer a{.x{y:z}}'])).toBe('@layer a{.x{y:z}}\n@layer a{.x{y:z}}')
})

function app(html: string) {
  const hono = new Hono()
  /** The answer the page route made and the one that left the middleware, for the last rendered page. */
  const answers: { made?: Response; served?: Response } = {}
  hono.onError((error, c) => {
    if (error instanceof ApiError) return respondWithApiError(c, error)
    throw error
  })
  hono.use('/rendered', async (c, next) => {
    await next()
    answers.served = c.res
  })
  hono.use(pageStyles(stylesheets))
  hono.get('/page', (c) => c.html(html))
  // As renderPageAnswer makes a page's answer (server/page-context-init.server.ts).
  hono.on(['GET', 'HEAD'], '/rendered', (c) => {
    answers.made = htmlPageAnswer(c.req.raw, [html], {
      status: 404,
      headers: [
        ['Content-Type', 'text/html;charset=utf-8'],
        ['X-Page', 'kept'],
      ],
    })
    return answers.made
  })
  hono.get('/data', (c) => c.json({ html }))
  return Object.assign(hono, { answers })
}

test('a page is served with its styles in it, and their join is the parts in order, kept for good', async () => {
  const hono = app(twoSheets)
  const pageResponse = await hono.request('/page')
  expect(pageResponse.status).toBe(200)
  const html = await pageResponse.text()
  expect(inlineStyles(html)).toEqual([
    `${topLevelStatements(globalCss).join('\n')}\n.station-header{display:grid}`,
  ])

  const href = '/assets/styles/DPf5MQiw.B6r8hyJb.css'
  const joined = await hono.request(href, { headers: { 'accept-encoding': 'br' } })
  expect(joined.status).toBe(200)
  expect(joined.headers.get('Content-Type')).toBe('text/css; charset=utf-8')
  expect(joined.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
  expect(joined.headers.get('Content-Encoding')).toBe('br')
  const css = brotliDecompressSync(Buffer.from(await joined.arrayBuffer())).toString('utf8')
  expect(css).toBe(`${topLevelStatements(globalCss).join('\n')}\n.station-header{display:grid}`)

  const again = await hono.request(href, {
    headers: { 'if-none-match': joined.headers.get('ETag') ?? '' },
  })
  expect(again.status).toBe(304)
  const head = await hono.request(href, { method: 'HEAD' })
  expect(head.status).toBe(200)
  expect(await head.text()).toBe('')
})

test('a page Vike renders is rewritten before its one encoding, its status and headers kept', async () => {
  const hono = app(twoSheets)
  const rendered = await hono.request('/rendered')
  expect(rendered.status).toBe(404)
  expect(rendered.headers.get('Content-Type')).toBe('text/html;charset=utf-8')
  expect(rendered.headers.get('X-Page')).toBe('kept')
  // Rewritten before it was encoded, not after: the answer made is the one served.
  expect(hono.answers.served).toBe(hono.answers.made)
  const html = await rendered.text()
  expect(html).toBe(rewrite(twoSheets))
  // The same page as one read back from its body.
  expect(html).toBe(await (await hono.request('/page')).text())
  // A HEAD of it is rewritten as well, so that the length the server gives it is the GET's.
  await hono.request('/rendered', { method: 'HEAD' })
  expect(await hono.answers.made?.text()).toBe(html)
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
