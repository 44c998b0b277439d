/**
 * Top-level namespaces of the catalogues that the browser loads only for the pages that use them: their
 * texts belong to lazy blocks (the station blocks, the locator, the station map), to the search page
 * (the header's search field reads `chrome`), or to the cart (its page, its dialog and its notices,
 * loaded with the cart's code: components/cart/cart-runtime.tsx), the checkout page and the cookie-consent
 * dialog (loaded with its code on a first visit or when reopened: components/consent/consent-dialog.tsx),
 * and the account page, so a content page without them never downloads them. The server, Vitest and Storybook hold whole catalogues; the
 * browser build splits each locale's catalogue into its core and one chunk per namespace here
 * (i18n/bundled-messages-plugin.ts). A block names the namespaces it reads in its registry entry
 * (`messages`), and the page loads them before it hydrates (pages/+onBeforeRenderClient.ts).
 */
export const lazyMessageNamespaces = [
  'station',
  'search',
  'cart',
  'addToCartNotification',
  'checkout',
  'consent',
  'account',
] as const

export type LazyMessageNamespace = (typeof lazyMessageNamespaces)[number]

export function isLazyMessageNamespace(key: string): key is LazyMessageNamespace {
  return lazyMessageNamespaces.some((namespace) => namespace === key)
}
