import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import type { LayoutResponse } from '#schemas/layout.ts'
import {
  isOwnDocumentRequest,
  learnShell,
  routesBeforeContent,
  type ContentDocument,
  type OwnDocumentCandidate,
} from './own-document.server.tsx'

const layout: LayoutResponse = {
  navigation: { tree: [] },
  footer: { icons: [], footerLinks: [], downloadLinks: [], someLinks: [], extraLinks: [] },
}

const landingPage: OwnDocumentCandidate = {
  urlOriginal: 'http://aurora.test/en-EU',
  locale: 'en-EU',
  contentPath: '/',
  preview: false,
  layout,
}

const get = { method: 'GET' }

test('an anonymous content page asked with GET is written by the server itself', () => {
  expect(isOwnDocumentRequest(get, landingPage)).toBe(true)
  expect(
    isOwnDocumentRequest(get, {
      ...landingPage,
      urlOriginal: 'http://aurora.test/en-EU/stationsearch?q=helsinki&page=2',
      contentPath: '/stationsearch',
    }),
  ).toBe(true)
  expect(
    isOwnDocumentRequest(get, {
      ...landingPage,
      urlOriginal: 'http://aurora.test/fi-FI/yksityisille/tuotteet',
      locale: 'fi-FI',
      contentPath: '/yksityisille/tuotteet',
    }),
  ).toBe(true)
})

test('everything else is left to Vike', () => {
  const vikes: [string, Pick<Request, 'method'>, OwnDocumentCandidate | undefined][] = [
    ['no page context', get, undefined],
    ['HEAD', { method: 'HEAD' }, landingPage],
    ['a method pages do not take', { method: 'POST' }, { ...landingPage, methodNotAllowed: true }],
    ['a preview', get, { ...landingPage, preview: true }],
    ['a preview without its token', get, { ...landingPage, previewDenied: true }],
    ['a personal answer, with its nonce', get, { ...landingPage, cspNonce: 'bm9uY2U=' }],
    ['a failed layout', get, { ...landingPage, layout: null, layoutFailure: { status: 502 } }],
    [
      'the client navigation payload',
      get,
      { ...landingPage, urlOriginal: 'http://aurora.test/en-EU/index.pageContext.json' },
    ],
    ['the cart', get, { ...landingPage, contentPath: '/cart' }],
    ['the checkout', get, { ...landingPage, contentPath: '/checkout' }],
    ['the account', get, { ...landingPage, contentPath: '/account' }],
    ['the search', get, { ...landingPage, contentPath: '/search' }],
    ['the Finnish cart', get, { ...landingPage, locale: 'fi-FI', contentPath: '/ostoskori' }],
    ['a path with other characters', get, { ...landingPage, contentPath: '/tuotteet/pesu-ä' }],
    ['a path with an escape', get, { ...landingPage, contentPath: '/pesu%20helsinki' }],
  ]
  for (const [why, request, init] of vikes) expect(isOwnDocumentRequest(request, init), why).toBe(false)
  // The Finnish path of the cart is content in English (no such page: the content page's own 404).
  expect(isOwnDocumentRequest(get, { ...landingPage, contentPath: '/ostoskori' })).toBe(true)
})

const document: ContentDocument = {
  beforeHeadAssets: '<!DOCTYPE html>\n<html lang="en-EU">\n<head>\n<script>first()</script>',
  headToRoot: '\n<title>Aurora</title>\n</head>\n<body>\n<div id="root">',
  rootHtml: '<main><h1>On the road</h1></main>',
  afterRoot: '</div>\n',
  afterBodyAssets: '\n</body>\n</html>',
  pageContextJson: '{"locale":"en-EU","contentPath":"\\/"}',
}

const headAssets = '<link rel="stylesheet" type="text/css" href="/assets/static/page.css">'
const pageContextTag = `<script id="vike_pageContext" type="application/json">${document.pageContextJson}</script>`
const afterPageContext =
  '<script id="vike_globalContext" type="application/json">{}</script><script src="/assets/entries/entry.js" type="module" async></script>'

function vikeHtml(
  parts: Partial<ContentDocument> = {},
  json = document.pageContextJson,
  moreBodyTags = '',
): string {
  const written = { ...document, ...parts }
  return [
    written.beforeHeadAssets,
    headAssets,
    written.headToRoot,
    written.rootHtml,
    written.afterRoot,
    `<script id="vike_pageContext" type="application/json">${json}</script>`,
    afterPageContext,
    moreBodyTags,
    written.afterBodyAssets,
  ].join('')
}

const headers = [['Content-Type', 'text/html;charset=utf-8']] as const

test("the build's tags are cut from Vike's document of the same page", () => {
  const shell = learnShell(document, vikeHtml(), headers)
  expect(shell).toEqual({
    headAssets,
    beforePageContext: '<script id="vike_pageContext" type="application/json">',
    afterPageContext: `</script>${afterPageContext}`,
    headers,
  })
  // Put back together, the parts are Vike's document, byte for byte.
  expect(
    [
      document.beforeHeadAssets,
      shell?.headAssets,
      document.headToRoot,
      document.rootHtml,
      document.afterRoot,
      shell?.beforePageContext,
      document.pageContextJson,
      shell?.afterPageContext,
      document.afterBodyAssets,
    ].join(''),
  ).toBe(vikeHtml())
  expect(vikeHtml()).toContain(pageContextTag)
})

test("a document that differs from Vike's anywhere but at the tags teaches nothing", () => {
  const differing: [string, string][] = [
    ['another first script', vikeHtml({ beforeHeadAssets: '<!DOCTYPE html>\n<html lang="en-EU">\n<head>' })],
    ['another head', vikeHtml({ headToRoot: '\n<title>Aurora!</title>\n</head>\n<body>\n<div id="root">' })],
    ['another page (a clock a minute later)', vikeHtml({ rootHtml: '<main><h1>On the road.</h1></main>' })],
    ['another end', vikeHtml({ afterBodyAssets: '\n</body></html>' })],
    ['another page context', vikeHtml({}, '{"locale":"en-EU","contentPath":"/"}')],
    ['the page context twice', vikeHtml({}, document.pageContextJson, pageContextTag)],
  ]
  for (const [why, html] of differing) expect(learnShell(document, html, headers), why).toBeNull()
})

test('every page with a route of its own is one the server leaves to Vike', () => {
  const pagesDirectory = join(import.meta.dirname, '..')
  const routed = readdirSync(pagesDirectory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'content')
    .filter((entry) => existsSync(join(pagesDirectory, entry.name, '+route.ts')))
    .map((entry) => entry.name)
  expect(Object.keys(routesBeforeContent).sort()).toEqual(routed.sort())
})
