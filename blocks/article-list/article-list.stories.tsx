import type { Meta, StoryObj } from '@storybook/react-vite'
import { articleListFixtures } from './article-list.fixtures.ts'
import { articleListSchema } from './article-list.schema.ts'
import { ArticleList } from './article-list.tsx'

const meta = {
  title: 'Blocks/Article list',
  component: ArticleList,
} satisfies Meta<typeof ArticleList>

export default meta
type Story = StoryObj<typeof meta>

export const LatestNews: Story = { args: { block: articleListSchema.parse(articleListFixtures.latestNews) } }
export const Empty: Story = { args: { block: articleListSchema.parse(articleListFixtures.empty) } }
