import type { Meta, StoryObj } from '@storybook/react-vite'
import { followingTheLocale, localizedBlocks } from '#stories/toolbar-locale.tsx'
import { tableFixtures, tableStoryTexts } from './table.fixtures.ts'
import { tableSchema } from './table.schema.ts'
import { Table } from './table.tsx'

const meta = {
  title: 'Blocks/Table',
  component: Table,
} satisfies Meta<typeof Table>

export default meta
type Story = StoryObj<typeof meta>

// Headings, captions and cells in the toolbar's language, like the block's own labels.
const inLocale = localizedBlocks(tableSchema, tableFixtures, tableStoryTexts)

export const CarWashPrices: Story = followingTheLocale(Table, inLocale('carWashPrices'))
export const ChargingSpeeds: Story = followingTheLocale(Table, inLocale('chargingSpeeds'))
export const FuelGrades: Story = followingTheLocale(Table, inLocale('fuelGrades'))
