import type { BlockProps } from '#blocks/define-block.ts'
import { SanitizedHtml } from '#components/sanitized-html.tsx'
import type { RichTextBlock } from './rich-text.schema.ts'

export function RichText({ block }: BlockProps<RichTextBlock>) {
  const headingId = `${block.id}-heading`
  return (
    <section
      className="rich-text-block"
      {...(block.heading === undefined ? {} : { 'aria-labelledby': headingId })}
    >
      {block.heading !== undefined && <h2 id={headingId}>{block.heading}</h2>}
      <SanitizedHtml className="rich-text" html={block.html} />
    </section>
  )
}
