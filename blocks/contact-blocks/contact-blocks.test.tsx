// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { PageProviders } from '#components/page-providers.tsx'
import type { Locale } from '#schemas/locale.ts'
import { contactBlocksFixtures } from './contact-blocks.fixtures.ts'
import { contactBlocksSchema } from './contact-blocks.schema.ts'
import { ContactBlocks } from './contact-blocks.tsx'

afterEach(cleanup)

function renderFixture(name: keyof typeof contactBlocksFixtures, locale: Locale = 'en-EU') {
  return render(
    <PageProviders locale={locale}>
      <ContactBlocks block={contactBlocksSchema.parse(contactBlocksFixtures[name])} />
    </PageProviders>,
  )
}

test('phone numbers are tel: links that show the number and announce the call', () => {
  renderFixture('allChannels')
  const customerService = screen.getByRole('link', { name: 'Call +358 20 123 4567' })
  expect(customerService.textContent).toBe('+358 20 123 4567')
  expect(customerService.getAttribute('href')).toBe('tel:+358201234567')
  expect(customerService.getAttribute('target')).toBeNull()
  const feedback = screen.getByRole('link', { name: 'Call 0600 12 345' })
  expect(feedback.getAttribute('href')).toBe('tel:060012345')
})

test('each channel has its translated title and the notes from content', () => {
  renderFixture('allChannels')
  expect(screen.getByRole('heading', { level: 2, name: 'Contact us' })).toBeTruthy()
  expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
    'Customer service 24/7',
    'Feedback',
    'Follow us',
  ])
  expect(screen.getByText('Open 24 hours a day, every day of the year.')).toBeTruthy()
  expect(screen.getByText('Calls cost 1,98 €/min plus the local network charge.')).toBeTruthy()
})

test('social media links are a named list that opens each network in a new tab', () => {
  renderFixture('allChannels')
  const social = screen.getByRole('navigation', { name: 'Follow us' })
  const links = within(social).getAllByRole('link')
  expect(links.map((link) => link.textContent)).toEqual(['Facebook', 'Instagram', 'LinkedIn', 'YouTube'])
  expect(within(social).getAllByRole('listitem')).toHaveLength(4)
  for (const link of links) {
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  }
})

test('a heading from content replaces the default and absent channels are not shown', () => {
  renderFixture('customerServiceOnly')
  expect(screen.getByRole('region', { name: 'Problems with a car wash?' })).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Call 020-123-4567' }).getAttribute('href')).toBe('tel:0201234567')
  expect(screen.queryByRole('navigation')).toBeNull()
  expect(screen.queryByText('Feedback')).toBeNull()
})

test('titles and the call label follow the locale', () => {
  renderFixture('allChannels', 'fi-FI')
  expect(screen.getByRole('heading', { level: 2, name: 'Ota yhteyttä' })).toBeTruthy()
  expect(screen.getByRole('heading', { level: 3, name: 'Asiakaspalvelu 24/7' })).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Soita +358 20 123 4567' })).toBeTruthy()
  expect(screen.getByRole('navigation', { name: 'Seuraa meitä' })).toBeTruthy()
})

test.each([
  ['letters in a phone number', { customerService: { phoneNumber: '020 AURORA', openingNote: 'Open' } }],
  ['a + inside a phone number', { feedback: { phoneNumber: '020 +123 4567' } }],
  ['a plain http social link', { socialLinks: [{ network: 'facebook', url: 'http://facebook.com/aurora' }] }],
  ['an unknown network', { socialLinks: [{ network: 'myspace', url: 'https://myspace.com/aurora' }] }],
  [
    'the same network twice',
    {
      socialLinks: [
        { network: 'x', url: 'https://x.com/aurora' },
        { network: 'x', url: 'https://x.com/aurora_fi' },
      ],
    },
  ],
])('the schema refuses %s', (_case, change) => {
  expect(contactBlocksSchema.safeParse({ ...contactBlocksFixtures.allChannels, ...change }).success).toBe(
    false,
  )
})

test('the schema refuses a block with no channel at all', () => {
  const result = contactBlocksSchema.safeParse({ id: 'contact-empty', contentType: 'contactBlocks' })
  expect(result.success).toBe(false)
})
