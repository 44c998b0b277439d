// https://vike.dev/onHydrationEnd — the page is interactive: start prefetching what its links lead to.
import type { PageContextClient } from 'vike/types'
import { buildUpdates } from '#components/build-updates/build-updates.ts'
import { deferredNavigationFeedback } from '#components/navigation/deferred-navigation-feedback.ts'

export function onHydrationEnd(pageContext: PageContextClient): void {
  deferredNavigationFeedback.hydrated()
  // spec §4 "Build updates": from now on, watch for a deploy of another build.
  buildUpdates().hydrated(pageContext.buildId)
}
