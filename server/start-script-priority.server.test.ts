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

// A shared answer's start script is admitted by its hash (ADR 039); a personal answer's carries the nonce
// its entry script carried (ADR 041).
for (const { answer, entryScript, nonceAttribute } of [
  { answer: 'a shared answer', entryScript: entry, nonceAttribute: '' },
  {
    answer: 'a personal answer',
    entryScript: entry.replace(' async>', ' async nonce="ab+c/1=">'),
    nonceAttribute: 'nonce="ab+c/1=" ',
  },
]) {
  test(`ADR 039, ADR 041: ${answer} names its modules, entry first, to the start script where the entry script was`, () => {
    const html = page(
      '<link rel="modulepreload" href="/assets/chunks/accordion.js"/>',
      entryScript + vikePreloads,
    )
    expect(withStartScripts(html).join('')).toBe(
      page(
        '',
        `<script ${nonceAttribute}data-page-modules="/assets/entries/entry-client-routing.js /assets/chunks/accordion.js ` +
          `/assets/entries/pages_content.js /assets/chunks/react.js">${pageStartScript}</script>`,
      ),
    )
  })
}

test('ADR 035: a page whose entry script is not of the shape Vike writes keeps its tags, its preloads at low priority', () => {
  const deferred = entry.replace(' async>', ' defer>')
  const html = page('<link rel="modulepreload" href="/assets/chunks/accordion.js"/>', deferred + vikePreloads)
  expect(withStartScripts(html).join('')).toBe(
    page(
      '<link rel="modulepreload" fetchpriority="low" href="/assets/chunks/accordion.js"/>',
      deferred +
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

test('ADR 050: a page in parts, its tags in several of them, is rewritten as the same page in one string', () => {
  const head = '<link rel="modulepreload" href="/assets/chunks/accordion.js"/>'
  const html = page(head, entry + vikePreloads)
  // Cut where the server's own document joins its parts: around the root's markup and the page context.
  const cuts = [
    html.indexOf('<div id="root">'),
    html.indexOf('<script id="vike_pageContext"'),
    html.indexOf(entry),
  ]
  const parts = [0, ...cuts, html.length]
    .slice(1)
    .map((end, index, ends) => html.slice(index === 0 ? 0 : (ends[index - 1] ?? 0), end))
  expect(parts.join('')).toBe(html)
  expect(withStartScripts(parts).join('')).toBe(withStartScripts(html).join(''))
  // Without a start script (two entries), the preloads in every part are lowered all the same.
  const twoEntries = page(head, entry + entry.replace('routing', 'other') + vikePreloads)
  const rootAt = twoEntries.indexOf('<div id="root">')
  const twoEntryParts = [twoEntries.slice(0, rootAt), twoEntries.slice(rootAt)]
  expect(withStartScripts(twoEntryParts).join('')).toBe(withStartScripts(twoEntries).join(''))
})

test("ADR 050: the parts named as unread (the page's own markup, its page context) are passed on unread, the same strings", () => {
  const markup = '<div id="root"><link rel="modulepreload" href="/assets/chunks/in-markup.js"></div>'
  const json = '<link rel="modulepreload" href="/assets/chunks/in-json.js">'
  const parts = ['<html><head></head><body>', markup, json, `${entry}${vikePreloads}</body></html>`]
  const rewritten = withStartScripts(parts, { unreadParts: [1, 2] })
  expect(rewritten).toContain(markup)
  expect(rewritten).toContain(json)
  const modulesOf = (html: string) => /data-page-modules="([^"]*)"/.exec(html)?.[1]
  expect(modulesOf(rewritten.join(''))).toBe(
    '/assets/entries/entry-client-routing.js /assets/entries/pages_content.js /assets/chunks/react.js',
  )
  // Read as any other part, the same tag would have been taken for one of Vike's.
  expect(modulesOf(withStartScripts(parts).join(''))).toContain('/assets/chunks/in-markup.js')
  expect(modulesOf(withStartScripts(parts, { unreadParts: [1] }).join(''))).toContain(
    '/assets/chunks/in-json.js',
  )
  const twoEntries = ['<html><head></head><body>', markup, `${entry}${entry}</body></html>`]
  expect(withStartScripts(twoEntries, { unreadParts: [1] })).toContain(markup)
})

/**
 * A browser's part as the start script sees it: frames, tasks, paint reports and imports held until the
 * test lets them run. `reportsPaints` false is a browser whose observer knows no paint entries.
 */
function browserFor({ hidden = false, reportsPaints = true, storageBlocked = false } = {}) {
  const frames: (() => void)[] = []
  const tasks: (() => void)[] = []
  const appended: { rel: string; href: string }[] = []
  let storageOpened = 0
  const imported: string[] = []
  const imports = new Map<string, { loaded: () => void; failed: () => void }>()
  const paintObservers: PerformanceObserver[] = []
  class PerformanceObserver {
    static supportedEntryTypes = reportsPaints ? ['mark', 'measure', 'paint'] : ['mark', 'measure']
    private readonly callback: (list: { getEntriesByName: (name: string) => object[] }) => void
    private observing = false
    constructor(callback: PerformanceObserver['callback']) {
      this.callback = callback
      paintObservers.push(this)
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true })
      this.observing = true
    }
    disconnect() {
      this.observing = false
    }
    report(names: string[]) {
      if (!this.observing) return
      this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name).map(() => ({})) })
    }
  }
  const visibilityListeners: (() => void)[] = []
  const context = {
    document: {
      hidden,
      addEventListener: (type: string, listener: () => void) => {
        if (type === 'visibilitychange') visibilityListeners.push(listener)
      },
      currentScript: { dataset: { pageModules: '/e.js /a.js /b.js' } },
      createElement: () => ({ rel: '', href: '' }),
      head: { append: (link: { rel: string; href: string }) => appended.push({ ...link }) },
    },
    // The presses before hydration are noted on the window (ADR 044; components/use-early-press.test.tsx).
    window: {
      get localStorage() {
        storageOpened += 1
        if (storageBlocked) throw new Error('The operation is insecure.')
        return { length: 0 }
      },
    },
    Element: function Element() {},
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
    PerformanceObserver,
    // `import()` cannot run in a plain context; the script's one call of it is given this name instead.
    importModule: (address: string) => {
      imported.push(address)
      return {
        then: (loaded: () => void, failed: () => void) => imports.set(address, { loaded, failed }),
      }
    },
  }
  runInNewContext(pageStartScript.replace('import(', 'importModule('), context)
  const runTasks = () => tasks.splice(0).forEach((task) => task())
  const reportPaints = (...names: string[]) => paintObservers.forEach((observer) => observer.report(names))
  const changeVisibility = (nowHidden: boolean) => {
    context.document.hidden = nowHidden
    visibilityListeners.forEach((listener) => listener())
  }
  return {
    frames,
    tasks,
    runTasks,
    reportPaints,
    changeVisibility,
    appended,
    imported,
    imports,
    storageOpened: () => storageOpened,
  }
}

test('ADR 040: the start script fetches and runs the modules in the task after the first contentful paint', () => {
  const browser = browserFor()
  expect(browser.appended).toEqual([])
  expect(browser.imported).toEqual([])
  // A frame, and a paint that is not yet the content's, start nothing.
  browser.frames.splice(0).forEach((frame) => frame())
  browser.reportPaints('first-paint')
  browser.runTasks()
  expect(browser.imported).toEqual([])
  browser.reportPaints('first-contentful-paint')
  // Still nothing in the report's own callback.
  expect(browser.imported).toEqual([])
  browser.runTasks()
  expect(browser.appended).toEqual([
    { rel: 'modulepreload', href: '/e.js' },
    { rel: 'modulepreload', href: '/a.js' },
    { rel: 'modulepreload', href: '/b.js' },
  ])
  expect(browser.imported).toEqual(['/b.js'])
  // Reported again, the paint starts nothing more: the observer is gone.
  browser.reportPaints('first-contentful-paint')
  expect(browser.tasks).toHaveLength(1)
  browser.runTasks()
  expect(browser.tasks).toEqual([])
  expect(browser.imported).toEqual(['/b.js'])
})

test('issue 17: the page’s localStorage is opened in a task of its own while the modules arrive', () => {
  const browser = browserFor()
  browser.reportPaints('first-contentful-paint')
  expect(browser.storageOpened()).toBe(0)
  browser.runTasks()
  // Not in the task that preloads the modules and imports the first…
  expect(browser.imported).toEqual(['/b.js'])
  expect(browser.storageOpened()).toBe(0)
  // …but in the next, before the first module has even loaded.
  browser.runTasks()
  expect(browser.storageOpened()).toBe(1)
  expect(browser.imported).toEqual(['/b.js'])
  // Once only: the modules loading after it open nothing.
  browser.imports.get('/b.js')?.loaded()
  browser.runTasks()
  browser.imports.get('/a.js')?.loaded()
  browser.runTasks()
  expect(browser.imported).toEqual(['/b.js', '/a.js', '/e.js'])
  expect(browser.storageOpened()).toBe(1)
})

test('issue 17: storage the page may not use stops nothing', () => {
  const browser = browserFor({ hidden: true, storageBlocked: true })
  expect(() => browser.runTasks()).not.toThrow()
  expect(browser.storageOpened()).toBe(1)
  browser.imports.get('/b.js')?.loaded()
  browser.runTasks()
  browser.imports.get('/a.js')?.loaded()
  browser.runTasks()
  expect(browser.imported).toEqual(['/b.js', '/a.js', '/e.js'])
})

test('ADR 039: a browser without paint timing fetches and runs the modules in the task after the first frame', () => {
  const browser = browserFor({ reportsPaints: false })
  expect(browser.imported).toEqual([])
  browser.frames.splice(0).forEach((frame) => frame())
  // Still nothing in the frame itself: the paint comes first.
  expect(browser.imported).toEqual([])
  browser.runTasks()
  expect(browser.appended).toHaveLength(3)
  expect(browser.imported).toEqual(['/b.js'])
})

test('ADR 040: one module at a time, the last listed first, each in a task after the one before it loaded, the entry last', () => {
  const browser = browserFor()
  browser.reportPaints('first-contentful-paint')
  browser.runTasks()
  expect(browser.imported).toEqual(['/b.js'])
  // Until /b.js is loaded and evaluated, nothing else is imported.
  browser.runTasks()
  expect(browser.imported).toEqual(['/b.js'])
  browser.imports.get('/b.js')?.loaded()
  // Loaded: the next import waits for a task of its own.
  expect(browser.imported).toEqual(['/b.js'])
  browser.runTasks()
  expect(browser.imported).toEqual(['/b.js', '/a.js'])
  browser.imports.get('/a.js')?.loaded()
  browser.runTasks()
  expect(browser.imported).toEqual(['/b.js', '/a.js', '/e.js'])
  // The entry is the last: nothing waits on it.
  expect(browser.imports.has('/e.js')).toBe(false)
  expect(browser.tasks).toEqual([])
})

test('ADR 040: a module that fails to load does not stop the entry from being imported', () => {
  const browser = browserFor({ hidden: true })
  expect(browser.imported).toEqual(['/b.js'])
  browser.imports.get('/b.js')?.failed()
  browser.runTasks()
  browser.imports.get('/a.js')?.failed()
  browser.runTasks()
  expect(browser.imported).toEqual(['/b.js', '/a.js', '/e.js'])
})

test('ADR 039: in a tab nobody sees, where nothing is painted, the start script runs the modules at once', () => {
  const browser = browserFor({ hidden: true })
  expect(browser.frames).toEqual([])
  expect(browser.imported).toEqual(['/b.js'])
  expect(browser.appended).toHaveLength(3)
})

test('ADR 040: a tab hidden before its content was painted starts the modules as it is hidden, and only once', () => {
  const browser = browserFor()
  // Shown again without a paint: nothing yet.
  browser.changeVisibility(false)
  browser.runTasks()
  expect(browser.imported).toEqual([])
  browser.changeVisibility(true)
  browser.runTasks()
  expect(browser.imported).toEqual(['/b.js'])
  // The paint reported later, or the tab hidden again, starts nothing more.
  browser.reportPaints('first-contentful-paint')
  browser.changeVisibility(false)
  browser.changeVisibility(true)
  browser.runTasks()
  expect(browser.imported).toEqual(['/b.js'])
  expect(browser.appended).toHaveLength(3)
})
