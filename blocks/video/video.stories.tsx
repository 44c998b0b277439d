import type { Meta, StoryObj } from '@storybook/react-vite'
import { followingTheLocale, localizedBlocks } from '#stories/toolbar-locale.tsx'
import { videoFixtures, videoStoryTexts } from './video.fixtures.ts'
import { videoSchema } from './video.schema.ts'
import { Video } from './video.tsx'

const meta = {
  title: 'Blocks/Video',
  component: Video,
} satisfies Meta<typeof Video>

export default meta
type Story = StoryObj<typeof meta>

// Title, caption label and transcript in the toolbar's language, like the block's own labels.
const inLocale = localizedBlocks(videoSchema, videoFixtures, videoStoryTexts)

export const WithCaptionsAndTranscript: Story = followingTheLocale(
  Video,
  inLocale('withCaptionsAndTranscript'),
)
export const PosterOnly: Story = followingTheLocale(Video, inLocale('posterOnly'))
