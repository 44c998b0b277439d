import { runInNewContext } from 'node:vm'
import { expect, test } from 'vitest'
import { pageStartScript, withStartScripts } from './start-script-priority.server.ts'

const entry = '<script src="/assets/entries/entry-client-routing.js" type="module" async></script>'
const vikePreloads =
  '<link rel="modulepreload" href="/assets/entries/pages_content.js" as="script" type="text/javascript">' +
  '<link rel="modulepreload" href="/assets/chunks/react.js" as="script" type="text/javascript">'

function page(head: string, bodyEnd: string): string {
  return (
    `<html><head>${head}<link rel="preload" href="/images/hero.avif" as="image" fetchpriority="high"></head>` +
    '<body><div id="root"><p>&lt;link rel="modulepreload" href="/x.js"&gt;</p></div>' +
    `<script id="vike_pageContext" type="application/json">{}</script>${bodyEnd}</body></html>`
  )
}

test('ADR 039: a shared answer names its modules, entry first, to the start script where the entry script was', () => {
  const html = page('<link rel="modulepreload" href="/assets/chunks/accordion.js"/>', entry + vikePreloads)
  expect(withStartScripts(html).join('')).toBe(
    page(
      '',
      '<script data-page-modules="/assets/entries/entry-client-routing.js /assets/chunks/accordion.js ' +
        `/assets/entries/pages_content.js /assets/chunks/react.js">${pageStartScript}</script>`,
    ),
  )
})

test('ADR 035: a personal answer keeps its entry script with its nonce, its preloads at low priority', () => {
  const nonced = entry.replace(' async>', ' async nonce="abc">')
  const html = page('<link rel="modulepreload" href="/assets/chunks/accordion.js"/>', nonced + vikePreloads)
  expect(withStartScripts(html).join('')).toBe(
    page(
      '<link rel="modulepreload" fetchpriority="low" href="/assets/chunks/accordion.js"/>',
      nonced +
        vikePreloads.replaceAll(
          '<link rel="modulepreload" ',
          '<link rel="modulepreload" fetchpriority="low" ',
        ),
    ),
  )
})

test('a page without scripts, or with two entries, is not given a start script', () => {
  const plain = '<!DOCTYPE html><html><head><title>x</title></head><body><p>text</p></body></html>'
  expect(withStartScripts(plain)).toEqual([plain])
  const twoEntries = page('', entry + entry.replace('routing', 'other') + vikePreloads)
  expect(withStartScripts(twoEntries).join('')).not.toContain('data-page-modules')
})

test('the page between the tags is passed on as slices, not copied', () => {
  const html = page('', entry + vikePreloads)
  const parts = withStartScripts(html)
  expect(parts[0]).toBe(html.slice(0, html.indexOf(entry)))
  expect(parts.at(-1)).toBe('</body></html>')
})

/** A browser's part as the start script sees it: frames and tasks held until the test lets them run. */
function browserFor(hidden: boolean) {
  const frames: (() => void)[] = []
  const tasks: (() => void)[] = []
  const appended: { rel: string; href: string }[] = []
  const imported: string[] = []
  const context = {
    document: {
      hidden,
      currentScript: { dataset: { pageModules: '/e.js /a.js /b.js' } },
      createElement: () => ({ rel: '', href: '' }),
      head: { append: (link: { rel: string; href: string }) => appended.push({ ...link }) },
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
    // `import()` cannot run in a plain context; the script's one call of it is given this name instead.
    importModule: (address: string) => imported.push(address),
  }
  runInNewContext(pageStartScript.replace('import(', 'importModule('), context)
  return { frames, tasks, appended, imported }
}

test('ADR 039: the start script fetches and runs the modules in the task after the first frame', () => {
  const browser = browserFor(false)
  expect(browser.appended).toEqual([])
  expect(browser.imported).toEqual([])
  browser.frames.splice(0).forEach((frame) => frame())
  // Still nothing in the frame itself: the paint comes first.
  expect(browser.imported).toEqual([])
  browser.tasks.splice(0).forEach((task) => task())
  expect(browser.appended).toEqual([
    { rel: 'modulepreload', href: '/e.js' },
    { rel: 'modulepreload', href: '/a.js' },
    { rel: 'modulepreload', href: '/b.js' },
  ])
  expect(browser.imported).toEqual(['/e.js'])
})

test('ADR 039: in a tab nobody sees, where no frame comes, the start script runs the modules at once', () => {
  const browser = browserFor(true)
  expect(browser.frames).toEqual([])
  expect(browser.imported).toEqual(['/e.js'])
  expect(browser.appended).toHaveLength(3)
})
