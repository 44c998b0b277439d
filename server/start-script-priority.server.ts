import { replaceInParts } from './http/html-parts.server.ts'

/**
 * A page's scripts are fetched at low priority (ADR 035). The server renders the whole page and puts its
 * styles in it (ADR 032): its first paint waits for no script, and its largest picture should not share
 * the connection with them. Vike names the page's modules as `<link rel="modulepreload">` and
 * `<script type="module" async>`, which a browser fetches at high priority, before the pictures; the
 * head's own preloads of lazy blocks' code are written the same way (pages/+Head.tsx). Lighthouse's
 * mobile simulation counts high-priority scripts as holding up the first paint: 1.8 s on the landing
 * page with them, 0.8 s at low priority.
 *
 * A plain replacement of the two tags' fixed openings, which Vike and React write always the same way;
 * text of the page's content cannot contain them, since it is escaped (`&lt;`).
 */
const modulePreload = '<link rel="modulepreload" '
const startScriptTag = / type="module" async>|<link rel="modulepreload" /g

/**
 * The page's HTML as parts (server/http/html-parts.server.ts): one scan for both openings, the text
 * between them slices of the page, rather than two new copies of a whole page.
 */
export function withLowPriorityScripts(html: string): string[] {
  return replaceInParts([html], startScriptTag, (tag) =>
    tag === modulePreload
      ? '<link rel="modulepreload" fetchpriority="low" '
      : ' type="module" async fetchpriority="low">',
  )
}
