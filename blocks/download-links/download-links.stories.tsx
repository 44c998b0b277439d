import type { Meta, StoryObj } from '@storybook/react-vite'
import { downloadLinksFixtures } from './download-links.fixtures.ts'
import { downloadLinksSchema } from './download-links.schema.ts'
import { DownloadLinks } from './download-links.tsx'

const meta = {
  title: 'Blocks/Download links',
  component: DownloadLinks,
} satisfies Meta<typeof DownloadLinks>

export default meta
type Story = StoryObj<typeof meta>

export const ConsumerAndBusiness: Story = {
  args: { block: downloadLinksSchema.parse(downloadLinksFixtures.consumerAndBusiness) },
}
export const ConsumerOnly: Story = {
  args: { block: downloadLinksSchema.parse(downloadLinksFixtures.consumerOnly) },
}
