import type { Meta, StoryObj } from '@storybook/react-vite'
import { stationLunchFixtures } from './station-lunch.fixtures.ts'
import { stationLunchSchema } from './station-lunch.schema.ts'
import { StationLunch } from './station-lunch.tsx'

const meta = {
  title: 'Blocks/Station lunch',
  component: StationLunch,
} satisfies Meta<typeof StationLunch>

export default meta
type Story = StoryObj<typeof meta>

export const WeekdayLunch: Story = {
  args: { block: stationLunchSchema.parse(stationLunchFixtures.weekdayLunch) },
}

export const ListOnly: Story = { args: { block: stationLunchSchema.parse(stationLunchFixtures.listOnly) } }
