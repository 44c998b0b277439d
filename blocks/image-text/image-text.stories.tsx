import type { Meta, StoryObj } from '@storybook/react-vite'
import { followingTheLocale, localizedBlocks } from '#stories/toolbar-locale.tsx'
import { imageTextFixtures, imageTextStoryTexts } from './image-text.fixtures.ts'
import { imageTextSchema } from './image-text.schema.ts'
import { ImageText } from './image-text.tsx'

const meta = {
  title: 'Blocks/Image text',
  component: ImageText,
} satisfies Meta<typeof ImageText>

export default meta
type Story = StoryObj<typeof meta>

// Heading, body and action in the toolbar's language, like the block's own labels.
const inLocale = localizedBlocks(imageTextSchema, imageTextFixtures, imageTextStoryTexts)

export const EvChargingImageStart: Story = followingTheLocale(ImageText, inLocale('evChargingImageStart'))
export const CarWashImageEnd: Story = followingTheLocale(ImageText, inLocale('carWashImageEnd'))
