import type { Meta, StoryObj } from '@storybook/react-vite'
import { followingTheLocale, localizedBlocks } from '#stories/toolbar-locale.tsx'
import { accordionFixtures, accordionStoryTexts } from './accordion.fixtures.ts'
import { accordionSchema } from './accordion.schema.ts'
import { Accordion } from './accordion.tsx'

const meta = {
  title: 'Blocks/Accordion',
  component: Accordion,
} satisfies Meta<typeof Accordion>

export default meta
type Story = StoryObj<typeof meta>

// Questions and answers in the toolbar's language, like the accordion's own labels.
const inLocale = localizedBlocks(accordionSchema, accordionFixtures, accordionStoryTexts)

export const CarWashFaq: Story = followingTheLocale(Accordion, inLocale('carWashFaq'))
export const ChargingOneAtATime: Story = followingTheLocale(Accordion, inLocale('chargingOneAtATime'))
