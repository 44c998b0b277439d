import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'

/**
 * `--page-weight`: the JavaScript a page's HTML makes the browser load at start, found by reading the HTML
 * and the served files with string matching, not by running a browser. Vike's output is small and regular:
 * entry scripts, modulepreload links, and minified modules whose static imports are `import{…}from"./x.js"`.
 */

/** Issue 17: at most 100 KB of gzip JavaScript at start on a content page (issue 4 had 110). */
export const pageWeightGoalBytes = 100 * 1024

/**
 * How a file of the start set was found; `import` is a static import inside another start file,
 * `start-script` a module the page's start script fetches and runs after the first paint (ADR 039).
 */
export type LoadedBy = 'script' | 'modulepreload' | 'preload' | 'import' | 'start-script'

export interface ServedFile {
  /** The body as it came over the wire, still encoded. */
  wire: Uint8Array
  /** The response's Content-Encoding, null when the server sent none. */
  contentEncoding: string | null
}

/** Fetches one same-origin file asking for gzip, without decoding it; throws when it does not answer 2xx. */
export type FetchFile = (url: URL) => Promise<ServedFile>

export interface JsFileWeight {
  /** Path and query on the page's origin, e.g. `/assets/chunks/chunk-x.js`. */
  path: string
  loadedBy: LoadedBy | 'dynamic-import'
  /** The file itself, Content-Encoding undone. */
  rawBytes: number
  /** `gzip -9` of the file: the number held against the goal, whatever the server's own compression. */
  gzipBytes: number
  /** What the server sent when asked with `Accept-Encoding: gzip` (it leaves files under 1 KB as they are). */
  wireBytes: number
}

export interface JsSetWeight {
  /** Largest gzip first. */
  files: JsFileWeight[]
  rawBytes: number
  gzipBytes: number
  wireBytes: number
}

export interface PageWeight {
  path: string
  /** What the HTML loads at start: the number held against the goal. */
  start: JsSetWeight
  /** Reachable only through dynamic `import()`, from the start set or from each other; not counted. */
  lazy: JsSetWeight
  /** Scripts on another origin: named, not fetched or counted. */
  crossOrigin: string[]
  /** Every Content-Encoding the server answered the JS requests with (`identity` for none). */
  contentEncodings: string[]
}

interface FoundScript {
  url: URL
  loadedBy: LoadedBy
}

interface FoundImports {
  static: URL[]
  dynamic: URL[]
}

const attributePattern = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

/** Attribute names lower-cased; values with the few entities React and Vike write in URLs decoded. */
function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const match of source.matchAll(attributePattern)) {
    const name = match[1]
    if (name === undefined) continue
    const value = match[2] ?? match[3] ?? match[4] ?? ''
    found.set(
      name.toLowerCase(),
      value
        .replaceAll('&quot;', '"')
        .replaceAll('&#x27;', "'")
        .replaceAll('&#39;', "'")
        .replaceAll('&amp;', '&'),
    )
  }
  return found
}

/** Script types a browser runs; anything else (JSON payloads, ld+json) is data. */
function isJavaScriptType(type: string | undefined): boolean {
  const normalized = (type ?? '').trim().toLowerCase()
  return ['', 'module', 'text/javascript', 'application/javascript'].includes(normalized)
}

/** A URL worth following: relative or absolute, never a bare name (minified code has many strings). */
function resolveSpecifier(specifier: string, base: URL): URL | null {
  if (!/^(?:\.{1,2}\/|\/(?!\/)|https?:\/\/)/.test(specifier)) return null
  const url = new URL(specifier, base)
  url.hash = ''
  return url
}

const staticImportPattern = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$\s{},*]*?\bfrom\s*)?(["'])([^"'\n]+)\1/g
const dynamicImportPattern = /(?:^|[^\w$.])import\s*\(\s*(?:(["'])([^"'\n]+)\1|`([^`$\n]+)`)\s*\)/g

/**
 * Static `import`/`export … from` and dynamic `import()` specifiers of a module, resolved against its URL.
 * Vite writes dynamic imports with a template literal, hence the backquotes.
 */
export function moduleImports(source: string, moduleUrl: URL): FoundImports {
  const collect = (pattern: RegExp, pick: (match: RegExpExecArray) => string | undefined) => {
    const urls: URL[] = []
    for (const match of source.matchAll(pattern)) {
      const specifier = pick(match)
      const url = specifier === undefined ? null : resolveSpecifier(specifier, moduleUrl)
      if (url !== null) urls.push(url)
    }
    return urls
  }
  return {
    static: collect(staticImportPattern, (match) => match[2]),
    dynamic: collect(dynamicImportPattern, (match) => match[2] ?? match[3]),
  }
}

/**
 * The JavaScript a document loads at start: `<script src>` of a JavaScript type, `<link rel="modulepreload">`,
 * `<link rel="preload" as="script">`, the modules a start script names (`data-page-modules`, ADR 039),
 * and the imports of inline module scripts.
 */
export function startScripts(html: string, pageUrl: URL): { scripts: FoundScript[]; inlineDynamic: URL[] } {
  const scripts: FoundScript[] = []
  const inlineDynamic: URL[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = attributes(match[1] ?? '')
    if (!isJavaScriptType(attrs.get('type'))) continue
    // ADR 039, ADR 041: a page's modules, fetched after its first paint but still what it loads at start.
    const startModules = attrs.get('data-page-modules')
    if (startModules !== undefined) {
      for (const address of startModules.split(/\s+/).filter((part) => part !== ''))
        scripts.push({ url: new URL(address, pageUrl), loadedBy: 'start-script' })
    }
    const src = attrs.get('src')
    if (src !== undefined) {
      const url = resolveSpecifier(src, pageUrl) ?? new URL(src, pageUrl)
      scripts.push({ url, loadedBy: 'script' })
      continue
    }
    const imports = moduleImports(match[2] ?? '', pageUrl)
    // Only a module script may import statically; a classic one can still import() lazily.
    if (attrs.get('type') === 'module')
      for (const url of imports.static) scripts.push({ url, loadedBy: 'import' })
    inlineDynamic.push(...imports.dynamic)
  }
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(match[1] ?? '')
    const href = attrs.get('href')
    if (href === undefined) continue
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/)
    if (rel.includes('modulepreload'))
      scripts.push({ url: new URL(href, pageUrl), loadedBy: 'modulepreload' })
    else if (rel.includes('preload') && attrs.get('as')?.toLowerCase() === 'script')
      scripts.push({ url: new URL(href, pageUrl), loadedBy: 'preload' })
  }
  return { scripts, inlineDynamic }
}

/** Undoes the Content-Encodings a server may answer `Accept-Encoding: gzip` with. */
export function decodeBody(file: ServedFile): Uint8Array {
  const encoding = (file.contentEncoding ?? 'identity').trim().toLowerCase()
  if (encoding === 'identity') return file.wire
  if (encoding === 'gzip' || encoding === 'x-gzip') return gunzipSync(file.wire)
  // Not asked for, but a server may still send it; decoding it keeps the raw and gzip numbers right.
  if (encoding === 'br') return brotliDecompressSync(file.wire)
  throw new Error(`cannot decode Content-Encoding ${JSON.stringify(file.contentEncoding)}`)
}

function setWeight(files: JsFileWeight[]): JsSetWeight {
  const sorted = [...files].sort((a, b) => b.gzipBytes - a.gzipBytes || a.path.localeCompare(b.path))
  return {
    files: sorted,
    rawBytes: sorted.reduce((sum, file) => sum + file.rawBytes, 0),
    gzipBytes: sorted.reduce((sum, file) => sum + file.gzipBytes, 0),
    wireBytes: sorted.reduce((sum, file) => sum + file.wireBytes, 0),
  }
}

/**
 * Follows the start scripts and their static imports (the start set), then the dynamic imports from there
 * (the lazy set), fetching each same-origin file once and gzipping it at level 9.
 */
export async function measurePageWeight(
  pageUrl: URL,
  html: string,
  fetchFile: FetchFile,
): Promise<PageWeight> {
  const { scripts, inlineDynamic } = startScripts(html, pageUrl)
  const crossOrigin = new Set<string>()
  const encodings = new Set<string>()
  const measured = new Map<string, JsFileWeight>()

  const visit = async (url: URL, loadedBy: JsFileWeight['loadedBy']): Promise<FoundImports | null> => {
    if (url.origin !== pageUrl.origin) {
      crossOrigin.add(url.href)
      return null
    }
    if (measured.has(url.href)) return null
    const served = await fetchFile(url)
    encodings.add(served.contentEncoding ?? 'identity')
    const body = decodeBody(served)
    measured.set(url.href, {
      path: `${url.pathname}${url.search}`,
      loadedBy,
      rawBytes: body.byteLength,
      gzipBytes: gzipSync(body, { level: 9 }).byteLength,
      wireBytes: served.wire.byteLength,
    })
    return moduleImports(Buffer.from(body).toString('utf8'), url)
  }

  const lazyRoots = [...inlineDynamic]
  const startQueue = [...scripts]
  for (let next = startQueue.shift(); next !== undefined; next = startQueue.shift()) {
    const imports = await visit(next.url, next.loadedBy)
    if (imports === null) continue
    startQueue.push(...imports.static.map((url): FoundScript => ({ url, loadedBy: 'import' })))
    lazyRoots.push(...imports.dynamic)
  }
  const startHrefs = new Set(measured.keys())

  // A lazy chunk's own static imports load with it, so they belong to the lazy set too.
  const lazyQueue = [...lazyRoots]
  for (let next = lazyQueue.shift(); next !== undefined; next = lazyQueue.shift()) {
    const imports = await visit(next, 'dynamic-import')
    if (imports !== null) lazyQueue.push(...imports.static, ...imports.dynamic)
  }

  const all = [...measured.entries()]
  return {
    path: `${pageUrl.pathname}${pageUrl.search}`,
    start: setWeight(all.filter(([href]) => startHrefs.has(href)).map(([, file]) => file)),
    lazy: setWeight(all.filter(([href]) => !startHrefs.has(href)).map(([, file]) => file)),
    crossOrigin: [...crossOrigin].sort(),
    contentEncodings: [...encodings].sort(),
  }
}

/** KB as 1024 bytes, the unit Lighthouse's byte-weight audits use (KiB), so the two can be compared. */
export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`
}

function fileLine(file: JsFileWeight): string {
  return (
    `    ${formatKb(file.gzipBytes).padStart(9)} gzip  ${formatKb(file.rawBytes).padStart(9)} raw  ` +
    `${formatKb(file.wireBytes).padStart(9)} wire  ${file.path}  (${file.loadedBy})`
  )
}

function setLine(label: string, set: JsSetWeight, note: string): string {
  return (
    `  ${label.padEnd(9)}${String(set.files.length).padStart(3)} files  ${formatKb(set.gzipBytes).padStart(9)} gzip  ` +
    `${formatKb(set.rawBytes).padStart(9)} raw  ${formatKb(set.wireBytes).padStart(9)} wire   ${note}`
  )
}

const largestShown = 5
const largestLazyShown = 3

export function formatPageWeights(pages: PageWeight[]): string {
  const encodings = [...new Set(pages.flatMap((page) => page.contentEncodings))].join(', ')
  const lines = [
    'JavaScript the HTML loads at start (<script src>, modulepreload, their static imports).',
    'gzip = gzip level 9 of each file, computed here: the number held against the goal.',
    `wire = bytes the server sent to Accept-Encoding: gzip (its Content-Encodings: ${encodings || 'none'}).`,
    '1 KB = 1024 B. goal ≤ 100 KB gzip',
  ]
  for (const page of pages) {
    const over = page.start.gzipBytes - pageWeightGoalBytes
    const verdict = over > 0 ? `${formatKb(over)} over the goal` : `${formatKb(-over)} under the goal`
    lines.push(
      '',
      page.path,
      setLine('at start', page.start, `(${verdict})`),
      ...page.start.files.slice(0, largestShown).map(fileLine),
      setLine('lazy', page.lazy, '(dynamic import(): on demand, some during hydration; not counted)'),
      ...page.lazy.files.slice(0, largestLazyShown).map(fileLine),
    )
    if (page.crossOrigin.length > 0) lines.push(`  other origins, not counted: ${page.crossOrigin.join(' ')}`)
  }
  return lines.join('\n')
}
