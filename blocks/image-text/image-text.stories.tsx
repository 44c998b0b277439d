import type { Meta, StoryObj } from '@storybook/react-vite'
import { imageTextFixtures } from './image-text.fixtures.ts'
import { imageTextSchema } from './image-text.schema.ts'
import { ImageText } from './image-text.tsx'

const meta = {
  title: 'Blocks/Image text',
  component: ImageText,
} satisfies Meta<typeof ImageText>

export default meta
type Story = StoryObj<typeof meta>

export const EvChargingImageStart: Story = {
  args: { block: imageTextSchema.parse(imageTextFixtures.evChargingImageStart) },
}
export const CarWashImageEnd: Story = {
  args: { block: imageTextSchema.parse(imageTextFixtures.carWashImageEnd) },
}
