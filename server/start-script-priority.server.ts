import { replaceInParts, type HtmlParts } from './http/html-parts.server.ts'

/**
 * When a page's scripts are fetched and run (ADR 035, ADR 039). The server renders the whole page and puts
 * its styles in it (ADR 032): its first paint waits for no script, and its largest picture should not
 * share the connection or the main thread with them. Vike names the page's modules as
 * `<script type="module" async>` and `<link rel="modulepreload">`, which a browser fetches at high
 * priority and runs as soon as they arrive: from the cache or on a fast connection that is before the
 * first paint, which then waits for the whole start bundle to be evaluated. The head's own preloads of
 * lazy blocks' code are written the same way (pages/+Head.tsx).
 *
 * - A page with one entry script names its modules to one inline script, `pageStartScript`, which fetches
 *   and runs them after the first paint (ADR 039). A shared answer's policy admits the script by its
 *   hash; a personal answer's tag carries the nonce its entry script carried (ADR 015, ADR 041).
 * - Anything else (no entry script of Vike's shape, or two) keeps its tags, its modules fetched at low
 *   priority (ADR 035).
 *
 * Found by the tags' fixed shapes, which Vike and React write always the same way; text of the page's
 * content cannot contain them, since it is escaped (`&lt;`).
 */
const startTag =
  /<script src="([^"<>\s]+)" type="module" async(?: nonce="([^"<>\s]+)")?><\/script>|<link rel="modulepreload" href="([^"<>\s]+)"[^<>]*>/g
const modulePreloadOpening = /<link rel="modulepreload" /g
const lowPriorityModulePreloadOpening = '<link rel="modulepreload" fetchpriority="low" '

/**
 * Fetches and runs a page's modules after its first paint (ADR 039): in the task after the
 * browser reports the first contentful paint (ADR 040), or at once in a tab nobody sees, where nothing is
 * painted; a tab hidden before its content's paint starts as it is hidden. A browser that does not
 * report paints gets the task after the first frame. The first address is the page's entry, which
 * imports the rest; every address is preloaded first, so the modules arrive side by side rather than as
 * the entry discovers them. One constant text, so a shared answer's policy admits it by its hash
 * (server/middleware/security-headers.server.ts); the addresses are the script's `data-page-modules`.
 * On a personal answer the tag carries the answer's nonce instead; the preloads and imports it adds are
 * trusted through 'strict-dynamic', as a script-inserted element is (ADR 041).
 *
 * The first frame alone was not enough: a frame can paint before any content has been parsed, and then
 * the whole start bundle arrived and ran before the content's paint, which waited for it.
 *
 * The modules other than the entry are imported one at a time, the last listed first, each in a task of
 * its own, and the entry after them (ADR 040). Imported by the entry alone, the start bundle's modules,
 * React's start and Vike's were evaluated in one or two tasks longer than the 50 ms a tap can wait on
 * a phone; one at a time, the parts are shorter. Vike lists most chunks after the chunks that import
 * them, so the last listed come first. The order only decides how the evaluation is split, never what
 * runs: a module is evaluated once, by its first import, after what it imports. A module that fails to
 * load does not stop the others; the entry's own import then fails as it did before.
 *
 * While the modules arrive, a task of its own opens the page's localStorage. A tab's first use of it
 * waits for the browser to hand over the origin's stored values (2 to 19 ms measured here, before the
 * four-times-slower CPU of a phone); the header's cart count reads it while the page hydrates, and that
 * task is the page's longest already (issue 17: Total Blocking Time). Storage that may not be used
 * (blocked, private mode) throws: the page's readers deal with that themselves.
 */
export const pageStartScript =
  "(function(modules){var entry=modules[0],waiting=modules.slice(1).reverse(),started=false;function next(){var address=waiting.length>0?waiting.shift():entry;var loading=import(address);if(address!==entry)loading.then(later,later)}function later(){setTimeout(next)}function openStorage(){try{window.localStorage.length}catch(error){}}function run(){modules.forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)});setTimeout(openStorage);next()}function start(){if(started)return;started=true;setTimeout(run)}function afterFirstPaint(){document.addEventListener('visibilitychange',function(){if(document.hidden)start()});var types=typeof PerformanceObserver==='function'?PerformanceObserver.supportedEntryTypes:undefined;if(types===undefined||types.indexOf('paint')<0){requestAnimationFrame(start);return}var observer=new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length===0)return;observer.disconnect();start()});observer.observe({type:'paint',buffered:true})}document.hidden?run():afterFirstPaint()})(document.currentScript.dataset.pageModules.split(' '))"

/** The attribute of `pageStartScript`'s tag that names the page's modules, its entry first. */
const pageModulesAttribute = 'data-page-modules'

/**
 * The page's HTML as parts (server/http/html-parts.server.ts), the text between the tags slices of the
 * page rather than new copies of it. A page with one entry script loses its preloads and gets the start
 * script where its entry script was, with the entry's nonce if it had one (a personal answer, ADR 041);
 * any other page keeps its tags, its preloads at low priority. The page may come as one string or as the
 * parts it was put together from (pages/content/own-document.server.tsx, ADR 050): a tag is never cut
 * between two parts. `unreadParts`, the indexes of parts that hold no such tag, are passed on unread: the
 * page's rendered markup, whose components write no script or preload tags (the comparison with Vike's
 * answer in pages/content/own-document.integration.test.ts would find one), and which a regular
 * expression would first copy, as Preact built it piece by piece, into one new string, which encoding it
 * as it is does not; and the page context's JSON, in which every `<` is escaped.
 */
export function withStartScripts(
  html: string | HtmlParts,
  { unreadParts = [] }: { unreadParts?: readonly number[] } = {},
): string[] {
  const parts = typeof html === 'string' ? [html] : html
  const matches = parts.map((part, index) =>
    unreadParts.includes(index) ? [] : [...part.matchAll(startTag)],
  )
  const entries = matches.flat().filter((match) => match[1] !== undefined)
  const [entryTag] = entries
  if (entryTag?.[1] === undefined || entries.length > 1) {
    return replaceInParts(parts, modulePreloadOpening, () => lowPriorityModulePreloadOpening, {
      unreadParts,
    })
  }
  const addresses = [
    entryTag[1],
    ...matches.flat().flatMap((match) => (match[3] === undefined ? [] : [match[3]])),
  ]
  const nonceAttribute = entryTag[2] === undefined ? '' : `nonce="${entryTag[2]}" `
  const rewritten: string[] = []
  parts.forEach((part, index) => {
    let from = 0
    for (const match of matches[index] ?? []) {
      if (match.index > from) rewritten.push(part.slice(from, match.index))
      from = match.index + match[0].length
      if (match === entryTag) {
        rewritten.push(
          `<script ${nonceAttribute}${pageModulesAttribute}="${addresses.join(' ')}">${pageStartScript}</script>`,
        )
      }
    }
    if (from === 0) rewritten.push(part)
    else if (from < part.length) rewritten.push(part.slice(from))
  })
  return rewritten
}
