import type { Meta, StoryObj } from '@storybook/react-vite'
import { followingTheLocale, localizedBlocks } from '#stories/toolbar-locale.tsx'
import { stationLunchFixtures, stationLunchStoryTexts } from './station-lunch.fixtures.ts'
import { stationLunchSchema } from './station-lunch.schema.ts'
import { StationLunch } from './station-lunch.tsx'

const meta = {
  title: 'Blocks/Station lunch',
  component: StationLunch,
} satisfies Meta<typeof StationLunch>

export default meta
type Story = StoryObj<typeof meta>

// The dishes in the toolbar's language, like the block's own labels.
const inLocale = localizedBlocks(stationLunchSchema, stationLunchFixtures, stationLunchStoryTexts)

export const WeekdayLunch: Story = followingTheLocale(StationLunch, inLocale('weekdayLunch'))
export const ListOnly: Story = followingTheLocale(StationLunch, inLocale('listOnly'))
