// https://vike.dev/onPageTransitionEnd — the new page is rendered (also after a failed navigation).
import { navigationFeedback } from '#components/navigation/navigation-feedback.ts'

export function onPageTransitionEnd(): void {
  navigationFeedback().transitionEnd()
}
