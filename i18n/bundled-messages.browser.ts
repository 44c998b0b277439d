import type { Locale } from '#schemas/locale.ts'
import type { Messages } from './messages.ts'

/**
 * The browser's stand-in for `bundled-messages.ts` (swapped in by `bundled-messages-plugin.ts`): each
 * locale's catalogue is its own chunk, so a visitor downloads only the page's locale and the fallback
 * locale, never all four (issue 4: bundle size). Nothing is preloaded; `loadMessages()` in `i18n.ts`
 * fetches what a page needs before it renders.
 */
export const preloadedMessages: Readonly<Partial<Record<Locale, Messages>>> = {}

const loaders: Readonly<Record<Locale, () => Promise<Messages>>> = {
  'fi-FI': async () => (await import('./messages/fi-FI.json')).default,
  'en-EU': async () => (await import('./messages/en-EU.json')).default,
  'sv-SE': async () => (await import('./messages/sv-SE.json')).default,
  'no-NO': async () => (await import('./messages/no-NO.json')).default,
}

export function loadBundledMessages(locale: Locale): Promise<Messages> {
  return loaders[locale]()
}
