import type { Meta, StoryObj } from '@storybook/react-vite'
import { stationHeaderFixtures } from './station-header.fixtures.ts'
import { stationHeaderSchema } from './station-header.schema.ts'
import { StationHeader } from './station-header.tsx'

const meta = {
  title: 'Blocks/Station header',
  component: StationHeader,
} satisfies Meta<typeof StationHeader>

export default meta
type Story = StoryObj<typeof meta>

export const CityStation: Story = {
  args: { block: stationHeaderSchema.parse(stationHeaderFixtures.cityStation) },
}
export const OpenAroundTheClock: Story = {
  args: { block: stationHeaderSchema.parse(stationHeaderFixtures.openAroundTheClock) },
}
export const ClosedStation: Story = {
  args: { block: stationHeaderSchema.parse(stationHeaderFixtures.closedStation) },
}
