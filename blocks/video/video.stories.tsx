import type { Meta, StoryObj } from '@storybook/react-vite'
import { videoFixtures } from './video.fixtures.ts'
import { videoSchema } from './video.schema.ts'
import { Video } from './video.tsx'

const meta = {
  title: 'Blocks/Video',
  component: Video,
} satisfies Meta<typeof Video>

export default meta
type Story = StoryObj<typeof meta>

export const WithCaptionsAndTranscript: Story = {
  args: { block: videoSchema.parse(videoFixtures.withCaptionsAndTranscript) },
}
export const PosterOnly: Story = { args: { block: videoSchema.parse(videoFixtures.posterOnly) } }
