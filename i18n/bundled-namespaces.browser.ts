import type { Locale } from '#schemas/locale.ts'
import type { LazyMessageNamespace } from './message-namespaces.ts'
import type { Messages } from './messages.ts'

/**
 * The browser's loaders of the catalogues' lazy namespaces (message-namespaces.ts), one chunk per locale
 * and namespace, cut out of the JSON catalogues by `bundled-messages-plugin.ts`. A module of its own,
 * imported by the pages that read a namespace (bundled-messages.browser.ts), and preloaded by the server
 * on those pages with the namespace's chunks (server/block-assets.server.ts): a content page's start
 * bundle carries none of these addresses.
 */
export const namespaceLoaders: Readonly<
  Record<LazyMessageNamespace, Record<Locale, () => Promise<Messages>>>
> = {
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
}
