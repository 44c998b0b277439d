import type { Meta, StoryObj } from '@storybook/react-vite'
import { StatechartViewer } from './statechart-viewer.tsx'

const meta = {
  title: 'Machines/Auth',
  component: StatechartViewer,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StatechartViewer>

export default meta
type Story = StoryObj<typeof meta>

/**
 * spec §4: the login. The authorization check runs at start; AUTHORIZED loads the customer, anything
 * else leaves the visitor logged out; logout clears the user, a failed one keeps them logged in. Here
 * the calls answer at once, for the first demo customer.
 */
export const Auth: Story = { args: { setupName: 'auth', title: 'The login machine' } }
