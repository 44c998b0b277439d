import type { Meta, StoryObj } from '@storybook/react-vite'
import { defaultLocale } from '#schemas/locale.ts'
import { toolbarLocale } from '#stories/toolbar-locale.tsx'
import { productListStoryFixtures, type ProductListStoryName } from './product-list.fixtures.ts'
import { productListSchema } from './product-list.schema.ts'
import { ProductList } from './product-list.tsx'

const meta = {
  title: 'Blocks/Product list',
  component: ProductList,
} satisfies Meta<typeof ProductList>

export default meta
type Story = StoryObj<typeof meta>

/**
 * A story whose products follow the locale toolbar: the market's own texts, currency and VAT, so the
 * heading and names are in the language of the labels. The args hold the default market's list.
 */
function followingTheLocale(name: ProductListStoryName): Story {
  return {
    args: { block: productListSchema.parse(productListStoryFixtures[defaultLocale][name]) },
    render: (args, { globals }) => {
      const locale = toolbarLocale(globals.locale)
      return (
        <ProductList
          {...args}
          block={
            locale === defaultLocale
              ? args.block
              : productListSchema.parse(productListStoryFixtures[locale][name])
          }
        />
      )
    },
  }
}

export const CarWashProgrammes: Story = followingTheLocale('carWashProgrammes')
export const WashBundles: Story = followingTheLocale('washBundles')
export const GiftCards: Story = followingTheLocale('giftCards')
