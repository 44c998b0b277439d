import { loadMessages } from '#i18n/catalogues.ts'
import type { NavigationFeedback } from './navigation-feedback.ts'
import { renderingLocale } from './rendering-locale.ts'

/**
 * The router hooks' way to the navigation feedback (navigation-feedback.ts: the progress bar, the page
 * transition, link prefetching), whose code loads once the page is interactive rather than at start: it
 * serves client-side navigations, and the first one comes after hydration (ADR 035). Hydration itself
 * needs only the page's messages, loaded here without it.
 */

let loading: Promise<NavigationFeedback> | undefined

function feedback(): Promise<NavigationFeedback> {
  loading ??= import('./navigation-feedback.ts').then((module) => module.navigationFeedback())
  return loading
}

/** Calls `step` once the feedback is here, in call order; a chunk that cannot load leaves no feedback. */
function later(step: (loaded: NavigationFeedback) => void): void {
  feedback().then(step, () => undefined)
}

export const deferredNavigationFeedback: NavigationFeedback = {
  transitionStart: () => later((loaded) => loaded.transitionStart()),
  async beforeRender(page) {
    // Hydration: the page's texts must be those the server rendered with; failing, the server's page
    // stays as it is (navigation-feedback.ts explains why).
    if (page.isHydration) return loadMessages(renderingLocale(page), page.messageOverrides)
    return (await feedback()).beforeRender(page)
  },
  transitionEnd: () => later((loaded) => loaded.transitionEnd()),
  hydrated: () => later((loaded) => loaded.hydrated()),
}
