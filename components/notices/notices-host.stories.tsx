import type { Meta, StoryObj } from '@storybook/react-vite'
import { defaultLocale, type Locale } from '#schemas/locale.ts'
import { toolbarLocale } from '#stories/toolbar-locale.tsx'
import { createNoticeStore, type Notice, type NoticeStore } from './notice-store.ts'
import { NoticesHost } from './notices-host.tsx'

/** A store of its own per story, holding the notices the story shows (the page's store starts empty). */
function storeWith(...shown: Notice[]) {
  const store = createNoticeStore()
  for (const notice of shown) store.show(notice)
  return store
}

/** The products the notices name, as the product catalogue names them in each market's language. */
const productNames = {
  'fi-FI': { basicWash: 'Peruspesu', premiumWash: 'Premium-pesu' },
  'en-EU': { basicWash: 'Basic wash', premiumWash: 'Premium wash' },
  'sv-SE': { basicWash: 'Bastvätt', premiumWash: 'Premiumtvätt' },
  'no-NO': { basicWash: 'Basisvask', premiumWash: 'Premiumvask' },
} satisfies Record<Locale, Record<string, string>>

type ProductNames = (typeof productNames)[Locale]

/**
 * A story whose notices name the products in the locale toolbar's language, like the notices' own texts:
 * a store per market, made once, so switching back shows the same notices. The args hold the default
 * market's store.
 */
function followingTheLocale(notices: (names: ProductNames) => Notice[]): Story {
  const storeFor = (locale: Locale) => storeWith(...notices(productNames[locale]))
  const stores: Record<Locale, NoticeStore> = {
    'fi-FI': storeFor('fi-FI'),
    'en-EU': storeFor('en-EU'),
    'sv-SE': storeFor('sv-SE'),
    'no-NO': storeFor('no-NO'),
  }
  return {
    args: { store: stores[defaultLocale] },
    render: (args, { globals }) => {
      const locale = toolbarLocale(globals.locale)
      return <NoticesHost {...args} store={locale === defaultLocale ? args.store : stores[locale]} />
    },
  }
}

const meta = {
  title: 'Chrome/Notices',
  component: NoticesHost,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NoticesHost>

export default meta
type Story = StoryObj<typeof meta>

/** Issue 14: a product added to the cart again, announced politely; it leaves after six seconds. */
export const Success: Story = followingTheLocale((names) => [
  { kind: 'success', messageKey: 'addToCartNotification.added', values: { name: names.premiumWash } },
])

/** spec §8: a failed cart validation empties the cart and says so assertively. */
export const CartValidationFailed: Story = {
  args: { store: storeWith({ kind: 'error', messageKey: 'addToCartNotification.cartValidationFailed' }) },
}

/** Several at once: successes and infos in the polite region, errors in the assertive one. */
export const Stacked: Story = followingTheLocale((names) => [
  { kind: 'info', messageKey: 'addToCartNotification.limitReached' },
  { kind: 'success', messageKey: 'addToCartNotification.added', values: { name: names.basicWash } },
  { kind: 'error', messageKey: 'messages.something-went-wrong' },
])
