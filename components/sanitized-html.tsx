import type { RichText } from '#schemas/rich-text.ts'

/**
 * The one place HTML from the content system reaches the page. It accepts only the branded output of
 * the rich-text schema, which was sanitized to the allow-list where it entered (DESIGN §4).
 */
export function SanitizedHtml({ html, className }: { html: RichText; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
}
