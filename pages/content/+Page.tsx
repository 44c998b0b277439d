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
  // A generic wrapper, not <article>: a page is what <main> holds, not a self-contained composition
  // inside it. As an article, an untitled one, it put the blocks' own <section>/<article> (and the h1 of
  // the hero or article block) one sectioning level deeper: the Nu HTML Checker warned "Article lacks
  // heading" and "Consider using the h1 element as a top-level heading only".
  return (
    <div className="page">
      {noIndex && (
        <Head>
          <meta name="robots" content="noindex" />
        </Head>
      )}
      {!firstBlockProvidesPageHeading(entries) && <h1 className="page__title">{title}</h1>}
      <RenderBlocks entries={entries} preview={preview} />
    </div>
  )
}
