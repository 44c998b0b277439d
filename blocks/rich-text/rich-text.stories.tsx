import type { Meta, StoryObj } from '@storybook/react-vite'
import { followingTheLocale, localizedBlocks } from '#stories/toolbar-locale.tsx'
import { richTextFixtures, richTextStoryTexts } from './rich-text.fixtures.ts'
import { richTextBlockSchema } from './rich-text.schema.ts'
import { RichText } from './rich-text.tsx'

const meta = {
  title: 'Blocks/Rich text',
  component: RichText,
} satisfies Meta<typeof RichText>

export default meta
type Story = StoryObj<typeof meta>

// Heading and text in the toolbar's language, like the block's own labels.
const inLocale = localizedBlocks(richTextBlockSchema, richTextFixtures, richTextStoryTexts)

export const WithHeading: Story = followingTheLocale(RichText, inLocale('withHeading'))
export const Plain: Story = followingTheLocale(RichText, inLocale('plain'))
export const HostileMarkup: Story = followingTheLocale(RichText, inLocale('hostileMarkup'))
