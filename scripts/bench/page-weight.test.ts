import { gzipSync } from 'node:zlib'
import { expect, test } from 'vitest'
import {
  decodeBody,
  formatPageWeights,
  measurePageWeight,
  moduleImports,
  startScripts,
  type FetchFile,
} from './page-weight.ts'

const origin = 'http://127.0.0.1:4000'
const pageUrl = new URL('/fi-FI/asema', origin)

// The shape Vike 0.4 writes: data scripts, one async entry script, modulepreload links, a stylesheet.
const fixtureHtml = `<!DOCTYPE html><html><head>
<link rel="stylesheet" type="text/css" href="/assets/static/global.css">
<link rel="preload" as="image" href="/images/logo.svg"/>
<script type="application/ld+json" nonce="n">{"@context":"https://schema.org","url":"/not-a-script.js"}</script>
</head><body><div id="root"><h1>Asema</h1></div>
<script id="vike_pageContext" type="application/json" nonce="n">{"src":"/also-not.js"}</script>
<script src="/assets/entries/entry.js" type="module" async nonce="n"></script>
<link rel="modulepreload" href="/assets/entries/page.js" as="script" type="text/javascript">
<link rel="modulepreload" href="/assets/chunks/react.js?v=1&amp;x=2" as="script">
<script src="https://tags.example/gtm.js" async></script>
</body></html>`

/** Repetitive text compresses; random-looking text would make the gzip numbers hard to reason about. */
const body = (size: number, code: string) => code + ';'.repeat(Math.max(0, size - code.length))

const files: Record<string, string> = {
  '/assets/entries/entry.js': 'import{a as e}from"../chunks/shared.js";e();',
  '/assets/entries/page.js': body(
    3000,
    'import{b}from"../chunks/shared.js";import"./side-effect.js";' +
      'const load=()=>import(`../chunks/lazy.js`),s="import(\'notaspecifier\')";',
  ),
  '/assets/chunks/react.js?v=1&x=2': body(20_000, 'export const r=1;'),
  '/assets/chunks/shared.js': 'export const a=()=>1,b=2;',
  '/assets/entries/side-effect.js': 'window.x=1;',
  '/assets/chunks/lazy.js': 'import{a}from"./shared.js";import"./lazy-dep.js";export const l=a;',
  '/assets/chunks/lazy-dep.js': 'export const d=1;',
}

/** A server that gzips what is 1 KB or more when asked, as server/middleware/compression.server.ts does. */
const fakeServer: FetchFile = (url) => {
  const source = files[`${url.pathname}${url.search}`]
  if (source === undefined) return Promise.reject(new Error(`GET ${url.pathname} answered 404`))
  const raw = Buffer.from(source)
  return Promise.resolve(
    raw.byteLength >= 1024
      ? { wire: gzipSync(raw, { level: 6 }), contentEncoding: 'gzip' }
      : { wire: raw, contentEncoding: null },
  )
}

test('startScripts finds the entry script and modulepreloads, not JSON data, images or stylesheets', () => {
  const { scripts } = startScripts(fixtureHtml, pageUrl)
  expect(scripts.map((script) => [script.url.href, script.loadedBy])).toEqual([
    [`${origin}/assets/entries/entry.js`, 'script'],
    ['https://tags.example/gtm.js', 'script'],
    [`${origin}/assets/entries/page.js`, 'modulepreload'],
    [`${origin}/assets/chunks/react.js?v=1&x=2`, 'modulepreload'],
  ])
})

test('ADR 039: startScripts counts the modules a shared page starts after its first paint', () => {
  const html = `<body><script data-page-modules="/assets/entries/entry.js  /assets/chunks/react.js?v=1&amp;x=2">
    (function (modules) { import(modules[0]) })(document.currentScript.dataset.pageModules.split(' '))</script></body>`
  const { scripts, inlineDynamic } = startScripts(html, pageUrl)
  expect(scripts.map((script) => [script.url.href, script.loadedBy])).toEqual([
    [`${origin}/assets/entries/entry.js`, 'start-script'],
    [`${origin}/assets/chunks/react.js?v=1&x=2`, 'start-script'],
  ])
  expect(inlineDynamic).toEqual([])
})

test('startScripts follows an inline module script and a preload as=script', () => {
  const html = `<script type="module">import "/assets/a.js"; import('/assets/b.js')</script>
    <script>window.x = 1</script><link rel="preload" as="script" href="/assets/c.js">`
  const { scripts, inlineDynamic } = startScripts(html, pageUrl)
  expect(scripts.map((script) => [script.url.pathname, script.loadedBy])).toEqual([
    ['/assets/a.js', 'import'],
    ['/assets/c.js', 'preload'],
  ])
  expect(inlineDynamic.map((url) => url.pathname)).toEqual(['/assets/b.js'])
})

test('moduleImports tells static from dynamic imports in minified output and skips bare strings', () => {
  const moduleUrl = new URL('/assets/chunks/x.js', origin)
  const source =
    'import{a as b}from"./a.js";import"../entries/b.js";export{c}from"./c.js";export{d};' +
    'const e=()=>import(`./lazy.js`),f=import("./lazy2.js"),g="import",h=obj.import("./no.js");' +
    'import{react}from"react";'
  const imports = moduleImports(source, moduleUrl)
  expect(imports.static.map((url) => url.pathname)).toEqual([
    '/assets/chunks/a.js',
    '/assets/entries/b.js',
    '/assets/chunks/c.js',
  ])
  expect(imports.dynamic.map((url) => url.pathname)).toEqual([
    '/assets/chunks/lazy.js',
    '/assets/chunks/lazy2.js',
  ])
})

test('measurePageWeight counts the start set with its static imports, and keeps lazy chunks apart', async () => {
  const weight = await measurePageWeight(pageUrl, fixtureHtml, fakeServer)
  const startPaths = weight.start.files.map((file) => file.path).sort()
  expect(startPaths).toEqual([
    '/assets/chunks/react.js?v=1&x=2',
    '/assets/chunks/shared.js',
    '/assets/entries/entry.js',
    '/assets/entries/page.js',
    '/assets/entries/side-effect.js',
  ])
  // shared.js is reached from the start set first, so it is not counted again as lazy.
  expect(weight.lazy.files.map((file) => file.path).sort()).toEqual([
    '/assets/chunks/lazy-dep.js',
    '/assets/chunks/lazy.js',
  ])
  expect(weight.crossOrigin).toEqual(['https://tags.example/gtm.js'])
  expect(weight.contentEncodings).toEqual(['gzip', 'identity'])

  const startSources = startPaths.map((path) => Buffer.from(files[path] ?? ''))
  expect(weight.start.rawBytes).toBe(startSources.reduce((sum, source) => sum + source.byteLength, 0))
  expect(weight.start.gzipBytes).toBe(
    startSources.reduce((sum, source) => sum + gzipSync(source, { level: 9 }).byteLength, 0),
  )
  // Largest gzip first, so the report's top lines are the files worth cutting.
  const gzipSizes = weight.start.files.map((file) => file.gzipBytes)
  expect(gzipSizes).toEqual([...gzipSizes].sort((a, b) => b - a))
  // The server gzipped the 20 000-byte file, so far fewer bytes crossed the wire than its raw size.
  const react = weight.start.files.find((file) => file.path === '/assets/chunks/react.js?v=1&x=2')
  expect(react).toMatchObject({ loadedBy: 'modulepreload', rawBytes: 20_000 })
  expect(react?.wireBytes).toBeLessThan(200)
  const entry = weight.start.files.find((file) => file.path === '/assets/entries/entry.js')
  expect(entry).toMatchObject({ loadedBy: 'script', wireBytes: entry?.rawBytes })
  expect(weight.start.files.find((file) => file.path === '/assets/chunks/shared.js')?.loadedBy).toBe('import')
})

test('measurePageWeight fails with the path of a script the server does not have', async () => {
  const html = '<script type="module" src="/assets/missing.js"></script>'
  await expect(measurePageWeight(pageUrl, html, fakeServer)).rejects.toThrow(
    '/assets/missing.js answered 404',
  )
})

test('decodeBody undoes gzip and refuses an encoding it does not know', () => {
  const text = Buffer.from('export const a = 1')
  expect(Buffer.from(decodeBody({ wire: gzipSync(text), contentEncoding: 'gzip' })).toString()).toBe(
    'export const a = 1',
  )
  expect(decodeBody({ wire: text, contentEncoding: null })).toBe(text)
  expect(() => decodeBody({ wire: text, contentEncoding: 'zstd' })).toThrow('zstd')
})

test('the report states the goal and how far the page is from it', async () => {
  const weight = await measurePageWeight(pageUrl, fixtureHtml, fakeServer)
  const report = formatPageWeights([weight])
  expect(report).toContain('goal ≤ 100 KB gzip')
  expect(report).toContain('/fi-FI/asema')
  expect(report).toMatch(/at start\s+5 files/)
  expect(report).toContain('under the goal')
  expect(report).toContain('other origins, not counted: https://tags.example/gtm.js')
})
