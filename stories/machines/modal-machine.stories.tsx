import type { Meta, StoryObj } from '@storybook/react-vite'
import { StatechartViewer } from './statechart-viewer.tsx'

const meta = {
  title: 'Machines/Modal',
  component: StatechartViewer,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StatechartViewer>

export default meta
type Story = StoryObj<typeof meta>

/** spec §3, §4: one modal at a time; a backdrop click closes it only when the modal allows it. */
export const Modal: Story = { args: { setupName: 'modal', title: 'The modal machine' } }
