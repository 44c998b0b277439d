import { useData } from 'vike-react/useData'
import { entriesFromPayload } from '#renderer/entries-payload.ts'
import { firstBlockProvidesPageHeading, RenderBlocks } from '#renderer/render-blocks.tsx'
import type { Data } from './+data.ts'

/**
 * A content page: its blocks, under the title as h1 unless the first block carries the page's heading.
 * Title, description and robots are the head's (pages/+title.ts, +description.ts, +Head.tsx), read from
 * the same data.
 */
export function Page() {
  // The clock and the locator's results are read by the blocks that show them, from the same data
  // (components/page-now.ts, components/locator-results.tsx).
  const { meta, entries: payload, preview } = useData<Data>()
  const entries = entriesFromPayload(payload)
  return (
    <div className="page">
      {!firstBlockProvidesPageHeading(entries) && <h1 className="page__title">{meta.title}</h1>}
      <RenderBlocks entries={entries} preview={preview} />
    </div>
  )
}
