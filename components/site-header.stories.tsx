import type { Meta, StoryObj } from '@storybook/react-vite'
import { carWashPagePaths, layoutFixture, layoutWithoutLogoFixture } from './layout.fixtures.ts'
import { SiteHeader } from './site-header.tsx'

const meta = {
  title: 'Chrome/Site header',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteHeader>

export default meta
type Story = StoryObj<typeof meta>

/** A content page inside a submenu: its link and its top-level item are marked current. */
export const OnAContentPage: Story = {
  args: {
    layout: layoutFixture,
    currentPath: '/private/products/car-wash',
    localizedPagePaths: carWashPagePaths,
  },
}

export const OnTheLandingPage: Story = {
  args: { layout: layoutFixture, currentPath: '/', localizedPagePaths: undefined },
}

/** The layout has no logo image: the text wordmark takes its place. */
export const WithoutLogo: Story = {
  args: { layout: layoutWithoutLogoFixture, currentPath: '/', localizedPagePaths: undefined },
}

/** The layout call failed (content system down): wordmark and language switcher only. */
export const WithoutLayout: Story = {
  args: { layout: null, currentPath: '/', localizedPagePaths: undefined },
}
