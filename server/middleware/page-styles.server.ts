import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createMiddleware } from 'hono/factory'
import { z } from 'zod'
import { ApiError } from '#server/api/api-error.server.ts'
import { serveStaticFile, staticFile, type StaticFile } from './static-assets.server.ts'

/**
 * One stylesheet a page instead of one per module (ADR 025). Vike links the CSS of every module a page
 * imports, and the head links the styles of its lazy blocks: a station page had 21 render-blocking
 * stylesheets, and on a phone's connection each round of them delays the first paint (Lighthouse mobile:
 * first paint 2.6 s with 21 requests, 1.7–2.1 s with one). The server joins them, in the page's order, into
 * one file named by the content hashes of its parts: any node of any deployment of the same build serves
 * the same file at the same address, and a browser keeps it for good.
 */

/** Where a page's joined stylesheet is served: `/assets/styles/<hash>.<hash>….css`. */
export const joinedStylesPrefix = '/assets/styles/'
/** The build's stylesheets, as Vite writes them (`name.<hash>.css`). */
const stylesheetDirectory = 'assets/static'
/** A page with more parts than this is a client making addresses up, not one of ours. */
const maxParts = 64
/** Joined files kept in memory; the site has a few dozen page shapes, so this is never reached in use. */
const maxCachedJoins = 256

export interface BuildStylesheet {
  /** The address the build serves it at. */
  href: string
  css: string
}

/** The build's stylesheets by the content hash in their name, and the hash of each address. */
export interface BuildStylesheets {
  byHash: ReadonlyMap<string, BuildStylesheet>
  hashOfHref: ReadonlyMap<string, string>
}

/** The content hash of a built stylesheet's name (`search.Bd8Hg4NY.css` → `Bd8Hg4NY`), or null. */
export function stylesheetHash(fileName: string): string | null {
  return /\.([A-Za-z0-9_-]+)\.css$/.exec(fileName)?.[1] ?? null
}

/**
 * Reads the build's stylesheets once, at start. One stylesheet imported by two ways (a relative path and
 * an import alias) is emitted twice under two names with one content hash: both names are that sheet.
 * Two files with one hash but different content (never seen) are left out: their links stay as they are.
 */
export function readBuildStylesheets(clientDir: string): BuildStylesheets {
  const directory = join(clientDir, stylesheetDirectory)
  const byHash = new Map<string, BuildStylesheet>()
  const hashOfHref = new Map<string, string>()
  const clashing = new Set<string>()
  let names: string[]
  try {
    names = readdirSync(directory)
  } catch {
    return { byHash, hashOfHref }
  }
  for (const name of names.sort()) {
    const hash = stylesheetHash(name)
    if (hash === null) continue
    const sheet = {
      href: `/${stylesheetDirectory}/${name}`,
      css: readFileSync(join(directory, name), 'utf8'),
    }
    const known = byHash.get(hash)
    if (known !== undefined && known.css !== sheet.css) clashing.add(hash)
    if (known === undefined) byHash.set(hash, sheet)
    hashOfHref.set(sheet.href, hash)
  }
  for (const hash of clashing) byHash.delete(hash)
  for (const [href, hash] of hashOfHref) if (clashing.has(hash)) hashOfHref.delete(href)
  return { byHash, hashOfHref }
}

/**
 * Every name a joined sheet has in the build: a lazy chunk that imports the same stylesheet under its
 * other name must find that name among the page's links too, or it links the sheet a second time.
 */
function hrefsOf(stylesheets: BuildStylesheets, hash: string): string[] {
  return [...stylesheets.hashOfHref].filter(([, each]) => each === hash).map(([href]) => href)
}

const linkTag = /<link\b[^>]*>/gi
const attribute = /([a-zA-Z-]+)\s*=\s*"([^"]*)"/g

function attributesOf(tag: string): Map<string, string> {
  return new Map(
    [...tag.matchAll(attribute)].map((match) => [(match[1] ?? '').toLowerCase(), match[2] ?? '']),
  )
}

/**
 * Rewrites a page's head: its build stylesheets become one link to their join, in the order they apply
 * (a sheet linked twice applies where it is linked last). Each part stays named by a disabled link, which
 * the browser does not fetch: the loader of lazy chunks sees it there and does not link it again.
 */
export function joinPageStylesheets(html: string, stylesheets: BuildStylesheets): string {
  const headEnd = html.search(/<\/head>/i)
  if (headEnd < 0) return html
  const head = html.slice(0, headEnd)
  const linked: { tag: string; hash: string }[] = []
  for (const match of head.matchAll(linkTag)) {
    const attributes = attributesOf(match[0])
    if (attributes.get('rel')?.toLowerCase() !== 'stylesheet') continue
    if (attributes.has('media') || attributes.has('disabled') || /\sdisabled[\s/>]/i.test(match[0])) continue
    const hash = stylesheets.hashOfHref.get(attributes.get('href') ?? '')
    if (hash !== undefined) linked.push({ tag: match[0], hash })
  }
  if (linked.length < 2) return html
  const order = linked.map((link) => link.hash).filter((hash, index, all) => all.lastIndexOf(hash) === index)
  const joined = `<link rel="stylesheet" href="${joinedStylesPrefix}${order.join('.')}.css">`
  const markers = order
    .flatMap((hash) => hrefsOf(stylesheets, hash))
    .map((href) => `<link rel="stylesheet" href="${href}" disabled>`)
    .join('')
  const joinedTags = new Set(linked.map((link) => link.tag))
  let placed = false
  const rewrittenHead = head.replace(linkTag, (tag) => {
    if (!joinedTags.has(tag)) return tag
    if (placed) return ''
    placed = true
    return `${joined}${markers}`
  })
  return `${rewrittenHead}${html.slice(headEnd)}`
}

/** The parts of a joined stylesheet's address, each a hash of this build; anything else is not ours. */
const joinedAddress = z
  .string()
  .regex(/^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.css$/)
  .transform((name) => name.slice(0, -'.css'.length).split('.'))
  .refine((hashes) => hashes.length <= maxParts)

/**
 * Serves the joined stylesheets and links each HTML page to its own (production only: in development
 * Vite serves each module's styles as it changes).
 */
export function pageStyles(stylesheets: BuildStylesheets) {
  const joins = new Map<string, StaticFile>()

  function joinedFile(name: string): StaticFile | null {
    const cached = joins.get(name)
    if (cached !== undefined) return cached
    const parsed = joinedAddress.safeParse(name)
    if (!parsed.success) return null
    const parts = parsed.data.map((hash) => stylesheets.byHash.get(hash))
    if (parts.some((part) => part === undefined)) return null
    const body = Buffer.from(parts.map((part) => part?.css ?? '').join('\n'))
    const file = staticFile(`${joinedStylesPrefix}${name}`, 'text/css; charset=utf-8', body)
    if (joins.size >= maxCachedJoins) joins.clear()
    joins.set(name, file)
    return file
  }

  return createMiddleware(async (c, next) => {
    const pathname = new URL(c.req.url).pathname
    if (pathname.startsWith(joinedStylesPrefix)) {
      const file = joinedFile(pathname.slice(joinedStylesPrefix.length))
      // A part that is not in this build (an old tab after a deploy) is a 404, as for any asset.
      if (file === null) throw new ApiError(404, 'No such file in this build.')
      return serveStaticFile(c, file)
    }

    await next()
    const response = c.res
    if (c.req.method === 'HEAD' || response.body === null) return
    if (!(response.headers.get('Content-Type') ?? '').startsWith('text/html')) return
    if (response.headers.has('Content-Encoding')) return
    const html = await response.text()
    const rewritten = joinPageStylesheets(html, stylesheets)
    const headers = new Headers(response.headers)
    headers.delete('Content-Length')
    // Hono merges the old response's headers into an assigned one; clearing first keeps ours.
    c.res = undefined
    c.res = new Response(rewritten, { status: response.status, statusText: response.statusText, headers })
  })
}
