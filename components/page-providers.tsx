import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { i18nFor } from '#i18n/i18n.ts'
import type { Locale } from '#schemas/locale.ts'
import { LocaleProvider } from './locale-context.tsx'
import { ModalProvider } from './modal-provider.tsx'

/** Everything a block may rely on from its surroundings; the site layout and Storybook both use it. */
export function PageProviders({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18nFor(locale)}>
      <LocaleProvider locale={locale}>
        <ModalProvider>{children}</ModalProvider>
      </LocaleProvider>
    </I18nextProvider>
  )
}
