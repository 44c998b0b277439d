import { loadMessages } from '#i18n/catalogues.ts'
import type { MessageOverrides } from '#i18n/messages.ts'
import { defaultLocale, isLocale, type Locale } from '#schemas/locale.ts'
import { translatorFor } from '../translation.tsx'
import { renderingLocale } from './rendering-locale.ts'
import type { LinkPrefetcher } from './link-prefetch.ts'
import { createNavigationProgress, type NavigationProgress } from './navigation-progress.ts'
import { createPageTransition, type PageTransition } from './page-transition.ts'

/** What the router hooks in pages/ read from the page context. */
export interface RenderingPage {
  locale: string | undefined
  messageOverrides: MessageOverrides | undefined
  isHydration: boolean
  urlOriginal: string
}

export interface NavigationFeedback {
  /** +onPageTransitionStart: a client-side navigation began. */
  transitionStart(): void
  /**
   * +onBeforeRenderClient: the next page's data and code are here. Loads its messages (its locale and
   * the fallback's, spec §4, with the editor overrides the server rendered with, so hydration finds
   * exactly the server's texts), ends the loading phase, and waits for the old page to fade out.
   */
  beforeRender(page: RenderingPage): Promise<void>
  /** +onPageTransitionEnd: the new page is rendered (also after a failed navigation). */
  transitionEnd(): void
  /** +onHydrationEnd: the first page is interactive. */
  hydrated(): void
}

export interface NavigationFeedbackParts {
  progress: NavigationProgress
  transition: PageTransition
  linkPrefetcher: () => LinkPrefetcher
  loadMessages: (locale: Locale, overrides: MessageOverrides | undefined) => Promise<void>
  /** A full page load of `url`. */
  reload: (url: string) => void
}

export function createNavigationFeedback(parts: NavigationFeedbackParts): NavigationFeedback {
  return {
    transitionStart() {
      parts.progress.start()
      parts.transition.leave()
    },
    async beforeRender(page) {
      try {
        await parts.loadMessages(renderingLocale(page), page.messageOverrides)
      } catch (error) {
        // A messages chunk that cannot load (an old tab after a deploy, a dropped connection). Hydrating
        // without it would replace the server's texts with keys: the server-rendered page stays as it is.
        if (page.isHydration) throw error
        // On a navigation, a full page load gets the page with its texts from the server; rendering
        // waits for it forever.
        parts.reload(page.urlOriginal)
        return new Promise<never>(() => undefined)
      }
      // Loading is over now, not after the fade: the bar shows only for a slow load (spec §9: 100 ms).
      parts.progress.done()
      await parts.transition.left()
    },
    transitionEnd() {
      parts.progress.done()
      parts.transition.enter()
      parts.linkPrefetcher().observeLinks()
    },
    hydrated() {
      parts.linkPrefetcher().observeLinks()
    },
  }
}

/** The locale of the page on screen, as the server wrote it on <html lang>. */
function pageLocale(): Locale {
  const lang = document.documentElement.lang
  return isLocale(lang) ? lang : defaultLocale
}

/**
 * Stands for page-prefetch.ts's prefetcher until its chunk is here: each call is passed on once it is, in
 * order. A chunk that fails to load leaves the links unprefetched; the click still navigates.
 */
function deferredPrefetcher(): LinkPrefetcher {
  const loaded = import('./page-prefetch.ts').then((module) => module.pagePrefetcher())
  const later = (call: (prefetcher: LinkPrefetcher) => void): void => void loaded.then(call, () => undefined)
  return {
    observeLinks: () => later((prefetcher) => prefetcher.observeLinks()),
    request: (link, intent) => later((prefetcher) => prefetcher.request(link, intent)),
    stop: () => later((prefetcher) => prefetcher.stop()),
  }
}

let browserFeedback: NavigationFeedback | undefined

/** The browser's one instance, created on first use by the router hooks in pages/. Browser only. */
export function navigationFeedback(): NavigationFeedback {
  if (browserFeedback === undefined) {
    let prefetcher: LinkPrefetcher | undefined
    browserFeedback = createNavigationFeedback({
      progress: createNavigationProgress({ label: () => translatorFor(pageLocale())('navigation.loading') }),
      transition: createPageTransition(),
      // Created after hydration: nothing is prefetched, nor its code loaded, before the page is interactive.
      linkPrefetcher: () => (prefetcher ??= deferredPrefetcher()),
      loadMessages,
      reload: (url) => window.location.assign(url),
    })
  }
  return browserFeedback
}
