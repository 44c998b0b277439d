import type { Meta, StoryObj } from '@storybook/react-vite'
import { heroFixtures } from './hero.fixtures.ts'
import { heroSchema } from './hero.schema.ts'
import { Hero } from './hero.tsx'

const meta = {
  title: 'Blocks/Hero',
  component: Hero,
} satisfies Meta<typeof Hero>

export default meta
type Story = StoryObj<typeof meta>

export const WithImageAndAction: Story = {
  args: { block: heroSchema.parse(heroFixtures.withImageAndAction) },
}
export const TextOnly: Story = { args: { block: heroSchema.parse(heroFixtures.textOnly) } }
export const ExternalAction: Story = { args: { block: heroSchema.parse(heroFixtures.externalAction) } }
