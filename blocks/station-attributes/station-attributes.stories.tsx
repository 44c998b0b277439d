import type { Meta, StoryObj } from '@storybook/react-vite'
import { stationAttributesFixtures } from './station-attributes.fixtures.ts'
import { stationAttributesSchema } from './station-attributes.schema.ts'
import { StationAttributes } from './station-attributes.tsx'

const meta = {
  title: 'Blocks/Station attributes',
  component: StationAttributes,
} satisfies Meta<typeof StationAttributes>

export default meta
type Story = StoryObj<typeof meta>

export const HighwayStation: Story = {
  args: { block: stationAttributesSchema.parse(stationAttributesFixtures.highwayStation) },
}
export const CityStation: Story = {
  args: { block: stationAttributesSchema.parse(stationAttributesFixtures.cityStation) },
}
