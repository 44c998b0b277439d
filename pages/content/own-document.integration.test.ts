import { resolve } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { singleHostLinkContext } from '#i18n/link-context.ts'
import { createLogger } from '#server/logger.server.ts'
import {
  attachPageContextInit,
  vikePageAnswer,
  type PageContextInit,
  type VikeRenderedPage,
} from '#server/page-context-init.server.ts'
import { loadEmbeddedContent } from '#server/services/content/embedded-content-source.server.ts'
import type { Services } from '#server/services/services.server.ts'
import { testServices } from '#tests/fixtures/services.ts'
import { startProductionServer, type RunningServer } from '#tests/setup/production-server.ts'
import { getOnHost } from '#tests/setup/raw-http.ts'
import { createTestDatabase, type TestDatabase } from '#tests/setup/test-database.ts'
import { createOwnDocuments, writeContentDocument, type ContentDocument } from './own-document.server.tsx'

/**
 * ADR 050: the server writes anonymous content pages itself, the same answer Vike writes. Two production
 * servers without the page cache, one with the server's own documents (the default) and one with Vike's
 * (`PAGE_DOCUMENT=vike`), must answer every page alike, byte for byte.
 */
let own: RunningServer
let vike: RunningServer

let database: TestDatabase
let services: Services

beforeAll(async () => {
  ;[own, vike, database] = await Promise.all([
    startProductionServer({ PAGE_CACHE_MAX_MB: '0' }),
    startProductionServer({ PAGE_CACHE_MAX_MB: '0', PAGE_DOCUMENT: 'vike' }),
    createTestDatabase('pglite'),
  ])
  services = await testServices(database, await loadEmbeddedContent(resolve('content')))
})

afterAll(async () => {
  await Promise.all([own.stop(), vike.stop(), database.dispose()])
})

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** A GET as a browser on one host sends it, so both servers write the same absolute addresses. */
function get(server: RunningServer, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return getOnHost(`${server.url}${path}`, 'aurora.test', headers)
}

/** What one request of a page has of its own: its id, the date, and the minute the page was rendered at. */
function comparable({ status, headers, body }: Answer) {
  const kept = Object.fromEntries(
    Object.entries(headers).filter(([name]) => name !== 'date' && name !== 'x-request-id'),
  )
  return { status, headers: kept, body: body.replace(/"clock":\d+/g, '"clock":0') }
}

/** Who wrote the server's content pages, as its `/readyz` tells. */
async function pageDocumentsOf(server: RunningServer): Promise<unknown> {
  const response = await fetch(`${server.url}/readyz`)
  const ready: unknown = await response.json()
  return typeof ready === 'object' && ready !== null && 'pageDocuments' in ready ? ready.pageDocuments : null
}

const pages = [
  '/en-EU',
  '/fi-FI',
  '/sv-SE',
  '/no-NO',
  '/en-EU/article/hvo100-at-every-station',
  '/en-EU/stationsearch/pesu-helsinki-keskusta',
  '/en-EU/stationsearch',
  '/en-EU/stationsearch?q=helsinki&page=2',
  '/fi-FI/yksityisille/tuotteet',
]

test('every content page is the same answer, byte for byte, from the own document and from Vike', async () => {
  // The first content page of the process is Vike's: the own server learns the build's tags from it.
  for (const path of pages) {
    let ours = comparable(await get(own, path))
    let theirs = comparable(await get(vike, path))
    // A station's "open now" is of the minute the page was rendered: a minute may turn between the two.
    if (ours.body !== theirs.body) {
      ours = comparable(await get(own, path))
      theirs = comparable(await get(vike, path))
    }
    expect(ours.status, path).toBe(200)
    expect(ours, path).toEqual(theirs)
  }
  expect(await pageDocumentsOf(own)).toEqual({ writer: 'own', learned: true, written: pages.length - 1 })
  expect(await pageDocumentsOf(vike)).toEqual({ writer: 'vike', learned: false, written: 0 })
  expect(own.stdout()).not.toContain('differs')
})

test('the pages it leaves to Vike are answered by Vike on both, alike', async () => {
  const before = await pageDocumentsOf(own)
  for (const [path, headers, status] of [
    ['/en-EU/no-such-page', {}, 404],
    ['/en-EU/cart', {}, 200],
    ['/en-EU/search?q=wash', {}, 200],
    ['/en-EU/index.pageContext.json', {}, 200],
    ['/en-EU/pesu%20helsinki', {}, 404],
  ] as const) {
    const ours = comparable(await get(own, path, headers))
    expect(ours.status, path).toBe(status)
    expect(ours, path).toEqual(comparable(await get(vike, path, headers)))
  }
  // The preview and a personal page carry a nonce of their own: only their status is compared.
  for (const path of ['/preview/en-EU', '/en-EU/account']) {
    expect((await get(own, path)).status, path).toBe((await get(vike, path)).status)
  }
  expect(await pageDocumentsOf(own)).toEqual(before)
})

/** A request of the landing page with the page context the Hono chain would attach. */
async function landingRequest(): Promise<{ request: Request; init: PageContextInit }> {
  const request = new Request('http://aurora.test/en-EU')
  const init: PageContextInit = {
    urlOriginal: request.url,
    headersOriginal: request.headers,
    preview: false,
    contentPath: '/',
    locale: 'en-EU',
    linkContext: singleHostLinkContext,
    siteOrigin: 'http://aurora.test',
    layout: await services.content.getLayout({ locale: 'en-EU', preview: false }),
    requestId: 'own-document-test',
    services,
  }
  attachPageContextInit(request, init)
  return { request, init }
}

const headAssets = '<link rel="stylesheet" type="text/css" href="/assets/static/page.css">'
const entryScript = '<script src="/assets/entries/entry-client-routing.js" type="module" async></script>'
const vikeHeaders = [
  ['Cache-Control', 'no-store, max-age=0'],
  ['Content-Type', 'text/html;charset=utf-8'],
] as const

/** What Vike writes for the page, as this module would write it, its tags in place, or changed by `edit`. */
function vikeRendered(document: ContentDocument, edit = (html: string) => html): VikeRenderedPage {
  const html = [
    document.beforeHeadAssets,
    headAssets,
    document.headToRoot,
    document.rootHtml,
    document.afterRoot,
    `<script id="vike_pageContext" type="application/json">${document.pageContextJson}</script>`,
    '<script id="vike_globalContext" type="application/json">{}</script>',
    entryScript,
    document.afterBodyAssets,
  ].join('')
  return { status: 200, headers: vikeHeaders, body: edit(html) }
}

function recordingLogger() {
  const lines: string[] = []
  return {
    lines,
    logger: createLogger({ level: 'info', withStacks: false, write: (line) => lines.push(line) }),
  }
}

test('learned from Vike once, the page is then written by the server, the same answer Vike gave', async () => {
  const { request, init } = await landingRequest()
  const document = await writeContentDocument(init)
  expect(document).not.toBeNull()
  if (document === null) return
  expect(document.rootHtml).toContain('<h1')
  let vikeRenders = 0
  const pageDocuments = createOwnDocuments({
    enabled: true,
    renderVike: () => {
      vikeRenders += 1
      return Promise.resolve(vikeRendered(document))
    },
  })
  const { logger, lines } = recordingLogger()
  const first = await pageDocuments.answer(request, logger)
  expect(vikeRenders).toBe(1)
  expect(pageDocuments.counts()).toEqual({ writer: 'own', learned: true, written: 0 })
  const second = await pageDocuments.answer((await landingRequest()).request, logger)
  expect(vikeRenders).toBe(1)
  expect(pageDocuments.counts()).toEqual({ writer: 'own', learned: true, written: 1 })
  const expected = vikePageAnswer(request, vikeRendered(document))
  const expectedBody = await expected.text()
  for (const answer of [first, second]) {
    expect(answer?.status).toBe(200)
    expect(Object.fromEntries(answer?.headers ?? [])).toEqual(Object.fromEntries(expected.headers))
    expect(await answer?.text()).toBe(expectedBody)
  }
  // The start script took the entry script's place (server/start-script-priority.server.ts).
  expect(expectedBody).toContain('data-page-modules="/assets/entries/entry-client-routing.js"')
  expect(lines).toEqual([])
})

test("a document that is not Vike's is never served: after three tries, every page is Vike's again", async () => {
  let writes = 0
  const pageDocuments = createOwnDocuments({
    enabled: true,
    writeDocument: async (init) => {
      writes += 1
      return writeContentDocument(init)
    },
    // Vike writes one character more in the head than this module does.
    renderVike: async (request) => {
      const document = await writeContentDocument((await landingRequest()).init)
      if (document === null) throw new Error(`no document for ${request.url}`)
      return vikeRendered(document, (html) => html.replace('<head>', '<head> '))
    },
  })
  const { logger, lines } = recordingLogger()
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const answer = await pageDocuments.answer((await landingRequest()).request, logger)
    // Vike's answer is served, not the module's.
    expect(await answer?.text()).toContain('<head> ')
  }
  expect(writes).toBe(3)
  expect(lines.map((line): unknown => JSON.parse(line))).toMatchObject([
    { level: 'warn', attempt: 1, stopped: false },
    { level: 'warn', attempt: 2, stopped: false },
    { level: 'warn', attempt: 3, stopped: true },
  ])
  expect(await pageDocuments.answer((await landingRequest()).request, logger)).toBeNull()
  expect(writes).toBe(3)
  expect(pageDocuments.counts()).toEqual({ writer: 'own', learned: false, written: 0 })
})

test('a page whose data fails, and a process with the own documents off, are left to Vike', async () => {
  const missing = new Request('http://aurora.test/en-EU/no-such-page')
  const { init } = await landingRequest()
  attachPageContextInit(missing, { ...init, urlOriginal: missing.url, contentPath: '/no-such-page' })
  const renderVike = () => Promise.reject(new Error('Vike is not asked by this module here'))
  const { logger } = recordingLogger()
  expect(await createOwnDocuments({ enabled: true, renderVike }).answer(missing, logger)).toBeNull()
  const off = createOwnDocuments({ enabled: false, renderVike })
  expect(await off.answer((await landingRequest()).request, logger)).toBeNull()
  expect(off.counts()).toEqual({ writer: 'vike', learned: false, written: 0 })
})
