import type { Meta, StoryObj } from '@storybook/react-vite'
import { foodMenuFixtures } from './food-menu.fixtures.ts'
import { foodMenuSchema } from './food-menu.schema.ts'
import { FoodMenu } from './food-menu.tsx'

const meta = {
  title: 'Blocks/Food menu',
  component: FoodMenu,
} satisfies Meta<typeof FoodMenu>

export default meta
type Story = StoryObj<typeof meta>

export const FinnishMenu: Story = { args: { block: foodMenuSchema.parse(foodMenuFixtures.finnishMenu) } }
export const SwedishMenu: Story = { args: { block: foodMenuSchema.parse(foodMenuFixtures.swedishMenu) } }
