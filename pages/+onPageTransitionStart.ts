// https://vike.dev/onPageTransitionStart — a client-side navigation began (runs before the next page loads).
import { navigationFeedback } from '#components/navigation-feedback.ts'
import './navigation.css'

export function onPageTransitionStart(): void {
  navigationFeedback().transitionStart()
}
