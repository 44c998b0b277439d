import type { Meta, StoryObj } from '@storybook/react-vite'
import { followingTheLocale, localizedBlocks } from '#stories/toolbar-locale.tsx'
import { articleListFixtures, articleListStoryTexts } from './article-list.fixtures.ts'
import { articleListSchema } from './article-list.schema.ts'
import { ArticleList } from './article-list.tsx'

const meta = {
  title: 'Blocks/Article list',
  component: ArticleList,
} satisfies Meta<typeof ArticleList>

export default meta
type Story = StoryObj<typeof meta>

// Headlines and summaries in the toolbar's language, like the block's own labels.
const inLocale = localizedBlocks(articleListSchema, articleListFixtures, articleListStoryTexts)

export const LatestNews: Story = followingTheLocale(ArticleList, inLocale('latestNews'))
export const Empty: Story = followingTheLocale(ArticleList, inLocale('empty'))
