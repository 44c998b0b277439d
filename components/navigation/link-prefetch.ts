/**
 * Route prefetching (spec §7: route payloads are prefetched, but not on slow connections): when a
 * pointer rests on an internal link, a finger touches it, it gets keyboard focus, or it scrolls into
 * view, what that page needs is fetched ahead of the click. Nothing is fetched while the browser reports
 * save-data or a 2g connection, and at most four fetches run at once (spec §9); hovered links jump the
 * queue, links merely in view wait their turn. A link marked `data-prefetch="intent"` is fetched only
 * when pointed at or focused, never for being in view.
 *
 * A link pointed at is fetched at once: the click may follow within a few hundred milliseconds. A link
 * merely in view is a guess, and starting it is work on the main thread (the router resolves the page and
 * loads its code): such links start one per idle period, so the dozens in view after a page starts do not
 * make one long task between the visitor and the page (issue 17: Total Blocking Time).
 */
export const maxConcurrentPrefetches = 4

/** The parts of the Network Information API the rule reads; absent in browsers without it. */
export interface ConnectionInfo {
  saveData?: boolean
  effectiveType?: string
}

/** spec §7: not on save-data, and not on 2g or slow-2g. Unknown connections count as fast enough. */
export function connectionAllowsPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (connection === undefined) return true
  if (connection.saveData === true) return false
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g'
}

/** `navigator.connection`, read defensively: it is non-standard and missing in Firefox and Safari. */
export function browserConnection(): ConnectionInfo | undefined {
  const connection: unknown = Reflect.get(navigator, 'connection')
  if (typeof connection !== 'object' || connection === null) return undefined
  const saveData: unknown = Reflect.get(connection, 'saveData')
  const effectiveType: unknown = Reflect.get(connection, 'effectiveType')
  return {
    ...(typeof saveData === 'boolean' ? { saveData } : {}),
    ...(typeof effectiveType === 'string' ? { effectiveType } : {}),
  }
}

/**
 * The same-origin page a link leads to (`pathname` + `search`), or null for anything the client router
 * would not load: other origins, other protocols, downloads, new tabs, `rel="external"`, links opted out
 * with `data-prefetch="false"`, and links to a place on the current page.
 */
export function prefetchTarget(link: HTMLAnchorElement, current: Location | URL): string | null {
  const href = link.getAttribute('href')
  if (href === null || href.startsWith('#')) return null
  if (link.hasAttribute('download') || link.dataset.prefetch === 'false') return null
  if (link.target !== '' && link.target !== '_self') return null
  if (link.relList.contains('external')) return null
  let url: URL
  try {
    url = new URL(href, current.href)
  } catch {
    return null
  }
  if (url.origin !== current.origin) return null
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  const page = `${url.pathname}${url.search}`
  return page === `${current.pathname}${current.search}` ? null : page
}

/**
 * The address of a page's route payload: what Vike's client router fetches when it navigates to `page`
 * (`/en-EU/stationsearch?x=1` → `/en-EU/stationsearch/index.pageContext.json?x=1`, `/` →
 * `/index.pageContext.json`). Fetching it ahead of the click fills the browser cache the click reads.
 */
export function routePayloadUrl(page: string): string {
  const queryAt = page.indexOf('?')
  const pathname = queryAt === -1 ? page : page.slice(0, queryAt)
  const search = queryAt === -1 ? '' : page.slice(queryAt)
  return `${pathname.endsWith('/') ? pathname : `${pathname}/`}index.pageContext.json${search}`
}

export interface LinkPrefetcherOptions {
  /**
   * Fetches what the page at `url` needs. `intent` is true when the visitor pointed at or focused the
   * link, false when it merely came into view: costlier extras (another locale's messages) wait for intent.
   */
  prefetch: (url: string, intent: boolean) => Promise<unknown>
  connection?: () => ConnectionInfo | undefined
  maxConcurrent?: number
  document?: Document
  location?: () => Location | URL
  /** Tells when a link comes into view; undefined where the browser cannot (hover, touch and focus remain). */
  watchVisibility?: (onVisible: (element: Element) => void) => VisibilityWatcher | undefined
  /** When a link merely in view may start: one per call. */
  whenIdle?: IdleScheduler
}

export interface VisibilityWatcher {
  watch(element: Element): void
  stop(): void
}

/** The longest a link in view waits for an idle period before it is started anyway. */
export const idlePrefetchDeadlineMs = 2000
const idleFallbackDelayMs = 50

/** Runs a task when the browser is idle; returns a function that cancels it if it has not run. */
export type IdleScheduler = (task: () => void) => () => void

/**
 * The browser's idle periods (`requestIdleCallback`), with a deadline so a busy page still prefetches
 * within a few seconds; where the browser has none (Safari), a timer that leaves the current work first.
 */
export const whenBrowserIdle: IdleScheduler = (task) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: idlePrefetchDeadlineMs })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(task, idleFallbackDelayMs)
  return () => clearTimeout(timer)
}

/** An IntersectionObserver reporting each watched element once, when it enters the viewport. */
export function intersectionWatcher(onVisible: (element: Element) => void): VisibilityWatcher | undefined {
  if (!('IntersectionObserver' in globalThis)) return undefined
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      observer.unobserve(entry.target)
      onVisible(entry.target)
    }
  })
  return { watch: (element) => observer.observe(element), stop: () => observer.disconnect() }
}

export interface LinkPrefetcher {
  /** Watches the links now on the page for entering the viewport (call after each render). */
  observeLinks(): void
  /** Queues one link's page; `intent` (hover, touch, focus) puts it at the front. */
  request(link: HTMLAnchorElement, intent: boolean): void
  stop(): void
}

export function createLinkPrefetcher({
  prefetch,
  connection = browserConnection,
  maxConcurrent = maxConcurrentPrefetches,
  document: doc = document,
  location = () => window.location,
  watchVisibility = intersectionWatcher,
  whenIdle = whenBrowserIdle,
}: LinkPrefetcherOptions): LinkPrefetcher {
  /** Pages queued, running or done, and whether with intent: each is fetched once per visit and level. */
  const requested = new Map<string, boolean>()
  const queue: { url: string; intent: boolean }[] = []
  let running = 0

  /** Cancels the idle period awaited for the next link in view, if one is. */
  let cancelIdleStart: (() => void) | undefined

  const start = (next: { url: string; intent: boolean }) => {
    running += 1
    prefetch(next.url, next.intent)
      .catch(() => {
        // A failed prefetch is only a missed head start; the click loads the page as usual.
        requested.delete(next.url)
      })
      .finally(() => {
        running -= 1
        pump()
      })
  }

  /** Starts what may start now: links pointed at at once, one link in view per idle period. */
  const pump = () => {
    while (running < maxConcurrent && queue.length > 0) {
      if (!connectionAllowsPrefetch(connection())) {
        // The connection got slow: drop what waits, so those pages may be fetched once it recovers.
        for (const { url } of queue.splice(0)) requested.delete(url)
        return
      }
      const next = queue[0]
      if (next === undefined) return
      if (!next.intent) {
        cancelIdleStart ??= whenIdle(() => {
          cancelIdleStart = undefined
          if (running >= maxConcurrent || queue[0]?.intent !== false) return pump()
          if (!connectionAllowsPrefetch(connection())) return pump()
          const inView = queue.shift()
          if (inView !== undefined) start(inView)
          pump()
        })
        return
      }
      queue.shift()
      start(next)
    }
  }

  const request = (link: HTMLAnchorElement, intent: boolean) => {
    if (!connectionAllowsPrefetch(connection())) return
    const url = prefetchTarget(link, location())
    if (url === null) return
    const earlier = requested.get(url)
    if (earlier === true || (earlier === false && !intent)) return
    requested.set(url, intent)
    const waiting = queue.findIndex((entry) => entry.url === url)
    if (waiting !== -1) queue.splice(waiting, 1)
    // Links pointed at jump the queue of links merely in view.
    if (intent) queue.unshift({ url, intent })
    else queue.push({ url, intent })
    pump()
  }

  const visibility = watchVisibility((element) => {
    // `data-prefetch="intent"`: a link on every page (the header's cart) waits to be pointed at, or
    // every visit would fetch that page's code.
    if (element instanceof HTMLAnchorElement && element.dataset.prefetch !== 'intent') request(element, false)
  })

  const onPointer = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (link instanceof HTMLAnchorElement) request(link, true)
  }
  doc.addEventListener('mouseover', onPointer, { passive: true })
  doc.addEventListener('touchstart', onPointer, { passive: true })
  doc.addEventListener('focusin', onPointer)

  return {
    observeLinks() {
      if (visibility === undefined || !connectionAllowsPrefetch(connection())) return
      // Watching a link twice is a no-op; a link seen before is watched again because its href may have
      // changed with the page (the language switcher), and `requested` skips pages already fetched.
      for (const link of doc.querySelectorAll('a[href]')) visibility.watch(link)
    },
    request,
    stop() {
      visibility?.stop()
      doc.removeEventListener('mouseover', onPointer)
      doc.removeEventListener('touchstart', onPointer)
      doc.removeEventListener('focusin', onPointer)
      queue.length = 0
      cancelIdleStart?.()
      cancelIdleStart = undefined
    },
  }
}
