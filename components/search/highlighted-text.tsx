import type { MatchRange } from '#schemas/content-listing.ts'
import { highlightSegments } from './search-view.ts'

/** A text with its matched words in `<mark>`: built from ranges, so the text is never parsed as markup. */
export function HighlightedText({
  text,
  ranges,
}: {
  text: string
  ranges: readonly MatchRange[] | undefined
}) {
  return (
    <>
      {highlightSegments(text, ranges).map((segment, index) =>
        segment.marked ? <mark key={index}>{segment.text}</mark> : segment.text,
      )}
    </>
  )
}
