import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createMiddleware } from 'hono/factory'
import { FastResponse } from 'srvx'
import { z } from 'zod'
import { ApiError } from '#server/api/api-error.server.ts'
import { findInParts, utf8OfParts, type HtmlParts } from '#server/http/html-parts.server.ts'
import { rewritePageHtml } from '#server/page-context-init.server.ts'
import { serveStaticFile, staticFile, type StaticFile } from './static-assets.server.ts'

/**
 * One stylesheet a page instead of one per module (ADR 025), written into the page itself (ADR 032). Vike
 * links the CSS of every module a page imports, and the head links the styles of its lazy blocks: a
 * station page had 21 render-blocking stylesheets, and on a phone's connection each round of them delays
 * the first paint (Lighthouse mobile: first paint 2.6 s with 21 requests, 1.7–2.1 s with one, and one
 * round trip less again with none). The server joins them, in the page's order, without the rules the
 * build emits twice, and puts the result in a `<style>` in the page's head. A page whose styles are too
 * large to carry in every answer links the same join instead: one file named by the content hashes of its
 * parts, which any node of any deployment of the same build serves at the same address.
 */

/** Where a page's joined stylesheet is served: `/assets/styles/<hash>.<hash>….css`. */
export const joinedStylesPrefix = '/assets/styles/'
/** The build's stylesheets, as Vite writes them (`name.<hash>.css`). */
const stylesheetDirectory = 'assets/static'
/** A page with more parts than this is a client making addresses up, not one of ours. */
const maxParts = 64
/** Joined files kept in memory; the site has a few dozen page shapes, so this is never reached in use. */
const maxCachedJoins = 256
/**
 * Above this a page's styles are linked, not written into it (ADR 032): every answer would carry them.
 * The locator and a station page have 25 KB; a page shape that grows past this gets one request.
 */
export const maxInlineStyleBytes = 64 * 1024

export interface BuildStylesheet {
  /** The address the build serves it at. */
  href: string
  css: string
}

/** The build's stylesheets by the content hash in their name, and the hash of each address. */
export interface BuildStylesheets {
  byHash: ReadonlyMap<string, BuildStylesheet>
  hashOfHref: ReadonlyMap<string, string>
  /**
   * Every address a sheet has in the build, by its hash: a lazy chunk that imports a joined sheet under
   * its other name must find that name among the page's links too, or it links the sheet a second time.
   */
  hrefsOfHash: ReadonlyMap<string, readonly string[]>
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
  const hrefsOfHash = new Map<string, string[]>()
  const clashing = new Set<string>()
  let names: string[]
  try {
    names = readdirSync(directory)
  } catch {
    return { byHash, hashOfHref, hrefsOfHash }
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
    hrefsOfHash.set(hash, [...(hrefsOfHash.get(hash) ?? []), sheet.href])
  }
  for (const hash of clashing) {
    byHash.delete(hash)
    hrefsOfHash.delete(hash)
  }
  for (const [href, hash] of hashOfHref) if (clashing.has(hash)) hashOfHref.delete(href)
  return { byHash, hashOfHref, hrefsOfHash }
}

/**
 * A stylesheet's top-level statements: rules, at-rule blocks (`@media …{…}`) and at-rule statements
 * (`@import …;`), as written. Braces inside strings and comments do not count.
 */
export function topLevelStatements(css: string): string[] {
  const statements: string[] = []
  let depth = 0
  let start = 0
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index]
    if (char === '"' || char === "'") {
      for (index += 1; index < css.length && css[index] !== char; index += 1)
        if (css[index] === '\\') index += 1
    } else if (char === '/' && css[index + 1] === '*') {
      const end = css.indexOf('*/', index + 2)
      index = end < 0 ? css.length : end + 1
    } else if (char === '{') {
      depth += 1
    } else if (char === '}' || (char === ';' && depth === 0)) {
      if (char === '}') depth -= 1
      if (depth <= 0) {
        depth = 0
        const statement = css.slice(start, index + 1).trim()
        if (statement !== '') statements.push(statement)
        start = index + 1
      }
    }
  }
  const rest = css.slice(start).trim()
  if (rest !== '') statements.push(rest)
  return statements
}

/**
 * The parts' CSS as one sheet, each statement once, where it is written last. Vike links both a page's
 * chunk stylesheet and the per-module sheets it is made of, so most rules of a content page came twice
 * (45 KB for 23 KB of rules). Dropping the earlier of two identical statements changes nothing: for
 * every property the later, identical declaration is the one that wins. `@layer` is the exception (its
 * first mention fixes the order of layers) and our styles have none; a sheet with one is kept whole.
 */
export function joinCss(parts: readonly string[]): string {
  if (parts.some((css) => /@layer\b/i.test(css))) return parts.join('\n')
  const statements = parts.flatMap((css) => topLevelStatements(css))
  const lastIndex = new Map<string, number>()
  statements.forEach((statement, index) => lastIndex.set(statement, index))
  return statements.filter((statement, index) => lastIndex.get(statement) === index).join('\n')
}

const linkTag = /<link\b[^>]*>/gi
const attribute = /([a-zA-Z-]+)\s*=\s*"([^"]*)"/g

function attributesOf(tag: string): Map<string, string> {
  return new Map(
    [...tag.matchAll(attribute)].map((match) => [(match[1] ?? '').toLowerCase(), match[2] ?? '']),
  )
}

/** A stylesheet link of the page's head that is one of this build's sheets. */
interface LinkedSheet {
  tag: string
  hash: string
}

/**
 * What this build's pages were found to need, kept so that a page of a shape seen before costs a scan of
 * its head's `<link>` tags and map lookups: parsing a tag's attributes was most of a rewrite's time.
 */
export interface PageStylesMemo {
  /** A head's `<link>` tag as written → the hash of the build sheet it links to join, or null. */
  sheetOfTag: Map<string, string | null>
  /** The hashes of a head's sheets, in the order linked → what takes their place. */
  replacements: Map<string, string>
}

export function pageStylesMemo(): PageStylesMemo {
  return { sheetOfTag: new Map(), replacements: new Map() }
}

/** Tags a build writes: a few per sheet and page shape. More is a page putting request data in links. */
const maxKeptTags = 4096

function sheetOfTag(tag: string, stylesheets: BuildStylesheets): string | null {
  // Most of a head's links are not stylesheets (icons, alternates, preloads).
  if (!tag.includes('stylesheet')) return null
  const attributes = attributesOf(tag)
  if (attributes.get('rel')?.toLowerCase() !== 'stylesheet') return null
  if (attributes.has('media') || attributes.has('disabled') || /\sdisabled[\s/>]/i.test(tag)) return null
  return stylesheets.hashOfHref.get(attributes.get('href') ?? '') ?? null
}

function linkedBuildSheets(head: string, stylesheets: BuildStylesheets, memo: PageStylesMemo): LinkedSheet[] {
  const linked: LinkedSheet[] = []
  for (const match of head.matchAll(linkTag)) {
    const tag = match[0]
    let hash = memo.sheetOfTag.get(tag)
    if (hash === undefined) {
      hash = sheetOfTag(tag, stylesheets)
      if (memo.sheetOfTag.size >= maxKeptTags) memo.sheetOfTag.clear()
      memo.sheetOfTag.set(tag, hash)
    }
    if (hash !== null) linked.push({ tag, hash })
  }
  return linked
}

/**
 * What takes the place of a page's build stylesheets: its styles (a `<style>`, or a link to their join
 * when they are too large to carry in every answer), then each part named by a disabled link, which the
 * browser does not fetch: the loader of lazy chunks sees it there and does not link it again.
 */
function replacementFor(order: readonly string[], stylesheets: BuildStylesheets): string {
  const css = joinCss(order.map((hash) => stylesheets.byHash.get(hash)?.css ?? ''))
  const inline = Buffer.byteLength(css) <= maxInlineStyleBytes && !/<\/style/i.test(css)
  const styles = inline
    ? `<style>${css}</style>`
    : `<link rel="stylesheet" href="${joinedStylesPrefix}${order.join('.')}.css">`
  const markers = order
    .flatMap((hash) => stylesheets.hrefsOfHash.get(hash) ?? [])
    .map((href) => `<link rel="stylesheet" href="${href}" disabled>`)
    .join('')
  return `${styles}${markers}`
}

/**
 * Rewrites a page's head: its build stylesheets become its styles in one place, in the order they apply
 * (a sheet linked twice applies where it is linked last), at the place of the first of them. `memo`
 * keeps what each tag is and what each page shape gets, made once a build. The page comes and goes as
 * parts (server/http/html-parts.server.ts): the head is joined to be read and passed on as slices around
 * its styles, and the body after it as the slices it was.
 */
export function joinPageStylesheets(
  parts: HtmlParts,
  stylesheets: BuildStylesheets,
  memo: PageStylesMemo = pageStylesMemo(),
): HtmlParts {
  const headEnd = findInParts(parts, /<\/head>/i)
  if (headEnd === null) return parts
  const { partIndex, position } = headEnd
  const partWithHeadEnd = parts[partIndex] ?? ''
  const head = [...parts.slice(0, partIndex), partWithHeadEnd.slice(0, position)].join('')
  const linked = linkedBuildSheets(head, stylesheets, memo)
  if (linked.length === 0) return parts
  const { replacements } = memo
  const key = linked.map((link) => link.hash).join('.')
  let replacement = replacements.get(key)
  if (replacement === undefined) {
    const order = linked
      .map((link) => link.hash)
      .filter((hash, index, all) => all.lastIndexOf(hash) === index)
    replacement = replacementFor(order, stylesheets)
    if (replacements.size >= maxCachedJoins) replacements.clear()
    replacements.set(key, replacement)
  }
  const joinedTags = new Set(linked.map((link) => link.tag))
  // The styles stay a part of their own, the one string kept for the page shape: written into the head,
  // 21 KB of styles made a new head of 26 KB for every answer, stored at two bytes a character whenever
  // the title has a dash (issue 17). The head around them is passed on as slices of itself.
  const rewritten: string[] = []
  let from = 0
  let placed = false
  for (const match of head.matchAll(linkTag)) {
    if (!joinedTags.has(match[0])) continue
    if (match.index > from) rewritten.push(head.slice(from, match.index))
    if (!placed) rewritten.push(replacement)
    placed = true
    from = match.index + match[0].length
  }
  if (from < head.length) rewritten.push(head.slice(from))
  rewritten.push(partWithHeadEnd.slice(position), ...parts.slice(partIndex + 1))
  return rewritten
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
  // What each tag is and what each page shape's head gets, made once (this build has a few dozen shapes).
  const memo = pageStylesMemo()

  function joinedFile(name: string): StaticFile | null {
    const cached = joins.get(name)
    if (cached !== undefined) return cached
    const parsed = joinedAddress.safeParse(name)
    if (!parsed.success) return null
    const parts = parsed.data.map((hash) => stylesheets.byHash.get(hash))
    if (parts.some((part) => part === undefined)) return null
    const body = Buffer.from(joinCss(parts.map((part) => part?.css ?? '')))
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

    // A page Vike renders is rewritten on its way into its answer, before its one encoding (issue 17):
    // rewriting it here would decode the bytes just encoded, and touching `body` would turn srvx's response
    // into a web stream. A HEAD of such a page is rewritten too, so that its Content-Length is the GET's.
    const rendered = { rewritten: false }
    rewritePageHtml(c.req.raw, (parts) => {
      rendered.rewritten = true
      return joinPageStylesheets(parts, stylesheets, memo)
    })
    await next()
    if (rendered.rewritten) return
    // Any other HTML answer (a plain error page) is read back and rewritten.
    const response = c.res
    if (!(response.headers.get('Content-Type') ?? '').startsWith('text/html')) return
    if (response.headers.has('Content-Encoding')) return
    if (c.req.method === 'HEAD' || response.body === null) return
    const parts = [await response.text()]
    const rewritten = joinPageStylesheets(parts, stylesheets, memo)
    const headers = new Headers(response.headers)
    headers.delete('Content-Length')
    // Hono merges the old response's headers into an assigned one; clearing first keeps ours.
    c.res = undefined
    // As bytes in srvx's own response: srvx writes them to the socket at once, and a step that does read
    // the body (compression, the page cache) gets bytes, which WebIDL does not check character by character.
    c.res = new FastResponse(utf8OfParts(rewritten), {
      status: response.status,
      statusText: response.statusText,
      headers,
    })
  })
}
