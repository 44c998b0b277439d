// https://vike.dev/onBeforeRenderClient (vike-react) — awaited before the page hydrates or renders.
import type { PageContextClient } from 'vike/types'
import { navigationFeedback } from '#components/navigation/navigation-feedback.ts'

/** The page's messages are loaded and the old page has faded out (components/navigation-feedback.ts). */
export async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  await navigationFeedback().beforeRender(pageContext)
}
