import type { Meta, StoryObj } from '@storybook/react-vite'
import { followingTheLocale, localizedBlocks } from '#stories/toolbar-locale.tsx'
import { foodMenuFixtures, foodMenuStoryTexts } from './food-menu.fixtures.ts'
import { foodMenuSchema } from './food-menu.schema.ts'
import { FoodMenu } from './food-menu.tsx'

const meta = {
  title: 'Blocks/Food menu',
  component: FoodMenu,
} satisfies Meta<typeof FoodMenu>

export default meta
type Story = StoryObj<typeof meta>

// Sections and dishes in the toolbar's language, like the block's own labels.
const inLocale = localizedBlocks(foodMenuSchema, foodMenuFixtures, foodMenuStoryTexts)

export const FinnishMenu: Story = followingTheLocale(FoodMenu, inLocale('finnishMenu'))
export const SwedishMenu: Story = followingTheLocale(FoodMenu, inLocale('swedishMenu'))
