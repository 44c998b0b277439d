import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { extname, join, relative, sep } from 'node:path'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress'
import { getMimeType } from 'hono/utils/mime'
import { methodNotAllowed } from '#server/api/api-error.server.ts'
import { allowHeader, readMethods } from '#server/http/allowed-methods.server.ts'
import { compressBody, compressionThreshold, negotiateEncoding, type Encoding } from './compression.server.ts'

/** Types Hono's table lacks. */
const extraContentTypes: Record<string, string> = { vtt: 'text/vtt; charset=utf-8' }

/** The Content-Type a file is served with, by its extension (`.svg`, …): Hono's table, then ours. */
export function contentTypeForExtension(extension: string): string {
  const name = `file${extension}`
  return getMimeType(name) ?? getMimeType(name, extraContentTypes) ?? 'application/octet-stream'
}

/** A file served from memory: its ETag and whether it is worth compressing, worked out once. */
export interface StaticFile {
  path: string
  contentType: string
  etag: string
  body: Buffer
  compressible: boolean
  variants: Map<Encoding, Promise<Buffer>>
}

export function staticFile(urlPath: string, contentType: string, body: Buffer): StaticFile {
  return {
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

/** Files whose name carries a content hash never change, so browsers and CDNs may keep them for good. */
function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600'
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
    'Cache-Control': cacheControlFor(file.path),
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
