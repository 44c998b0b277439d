import type { Locale } from '#schemas/locale.ts'
import type { LazyMessageNamespace } from './message-namespaces.ts'
import type { Messages } from './messages.ts'

/**
 * The browser's stand-in for `bundled-messages.ts` (swapped in by `bundled-messages-plugin.ts`): each
 * locale's catalogue is its own chunk, so a visitor downloads only the page's locale and the fallback
 * locale, never all four (issue 4: bundle size); and within a catalogue the namespaces of lazy blocks
 * are chunks of their own, loaded only by pages that show such a block (message-namespaces.ts). Nothing
 * is preloaded; `loadMessages()` in `i18n.ts` fetches what a page needs before it renders. The
 * `?messages-part=` imports are cut out of the JSON catalogues by the plugin.
 */
export const preloadedMessages: Readonly<Partial<Record<Locale, Messages>>> = {}

const loaders: Readonly<Record<Locale, () => Promise<Messages>>> = {
  'fi-FI': () => import('./messages/fi-FI.json?messages-part=core').then((module) => module.default),
  'en-EU': () => import('./messages/en-EU.json?messages-part=core').then((module) => module.default),
  'sv-SE': () => import('./messages/sv-SE.json?messages-part=core').then((module) => module.default),
  'no-NO': () => import('./messages/no-NO.json?messages-part=core').then((module) => module.default),
}

const namespaceLoaders: Readonly<Record<LazyMessageNamespace, Record<Locale, () => Promise<Messages>>>> = {
  station: {
    'fi-FI': () => import('./messages/fi-FI.json?messages-part=station').then((module) => module.default),
    'en-EU': () => import('./messages/en-EU.json?messages-part=station').then((module) => module.default),
    'sv-SE': () => import('./messages/sv-SE.json?messages-part=station').then((module) => module.default),
    'no-NO': () => import('./messages/no-NO.json?messages-part=station').then((module) => module.default),
  },
  search: {
    'fi-FI': () => import('./messages/fi-FI.json?messages-part=search').then((module) => module.default),
    'en-EU': () => import('./messages/en-EU.json?messages-part=search').then((module) => module.default),
    'sv-SE': () => import('./messages/sv-SE.json?messages-part=search').then((module) => module.default),
    'no-NO': () => import('./messages/no-NO.json?messages-part=search').then((module) => module.default),
  },
  cart: {
    'fi-FI': () => import('./messages/fi-FI.json?messages-part=cart').then((module) => module.default),
    'en-EU': () => import('./messages/en-EU.json?messages-part=cart').then((module) => module.default),
    'sv-SE': () => import('./messages/sv-SE.json?messages-part=cart').then((module) => module.default),
    'no-NO': () => import('./messages/no-NO.json?messages-part=cart').then((module) => module.default),
  },
  checkout: {
    'fi-FI': () => import('./messages/fi-FI.json?messages-part=checkout').then((module) => module.default),
    'en-EU': () => import('./messages/en-EU.json?messages-part=checkout').then((module) => module.default),
    'sv-SE': () => import('./messages/sv-SE.json?messages-part=checkout').then((module) => module.default),
    'no-NO': () => import('./messages/no-NO.json?messages-part=checkout').then((module) => module.default),
  },
  account: {
    'fi-FI': () => import('./messages/fi-FI.json?messages-part=account').then((module) => module.default),
    'en-EU': () => import('./messages/en-EU.json?messages-part=account').then((module) => module.default),
    'sv-SE': () => import('./messages/sv-SE.json?messages-part=account').then((module) => module.default),
    'no-NO': () => import('./messages/no-NO.json?messages-part=account').then((module) => module.default),
  },
  consent: {
    'fi-FI': () => import('./messages/fi-FI.json?messages-part=consent').then((module) => module.default),
    'en-EU': () => import('./messages/en-EU.json?messages-part=consent').then((module) => module.default),
    'sv-SE': () => import('./messages/sv-SE.json?messages-part=consent').then((module) => module.default),
    'no-NO': () => import('./messages/no-NO.json?messages-part=consent').then((module) => module.default),
  },
  addToCartNotification: {
    'fi-FI': () =>
      import('./messages/fi-FI.json?messages-part=addToCartNotification').then((module) => module.default),
    'en-EU': () =>
      import('./messages/en-EU.json?messages-part=addToCartNotification').then((module) => module.default),
    'sv-SE': () =>
      import('./messages/sv-SE.json?messages-part=addToCartNotification').then((module) => module.default),
    'no-NO': () =>
      import('./messages/no-NO.json?messages-part=addToCartNotification').then((module) => module.default),
  },
}

export function loadBundledMessages(locale: Locale): Promise<Messages> {
  return loaders[locale]()
}

export function loadBundledNamespace(locale: Locale, namespace: LazyMessageNamespace): Promise<Messages> {
  return namespaceLoaders[namespace][locale]()
}
