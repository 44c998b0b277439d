import type { Meta, StoryObj } from '@storybook/react-vite'
import { followingTheLocale, localizedBlocks } from '#stories/toolbar-locale.tsx'
import { articleFixtures, articleStoryTexts } from './article.fixtures.ts'
import { articleSchema } from './article.schema.ts'
import { Article } from './article.tsx'

const meta = {
  title: 'Blocks/Article',
  component: Article,
} satisfies Meta<typeof Article>

export default meta
type Story = StoryObj<typeof meta>

// The article in the toolbar's language, like the block's own labels.
const inLocale = localizedBlocks(articleSchema, articleFixtures, articleStoryTexts)

export const Full: Story = followingTheLocale(Article, inLocale('full'))
export const Minimal: Story = followingTheLocale(Article, inLocale('minimal'))
export const ImageWithOwnAlt: Story = followingTheLocale(Article, inLocale('imageWithOwnAlt'))
