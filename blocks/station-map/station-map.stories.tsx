import type { Meta, StoryObj } from '@storybook/react-vite'
import { stationMapFixtures } from './station-map.fixtures.ts'
import { stationMapSchema } from './station-map.schema.ts'
import { StationMap } from './station-map.tsx'
import { StationMapFallback } from './station-map-fallback.tsx'

const meta = {
  title: 'Blocks/Station map',
  component: StationMap,
} satisfies Meta<typeof StationMap>

export default meta
type Story = StoryObj<typeof meta>

export const CityStation: Story = { args: { block: stationMapSchema.parse(stationMapFixtures.cityStation) } }

export const HighwayStation: Story = {
  args: { block: stationMapSchema.parse(stationMapFixtures.highwayStation) },
}

/** What the server renders, and the browser shows until the block nears the viewport. */
export const Fallback: Story = {
  args: { block: stationMapSchema.parse(stationMapFixtures.cityStation) },
  render: (args) => <StationMapFallback {...args} />,
}
