import type { Meta, StoryObj } from '@storybook/react-vite'
import { followingTheLocale, localizedBlocks } from '#stories/toolbar-locale.tsx'
import { bannerFixtures, bannerStoryTexts } from './banner.fixtures.ts'
import { bannerSchema } from './banner.schema.ts'
import { Banner } from './banner.tsx'

const meta = {
  title: 'Blocks/Banner',
  component: Banner,
} satisfies Meta<typeof Banner>

export default meta
type Story = StoryObj<typeof meta>

// Headings, texts and actions in the toolbar's language, like the block's own labels.
const inLocale = localizedBlocks(bannerSchema, bannerFixtures, bannerStoryTexts)

export const CarWashBundle: Story = followingTheLocale(Banner, inLocale('carWashBundle'))
export const VierumakiWeekend: Story = followingTheLocale(Banner, inLocale('vierumakiWeekend'))
export const HelmisimpukkaFamily: Story = followingTheLocale(Banner, inLocale('helmisimpukkaFamily'))
export const DirtSeason: Story = followingTheLocale(Banner, inLocale('dirtSeason'))
export const CustomLight: Story = followingTheLocale(Banner, inLocale('customLight'))
export const CustomDark: Story = followingTheLocale(Banner, inLocale('customDark'))
