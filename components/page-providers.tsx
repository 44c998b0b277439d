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
}: {
  locale: Locale
  linkContext?: LinkContext | undefined
  /** Runs the login machine after hydration (spec §4): the site's pages do, Storybook does not. */
  checkLogin?: boolean | undefined
  children: ReactNode
}) {
  return (
    <TranslationProvider locale={locale}>
      <LocaleProvider locale={locale} linkContext={linkContext}>
        <ModalProvider>
          {/* Around the cart: the logged-in e-mail validates the cart (spec §6). */}
          <AuthProvider checkLogin={checkLogin}>
            <CartProvider>{children}</CartProvider>
          </AuthProvider>
        </ModalProvider>
      </LocaleProvider>
    </TranslationProvider>
  )
}
