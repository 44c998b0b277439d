// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { buildPageView, type PageView } from '#renderer/page-view.ts'
import { blockProblems } from '#renderer/prepare-page.ts'

export async function data(pageContext: PageContextServer): Promise<PageView> {
  const { locale, contentPath, preview, services } = pageContext
  const page = await services.content.getPage({ locale, path: contentPath, preview })
  // spec §2.1 / §8: a failed route validation is a 404 'Page Not Found' plus the path.
  if (page === null) throw render(404, `Page Not Found: ${contentPath}`)
  const { allEntries, ...view } = buildPageView(page.content, { locale, preview })
  const problems = blockProblems(allEntries)
  if (problems.length > 0) services.reportBlockProblems(`${locale}:${contentPath}`, problems)
  return view
}

export type Data = PageView
