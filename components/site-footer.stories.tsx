import type { Meta, StoryObj } from '@storybook/react-vite'
import { layoutFixture } from './layout.fixtures.ts'
import { SiteFooter } from './site-footer.tsx'

const meta = {
  title: 'Chrome/Site footer',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>

export default meta
type Story = StoryObj<typeof meta>

/** Icon row, link groups (collapsible below 992 px), two app groups, social and extra links. */
export const Full: Story = { args: { layout: layoutFixture } }

/** The layout call failed (content system down): the copyright line only. */
export const WithoutLayout: Story = { args: { layout: null } }
