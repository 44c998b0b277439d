// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import {
  connectionAllowsPrefetch,
  createLinkPrefetcher,
  idlePrefetchDeadlineMs,
  prefetchTarget,
  routePayloadUrl,
  whenBrowserIdle,
  type ConnectionInfo,
} from './link-prefetch.ts'

const here = new URL('https://aurora.test/fi-FI/asemahaku?near=me')

function link(html: string): HTMLAnchorElement {
  const container = document.createElement('div')
  container.innerHTML = html
  const anchor = container.querySelector('a')
  if (anchor === null) throw new Error(`no link in ${html}`)
  document.body.append(container)
  return anchor
}

beforeEach(() => {
  document.body.innerHTML = ''
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

test.each<[ConnectionInfo | undefined, boolean]>([
  [undefined, true],
  [{}, true],
  [{ effectiveType: '4g' }, true],
  [{ effectiveType: '3g' }, true],
  [{ effectiveType: '2g' }, false],
  [{ effectiveType: 'slow-2g' }, false],
  [{ saveData: true, effectiveType: '4g' }, false],
  [{ saveData: false, effectiveType: '4g' }, true],
])('connection %j allows prefetching: %s (spec §7)', (connection, allowed) => {
  expect(connectionAllowsPrefetch(connection)).toBe(allowed)
})

test.each([
  ['<a href="/fi-FI/yrityksille">x</a>', '/fi-FI/yrityksille'],
  ['<a href="yrityksille?x=1#top">x</a>', '/fi-FI/yrityksille?x=1'],
  ['<a href="https://aurora.test/sv-SE/foretag">x</a>', '/sv-SE/foretag'],
  ['<a href="/fi-FI/asemahaku?near=you">x</a>', '/fi-FI/asemahaku?near=you'],
  // Not for the client router, or nothing to fetch:
  ['<a href="#main">x</a>', null],
  ['<a href="/fi-FI/asemahaku?near=me#map">x</a>', null],
  ['<a href="https://example.com/">x</a>', null],
  ['<a href="//example.com/">x</a>', null],
  ['<a href="mailto:asiakaspalvelu@aurora.test">x</a>', null],
  ['<a href="tel:+358201234567">x</a>', null],
  ['<a href="javascript:alert(1)">x</a>', null],
  ['<a href="/fi-FI/hinnasto.pdf" download>x</a>', null],
  ['<a href="/fi-FI/yrityksille" target="_blank">x</a>', null],
  ['<a href="/fi-FI/yrityksille" rel="external">x</a>', null],
  ['<a href="/fi-FI/yrityksille" data-prefetch="false">x</a>', null],
  ['<a>no href</a>', null],
])('%s → %s', (html, expected) => {
  expect(prefetchTarget(link(html), here)).toBe(expected)
})

/** A visibility watcher the test drives: `show(element)` is the link entering the viewport. */
function fakeVisibility() {
  const watched = new Set<Element>()
  let onVisible: (element: Element) => void = () => undefined
  return {
    watched,
    show: (element: Element) => {
      if (watched.delete(element)) onVisible(element)
    },
    watchVisibility: (callback: (element: Element) => void) => {
      onVisible = callback
      return { watch: (element: Element) => watched.add(element), stop: () => watched.clear() }
    },
  }
}

/** A prefetch whose calls stay pending until the test settles them. */
function controlledPrefetch() {
  const pending: { url: string; resolve: () => void; reject: (error: Error) => void }[] = []
  const prefetch = vi.fn(
    (url: string) =>
      new Promise<void>((resolve, reject) => {
        pending.push({ url, resolve, reject })
      }),
  )
  return { prefetch, pending }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Idle periods the test hands out: `next()` is one idle period, running the task that waits for it. */
function fakeIdle() {
  const tasks: (() => void)[] = []
  return {
    whenIdle: (task: () => void) => {
      tasks.push(task)
      return () => {
        const at = tasks.indexOf(task)
        if (at !== -1) tasks.splice(at, 1)
      }
    },
    waiting: () => tasks.length,
    next: () => {
      const task = tasks.shift()
      if (task === undefined) throw new Error('nothing waits for an idle period')
      task()
    },
  }
}

test('a link that scrolls into view is prefetched once; another link to the same page adds nothing', () => {
  const visibility = fakeVisibility()
  const prefetch = vi.fn<(url: string, intent: boolean) => Promise<void>>(() => Promise.resolve())
  const idle = fakeIdle()
  const a = link('<a href="/fi-FI/yrityksille">a</a>')
  const b = link('<a href="/fi-FI/yrityksille">same page again</a>')
  const prefetcher = createLinkPrefetcher({
    prefetch,
    location: () => here,
    connection: () => undefined,
    watchVisibility: visibility.watchVisibility,
    whenIdle: idle.whenIdle,
  })
  prefetcher.observeLinks()
  expect([...visibility.watched]).toEqual([a, b])
  expect(prefetch).not.toHaveBeenCalled()
  visibility.show(a)
  visibility.show(b)
  // A link in view waits for the browser to be idle.
  expect(prefetch).not.toHaveBeenCalled()
  idle.next()
  expect(prefetch).toHaveBeenCalledTimes(1)
  expect(prefetch).toHaveBeenCalledWith('/fi-FI/yrityksille', false)
  expect(idle.waiting()).toBe(0)
  prefetcher.stop()
})

test('pointing at a link seen before fetches again with intent, once; intent first makes the view add nothing', () => {
  const visibility = fakeVisibility()
  const prefetch = vi.fn<(url: string, intent: boolean) => Promise<void>>(() => Promise.resolve())
  const idle = fakeIdle()
  const seen = link('<a href="/sv-SE/foretag">Svenska</a>')
  const pointed = link('<a href="/no-NO/befrift">Norsk</a>')
  const prefetcher = createLinkPrefetcher({
    prefetch,
    location: () => here,
    connection: () => undefined,
    watchVisibility: visibility.watchVisibility,
    whenIdle: idle.whenIdle,
  })
  prefetcher.observeLinks()
  visibility.show(seen)
  idle.next()
  seen.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
  seen.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
  pointed.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
  visibility.show(pointed)
  expect(prefetch.mock.calls).toEqual([
    ['/sv-SE/foretag', false],
    ['/sv-SE/foretag', true],
    ['/no-NO/befrift', true],
  ])
  expect(idle.waiting()).toBe(0)
  prefetcher.stop()
})

test('a link marked data-prefetch="intent" is not fetched for being in view, only when pointed at', () => {
  const visibility = fakeVisibility()
  const prefetch = vi.fn<(url: string, intent: boolean) => Promise<void>>(() => Promise.resolve())
  const idle = fakeIdle()
  const cart = link('<a href="/fi-FI/ostoskori" data-prefetch="intent">Ostoskori</a>')
  const prefetcher = createLinkPrefetcher({
    prefetch,
    location: () => here,
    connection: () => undefined,
    watchVisibility: visibility.watchVisibility,
    whenIdle: idle.whenIdle,
  })
  prefetcher.observeLinks()
  visibility.show(cart)
  expect(idle.waiting()).toBe(0)
  expect(prefetch).not.toHaveBeenCalled()
  cart.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
  expect(prefetch.mock.calls).toEqual([['/fi-FI/ostoskori', true]])
  prefetcher.stop()
})

test('hovering, touching or focusing a link prefetches its page', () => {
  const prefetch = vi.fn<(url: string, intent: boolean) => Promise<void>>(() => Promise.resolve())
  const prefetcher = createLinkPrefetcher({ prefetch, location: () => here, connection: () => undefined })
  const hovered = link('<a href="/fi-FI/yrityksille"><span>Yrityksille</span></a>')
  const touched = link('<a href="/fi-FI/kayttoehdot">Käyttöehdot</a>')
  const focused = link('<a href="/fi-FI/artikkeli">Artikkelit</a>')
  // The event starts on an element inside the link, as a real pointer's would.
  hovered.querySelector('span')?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
  touched.dispatchEvent(new Event('touchstart', { bubbles: true }))
  focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
  expect(prefetch.mock.calls.map(([url]) => url)).toEqual([
    '/fi-FI/yrityksille',
    '/fi-FI/kayttoehdot',
    '/fi-FI/artikkeli',
  ])
  prefetcher.stop()
  link('<a href="/fi-FI/tietoa-meista">Tietoa meistä</a>').dispatchEvent(
    new MouseEvent('mouseover', { bubbles: true }),
  )
  expect(prefetch).toHaveBeenCalledTimes(3)
})

test('at most four prefetches run at once (spec §9); the rest wait, hovered links first', async () => {
  const { prefetch, pending } = controlledPrefetch()
  const visibility = fakeVisibility()
  const idle = fakeIdle()
  const links = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => link(`<a href="/fi-FI/${name}">${name}</a>`))
  const hovered = link('<a href="/fi-FI/hovered">hovered</a>')
  const prefetcher = createLinkPrefetcher({
    prefetch,
    location: () => here,
    connection: () => undefined,
    watchVisibility: visibility.watchVisibility,
    whenIdle: idle.whenIdle,
  })
  prefetcher.observeLinks()
  for (const anchor of links) visibility.show(anchor)
  // Links in view start one per idle period, up to four at once; then none waits for an idle period.
  for (let started = 1; started <= 4; started += 1) {
    idle.next()
    expect(pending).toHaveLength(started)
  }
  expect(pending.map(({ url }) => url)).toEqual(['/fi-FI/a', '/fi-FI/b', '/fi-FI/c', '/fi-FI/d'])
  expect(idle.waiting()).toBe(0)
  hovered.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
  expect(pending).toHaveLength(4)
  pending[0]?.resolve()
  await settle()
  // The hovered link jumped the queue of links merely in view, and did not wait for an idle period.
  expect(pending.map(({ url }) => url)).toEqual([
    '/fi-FI/a',
    '/fi-FI/b',
    '/fi-FI/c',
    '/fi-FI/d',
    '/fi-FI/hovered',
  ])
  for (const call of pending.slice(1)) call.resolve()
  await settle()
  expect(pending).toHaveLength(5)
  idle.next()
  idle.next()
  expect(pending.map(({ url }) => url).slice(5)).toEqual(['/fi-FI/e', '/fi-FI/f'])
  expect(idle.waiting()).toBe(0)
  prefetcher.stop()
})

test('a link pointed at starts at once while links in view wait; stopping cancels their wait', () => {
  const prefetch = vi.fn<(url: string, intent: boolean) => Promise<void>>(() => new Promise(() => undefined))
  const idle = fakeIdle()
  const prefetcher = createLinkPrefetcher({
    prefetch,
    location: () => here,
    connection: () => undefined,
    watchVisibility: () => undefined,
    whenIdle: idle.whenIdle,
  })
  const inView = ['a', 'b'].map((name) => link(`<a href="/fi-FI/${name}">${name}</a>`))
  for (const anchor of inView) prefetcher.request(anchor, false)
  expect(prefetch).not.toHaveBeenCalled()
  expect(idle.waiting()).toBe(1)
  link('<a href="/fi-FI/pointed">pointed</a>').dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
  expect(prefetch.mock.calls).toEqual([['/fi-FI/pointed', true]])
  idle.next()
  expect(prefetch.mock.calls.at(-1)).toEqual(['/fi-FI/a', false])
  expect(idle.waiting()).toBe(1)
  prefetcher.stop()
  expect(idle.waiting()).toBe(0)
  expect(prefetch).toHaveBeenCalledTimes(2)
})

test('nothing is prefetched on save-data or 2g connections (spec §7)', () => {
  const visibility = fakeVisibility()
  const prefetch = vi.fn<(url: string, intent: boolean) => Promise<void>>(() => Promise.resolve())
  let connection: ConnectionInfo = { saveData: true }
  const prefetcher = createLinkPrefetcher({
    prefetch,
    location: () => here,
    connection: () => connection,
    watchVisibility: visibility.watchVisibility,
  })
  const anchor = link('<a href="/fi-FI/yrityksille">x</a>')
  prefetcher.observeLinks()
  expect(visibility.watched.size).toBe(0)
  anchor.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
  connection = { effectiveType: 'slow-2g' }
  anchor.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
  expect(prefetch).not.toHaveBeenCalled()
  // Once the connection is good again, the link is prefetched.
  connection = { effectiveType: '4g' }
  anchor.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))
  expect(prefetch).toHaveBeenCalledWith('/fi-FI/yrityksille', true)
  prefetcher.stop()
})

test('links still waiting when the connection turns slow are dropped, and may be prefetched later', async () => {
  const { prefetch, pending } = controlledPrefetch()
  let connection: ConnectionInfo = { effectiveType: '4g' }
  const idle = fakeIdle()
  const prefetcher = createLinkPrefetcher({
    prefetch,
    location: () => here,
    connection: () => connection,
    whenIdle: idle.whenIdle,
  })
  const anchors = ['a', 'b', 'c', 'd', 'e'].map((name) => link(`<a href="/fi-FI/${name}">${name}</a>`))
  for (const anchor of anchors) prefetcher.request(anchor, false)
  for (let period = 0; period < 4; period += 1) idle.next()
  expect(pending).toHaveLength(4)
  connection = { effectiveType: '2g' }
  pending[0]?.resolve()
  await settle()
  expect(pending).toHaveLength(4)
  expect(idle.waiting()).toBe(0)
  connection = { effectiveType: '4g' }
  const last = anchors[4]
  if (last !== undefined) prefetcher.request(last, true)
  expect(pending.map(({ url }) => url).at(-1)).toBe('/fi-FI/e')
  prefetcher.stop()
})

test('a failed prefetch frees its slot and may be tried again', async () => {
  const { prefetch, pending } = controlledPrefetch()
  const prefetcher = createLinkPrefetcher({ prefetch, location: () => here, connection: () => undefined })
  const anchor = link('<a href="/fi-FI/yrityksille">x</a>')
  prefetcher.request(anchor, true)
  pending[0]?.reject(new Error('offline'))
  await settle()
  prefetcher.request(anchor, true)
  expect(prefetch).toHaveBeenCalledTimes(2)
  prefetcher.stop()
})

test.each([
  ['/', '/index.pageContext.json'],
  ['/en-EU', '/en-EU/index.pageContext.json'],
  ['/en-EU/stationsearch', '/en-EU/stationsearch/index.pageContext.json'],
  ['/sv-SE/hitta-station?lat=59.3', '/sv-SE/hitta-station/index.pageContext.json?lat=59.3'],
  ['/fi-FI/asemahaku/', '/fi-FI/asemahaku/index.pageContext.json'],
])('the route payload of %s is fetched from %s (Vike’s client router asks the same)', (page, payload) => {
  expect(routePayloadUrl(page)).toBe(payload)
})

test('a link in view waits for the browser’s idle period, at most two seconds, and may be called off', () => {
  const requestIdle = vi.fn<(task: () => void, options: { timeout: number }) => number>(() => 7)
  const cancelIdle = vi.fn()
  vi.stubGlobal('requestIdleCallback', requestIdle)
  vi.stubGlobal('cancelIdleCallback', cancelIdle)
  const task = vi.fn()
  const cancel = whenBrowserIdle(task)
  expect(requestIdle).toHaveBeenCalledWith(task, { timeout: idlePrefetchDeadlineMs })
  expect(idlePrefetchDeadlineMs).toBe(2000)
  expect(task).not.toHaveBeenCalled()
  cancel()
  expect(cancelIdle).toHaveBeenCalledWith(7)
})

test('without idle periods (Safari) a link in view waits for a timer after the current work', () => {
  vi.useFakeTimers()
  vi.stubGlobal('requestIdleCallback', undefined)
  const task = vi.fn()
  whenBrowserIdle(task)
  expect(task).not.toHaveBeenCalled()
  vi.advanceTimersByTime(50)
  expect(task).toHaveBeenCalledTimes(1)
  const calledOff = vi.fn()
  whenBrowserIdle(calledOff)()
  vi.advanceTimersByTime(1000)
  expect(calledOff).not.toHaveBeenCalled()
})
