import { open, realpath } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import { LRUCache } from 'lru-cache'
import type { SanitizedSvg, LayoutWithInlineIcons } from '#schemas/inline-svg.ts'
import type { LayoutResponse } from '#schemas/layout.ts'
import type { Logger } from '#server/logger.server.ts'
import { maxSvgBytes, sanitizeSvg, type SvgRefusal } from './sanitize-svg.server.ts'

export type VectorImageRefusal =
  /** Neither one of the site's own `/images/…` files nor on the CMS's origin. */
  | 'not-allowed'
  | 'not-found'
  /** The CMS answered something other than 200 (a redirect included: it could lead anywhere). */
  | 'upstream-status'
  | 'wrong-content-type'
  /** No answer in time, or no connection. */
  | 'unreachable'
  | 'not-utf8'
  | SvgRefusal

export type VectorImageOutcome =
  | { ok: true; svg: SanitizedSvg; removed: string[] }
  | { ok: false; reason: VectorImageRefusal; detail: string }

/** Refusals that may pass by themselves: a page asks again once the short negative cache has expired. */
const transientRefusals = new Set<VectorImageRefusal>(['upstream-status', 'unreachable'])

export interface VectorImagesOptions {
  /**
   * Where the site's own `/images/…` files are read from: the client build in production (the public
   * folder is copied into it), `public/` in development and tests. Never fetched over HTTP.
   */
  publicDir: string
  /** `CMS_API_URL`: images on its origin (scheme, host and port) may be fetched; no other host. */
  cmsApiUrl?: string | undefined
  logger?: Logger | undefined
  /** Per fetch, headers and body together. */
  timeoutMs?: number
  /** How many URLs' results are kept (least recently used first out). */
  cacheEntries?: number
  /** How long a sanitized image is kept, and how long a refusal. */
  cacheMs?: number
  refusalCacheMs?: number
  now?: () => number
}

export interface VectorImages {
  /** spec §7 call 11: the image at `url`, sanitized, or why it cannot be embedded. Never throws. */
  load(url: string): Promise<VectorImageOutcome>
  /**
   * The layout with its footer icons' SVG inline (`inlineIcons`, keyed by image URL), worked out once per
   * layout object; an icon that cannot be embedded keeps its `<img>`.
   */
  inlineFooterIcons(layout: LayoutResponse): Promise<LayoutWithInlineIcons>
}

/** `/images/icons/station.svg`: plain segments only, so no `..`, no encoded characters, no query. */
const publicImagePath = /^\/images\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\.svg$/

const refuse = (reason: VectorImageRefusal, detail: string): VectorImageOutcome => ({
  ok: false,
  reason,
  detail,
})

class Refusal extends Error {
  constructor(
    readonly reason: VectorImageRefusal,
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`)
  }
}

async function readPublicImage(publicDir: string, path: string): Promise<Uint8Array> {
  let file: string
  let imagesDir: string
  try {
    imagesDir = await realpath(join(publicDir, 'images'))
    // realpath: a symbolic link inside images/ must not lead out of it.
    file = await realpath(join(publicDir, path))
  } catch {
    throw new Refusal('not-found', path)
  }
  if (!file.startsWith(imagesDir + sep))
    throw new Refusal('not-allowed', `${path} leads outside the images folder`)
  const handle = await open(file, 'r').catch(() => {
    throw new Refusal('not-found', path)
  })
  try {
    const stat = await handle.stat()
    if (!stat.isFile()) throw new Refusal('not-found', path)
    if (stat.size > maxSvgBytes) throw new Refusal('too-large', `${stat.size} bytes`)
    const buffer = Buffer.alloc(stat.size)
    const { bytesRead } = await handle.read(buffer, 0, stat.size, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/** `image/svg+xml`, with or without parameters such as a charset. */
function isSvgContentType(header: string | null): boolean {
  return header?.split(';')[0]?.trim().toLowerCase() === 'image/svg+xml'
}

/** Reads at most `limit` bytes: a larger body is abandoned as soon as it passes the limit. */
async function readCapped(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array> {
  if (body === null) return new Uint8Array()
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      void reader.cancel().catch(() => undefined)
      throw new Refusal('too-large', `more than ${limit} bytes`)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

async function fetchRemoteImage(url: URL, timeoutMs: number): Promise<Uint8Array> {
  let response: Response
  try {
    response = await fetch(url, {
      headers: { accept: 'image/svg+xml' },
      // A redirect could lead off the allow-listed origin: it is refused, not followed.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    throw new Refusal('unreachable', error instanceof Error ? error.message : String(error))
  }
  // Not awaited: an answer we refuse owes us no clean close, and waiting on one would hold the page.
  const discard = () => void response.body?.cancel().catch(() => undefined)
  if (response.status !== 200) {
    discard()
    throw new Refusal('upstream-status', String(response.status))
  }
  const contentType = response.headers.get('content-type')
  if (!isSvgContentType(contentType)) {
    discard()
    throw new Refusal('wrong-content-type', contentType ?? 'none')
  }
  const declaredLength = Number(response.headers.get('content-length') ?? Number.NaN)
  if (declaredLength > maxSvgBytes) {
    discard()
    throw new Refusal('too-large', `${declaredLength} bytes declared`)
  }
  try {
    return await readCapped(response.body, maxSvgBytes)
  } catch (error) {
    if (error instanceof Refusal) throw error
    throw new Refusal('unreachable', error instanceof Error ? error.message : String(error))
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * spec §7 call 11 (GET of a vector image asset URL → svg embedded). Images come from allow-listed places
 * only: the site's own `/images/…` files, read from disk, and the CMS's origin over HTTP(S) when
 * `CMS_API_URL` is set, where the answer must be `image/svg+xml` and at most 64 KB (counted while it
 * streams in). Every image is sanitized (sanitize-svg.server.ts) before it may be embedded, and the
 * result, or the refusal, is kept per URL in a bounded cache.
 */
export function createVectorImages(options: VectorImagesOptions): VectorImages {
  const publicDir = resolve(options.publicDir)
  const cmsOrigin = options.cmsApiUrl === undefined ? null : new URL(options.cmsApiUrl).origin
  const timeoutMs = options.timeoutMs ?? 2_000
  const cacheMs = options.cacheMs ?? 10 * 60_000
  const refusalCacheMs = options.refusalCacheMs ?? 60_000
  const now = options.now ?? Date.now
  // Expiry is kept beside the outcome, on the clock given (`now`), rather than with lru-cache's own `ttl`,
  // which reads `performance.now()`: a refusal and an image live for different times on one clock.
  const cache = new LRUCache<string, { outcome: VectorImageOutcome; expiresAt: number }>({
    max: options.cacheEntries ?? 256,
  })
  const loading = new Map<string, Promise<VectorImageOutcome>>()
  const inlined = new WeakMap<LayoutResponse, Promise<LayoutWithInlineIcons>>()

  async function readBytes(url: string): Promise<Uint8Array> {
    if (url.startsWith('/') && !url.startsWith('//')) {
      if (!publicImagePath.test(url)) throw new Refusal('not-allowed', 'a site path outside /images/…/*.svg')
      return readPublicImage(publicDir, url)
    }
    if (!URL.canParse(url)) throw new Refusal('not-allowed', 'not a URL')
    const parsed = new URL(url)
    if (cmsOrigin === null || parsed.origin !== cmsOrigin) throw new Refusal('not-allowed', parsed.origin)
    if (parsed.username !== '' || parsed.password !== '')
      throw new Refusal('not-allowed', 'credentials in URL')
    return fetchRemoteImage(parsed, timeoutMs)
  }

  async function fetchAndSanitize(url: string): Promise<VectorImageOutcome> {
    let bytes: Uint8Array
    try {
      bytes = await readBytes(url)
    } catch (error) {
      if (error instanceof Refusal) return refuse(error.reason, error.detail)
      return refuse('unreachable', error instanceof Error ? error.message : String(error))
    }
    let text: string
    try {
      text = utf8.decode(bytes)
    } catch {
      return refuse('not-utf8', 'the document is not UTF-8')
    }
    return sanitizeSvg(text)
  }

  async function loadFresh(url: string): Promise<VectorImageOutcome> {
    const outcome = await fetchAndSanitize(url)
    if (!outcome.ok) {
      options.logger?.warn({ url, reason: outcome.reason, detail: outcome.detail }, 'vector image refused')
    } else if (outcome.removed.length > 0) {
      // Editors' files with scripts or foreign references are worth knowing about; the image still shows.
      options.logger?.info({ url, removed: outcome.removed }, 'vector image sanitized')
    }
    cache.set(url, { outcome, expiresAt: now() + (outcome.ok ? cacheMs : refusalCacheMs) })
    return outcome
  }

  function load(url: string): Promise<VectorImageOutcome> {
    const cached = cache.get(url)
    if (cached !== undefined && cached.expiresAt > now()) return Promise.resolve(cached.outcome)
    let pending = loading.get(url)
    if (pending === undefined) {
      pending = loadFresh(url).finally(() => loading.delete(url))
      loading.set(url, pending)
    }
    return pending
  }

  async function withInlineIcons(layout: LayoutResponse): Promise<LayoutWithInlineIcons> {
    const urls = new Set(
      layout.footer.icons.flatMap((icon) => (icon.image === undefined ? [] : [icon.image.url])),
    )
    const inlineIcons: Record<string, SanitizedSvg> = {}
    let transient = false
    try {
      const outcomes = await Promise.all([...urls].map(async (url) => ({ url, outcome: await load(url) })))
      // Filled in the layout's icon order, not in the order the loads finish: the layout is serialized
      // into the page, and the same layout must always give the same page.
      for (const { url, outcome } of outcomes) {
        if (outcome.ok) inlineIcons[url] = outcome.svg
        else if (transientRefusals.has(outcome.reason)) transient = true
      }
    } catch (error) {
      // Icons are decoration: whatever went wrong, the page renders with its `<img>` icons.
      options.logger?.error({ error }, 'vector images failed')
      transient = true
    }
    // A CMS hiccup must not pin the `<img>` fallback to this layout object for good.
    if (transient) inlined.delete(layout)
    return Object.keys(inlineIcons).length === 0 ? layout : { ...layout, inlineIcons }
  }

  return {
    load,
    inlineFooterIcons: (layout) => {
      let pending = inlined.get(layout)
      if (pending === undefined) {
        pending = withInlineIcons(layout)
        inlined.set(layout, pending)
      }
      return pending
    },
  }
}
