import type { i18n, TFunction } from 'i18next'
import type { ComponentType, ReactElement } from 'react'
import { TransWithoutContext } from 'react-i18next'
import { i18nFor } from '#i18n/i18n.ts'
import type { MessageKey } from '#i18n/message-key.ts'
import { useTranslationLocale } from './translation.tsx'

/**
 * A sentence that carries links or other elements, translated whole (ADR 009 foresaw it): the catalogue
 * holds the full sentence with named tags, `"Read our <policyLink>cookie policy</policyLink>."`, and each
 * tag is filled with the element of that name, keeping the text between the tags as its content. A
 * translator sees and orders the whole sentence; no sentence is stitched from fragments.
 *
 * react-i18next's `Trans` without its context, fixed to the page's locale and translator like `useT()`
 * (components/translation.tsx), so no provider or react-i18next instance is needed. In its own module so
 * that only the chunks that show such a sentence (the consent dialog, a form's consent checkbox) carry it.
 */
/**
 * The props this module passes. `Trans`'s own typing checks `i18nKey` against every key of a typed
 * catalogue, a union TypeScript cannot represent here; `MessageKey` checks the key instead.
 */
interface SentenceProps {
  i18n: i18n
  t: TFunction
  i18nKey: string
  components: Readonly<Record<string, ReactElement>>
  values: Record<string, string | number> | undefined
}
const Sentence: ComponentType<SentenceProps> = TransWithoutContext

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
  const locale = useTranslationLocale()
  const instance = i18nFor(locale)
  return (
    <Sentence
      i18n={instance}
      t={instance.getFixedT(locale)}
      i18nKey={messageKey}
      components={elements}
      values={values}
    />
  )
}
