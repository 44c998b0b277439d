// https://vike.dev/onHydrationEnd — the page is interactive: start prefetching what its links lead to.
import { navigationFeedback } from '#components/navigation/navigation-feedback.ts'

export function onHydrationEnd(): void {
  navigationFeedback().hydrated()
}
