import type { Meta, StoryObj } from '@storybook/react-vite'
import { articleFixtures } from './article.fixtures.ts'
import { articleSchema } from './article.schema.ts'
import { Article } from './article.tsx'

const meta = {
  title: 'Blocks/Article',
  component: Article,
} satisfies Meta<typeof Article>

export default meta
type Story = StoryObj<typeof meta>

export const Full: Story = { args: { block: articleSchema.parse(articleFixtures.full) } }
export const Minimal: Story = { args: { block: articleSchema.parse(articleFixtures.minimal) } }
export const ImageWithOwnAlt: Story = {
  args: { block: articleSchema.parse(articleFixtures.imageWithOwnAlt) },
}
