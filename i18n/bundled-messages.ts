import type { Locale } from '#schemas/locale.ts'
import type { LazyMessageNamespace } from './message-namespaces.ts'
import type { Messages } from './messages.ts'
import enEU from './messages/en-EU.json'
import fiFI from './messages/fi-FI.json'
import noNO from './messages/no-NO.json'
import svSE from './messages/sv-SE.json'

/**
 * Every locale's bundled catalogue, imported up front: the server renders any locale synchronously, and
 * Vitest and Storybook render components without a loading step. The site's browser build swaps this
 * module for `bundled-messages.browser.ts`, which loads one locale at a time (see
 * `bundled-messages-plugin.ts`); both export the same two names.
 */
export const preloadedMessages: Readonly<Partial<Record<Locale, Messages>>> = {
  'fi-FI': fiFI,
  'en-EU': enEU,
  'sv-SE': svSE,
  'no-NO': noNO,
}

export function loadBundledMessages(locale: Locale): Promise<Messages> {
  return Promise.resolve(preloadedMessages[locale] ?? {})
}

/** A namespace's part of the catalogue (message-namespaces.ts); here it is already in the whole one. */
export function loadBundledNamespace(locale: Locale, namespace: LazyMessageNamespace): Promise<Messages> {
  const part = preloadedMessages[locale]?.[namespace]
  const messages: Messages = typeof part === 'object' ? { [namespace]: part } : {}
  return Promise.resolve(messages)
}
