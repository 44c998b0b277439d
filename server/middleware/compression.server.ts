import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'
import { createMiddleware } from 'hono/factory'
import { parseAccept } from 'hono/utils/accept'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Bodies smaller than this gain less than the headers and CPU cost (issue: 1 KB and more). */
export const compressionThreshold = 1024

export type Encoding = 'br' | 'gzip'

/**
 * Picks the encoding from Accept-Encoding (parsed by Hono), Brotli first whenever it is acceptable at all,
 * whatever the weights: it is the smaller of the two. `q=0` excludes a coding, `*` stands for any.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (acceptEncoding === undefined) return null
  const accepted = new Map(parseAccept(acceptEncoding).map(({ type, q }) => [type.toLowerCase(), q]))
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0
  if (weight('br') > 0) return 'br'
  if (weight('gzip') > 0) return 'gzip'
  return null
}

/**
 * How hard to compress, by how often the result is sent and how often it is made again:
 * - `fast`: an answer sent once;
 * - `kept`: one the page cache keeps and sends again. Brotli's quality 8, not 11: on our pages 11 saves
 *   another 8 % (about 1 KB) for 35 to 60 times the CPU (60 to 100 ms a page against under 2), and a kept
 *   page is compressed again each time it is rendered again: every minute for a page in demand, and for
 *   every made-up search a client sends twice (ADR 043);
 * - `best`: a static file, made once in the process's life.
 */
export type CompressionEffort = 'fast' | 'kept' | 'best'

const brotliQuality: Record<CompressionEffort, number> = { fast: 5, kept: 8, best: 11 }
const gzipLevel: Record<CompressionEffort, number> = { fast: 6, kept: 9, best: 9 }

export async function compressBody(
  body: Uint8Array,
  encoding: Encoding,
  effort: CompressionEffort,
): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQuality[effort],
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    })
  }
  return gzipAsync(body, { level: gzipLevel[effort] })
}

async function compressedResponse(
  original: Response,
  body: Uint8Array,
  encoding: Encoding,
): Promise<Response> {
  const compressed = await compressBody(body, encoding, 'fast')
  const response = new Response(new Uint8Array(compressed), original)
  response.headers.set('Content-Encoding', encoding)
  response.headers.set('Content-Length', String(compressed.byteLength))
  return response
}

/**
 * Compresses text responses of 1 KB and more with Brotli or gzip (Hono's list of compressible types).
 * Responses that are already encoded (the precompressed static assets), ranges and bodiless answers pass
 * through untouched. Not Hono's `compress`: it has no Brotli on Node 20 (ADR 022).
 */
export function compression() {
  return createMiddleware(async (c, next) => {
    await next()
    const response = c.res
    const headers = response.headers
    headers.append('Vary', 'Accept-Encoding')
    if (c.req.method === 'HEAD' || headers.has('Content-Encoding')) return
    if (response.status === 204 || response.status === 206 || response.status === 304) return
    if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get('Content-Type') ?? '')) return
    const encoding = negotiateEncoding(c.req.header('accept-encoding'))
    // `body` last: reading it turns srvx's own response (a page, a kept answer) into a web stream.
    if (encoding === null || response.body === null) return
    const declaredLength = Number(headers.get('Content-Length') ?? Number.NaN)
    if (declaredLength < compressionThreshold) return
    const body = new Uint8Array(await response.arrayBuffer())
    const replacement =
      body.byteLength < compressionThreshold
        ? new Response(body, response)
        : await compressedResponse(response, body, encoding)
    // Hono merges the old response's headers into an assigned one; clearing first keeps the new
    // Content-Length and Content-Encoding.
    c.res = undefined
    c.res = replacement
  })
}
