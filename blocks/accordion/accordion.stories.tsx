import type { Meta, StoryObj } from '@storybook/react-vite'
import { accordionFixtures } from './accordion.fixtures.ts'
import { accordionSchema } from './accordion.schema.ts'
import { Accordion } from './accordion.tsx'

const meta = {
  title: 'Blocks/Accordion',
  component: Accordion,
} satisfies Meta<typeof Accordion>

export default meta
type Story = StoryObj<typeof meta>

export const CarWashFaq: Story = { args: { block: accordionSchema.parse(accordionFixtures.carWashFaq) } }
export const ChargingOneAtATime: Story = {
  args: { block: accordionSchema.parse(accordionFixtures.chargingOneAtATime) },
}
