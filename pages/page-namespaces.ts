import type { PageContext } from 'vike/types'
import { messageNamespacesOf } from '#blocks/registry.ts'
import type { LazyMessageNamespace } from '#i18n/message-namespaces.ts'
import { contentTypesOf, entriesFromPayload } from '#renderer/entries-payload.ts'

/**
 * The lazily loaded catalogue namespaces a page reads (i18n/message-namespaces.ts): a content page those
 * of its blocks, the search page, the cart page, the checkout page and the account page their own. The browser loads them before the page hydrates
 * (+onBeforeRenderClient.ts).
 */
export function pageNamespaces(data: PageContext['data']): LazyMessageNamespace[] {
  if (data?.kind === 'content') return messageNamespacesOf(contentTypesOf(entriesFromPayload(data.entries)))
  if (data?.kind === 'search') return ['search']
  if (data?.kind === 'checkout') return ['cart', 'checkout']
  if (data?.kind === 'account') return ['account']
  return data?.kind === 'cart' ? ['cart'] : []
}
