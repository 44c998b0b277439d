import type { Meta, StoryObj } from '@storybook/react-vite'
import { linkCardsFixtures } from './link-cards.fixtures.ts'
import { linkCardsSchema } from './link-cards.schema.ts'
import { LinkCards } from './link-cards.tsx'

const meta = {
  title: 'Blocks/Link cards',
  component: LinkCards,
} satisfies Meta<typeof LinkCards>

export default meta
type Story = StoryObj<typeof meta>

export const ServicesMixedLinks: Story = {
  args: { block: linkCardsSchema.parse(linkCardsFixtures.servicesMixedLinks) },
}
export const PagesOnly: Story = { args: { block: linkCardsSchema.parse(linkCardsFixtures.pagesOnly) } }
