import type { Meta, StoryObj } from '@storybook/react-vite'
import { followingTheLocale, localizedBlocks } from '#stories/toolbar-locale.tsx'
import { heroFixtures, heroStoryTexts } from './hero.fixtures.ts'
import { heroSchema } from './hero.schema.ts'
import { Hero } from './hero.tsx'

const meta = {
  title: 'Blocks/Hero',
  component: Hero,
} satisfies Meta<typeof Hero>

export default meta
type Story = StoryObj<typeof meta>

// Heading, lead and action in the toolbar's language, like the block's own labels.
const inLocale = localizedBlocks(heroSchema, heroFixtures, heroStoryTexts)

export const WithImageAndAction: Story = followingTheLocale(Hero, inLocale('withImageAndAction'))
export const TextOnly: Story = followingTheLocale(Hero, inLocale('textOnly'))
export const ExternalAction: Story = followingTheLocale(Hero, inLocale('externalAction'))
