import type { Meta, StoryObj } from '@storybook/react-vite'
import { contactBlocksFixtures } from './contact-blocks.fixtures.ts'
import { contactBlocksSchema } from './contact-blocks.schema.ts'
import { ContactBlocks } from './contact-blocks.tsx'

const meta = {
  title: 'Blocks/Contact blocks',
  component: ContactBlocks,
} satisfies Meta<typeof ContactBlocks>

export default meta
type Story = StoryObj<typeof meta>

export const AllChannels: Story = {
  args: { block: contactBlocksSchema.parse(contactBlocksFixtures.allChannels) },
}
export const CustomerServiceOnly: Story = {
  args: { block: contactBlocksSchema.parse(contactBlocksFixtures.customerServiceOnly) },
}
