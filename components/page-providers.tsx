import type { ReactNode } from 'react'
import type { LinkContext } from '#i18n/link-context.ts'
import type { Locale } from '#schemas/locale.ts'
import { CartProvider } from './cart/cart-provider.tsx'
import { LocaleProvider } from './locale-context.tsx'
import { ModalProvider } from './modal-provider.tsx'
import { TranslationProvider } from './translation.tsx'

/** Everything a block may rely on from its surroundings; the site layout and Storybook both use it. */
export function PageProviders({
  locale,
  linkContext,
  children,
}: {
  locale: Locale
  linkContext?: LinkContext | undefined
  children: ReactNode
}) {
  return (
    <TranslationProvider locale={locale}>
      <LocaleProvider locale={locale} linkContext={linkContext}>
        <ModalProvider>
          <CartProvider>{children}</CartProvider>
        </ModalProvider>
      </LocaleProvider>
    </TranslationProvider>
  )
}
