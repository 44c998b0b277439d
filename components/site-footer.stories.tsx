import type { Meta, StoryObj } from '@storybook/react-vite'
import { defaultLocale } from '#schemas/locale.ts'
import { toolbarLocale } from '#stories/toolbar-locale.tsx'
import { storyLayout } from './layout.fixtures.ts'
import { SiteFooter } from './site-footer.tsx'

const meta = {
  title: 'Chrome/Site footer',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>

export default meta
type Story = StoryObj<typeof meta>

/**
 * Icon row, link groups (collapsible below 992 px), two app groups, social and extra links, in the
 * toolbar's language like the footer's own labels. The args hold the default market's layout.
 */
export const Full: Story = {
  args: { layout: storyLayout(defaultLocale) },
  render: (args, { globals }) => {
    const locale = toolbarLocale(globals.locale)
    return <SiteFooter {...args} layout={locale === defaultLocale ? args.layout : storyLayout(locale)} />
  },
}

/** The layout call failed (content system down): the copyright line only. */
export const WithoutLayout: Story = { args: { layout: null } }
