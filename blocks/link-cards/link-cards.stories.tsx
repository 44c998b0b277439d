import type { Meta, StoryObj } from '@storybook/react-vite'
import { followingTheLocale, localizedBlocks } from '#stories/toolbar-locale.tsx'
import { linkCardsFixtures, linkCardsStoryTexts } from './link-cards.fixtures.ts'
import { linkCardsSchema } from './link-cards.schema.ts'
import { LinkCards } from './link-cards.tsx'

const meta = {
  title: 'Blocks/Link cards',
  component: LinkCards,
} satisfies Meta<typeof LinkCards>

export default meta
type Story = StoryObj<typeof meta>

// Card titles, texts and link labels in the toolbar's language, like the block's own labels.
const inLocale = localizedBlocks(linkCardsSchema, linkCardsFixtures, linkCardsStoryTexts)

export const ServicesMixedLinks: Story = followingTheLocale(LinkCards, inLocale('servicesMixedLinks'))
export const PagesOnly: Story = followingTheLocale(LinkCards, inLocale('pagesOnly'))
