// https://vike.dev/onHydrationEnd — the page is interactive: start prefetching what its links lead to.
import type { PageContextClient } from 'vike/types'
import { buildUpdates } from '#components/build-updates/build-updates.ts'
import { deferredNavigationFeedback } from '#components/navigation/deferred-navigation-feedback.ts'
import { endSlicedHydration } from '#components/hydration-slices.tsx'
import { inATaskOfItsOwn } from '#components/next-task.ts'

export function onHydrationEnd(pageContext: PageContextClient): void {
  endSlicedHydration()
  deferredNavigationFeedback.hydrated()
  // spec §4 "Build updates": from now on, watch for a deploy of another build. Loading the poll's code
  // is a task of its own, not a part of the one that runs the page's first effects (issue 17).
  inATaskOfItsOwn(() => buildUpdates().hydrated(pageContext.buildId))
}
