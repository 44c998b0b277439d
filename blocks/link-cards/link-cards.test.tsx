// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { PageProviders } from '#components/page-providers.tsx'
import { linkCardsFixtures } from './link-cards.fixtures.ts'
import { linkCardsSchema, maxLinkCards } from './link-cards.schema.ts'
import { LinkCards } from './link-cards.tsx'

afterEach(cleanup)

function renderFixture(name: keyof typeof linkCardsFixtures) {
  return render(
    <PageProviders locale="en-EU">
      <LinkCards block={linkCardsSchema.parse(linkCardsFixtures[name])} />
    </PageProviders>,
  )
}

test('cards are a list, each titled by an h3 under the block heading', () => {
  renderFixture('servicesMixedLinks')
  const region = screen.getByRole('region', { name: 'More from Aurora' })
  expect(within(region).getByRole('heading', { level: 2, name: 'More from Aurora' })).toBeTruthy()
  const items = within(within(region).getByRole('list')).getAllByRole('listitem')
  expect(items).toHaveLength(3)
  expect(within(items[0]!).getByRole('heading', { level: 3, name: 'EV charging' })).toBeTruthy()
  expect(within(items[1]!).getByText('Pay for fuel, washes and charging from your phone.')).toBeTruthy()
  const image = screen.getByRole('img', { name: 'A charging cable plugged into an electric car' })
  expect(image.getAttribute('width')).toBe('800')
  expect(image.getAttribute('height')).toBe('533')
})

test('a page link is localized and an external link opens in a new tab without access to this window', () => {
  renderFixture('servicesMixedLinks')
  expect(screen.getByRole('link', { name: 'See charging prices' }).getAttribute('href')).toBe(
    '/en-EU/private/products/ev-charging',
  )
  const external = screen.getByRole('link', { name: 'Download the app' })
  expect(external.getAttribute('href')).toBe('https://apps.example.com/aurora')
  expect(external.getAttribute('target')).toBe('_blank')
  expect(external.getAttribute('rel')).toBe('noopener noreferrer')
})

test('a card link opens a dialog labelled by the card title; Escape closes it', async () => {
  renderFixture('servicesMixedLinks')
  expect(screen.queryByRole('dialog')).toBeNull()
  const opener = screen.getByRole('button', { name: 'Read the terms' })
  expect(opener.getAttribute('aria-haspopup')).toBe('dialog')

  fireEvent.click(opener)
  // The modal machine loads on first use, so the dialog appears a moment after the click.
  const dialog = await screen.findByRole('dialog', { name: 'Wash bundle terms' })
  expect(dialog.hasAttribute('open')).toBe(true)
  expect(within(dialog).getByText(/valid for/)).toBeTruthy()

  // A browser turns Escape on a modal dialog into a cancel event; the dialog hands it to the modal machine.
  fireEvent(dialog, new Event('cancel', { cancelable: true }))
  expect(screen.queryByRole('dialog')).toBeNull()
})

test('the close button closes the card dialog and focus returns to the card', async () => {
  renderFixture('servicesMixedLinks')
  const opener = screen.getByRole('button', { name: 'Read the terms' })
  opener.focus()
  fireEvent.click(opener)
  // The modal machine loads on first use, so the dialog appears a moment after the click.
  const dialog = await screen.findByRole('dialog', { name: 'Wash bundle terms' })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(document.activeElement).toBe(opener)
})

test('a block without a heading is not announced as a named region', () => {
  renderFixture('pagesOnly')
  expect(screen.queryByRole('region')).toBeNull()
  expect(screen.queryByRole('heading', { level: 2 })).toBeNull()
  expect(screen.getByRole('link', { name: 'Read the article' }).getAttribute('href')).toBe(
    '/en-EU/article/winter-driving-tips',
  )
})

test('the schema refuses no cards, too many cards, duplicate card ids and script links', () => {
  const base = linkCardsFixtures.pagesOnly
  const [first] = base.cards
  expect(linkCardsSchema.safeParse({ ...base, cards: [] }).success).toBe(false)
  const tooMany = Array.from({ length: maxLinkCards + 1 }, (_, index) => ({ ...first, id: `card-${index}` }))
  expect(linkCardsSchema.safeParse({ ...base, cards: tooMany }).success).toBe(false)
  const duplicate = linkCardsSchema.safeParse({ ...base, cards: [first, first] })
  expect(duplicate.success).toBe(false)
  if (!duplicate.success) expect(duplicate.error.issues[0]?.path).toEqual(['cards', 1, 'id'])
  const scripted = { ...first, link: { label: 'x', target: 'javascript:alert(1)' } }
  expect(linkCardsSchema.safeParse({ ...base, cards: [scripted] }).success).toBe(false)
})
