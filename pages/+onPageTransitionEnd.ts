// https://vike.dev/onPageTransitionEnd — the new page is rendered (also after a failed navigation).
import { buildUpdates } from '#components/build-updates/build-updates.ts'
import { navigationFeedback } from '#components/navigation/navigation-feedback.ts'

export function onPageTransitionEnd(): void {
  buildUpdates().transitionEnd()
  navigationFeedback().transitionEnd()
}
