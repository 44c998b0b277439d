import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { serverEntry, startProductionServer, type RunningServer } from '#tests/setup/production-server.ts'
import { measurePageWeight, type ServedFile } from '../scripts/bench/page-weight.ts'

/**
 * ADR 010 and ADR 018: a content page's start bundle carries neither Zod (validation loads with the
 * code that validates, as zod/mini) nor XState (machines start on first use); ADR 031: nor i18next
 * (pages translate with i18n/translator.ts and components/trans.tsx). Issue 17: nor what runs only after hydration (the cookie consent, link prefetching) or
 * hydrates after the rest (the footer). Read from the built server the way the page-weight bench reads
 * it: the HTML's scripts and their static imports.
 */

let server: RunningServer

beforeAll(async () => {
  server = await startProductionServer()
})

afterAll(async () => {
  await server.stop()
})

async function fetchFile(url: URL): Promise<ServedFile> {
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } })
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`)
  return { wire: new Uint8Array(await response.arrayBuffer()), contentEncoding: null }
}

/** Names the libraries' own code keeps through minification. */
const libraryMarks = [
  { library: 'zod', mark: '$constructor("$ZodType"' },
  { library: 'xstate', mark: 'xstate.init' },
  { library: 'i18next', mark: 'returned an object instead of string' },
]

/** Texts of the site's own deferred modules that minification keeps (a class name, a fragment, a field). */
const deferredMarks = [
  { module: 'components/site-footer.tsx', mark: 'site-footer__inner' },
  { module: 'components/consent/consent-host.tsx (with domain/consent.ts)', mark: 'ad_personalization' },
  { module: 'components/navigation/link-prefetch.ts', mark: 'saveData' },
]

async function sourcesOf(files: readonly { path: string }[]): Promise<string[]> {
  return Promise.all(
    files.map(async (file) =>
      new TextDecoder().decode((await fetchFile(new URL(file.path, server.url))).wire),
    ),
  )
}

test('the Zod and i18next marks are in the libraries’ own code, so finding none means they are not there', () => {
  const require = createRequire(import.meta.url)
  const zodCore = readFileSync(require.resolve('zod/v4/core').replace(/index\.c?js$/, 'schemas.js'), 'utf8')
  expect(zodCore).toContain(libraryMarks[0]?.mark)
  expect(readFileSync(require.resolve('i18next'), 'utf8')).toContain(libraryMarks[2]?.mark)
})

test('the deferred modules are in the page’s lazy chunks: the checks below can see them', async () => {
  const pageUrl = new URL('/en-EU', server.url)
  const weight = await measurePageWeight(pageUrl, await (await fetch(pageUrl)).text(), fetchFile)
  const lazySources = await sourcesOf(weight.lazy.files)
  const marks = deferredMarks.map((entry) => entry.mark)
  expect(marks.filter((mark) => !lazySources.some((source) => source.includes(mark)))).toEqual([])
  // ADR 031: not even later, with the consent dialog's or a form's `Trans` sentence.
  expect(lazySources.filter((source) => source.includes(libraryMarks[2]?.mark ?? '?'))).toEqual([])
})

test('the modal machine’s lazy chunk does carry XState: the check can see it', async () => {
  const pageUrl = new URL('/en-EU', server.url)
  const weight = await measurePageWeight(pageUrl, await (await fetch(pageUrl)).text(), fetchFile)
  const lazySources = await Promise.all(
    weight.lazy.files.map(async (file) =>
      new TextDecoder().decode((await fetchFile(new URL(file.path, server.url))).wire),
    ),
  )
  expect(lazySources.some((source) => source.includes('xstate.init'))).toBe(true)
})

/** The customer-service page has a form, whose consent sentence is a `Trans` (ADR 031: not i18next's). */
const checkedPages = [
  '/fi-FI',
  '/en-EU/article/hvo100-at-every-station',
  '/sv-SE/privat/kundservice',
  '/no-NO/nope',
]

test.each(checkedPages)(
  '%s loads neither Zod, XState, i18next nor the deferred modules at start',
  async (path) => {
    const pageUrl = new URL(path, server.url)
    const html = await (await fetch(pageUrl)).text()
    const weight = await measurePageWeight(pageUrl, html, fetchFile)
    expect(weight.start.files.length).toBeGreaterThan(0)
    const found: string[] = []
    const sources = await sourcesOf(weight.start.files)
    weight.start.files.forEach((file, index) => {
      for (const { library, mark } of libraryMarks)
        if (sources[index]?.includes(mark)) found.push(`${library} in ${file.path}`)
      for (const { module, mark } of deferredMarks)
        if (sources[index]?.includes(mark)) found.push(`${module} in ${file.path}`)
    })
    expect(found).toEqual([])
  },
)

/** The build's manifest (dist/assets.json, beside the server's folder), as `key → file`. */
function builtFiles(): Map<string, string> {
  const parsed: unknown = JSON.parse(readFileSync(join(dirname(dirname(serverEntry)), 'assets.json'), 'utf8'))
  const files = new Map<string, string>()
  if (typeof parsed !== 'object' || parsed === null) return files
  for (const [key, entry] of Object.entries(parsed)) {
    const file: unknown = typeof entry === 'object' && entry !== null ? Reflect.get(entry, 'file') : undefined
    if (typeof file === 'string') files.set(key, file)
  }
  return files
}

test('ADR 026: a content page’s start bundle names no chunk of a deferred block', async () => {
  const deferred = [...builtFiles()]
    .filter(([key]) => /^blocks\/[a-z-]+\/[a-z-]+\.tsx$/.test(key))
    .map(([key, file]) => ({ key, name: file.split('/').pop() ?? file }))
  // The station blocks (the map with its fallback), the product list and the video at least.
  expect(deferred.length).toBeGreaterThanOrEqual(9)
  const pageUrl = new URL('/fi-FI', server.url)
  const weight = await measurePageWeight(pageUrl, await (await fetch(pageUrl)).text(), fetchFile)
  const named: string[] = []
  for (const file of weight.start.files) {
    const source = new TextDecoder().decode((await fetchFile(new URL(file.path, server.url))).wire)
    for (const { key, name } of deferred) if (source.includes(name)) named.push(`${key} in ${file.path}`)
  }
  expect(named).toEqual([])
})
