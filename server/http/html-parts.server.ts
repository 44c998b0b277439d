/**
 * A page's HTML on its way out, as pieces in order: slices of the one string Vike rendered, and the
 * few short strings the steps after it put in (issue 17). Why not one string: V8 keeps a string joined
 * from others as a pair, and encoding such a pair (`Buffer.from`) first copies it into one new string.
 * A page with any character beyond Latin-1 (a dash, a typographic apostrophe, CO₂) is stored at two bytes
 * a character, so a page of 64,000 characters or more makes that copy in V8's large-object space, fresh
 * memory for every request. Measured in the server on the landing page: the copy and its encoding took
 * 0.75–1.0 ms of an uncached request of about 6 ms; encoding the pieces one by one, 0.08 ms. A slice of a
 * string is encoded in place, without a copy.
 */
export type HtmlParts = readonly string[]

/** Whether a UTF-16 code unit is the first half of a character beyond the Basic Multilingual Plane. */
function isHighSurrogate(codeUnit: number): boolean {
  return codeUnit >= 0xd800 && codeUnit <= 0xdbff
}

/**
 * The UTF-8 bytes of the parts as if joined. Each part is encoded on its own; a part that ends in the
 * first half of a character (an emoji split between two parts) hands that half to the next part, so the
 * character is encoded whole rather than as two replacement characters.
 */
export function utf8OfParts(parts: HtmlParts): Buffer<ArrayBuffer> {
  const buffers: Buffer<ArrayBuffer>[] = []
  let totalLength = 0
  let carried = ''
  for (const [index, part] of parts.entries()) {
    let text = carried === '' ? part : `${carried}${part}`
    carried = ''
    const isLast = index === parts.length - 1
    if (!isLast && text.length > 0 && isHighSurrogate(text.charCodeAt(text.length - 1))) {
      carried = text.slice(-1)
      text = text.slice(0, -1)
    }
    if (text === '') continue
    const bytes = Buffer.from(text)
    buffers.push(bytes)
    totalLength += bytes.length
  }
  return Buffer.concat(buffers, totalLength)
}

/**
 * The parts with every match of `pattern` (global) replaced by `replacementOf(match)`: the text around
 * the matches stays slices of the parts it came from. A match is found within one part only: a step
 * looks for what no step before it cuts (a tag's fixed opening), or joins the parts it reads (the
 * page-styles step joins the head).
 */
export function replaceInParts(
  parts: HtmlParts,
  pattern: RegExp,
  replacementOf: (match: string) => string,
  /** Parts passed on unread (the page's markup and page context, server/start-script-priority.server.ts). */
  { unreadParts = [] }: { unreadParts?: readonly number[] } = {},
): string[] {
  if (!pattern.global) throw new Error('replaceInParts needs a global pattern')
  const replaced: string[] = []
  for (const [index, part] of parts.entries()) {
    if (unreadParts.includes(index)) {
      replaced.push(part)
      continue
    }
    let from = 0
    for (const match of part.matchAll(pattern)) {
      const replacement = replacementOf(match[0])
      if (replacement === match[0]) continue
      if (match.index > from) replaced.push(part.slice(from, match.index))
      replaced.push(replacement)
      from = match.index + match[0].length
    }
    if (from === 0) replaced.push(part)
    else if (from < part.length) replaced.push(part.slice(from))
  }
  return replaced
}

/**
 * Where the first match of `pattern` (not global) begins: the index of the part holding it and the
 * position within that part; null when no part holds one.
 */
export function findInParts(
  parts: HtmlParts,
  pattern: RegExp,
): { partIndex: number; position: number } | null {
  for (const [partIndex, part] of parts.entries()) {
    const position = part.search(pattern)
    if (position >= 0) return { partIndex, position }
  }
  return null
}
