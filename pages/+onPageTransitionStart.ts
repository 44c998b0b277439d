// https://vike.dev/onPageTransitionStart — a client-side navigation began (runs before the next page loads).
import { navigationFeedback } from '#components/navigation/navigation-feedback.ts'
import '#components/navigation/navigation.css'

export function onPageTransitionStart(): void {
  navigationFeedback().transitionStart()
}
