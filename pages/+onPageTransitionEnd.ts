// https://vike.dev/onPageTransitionEnd — the new page is rendered (also after a failed navigation).
import { buildUpdates } from '#components/build-updates/build-updates.ts'
import { deferredNavigationFeedback } from '#components/navigation/deferred-navigation-feedback.ts'

export function onPageTransitionEnd(): void {
  buildUpdates().transitionEnd()
  deferredNavigationFeedback.transitionEnd()
}
