import type { Meta, StoryObj } from '@storybook/react-vite'
import { createNoticeStore, type Notice } from './notice-store.ts'
import { NoticesHost } from './notices-host.tsx'

/** A store of its own per story, holding the notices the story shows (the page's store starts empty). */
function storeWith(...shown: Notice[]) {
  const store = createNoticeStore()
  for (const notice of shown) store.show(notice)
  return store
}

const meta = {
  title: 'Chrome/Notices',
  component: NoticesHost,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NoticesHost>

export default meta
type Story = StoryObj<typeof meta>

/** Issue 14: a product added to the cart again, announced politely; it leaves after six seconds. */
export const Success: Story = {
  args: {
    store: storeWith({
      kind: 'success',
      messageKey: 'addToCartNotification.added',
      values: { name: 'Premium wash' },
    }),
  },
}

/** spec §8: a failed cart validation empties the cart and says so assertively. */
export const CartValidationFailed: Story = {
  args: { store: storeWith({ kind: 'error', messageKey: 'addToCartNotification.cartValidationFailed' }) },
}

/** Several at once: successes and infos in the polite region, errors in the assertive one. */
export const Stacked: Story = {
  args: {
    store: storeWith(
      { kind: 'info', messageKey: 'addToCartNotification.limitReached' },
      { kind: 'success', messageKey: 'addToCartNotification.added', values: { name: 'Basic wash' } },
      { kind: 'error', messageKey: 'messages.something-went-wrong' },
    ),
  },
}
