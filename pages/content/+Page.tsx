import { Head } from 'vike-react/Head'
import { useConfig } from 'vike-react/useConfig'
import { useData } from 'vike-react/useData'
import { entriesFromPayload } from '#renderer/entries-payload.ts'
import { firstBlockProvidesPageHeading, RenderBlocks } from '#renderer/render-blocks.tsx'
import type { Data } from './+data.ts'

export function Page() {
  const { title, description, noIndex, entries: payload, preview } = useData<Data>()
  const entries = entriesFromPayload(payload)
  const config = useConfig()
  config({ title, ...(description === undefined ? {} : { description }) })
  return (
    <article className="page">
      {noIndex && (
        <Head>
          <meta name="robots" content="noindex" />
        </Head>
      )}
      {!firstBlockProvidesPageHeading(entries) && <h1 className="page__title">{title}</h1>}
      <RenderBlocks entries={entries} preview={preview} />
    </article>
  )
}
