import type { Meta, StoryObj } from '@storybook/react-vite'
import { richTextFixtures } from './rich-text.fixtures.ts'
import { richTextBlockSchema } from './rich-text.schema.ts'
import { RichText } from './rich-text.tsx'

const meta = {
  title: 'Blocks/Rich text',
  component: RichText,
} satisfies Meta<typeof RichText>

export default meta
type Story = StoryObj<typeof meta>

export const WithHeading: Story = { args: { block: richTextBlockSchema.parse(richTextFixtures.withHeading) } }
export const Plain: Story = { args: { block: richTextBlockSchema.parse(richTextFixtures.plain) } }
export const HostileMarkup: Story = {
  args: { block: richTextBlockSchema.parse(richTextFixtures.hostileMarkup) },
}
