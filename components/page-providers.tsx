import { IdScope } from './element-id.tsx'
import type { ReactNode } from 'react'
import type { LinkContext } from '#i18n/link-context.ts'
import type { Locale } from '#schemas/locale.ts'
import { AuthProvider } from './auth/auth-provider.tsx'
import { CartProvider } from './cart/cart-provider.tsx'
import { LocaleProvider } from './locale-context.tsx'
import { ModalProvider } from './modal-provider.tsx'
import { TranslationProvider } from './translation.tsx'

/** Everything a block may rely on from its surroundings; the site layout and Storybook both use it. */
export function PageProviders({
  locale,
  linkContext,
  checkLogin,
  children,
  beside,
}: {
  locale: Locale
  linkContext?: LinkContext | undefined
  /** Runs the login machine after hydration (spec §4): the site's pages do, Storybook does not. */
  checkLogin?: boolean | undefined
  children: ReactNode
  /**
   * Rendered after `children`, outside the login and cart providers: the parts of the page's frame
   * that do not use them (the footer, the notices, the cookie consent). React renders a part that
   * hydrates late (the footer, pages/+Layout.tsx; the blocks of ADR 035) from scratch when a context
   * above it changes before its code is here, throwing the server's markup away; the providers here
   * hand down objects that never change for that reason (components/value-store.ts).
   */
  beside?: ReactNode
}) {
  return (
    // The page's own ids; the footer and each block count theirs apart (components/element-id.tsx).
    <IdScope name="page">
      <TranslationProvider locale={locale}>
        <LocaleProvider locale={locale} linkContext={linkContext}>
          <ModalProvider>
            {/* Around the cart: the logged-in e-mail validates the cart (spec §6). */}
            <AuthProvider checkLogin={checkLogin}>
              <CartProvider>{children}</CartProvider>
            </AuthProvider>
            {beside}
          </ModalProvider>
        </LocaleProvider>
      </TranslationProvider>
    </IdScope>
  )
}
