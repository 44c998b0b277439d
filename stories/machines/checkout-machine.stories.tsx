import type { Meta, StoryObj } from '@storybook/react-vite'
import { StatechartViewer } from './statechart-viewer.tsx'

const meta = {
  title: 'Machines/Checkout',
  component: StatechartViewer,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StatechartViewer>

export default meta
type Story = StoryObj<typeof meta>

/** Issue 15: the order service answers at once; the payment's return is a button per result. */
export const Checkout: Story = { args: { setupName: 'checkout', title: 'The checkout machine' } }

/** The order service is down: SUBMIT_PAYMENT ends in `failed` (spec §8), and RETRY goes back to step 3. */
export const OrderServiceDown: Story = {
  args: { setupName: 'checkoutOrderServiceDown', title: 'The checkout machine, order service down' },
}
