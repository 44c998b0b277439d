/**
 * Reads React's server output with string matching, not a DOM parser: both sides compared here come
 * from `renderToString`, so they are escaped and serialized the same way.
 */

/** The text of the first h1, tags and React's `<!-- -->` text separators removed; null without an h1. */
export function firstH1Text(html: string): string | null {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)
  if (match?.[1] === undefined) return null
  return match[1]
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, '')
    .trim()
}

/**
 * The markup vike-react puts inside `<div id="root">`, i.e. what `renderToString` returned for the page;
 * null when the document has no such element.
 */
export function rootInnerHtml(documentHtml: string): string | null {
  const open = '<div id="root">'
  const start = documentHtml.indexOf(open)
  if (start === -1) return null
  // Vike puts its pageContext script right after the root element; a page without one ends at </body>.
  const script = documentHtml.indexOf('<script id="vike_pageContext"', start)
  const end = script === -1 ? documentHtml.lastIndexOf('</body>') : script
  if (end === -1) return null
  const tail = documentHtml.slice(start + open.length, end).trimEnd()
  return tail.endsWith('</div>') ? tail.slice(0, -'</div>'.length) : null
}

/** Index of the first differing character, or -1 when the strings are equal. */
export function firstDifference(a: string, b: string): number {
  if (a === b) return -1
  const shorter = Math.min(a.length, b.length)
  for (let index = 0; index < shorter; index += 1) if (a[index] !== b[index]) return index
  return shorter
}

/**
 * The markup without the build's file versions (`?v=` of ADR 032's `staticFileUrl`, the last parameter
 * of a URL): the build puts the map of versions in place, the in-process render runs on the source, which
 * has none. What is left is compared.
 */
export function withoutFileVersions(html: string): string {
  return html.replace(/(?:\?|&amp;|&)v=[\w-]+(?=["\s,])/g, '')
}
