import type { Meta, StoryObj } from '@storybook/react-vite'
import { tableFixtures } from './table.fixtures.ts'
import { tableSchema } from './table.schema.ts'
import { Table } from './table.tsx'

const meta = {
  title: 'Blocks/Table',
  component: Table,
} satisfies Meta<typeof Table>

export default meta
type Story = StoryObj<typeof meta>

export const CarWashPrices: Story = { args: { block: tableSchema.parse(tableFixtures.carWashPrices) } }
export const ChargingSpeeds: Story = { args: { block: tableSchema.parse(tableFixtures.chargingSpeeds) } }
export const FuelGrades: Story = { args: { block: tableSchema.parse(tableFixtures.fuelGrades) } }
