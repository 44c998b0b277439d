import type { Meta, StoryObj } from '@storybook/react-vite'
import { bannerFixtures } from './banner.fixtures.ts'
import { bannerSchema } from './banner.schema.ts'
import { Banner } from './banner.tsx'

const meta = {
  title: 'Blocks/Banner',
  component: Banner,
} satisfies Meta<typeof Banner>

export default meta
type Story = StoryObj<typeof meta>

export const CarWashBundle: Story = { args: { block: bannerSchema.parse(bannerFixtures.carWashBundle) } }
export const VierumakiWeekend: Story = {
  args: { block: bannerSchema.parse(bannerFixtures.vierumakiWeekend) },
}
export const HelmisimpukkaFamily: Story = {
  args: { block: bannerSchema.parse(bannerFixtures.helmisimpukkaFamily) },
}
export const DirtSeason: Story = { args: { block: bannerSchema.parse(bannerFixtures.dirtSeason) } }
export const CustomLight: Story = { args: { block: bannerSchema.parse(bannerFixtures.customLight) } }
export const CustomDark: Story = { args: { block: bannerSchema.parse(bannerFixtures.customDark) } }
