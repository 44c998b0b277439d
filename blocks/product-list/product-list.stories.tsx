import type { Meta, StoryObj } from '@storybook/react-vite'
import { productListFixtures } from './product-list.fixtures.ts'
import { productListSchema } from './product-list.schema.ts'
import { ProductList } from './product-list.tsx'

const meta = {
  title: 'Blocks/Product list',
  component: ProductList,
} satisfies Meta<typeof ProductList>

export default meta
type Story = StoryObj<typeof meta>

export const CarWashProgrammes: Story = {
  args: { block: productListSchema.parse(productListFixtures.carWashProgrammes) },
}
export const WashBundles: Story = {
  args: { block: productListSchema.parse(productListFixtures.washBundles) },
}
export const GiftCards: Story = {
  args: { block: productListSchema.parse(productListFixtures.giftCards) },
}
/** sv-SE's products in Swedish kronor (the toolbar's locale switch gives the Swedish labels). */
export const SwedishShop: Story = {
  args: { block: productListSchema.parse(productListFixtures.swedishShop) },
}
/** no-NO's products in Norwegian kroner (the toolbar's locale switch gives the Norwegian labels). */
export const NorwegianShop: Story = {
  args: { block: productListSchema.parse(productListFixtures.norwegianShop) },
}
