import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { extname, join, relative, sep } from 'node:path'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress'
import { getMimeType } from 'hono/utils/mime'
import { methodNotAllowed } from '#server/api/api-error.server.ts'
import { allowHeader, readMethods } from '#server/http/allowed-methods.server.ts'
import { publicFileVersion } from '#server/public-file-version.server.ts'
import { compressBody, compressionThreshold, negotiateEncoding, type Encoding } from './compression.server.ts'

/** Types Hono's table lacks. */
const extraContentTypes: Record<string, string> = { vtt: 'text/vtt; charset=utf-8' }

/** The Content-Type a file is served with, by its extension (`.svg`, …): Hono's table, then ours. */
export function contentTypeForExtension(extension: string): string {
  const name = `file${extension}`
  return getMimeType(name) ?? getMimeType(name, extraContentTypes) ?? 'application/octet-stream'
}

/** The build's own files: their names carry their content hash. */
const immutablePrefix = '/assets/'
const keptForGood = 'public, max-age=31536000, immutable'
/** A URL without the file's current version: pages of an earlier build, or a link from elsewhere. */
const keptAnHour = 'public, max-age=3600'

/** A file served from memory: its ETag and whether it is worth compressing, worked out once. */
export interface StaticFile {
  path: string
  contentType: string
  etag: string
  body: Buffer
  compressible: boolean
  variants: Map<Encoding, Promise<Buffer>>
  /**
   * A file of `public/` (ADR 032): its version, which a URL that may be kept for good names (`?v=…`).
   * Null for the build's own files under `/assets/`, whose names carry their content hash.
   */
  version: string | null
}

export function staticFile(urlPath: string, contentType: string, body: Buffer): StaticFile {
  return {
    version: urlPath.startsWith(immutablePrefix) ? null : publicFileVersion(body),
    path: urlPath,
    contentType,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    body,
    compressible:
      COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType) && body.byteLength >= compressionThreshold,
    variants: new Map(),
  }
}

function walk(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = join(directory, entry.name)
    if (entry.isDirectory()) return entry.name === '.vite' ? [] : walk(full)
    return entry.isFile() ? [full] : []
  })
}

/**
 * A URL that names what it answers for good may be kept for good: a file whose name carries its content
 * hash, or a file of `public/` asked for with its current version (`?v=`, ADR 032). The same file at its
 * plain path, or with a version it no longer has (a page of an earlier build), is still answered, for an
 * hour: what links to it keeps working, and sees a change within the hour.
 */
function cacheControlFor(file: StaticFile, version: string | undefined): string {
  if (file.version === null) return keptForGood
  return version === file.version ? keptForGood : keptAnHour
}

/**
 * Serves the client build (production only). The file list is read once at start, so a request can
 * never reach outside the directory; bodies and their Brotli/gzip variants (best level, made once) are
 * kept in memory. Not Hono's `serveStatic`: it reads the disk on every request and compresses only by
 * serving `.br`/`.gz` files that our build does not write. Behind `compress` and `etag` it answered our
 * largest chunk 30 to 45 times slower, and in gzip 16 % larger than our Brotli (ADR 022,
 * `scripts/bench/hand-written-vs-libraries.ts`).
 */
export function staticAssets(clientDir: string) {
  const files = new Map<string, StaticFile>()
  for (const absolute of walk(clientDir)) {
    const urlPath = `/${relative(clientDir, absolute).split(sep).join('/')}`
    const contentType = contentTypeForExtension(extname(absolute))
    const body = readFileSync(absolute)
    files.set(urlPath, staticFile(urlPath, contentType, body))
  }

  return createMiddleware(async (c, next) => {
    const file = files.get(new URL(c.req.url).pathname)
    if (file === undefined) return next()
    return serveStaticFile(c, file)
  })
}

/**
 * The answer for a file kept in memory: it is only ever read (issue 11: every method gets a deliberate
 * answer), `If-None-Match` on its ETag is a 304, and its Brotli or gzip variant is made once, at the
 * best level.
 */
export async function serveStaticFile(c: Context, file: StaticFile): Promise<Response> {
  if (c.req.method === 'OPTIONS') return c.body(null, 204, { Allow: allowHeader(readMethods) })
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') throw methodNotAllowed(readMethods)
  const headers = new Headers({
    'Content-Type': file.contentType,
    'Cache-Control': cacheControlFor(file, c.req.query('v')),
    ETag: file.etag,
    Vary: 'Accept-Encoding',
  })
  if (c.req.header('if-none-match') === file.etag) return new Response(null, { status: 304, headers })
  const encoding = file.compressible ? negotiateEncoding(c.req.header('accept-encoding')) : null
  let body: Buffer = file.body
  if (encoding !== null) {
    let variant = file.variants.get(encoding)
    if (variant === undefined) {
      variant = compressBody(file.body, encoding, 'best')
      file.variants.set(encoding, variant)
    }
    body = await variant
    headers.set('Content-Encoding', encoding)
  }
  headers.set('Content-Length', String(body.byteLength))
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers })
}
