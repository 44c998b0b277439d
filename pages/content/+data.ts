// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'

export async function data(pageContext: PageContextServer) {
  const { locale, contentPath, preview } = pageContext
  const page = await pageContext.services.content.getPage({ locale, path: contentPath, preview })
  // spec §2.1 / §8: a failed route validation is a 404 'Page Not Found' plus the path.
  if (page === null) throw render(404, `Page Not Found: ${contentPath}`)
  // Only what the page renders travels to the browser (DESIGN §6).
  return { locale, content: page.content }
}

export type Data = Awaited<ReturnType<typeof data>>
