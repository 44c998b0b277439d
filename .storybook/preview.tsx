import type { Decorator, Preview } from '@storybook/react-vite'
import { useEffect, type ReactNode } from 'react'
import { defaultLocale, isLocale, locales } from '#schemas/locale.ts'
import '#pages/global.css'

// Mirrors what the server puts on <html lang> for each market. The translation provider will wrap
// stories here too, fed by the same global, so one toolbar switch changes language and lang together.
function LocaleFrame({ locale, children }: { locale: string; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])
  return children
}

const withLocale: Decorator = (Story, context) => {
  const chosen: unknown = context.globals.locale
  const locale = typeof chosen === 'string' && isLocale(chosen) ? chosen : defaultLocale
  return (
    <LocaleFrame locale={locale}>
      <Story />
    </LocaleFrame>
  )
}

const preview = {
  globalTypes: {
    locale: {
      description: 'Market locale',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [...locales],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: defaultLocale },
  decorators: [withLocale],
  parameters: {
    controls: { expanded: true },
  },
} satisfies Preview

// Storybook reads its preview from the default export.
export default preview
