// https://vike.dev/bodyHtmlBegin
//
// vike-react's document writes this setting right after `<body>`, before the page's root element: the
// server's consent question (components/consent/consent-prompt.ts, issue 17). Outside the page's root element, so
// hydration never sees it; first in the body, so it is painted with the page's first paint (at the end
// of a streamed page it came with the last chunk, after the scripts had started) and a keyboard or
// screen-reader visitor meets it first, as they meet the dialog that takes its place.
import type { PageContextServer } from 'vike/types'
import { consentPromptHtml } from '#components/consent/consent-prompt-html.tsx'

export function bodyHtmlBegin(pageContext: PageContextServer): string {
  return consentPromptHtml(pageContext.locale, pageContext.linkContext)
}
