import { useConfig } from 'vike-react/useConfig'
import { useData } from 'vike-react/useData'
import { PageSections } from '#components/page-sections.tsx'
import type { Data } from './+data.ts'

export function Page() {
  const { content } = useData<Data>()
  const config = useConfig()
  config({
    title: content.title,
    ...(content.description === undefined ? {} : { description: content.description }),
  })
  const [first] = content.body
  return (
    <article className="page">
      {first?.contentType !== 'hero' && <h1 className="page__title">{content.title}</h1>}
      <PageSections sections={content.body} />
    </article>
  )
}
