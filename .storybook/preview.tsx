import type { Decorator, Preview } from '@storybook/react-vite'
import { useEffect, type ReactNode } from 'react'
import { PageProviders } from '#components/page-providers.tsx'
import { defaultLocale, isLocale, locales, type Locale } from '#schemas/locale.ts'
import '#pages/global.css'
import { wcagTags } from '../stories/axe-rules.ts'

// Mirrors what the server puts on <html lang> for each market, so screen readers and axe see the
// language the story is written in.
function LocaleFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])
  return children
}

// One toolbar switch changes translations, locale-aware links and <html lang> together. PageProviders
// is the same wrapper the site layout uses, so a block gets exactly the i18n, locale and modal context
// it gets on a page; portable stories (Vitest) pick it up through setProjectAnnotations.
const withPageProviders: Decorator = (Story, context) => {
  const chosen: unknown = context.globals.locale
  const locale = typeof chosen === 'string' && isLocale(chosen) ? chosen : defaultLocale
  return (
    <PageProviders locale={locale}>
      <LocaleFrame locale={locale}>
        <Story />
      </LocaleFrame>
    </PageProviders>
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
  decorators: [withPageProviders],
  parameters: {
    controls: { expanded: true },
    // The accessibility panel checks what the e2e checks check (tests/e2e/axe.ts): the story's root,
    // WCAG 2.1 A and AA. It lists every finding for designers; the e2e run is the gate, failing on
    // serious and critical ones, so here they are to-dos rather than failed stories.
    a11y: {
      context: '#storybook-root',
      options: { runOnly: { type: 'tag', values: [...wcagTags] } },
      test: 'todo',
    },
  },
} satisfies Preview

// Storybook reads its preview from the default export.
export default preview
