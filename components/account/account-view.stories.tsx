import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { ainoAccount, newCustomerAccount } from './account-view.fixtures.ts'
import { AccountView } from './account-view.tsx'
import './account-page-view.css'

const meta = {
  title: 'Account/Account page',
  component: AccountView,
  args: { data: ainoAccount, loggingOut: false, onLogout: fn() },
} satisfies Meta<typeof AccountView>

export default meta
type Story = StoryObj<typeof meta>

/** Issue 16: the profile, two saved cards, a paid order with its codes, and the spec §2.2 hub links. */
export const LoggedIn: Story = {}

/** No phone, no cards, no orders yet: each section says so. */
export const NewCustomer: Story = { args: { data: newCustomerAccount } }

/** The logout is under way: the button says so and takes no second press. */
export const LoggingOut: Story = { args: { loggingOut: true } }
