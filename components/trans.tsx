import { cloneElement, type ReactElement, type ReactNode } from 'react'
import type { MessageKey } from '#i18n/message-key.ts'
import { useT } from './translation.tsx'

/**
 * A sentence that carries links or other elements, translated whole (ADR 009 foresaw it): the catalogue
 * holds the full sentence with named tags, `"Read our <policyLink>cookie policy</policyLink>."`, and each
 * tag is filled with the element of that name, keeping the text between the tags as its content. A
 * translator sees and orders the whole sentence; no sentence is stitched from fragments.
 *
 * What react-i18next's `Trans` made of the catalogues' sentences, without i18next in the browser (ADR
 * 031; trans.parity.test.tsx renders both): a tag `<name>…</name>` or `<name/>` becomes the element of
 * that name with the text between as its children; a tag without an element stays text, as written.
 * messages.test.ts holds the catalogues to tags this reads (named, not nested).
 */
const tagPattern = /<([A-Za-z][\w-]*)>([\s\S]*?)<\/\1>|<([A-Za-z][\w-]*)\s*\/>/g

/** The sentence as React children: its text, and each tag replaced by its element. */
export function sentenceParts(text: string, elements: Readonly<Record<string, ReactElement>>): ReactNode[] {
  const parts: ReactNode[] = []
  let end = 0
  for (const match of text.matchAll(tagPattern)) {
    if (match.index > end) parts.push(text.slice(end, match.index))
    const name = match[1] ?? match[3] ?? ''
    const content = match[2]
    const element = Object.hasOwn(elements, name) ? elements[name] : undefined
    // A tag nothing fills stays as written, so a mistyped name shows instead of vanishing.
    parts.push(element === undefined ? match[0] : cloneElement(element, { key: parts.length }, content))
    end = match.index + match[0].length
  }
  if (end < text.length) parts.push(text.slice(end))
  return parts
}

export function Trans({
  messageKey,
  elements,
  values,
}: {
  messageKey: MessageKey
  /** The element for each tag name in the sentence; its children are the sentence's text. */
  elements: Readonly<Record<string, ReactElement>>
  values?: Record<string, string | number>
}) {
  const t = useT()
  return <>{sentenceParts(t(messageKey, values), elements)}</>
}
