import type { Meta, StoryObj } from '@storybook/react-vite'
import { followingTheLocale, localizedBlocks } from '#stories/toolbar-locale.tsx'
import { downloadLinksFixtures, downloadLinksStoryTexts } from './download-links.fixtures.ts'
import { downloadLinksSchema } from './download-links.schema.ts'
import { DownloadLinks } from './download-links.tsx'

const meta = {
  title: 'Blocks/Download links',
  component: DownloadLinks,
} satisfies Meta<typeof DownloadLinks>

export default meta
type Story = StoryObj<typeof meta>

// Headings and group titles in the toolbar's language, like the block's own labels.
const inLocale = localizedBlocks(downloadLinksSchema, downloadLinksFixtures, downloadLinksStoryTexts)

export const ConsumerAndBusiness: Story = followingTheLocale(DownloadLinks, inLocale('consumerAndBusiness'))
export const ConsumerOnly: Story = followingTheLocale(DownloadLinks, inLocale('consumerOnly'))
