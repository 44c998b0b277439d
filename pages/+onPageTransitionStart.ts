// https://vike.dev/onPageTransitionStart — a client-side navigation began (runs before the next page loads).
import type { PageContextClient } from 'vike/types'
import { buildUpdates } from '#components/build-updates/build-updates.ts'
import { deferredNavigationFeedback } from '#components/navigation/deferred-navigation-feedback.ts'
import '#components/navigation/navigation.css'

export function onPageTransitionStart(
  pageContext: Pick<PageContextClient, 'urlOriginal'>,
): Promise<void> | void {
  // spec §4 "Build updates": after a deploy of another build, this navigation is a full page load.
  const fullLoad = buildUpdates().transitionStart(pageContext.urlOriginal)
  if (fullLoad !== null) return fullLoad
  deferredNavigationFeedback.transitionStart()
}
