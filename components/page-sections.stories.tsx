import type { Meta, StoryObj } from '@storybook/react-vite'
import { landingSections, textOnlySections } from '#components/page-sections.fixtures.ts'
import { PageSections } from '#components/page-sections.tsx'

const meta = {
  title: 'Components/PageSections',
  component: PageSections,
} satisfies Meta<typeof PageSections>

// Storybook reads the meta from the default export.
export default meta

type Story = StoryObj<typeof meta>

export const LandingBody = {
  args: { sections: landingSections },
} satisfies Story

export const TextOnly = {
  args: { sections: textOnlySections },
} satisfies Story
