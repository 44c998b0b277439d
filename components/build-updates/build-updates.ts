import { fullPageLoad } from './full-load.ts'

/**
 * spec §4 "Build updates": once the server serves another build than the one this page was rendered
 * with, the next navigation is a full page load. The old build's route chunks may be gone from the
 * server, and its code would render the new build's data; a full load gets the new build whole. Only
 * this small module is in the start bundle: the poll, with its schema, loads after hydration.
 */

export interface BuildUpdatesParts {
  /** Starts the poll (build-poll.ts) for the rendered build; `onNewBuild` is called once another is served. */
  startPoll: (renderedBuildId: string, onNewBuild: () => void) => Promise<unknown>
  /** A full page load of `url` (full-load.ts). */
  fullLoad: (url: string) => void
  /** The URL on screen. */
  currentUrl: () => string
}

export interface BuildUpdates {
  /** +onHydrationEnd: the page is interactive; `buildId` is the build the server rendered it with. */
  hydrated(buildId: string | undefined): void
  /**
   * +onPageTransitionStart: a client-side navigation to `url` began. After a new build it becomes a full
   * load, and the promise (never settled) keeps the router from going on meanwhile; otherwise null.
   */
  transitionStart(url: string): Promise<never> | null
  /** +onPageTransitionEnd: the navigation ended (rendered, or failed). */
  transitionEnd(): void
  /** The route a reload should load: the page being navigated to, else the page on screen. */
  route(): string
}

export function createBuildUpdates(parts: BuildUpdatesParts): BuildUpdates {
  let polling = false
  let newBuild = false
  let navigatingTo: string | null = null
  return {
    hydrated(buildId) {
      if (polling || buildId === undefined) return
      polling = true
      parts
        .startPoll(buildId, () => {
          newBuild = true
        })
        // The poll's chunk did not load (a failed chunk reloads the route, chunk-reload.ts): no poll.
        .catch(() => undefined)
    },
    transitionStart(url) {
      navigatingTo = url
      if (!newBuild) return null
      parts.fullLoad(url)
      return new Promise<never>(() => undefined)
    },
    transitionEnd() {
      navigatingTo = null
    },
    route() {
      return navigatingTo ?? parts.currentUrl()
    },
  }
}

let browserBuildUpdates: BuildUpdates | undefined

/** The browser's one instance, created on first use by the router hooks in pages/. Browser only. */
export function buildUpdates(): BuildUpdates {
  browserBuildUpdates ??= createBuildUpdates({
    startPoll: async (renderedBuildId, onNewBuild) => {
      const { startBuildPoll } = await import('./build-poll.ts')
      return startBuildPoll(renderedBuildId, onNewBuild)
    },
    fullLoad: fullPageLoad,
    currentUrl: () => window.location.href,
  })
  return browserBuildUpdates
}
