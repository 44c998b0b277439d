import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { serverEntry, startProductionServer, type RunningServer } from '#tests/setup/production-server.ts'
import { measurePageWeight, type ServedFile } from '../scripts/bench/page-weight.ts'

/**
 * ADR 010 and ADR 018: a content page's start bundle carries neither Zod (validation loads with the
 * code that validates, as zod/mini) nor XState (machines start on first use). Read from the built
 * server the way the page-weight bench reads it: the HTML's scripts and their static imports.
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
]

test('the Zod mark is in Zod’s own code, so finding none means Zod is not there', () => {
  const require = createRequire(import.meta.url)
  const zodCore = readFileSync(require.resolve('zod/v4/core').replace(/index\.c?js$/, 'schemas.js'), 'utf8')
  expect(zodCore).toContain(libraryMarks[0]?.mark)
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

test.each(['/fi-FI', '/en-EU/article/hvo100-at-every-station', '/sv-SE/privat/kundservice', '/no-NO/nope'])(
  '%s loads neither Zod nor XState at start',
  async (path) => {
    const pageUrl = new URL(path, server.url)
    const html = await (await fetch(pageUrl)).text()
    const weight = await measurePageWeight(pageUrl, html, fetchFile)
    expect(weight.start.files.length).toBeGreaterThan(0)
    const found: string[] = []
    for (const file of weight.start.files) {
      const source = new TextDecoder().decode((await fetchFile(new URL(file.path, server.url))).wire)
      for (const { library, mark } of libraryMarks)
        if (source.includes(mark)) found.push(`${library} in ${file.path}`)
    }
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
