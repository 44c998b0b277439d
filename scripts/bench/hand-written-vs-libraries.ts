import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { etag } from 'hono/etag'
import { serveStatic } from 'hono/serve-static'
import { compression } from '../../server/middleware/compression.server.ts'
import { staticAssets } from '../../server/middleware/static-assets.server.ts'
import { z } from 'zod'
import { startBenchServer } from './server-process.ts'

/**
 * `npx tsx scripts/bench/hand-written-vs-libraries.ts [--json]`: each piece of server infrastructure we
 * kept, against the library that would replace it, measured in this one process (ADR 020, 021):
 *
 * 1. SVG sanitizing: ours (sanitize-html with the SVG policy) against DOMPurify on jsdom, the way
 *    DOMPurify runs on a server: what each lets through from the hostile corpus (tests/fixtures/svg),
 *    the time per document, the cost of loading it, and the packages it brings.
 * 2. Compressing answers: ours (Brotli, gzip where Brotli is not accepted) against Hono's `compress`
 *    (gzip; CompressionStream has no Brotli on Node 20): bytes and time for real pages and the largest
 *    JavaScript chunk.
 * 3. Static files: ours (in memory, Brotli made once at the best level, ETag from the start) against
 *    Hono's `serveStatic` reading the disk per request, with `compress` and `etag`: requests per second
 *    in-process and bytes on the wire.
 *
 * Needs a build (`npm run build`): the pages come from the production server, the chunk from dist/client.
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const corpusDir = join(repoRoot, 'tests/fixtures/svg')
const iconsDir = join(repoRoot, 'public/images/icons')
const clientDir = join(repoRoot, 'dist/client')
const serverEntry = join(repoRoot, 'dist/server/index.mjs')
const pages = ['/fi-FI', '/en-EU/article/hvo100-at-every-station']
const json = process.argv.includes('--json')

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

function round(value: number, digits = 1): number {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}

// ---------------------------------------------------------------------------------------------------
// 1. SVG sanitizing

interface Tag {
  element: string
  attributes: { name: string; value: string }[]
}

/** The output's tags, read the way a browser reads them; text between tags is escaped by every sanitizer here. */
function readTags(markup: string): Tag[] {
  return [...markup.matchAll(/<([A-Za-z][^\s/>]*)([^>]*)>/g)].map(([, element = '', rest = '']) => ({
    element: element.toLowerCase(),
    attributes: [...rest.matchAll(/([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)].map(
      ([, name = '', double, single, bare]) => ({
        name: name.toLowerCase(),
        value: double ?? single ?? bare ?? '',
      }),
    ),
  }))
}

const attributesOf = (tags: Tag[]) => tags.flatMap((tag) => tag.attributes)

/**
 * What a sanitized icon may not keep once it is inline in our page, whoever sanitized it: each is a rule
 * of ADR 014.
 */
const requirements: Record<string, (tags: Tag[]) => boolean> = {
  'keeps a <script> or an on… handler': (tags) =>
    tags.some((tag) => tag.element === 'script' || tag.attributes.some(({ name }) => name.startsWith('on'))),
  "keeps javascript:, expression() or data: in an attribute (inert in today's Chromium)": (tags) =>
    attributesOf(tags).some(({ value }) => /(?:java|vb)script:|expression\(|data:/i.test(value)),
  'points outside the image (href, src or url() not #id: a link, or a request)': (tags) =>
    attributesOf(tags).some(
      ({ name, value }) =>
        (/^(?:xlink:)?(?:href|src)$/.test(name) && !value.startsWith('#')) ||
        /url\(\s*['"]?(?!#)/i.test(value),
    ),
  'keeps CSS (<style> or a style attribute)': (tags) =>
    tags.some((tag) => tag.element === 'style' || tag.attributes.some(({ name }) => name === 'style')),
  'keeps animation, which can rewrite attributes': (tags) =>
    tags.some((tag) => /^(?:animate\w*|set)$/.test(tag.element)),
  'keeps more than 16 <use> (a "use bomb")': (tags) =>
    tags.filter((tag) => tag.element === 'use').length > 16,
  'ids not namespaced per image (clash with the page or another icon)': (tags) =>
    attributesOf(tags).some(({ name, value }) => name === 'id' && !/^svg[0-9a-f]{10}-/.test(value)),
}

type Sanitize = (source: string) => string | null

interface SanitizerReport {
  name: string
  /** Import and set-up, the first time in this process. */
  loadMs: number
  /** Median over rounds of the benign corpus and the footer icons (what a site serves), per document. */
  microsecondsPerDocument: number
  hostileFiles: number
  refused: number
  /** Per requirement: the hostile files whose output breaks it. */
  breaks: Record<string, string[]>
  /** The site's own footer icons that came out unchanged in what they draw (same elements, same colours). */
  iconsIntact: number
}

function readCorpus(directory: string): { name: string; source: string }[] {
  const utf8 = new TextDecoder('utf-8', { fatal: true })
  return readdirSync(directory)
    .filter((name) => name.endsWith('.svg'))
    .flatMap((name) => {
      try {
        return [{ name, source: utf8.decode(readFileSync(join(directory, name))) }]
      } catch {
        // Not UTF-8: the loader refuses it before any sanitizer sees it (vector-images.server.ts).
        return []
      }
    })
}

/** The shapes and paint of an icon: what must survive sanitizing for it to look the same. */
function drawing(svg: string): string {
  return [...svg.matchAll(/<(path|circle|rect|line|polyline|polygon|ellipse)\b[^>]*>/gi)]
    .map(([tag]) =>
      [...tag.matchAll(/\s(d|cx|cy|r|fill|stroke)="([^"]*)"/g)]
        .map(([, name, value]) => `${name}=${value}`)
        .join(' '),
    )
    .join('|')
}

function measureSanitizer(name: string, loadMs: number, sanitize: Sanitize): SanitizerReport {
  const corpus = readCorpus(corpusDir)
  const hostile = corpus.filter((file) => file.name.startsWith('hostile-'))
  const breaks: Record<string, string[]> = Object.fromEntries(
    Object.keys(requirements).map((key) => [key, []]),
  )
  let refused = 0
  for (const file of hostile) {
    const output = sanitize(file.source)
    if (output === null) {
      refused += 1
      continue
    }
    const tags = readTags(output)
    for (const [requirement, broken] of Object.entries(requirements)) {
      if (broken(tags)) breaks[requirement]?.push(file.name)
    }
  }
  const icons = readCorpus(iconsDir)
  const iconsIntact = icons.filter((icon) => {
    const output = sanitize(icon.source)
    return output !== null && drawing(output) === drawing(icon.source)
  }).length
  // Warm up, then rounds of the documents a site serves; the median round, per document.
  const served = [...corpus.filter((file) => file.name.startsWith('benign-')), ...icons]
  for (let round = 0; round < 5; round += 1) for (const file of served) sanitize(file.source)
  const rounds: number[] = []
  for (let round = 0; round < 30; round += 1) {
    const started = performance.now()
    for (const file of served) sanitize(file.source)
    rounds.push(((performance.now() - started) * 1000) / served.length)
  }
  return {
    name,
    loadMs: round(loadMs),
    microsecondsPerDocument: round(median(rounds)),
    hostileFiles: hostile.length,
    refused,
    breaks,
    iconsIntact,
  }
}

const packageManifest = z.object({ dependencies: z.record(z.string(), z.string()).optional() })

/** The packages a dependency brings (itself included) and their size on disk. */
function footprint(packageName: string): { packages: number; megabytes: number } {
  const seen = new Map<string, string>()
  const visit = (name: string, fromDir: string) => {
    let manifest: string
    try {
      manifest = createRequire(join(fromDir, 'noop.js')).resolve(`${name}/package.json`)
    } catch {
      // A package whose exports hide package.json: find its folder the way Node would.
      let directory = fromDir
      for (;;) {
        const candidate = join(directory, 'node_modules', name, 'package.json')
        if (existsSync(candidate)) {
          manifest = candidate
          break
        }
        const parent = resolve(directory, '..')
        if (parent === directory) return
        directory = parent
      }
    }
    const directory = resolve(manifest, '..')
    if (seen.has(directory)) return
    seen.set(directory, name)
    const { dependencies = {} } = packageManifest.parse(JSON.parse(readFileSync(manifest, 'utf8')))
    for (const dependency of Object.keys(dependencies)) visit(dependency, directory)
  }
  visit(packageName, repoRoot)
  const size = (path: string): number => {
    const stat = statSync(path)
    if (!stat.isDirectory()) return stat.size
    return readdirSync(path).reduce(
      (total, entry) => (entry === 'node_modules' ? total : total + size(join(path, entry))),
      0,
    )
  }
  const bytes = [...seen.keys()].reduce((total, directory) => total + size(directory), 0)
  return { packages: seen.size, megabytes: round(bytes / 1024 / 1024, 2) }
}

async function compareSanitizers() {
  let started = performance.now()
  const { sanitizeSvg } = await import('../../server/services/vector-images/sanitize-svg.server.ts')
  sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"/>')
  const oursLoadMs = performance.now() - started

  started = performance.now()
  const { JSDOM } = await import('jsdom')
  const { default: createDOMPurify } = await import('dompurify')
  const purify = createDOMPurify(new JSDOM('').window)
  purify.sanitize('<svg xmlns="http://www.w3.org/2000/svg"></svg>')
  const purifyLoadMs = performance.now() - started

  const profile = { USE_PROFILES: { svg: true, svgFilters: true } }
  return {
    sanitizers: [
      measureSanitizer('ours: sanitize-html + SVG policy', oursLoadMs, (source) => {
        const result = sanitizeSvg(source)
        return result.ok ? result.svg : null
      }),
      measureSanitizer('DOMPurify 3 on jsdom, SVG profile', purifyLoadMs, (source) =>
        purify.sanitize(source, profile),
      ),
      measureSanitizer('DOMPurify 3 on jsdom, SVG profile + <use>', purifyLoadMs, (source) =>
        purify.sanitize(source, { ...profile, ADD_TAGS: ['use'] }),
      ),
    ],
    footprint: {
      'sanitize-html': footprint('sanitize-html'),
      'dompurify + jsdom': {
        packages: footprint('dompurify').packages + footprint('jsdom').packages,
        megabytes: round(footprint('dompurify').megabytes + footprint('jsdom').megabytes, 2),
      },
    },
  }
}

// ---------------------------------------------------------------------------------------------------
// 2. and 3. Compression and static files

async function fetchPages(): Promise<{ path: string; html: string }[]> {
  const server = await startBenchServer(serverEntry, repoRoot, AbortSignal.timeout(60_000))
  try {
    return await Promise.all(
      pages.map(async (path) => {
        const response = await fetch(`${server.origin}${path}`, {
          headers: { 'Accept-Encoding': 'identity' },
        })
        return { path, html: await response.text() }
      }),
    )
  } finally {
    await server.stop()
  }
}

function largestChunk(): { path: string; body: Buffer } {
  const directory = join(clientDir, 'assets/chunks')
  const [largest] = readdirSync(directory)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ path: `/assets/chunks/${name}`, size: statSync(join(directory, name)).size }))
    .sort((a, b) => b.size - a.size)
  if (largest === undefined) throw new Error('no chunks in dist/client: run npm run build')
  return { path: largest.path, body: readFileSync(join(clientDir, largest.path)) }
}

/** Median time of `rounds` requests, and the bytes of the last answer. */
async function timeRequests(app: Hono, path: string, acceptEncoding: string, rounds: number) {
  const times: number[] = []
  let bytes = 0
  let encoding: string | null = null
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now()
    const response = await app.request(path, { headers: { 'Accept-Encoding': acceptEncoding } })
    const body = await response.arrayBuffer()
    times.push(performance.now() - started)
    bytes = body.byteLength
    encoding = response.headers.get('Content-Encoding')
  }
  return { ms: round(median(times), 3), bytes, encoding }
}

async function compareCompression(bodies: { name: string; body: string | Buffer; type: string }[]) {
  const results = []
  for (const { name, body, type } of bodies) {
    const answering = (middleware: ReturnType<typeof compress>) => {
      const app = new Hono()
      app.use(middleware)
      app.get('/', (c) => c.body(new Uint8Array(Buffer.from(body)), 200, { 'Content-Type': type }))
      return app
    }
    const browser = 'gzip, deflate, br, zstd'
    const ours = answering(compression())
    const hono = answering(compress())
    await timeRequests(ours, '/', browser, 10)
    await timeRequests(hono, '/', browser, 10)
    results.push({
      body: name,
      rawBytes: Buffer.byteLength(body),
      ours: await timeRequests(ours, '/', browser, 100),
      hono: await timeRequests(hono, '/', browser, 100),
    })
  }
  return results
}

async function compareStaticFiles(chunk: { path: string; body: Buffer }) {
  // A folder of its own: a build running meanwhile (the machine is shared) must not swap the file.
  const root = mkdtempSync(join(tmpdir(), 'forecourt-static-'))
  mkdirSync(join(root, 'assets/chunks'), { recursive: true })
  writeFileSync(join(root, chunk.path), chunk.body)
  const chunkPath = chunk.path
  const ours = new Hono()
  ours.use(staticAssets(root))
  const hono = new Hono()
  hono.use(etag(), compress())
  hono.use(
    serveStatic({
      root,
      join,
      getContent: async (path) => {
        try {
          return new Uint8Array(await readFile(path))
        } catch {
          return null
        }
      },
    }),
  )
  const browser = 'gzip, deflate, br, zstd'
  // The first answer of ours makes the Brotli variant once; warm both before timing.
  await timeRequests(ours, chunkPath, browser, 3)
  await timeRequests(hono, chunkPath, browser, 3)
  const requests = 300
  const measure = async (app: Hono) => {
    const started = performance.now()
    const timing = await timeRequests(app, chunkPath, browser, requests)
    return { ...timing, requestsPerSecond: Math.round(requests / ((performance.now() - started) / 1000)) }
  }
  const results = { file: chunkPath, ours: await measure(ours), hono: await measure(hono) }
  rmSync(root, { recursive: true, force: true })
  return results
}

// ---------------------------------------------------------------------------------------------------

function printSanitizers(report: Awaited<ReturnType<typeof compareSanitizers>>) {
  console.log(
    '\n1. SVG sanitizing: the hostile corpus, per requirement of ADR 014 (files whose output breaks it)',
  )
  for (const sanitizer of report.sanitizers) {
    console.log(`\n  ${sanitizer.name}`)
    console.log(
      `    load ${sanitizer.loadMs} ms · ${sanitizer.microsecondsPerDocument} µs per document · ` +
        `${sanitizer.refused}/${sanitizer.hostileFiles} hostile files refused whole · ` +
        `${sanitizer.iconsIntact} of the footer icons intact`,
    )
    for (const [requirement, files] of Object.entries(sanitizer.breaks)) {
      console.log(
        `    ${String(files.length).padStart(3)}  ${requirement}${files.length > 0 ? `: ${files.join(', ')}` : ''}`,
      )
    }
  }
  for (const [name, { packages, megabytes }] of Object.entries(report.footprint)) {
    console.log(`  installed: ${name}: ${packages} packages, ${megabytes} MB`)
  }
}

async function main() {
  if (!existsSync(serverEntry)) throw new Error('dist/ is missing: run npm run build first')
  const sanitizers = await compareSanitizers()
  const chunk = largestChunk()
  const pageBodies = await fetchPages()
  const compressionResults = await compareCompression([
    ...pageBodies.map(({ path, html }) => ({
      name: `${path} (HTML)`,
      body: html,
      type: 'text/html; charset=utf-8',
    })),
    { name: `${chunk.path} (JS)`, body: chunk.body, type: 'text/javascript; charset=utf-8' },
  ])
  const staticResults = await compareStaticFiles(chunk)
  const report = { sanitizers, compression: compressionResults, staticFiles: staticResults }
  if (json) {
    console.log(JSON.stringify(report, null, 2))
    return
  }
  printSanitizers(sanitizers)
  console.log('\n2. Compressing answers (a browser that accepts gzip, deflate, br, zstd; median of 100)')
  for (const result of compressionResults) {
    console.log(
      `  ${result.body}: ${result.rawBytes} B raw · ours ${result.ours.encoding} ${result.ours.bytes} B in ${result.ours.ms} ms` +
        ` · Hono compress ${result.hono.encoding} ${result.hono.bytes} B in ${result.hono.ms} ms`,
    )
  }
  console.log(`\n3. Static files: ${staticResults.file} (300 requests in-process)`)
  for (const [name, result] of [
    ['ours (memory, Brotli once)', staticResults.ours],
    ['Hono serveStatic + compress + etag', staticResults.hono],
  ] as const) {
    console.log(
      `  ${name}: ${result.requestsPerSecond} requests/s · median ${result.ms} ms · ${result.encoding} ${result.bytes} B`,
    )
  }
}

await main()
