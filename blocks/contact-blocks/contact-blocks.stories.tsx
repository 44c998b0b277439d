import type { Meta, StoryObj } from '@storybook/react-vite'
import { followingTheLocale, localizedBlocks } from '#stories/toolbar-locale.tsx'
import { contactBlocksFixtures, contactBlocksStoryTexts } from './contact-blocks.fixtures.ts'
import { contactBlocksSchema } from './contact-blocks.schema.ts'
import { ContactBlocks } from './contact-blocks.tsx'

const meta = {
  title: 'Blocks/Contact blocks',
  component: ContactBlocks,
} satisfies Meta<typeof ContactBlocks>

export default meta
type Story = StoryObj<typeof meta>

// The heading and notes in the toolbar's language, like the block's own labels.
const inLocale = localizedBlocks(contactBlocksSchema, contactBlocksFixtures, contactBlocksStoryTexts)

export const AllChannels: Story = followingTheLocale(ContactBlocks, inLocale('allChannels'))
export const CustomerServiceOnly: Story = followingTheLocale(ContactBlocks, inLocale('customerServiceOnly'))
