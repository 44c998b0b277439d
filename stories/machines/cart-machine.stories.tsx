import type { Meta, StoryObj } from '@storybook/react-vite'
import { StatechartViewer } from './statechart-viewer.tsx'

const meta = {
  title: 'Machines/Cart',
  component: StatechartViewer,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StatechartViewer>

export default meta
type Story = StoryObj<typeof meta>

/** Issue 14: every change is saved and validated; here the validation answers at once, as the service does. */
export const Cart: Story = { args: { setupName: 'cart', title: 'The cart machine' } }
