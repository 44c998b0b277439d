// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { PageProviders } from '#components/page-providers.tsx'
import type { Locale } from '#schemas/locale.ts'
import { downloadLinksFixtures } from './download-links.fixtures.ts'
import { downloadLinksSchema } from './download-links.schema.ts'
import { DownloadLinks } from './download-links.tsx'

afterEach(cleanup)

function renderFixture(name: keyof typeof downloadLinksFixtures, locale: Locale = 'en-EU') {
  return render(
    <PageProviders locale={locale}>
      <DownloadLinks block={downloadLinksSchema.parse(downloadLinksFixtures[name])} />
    </PageProviders>,
  )
}

test('the consumer app comes first and the business app second, each a named list of store links', () => {
  renderFixture('consumerAndBusiness')
  const groups = screen.getAllByRole('navigation')
  expect(groups.map((group) => within(group).getByRole('heading').textContent)).toEqual([
    'The Aurora app',
    'Aurora Business for fleets',
  ])
  const consumer = screen.getByRole('navigation', { name: 'The Aurora app' })
  expect(within(consumer).getAllByRole('listitem')).toHaveLength(2)
  expect(within(consumer).getByRole('link', { name: 'Download on the App Store' }).getAttribute('href')).toBe(
    'https://apps.apple.com/fi/app/aurora/id1234567890',
  )
  const business = screen.getByRole('navigation', { name: 'Aurora Business for fleets' })
  expect(within(business).getByRole('link', { name: 'Get it on Google Play' }).getAttribute('href')).toBe(
    'https://play.google.com/store/apps/details?id=com.aurora.business',
  )
})

test('store links open in a new tab without access to this window', () => {
  renderFixture('consumerAndBusiness')
  const links = screen.getAllByRole('link')
  expect(links).toHaveLength(4)
  for (const link of links) {
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  }
})

test('group titles sit under the block heading, and the QR code reserves its space', () => {
  renderFixture('consumerAndBusiness')
  expect(screen.getByRole('heading', { level: 2, name: 'Get the Aurora apps' })).toBeTruthy()
  expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
    'The Aurora app',
    'Aurora Business for fleets',
  ])
  const qr = screen.getByRole('img', { name: 'QR code for downloading the Aurora app' })
  expect(qr.getAttribute('width')).toBe('160')
  expect(qr.getAttribute('height')).toBe('160')
})

test('without a block heading the group title is the block heading, and no business group is shown', () => {
  renderFixture('consumerOnly')
  expect(
    screen.getByRole('heading', { level: 2, name: 'Pay for car washes with the Aurora app' }),
  ).toBeTruthy()
  expect(screen.getAllByRole('navigation')).toHaveLength(1)
  expect(screen.queryByRole('region')).toBeNull()
})

test('default app names and store labels follow the locale', () => {
  renderFixture('consumerAndBusiness', 'fi-FI')
  const consumer = screen.getByRole('navigation', { name: 'Aurora-sovellus' })
  expect(within(consumer).getByRole('link', { name: 'Lataa App Storesta' })).toBeTruthy()
  expect(within(consumer).getByRole('link', { name: 'Lataa Google Playsta' })).toBeTruthy()
})

test.each([
  ['a plain http store link', { appStoreUrl: 'http://apps.apple.com/fi/app/aurora/id1234567890' }],
  ['a script link', { googlePlayUrl: 'javascript:alert(1)' }],
  ['a missing store link', { googlePlayUrl: undefined }],
])('the schema refuses %s', (_case, change) => {
  const fixture = downloadLinksFixtures.consumerOnly
  const result = downloadLinksSchema.safeParse({
    ...fixture,
    groups: { consumer: { ...fixture.groups.consumer, ...change } },
  })
  expect(result.success).toBe(false)
})

test('the schema refuses a block without the consumer app', () => {
  const { business } = downloadLinksFixtures.consumerAndBusiness.groups
  const result = downloadLinksSchema.safeParse({
    ...downloadLinksFixtures.consumerAndBusiness,
    groups: { business },
  })
  expect(result.success).toBe(false)
})

test('the schema refuses a third app group', () => {
  const fixture = downloadLinksFixtures.consumerAndBusiness
  const result = downloadLinksSchema.safeParse({
    ...fixture,
    groups: { ...fixture.groups, partner: fixture.groups.business },
  })
  expect(result.success).toBe(false)
})
