import type { Meta, StoryObj } from '@storybook/react-vite'
import { defaultLocale } from '#schemas/locale.ts'
import { toolbarLocale } from '#stories/toolbar-locale.tsx'
import { carWashPagePaths, storyLayout } from './layout.fixtures.ts'
import { SiteHeader } from './site-header.tsx'

const meta = {
  title: 'Chrome/Site header',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteHeader>

export default meta
type Story = StoryObj<typeof meta>

/**
 * A header whose navigation follows the locale toolbar, in the language of the header's own labels. The
 * args hold the default market's layout (what the controls edit); another market shows its own.
 */
function inToolbarLocale(logo: 'logo' | 'wordmark'): Pick<Story, 'render'> {
  return {
    render: (args, { globals }) => {
      const locale = toolbarLocale(globals.locale)
      return (
        <SiteHeader {...args} layout={locale === defaultLocale ? args.layout : storyLayout(locale, logo)} />
      )
    },
  }
}

/** A content page inside a submenu: its link and its top-level item are marked current. */
export const OnAContentPage: Story = {
  args: {
    layout: storyLayout(defaultLocale),
    currentPath: '/private/products/car-wash',
    localizedPagePaths: carWashPagePaths,
  },
  ...inToolbarLocale('logo'),
}

export const OnTheLandingPage: Story = {
  args: { layout: storyLayout(defaultLocale), currentPath: '/', localizedPagePaths: undefined },
  ...inToolbarLocale('logo'),
}

/** The layout has no logo image: the text wordmark takes its place. */
export const WithoutLogo: Story = {
  args: { layout: storyLayout(defaultLocale, 'wordmark'), currentPath: '/', localizedPagePaths: undefined },
  ...inToolbarLocale('wordmark'),
}

/** The layout call failed (content system down): wordmark and language switcher only. */
export const WithoutLayout: Story = {
  args: { layout: null, currentPath: '/', localizedPagePaths: undefined },
}
