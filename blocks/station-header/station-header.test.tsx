// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { PageClockProvider } from '#components/page-clock.tsx'
import { PageHeadingProvider } from '#components/page-heading.tsx'
import { PageProviders } from '#components/page-providers.tsx'
import type { Locale } from '#schemas/locale.ts'
import { stationHeaderFixtures } from './station-header.fixtures.ts'
import { stationHeaderSchema, type StationHeaderBlock } from './station-header.schema.ts'
import { StationHeader } from './station-header.tsx'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const city = stationHeaderSchema.parse(stationHeaderFixtures.cityStation)

function renderHeader(block: StationHeaderBlock, locale: Locale = 'fi-FI') {
  return render(
    <PageProviders locale={locale}>
      <PageHeadingProvider isPageHeading>
        <StationHeader block={block} />
      </PageHeadingProvider>
    </PageProviders>,
  )
}

test('spec §2.6: the name is the page heading, with contact details and the week’s hours from yesterday', () => {
  // Tuesday 24 November 2026, 12:00 in Helsinki.
  vi.setSystemTime(new Date('2026-11-24T10:00:00Z'))
  renderHeader(city)
  expect(screen.getByRole('heading', { level: 1, name: 'Aurora Helsinki Kamppi' })).toBeTruthy()
  expect(screen.getByText('Runeberginkatu 3', { exact: false })).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Soita +358 20 123 1042' }).getAttribute('href')).toBe(
    'tel:+358201231042',
  )
  expect(screen.getByRole('link', { name: 'helsinki-kamppi@aurora.fi' }).getAttribute('href')).toBe(
    'mailto:helsinki-kamppi@aurora.fi',
  )
  const rows = within(screen.getByRole('table')).getAllByRole('row')
  expect(rows).toHaveLength(8)
  expect(rows[0]?.textContent).toBe('Maanantai06:00–22:00')
  expect(rows[1]?.textContent).toBe('Tänään06:00–22:00')
  expect(rows[1]?.getAttribute('aria-current')).toBe('date')
  expect(rows[2]?.textContent).toBe('Huomenna06:00–22:00')
  expect(rows[4]?.textContent).toBe('Perjantai06:00–23:00')
})

test('open now and when it closes, in the station’s own time zone', () => {
  vi.setSystemTime(new Date('2026-11-24T10:00:00Z'))
  renderHeader(city)
  expect(screen.getByText('Avoinna nyt').parentElement?.textContent).toBe('Avoinna nyt · Sulkeutuu klo 22:00')
})

test('at 21:30 UTC it is already 23:30 in Helsinki: closed, and it opens tomorrow', () => {
  vi.setSystemTime(new Date('2026-11-24T21:30:00Z'))
  renderHeader(city, 'en-EU')
  expect(screen.getByText('Closed now').parentElement?.textContent).toBe(
    'Closed now · Opens tomorrow at 06:00',
  )
})

test('spec §9: a station open around the clock shows the one open-24h text', () => {
  vi.setSystemTime(new Date('2026-11-24T10:00:00Z'))
  renderHeader(stationHeaderSchema.parse(stationHeaderFixtures.openAroundTheClock), 'sv-SE')
  expect(screen.queryByRole('table')).toBeNull()
  expect(screen.getByText('Öppet nu').parentElement?.textContent).toBe('Öppet nu · Öppet dygnet runt')
})

test('spec §4: a closed station says so and shows no open-now state', () => {
  vi.setSystemTime(new Date('2026-11-24T10:00:00Z'))
  renderHeader(stationHeaderSchema.parse(stationHeaderFixtures.closedStation))
  expect(screen.getByText('Tämä asema on suljettu.')).toBeTruthy()
  expect(screen.queryByText('Avoinna nyt')).toBeNull()
})

test('directions open a maps service in a new tab; the locator is one link away, twice', () => {
  vi.setSystemTime(new Date('2026-11-24T10:00:00Z'))
  renderHeader(city, 'en-EU')
  const directions = screen.getByRole('link', { name: /Get directions/ })
  expect(directions.getAttribute('href')).toBe(
    'https://www.google.com/maps/dir/?api=1&destination=60.168600,24.931600',
  )
  expect(directions.getAttribute('target')).toBe('_blank')
  expect(screen.getByRole('link', { name: 'Back to station search' }).getAttribute('href')).toBe(
    '/en-EU/stationsearch',
  )
  expect(screen.getByRole('link', { name: 'Find another station' }).getAttribute('href')).toBe(
    '/en-EU/stationsearch',
  )
})

test('the server renders with the page’s minute, so hydration at another minute still matches', () => {
  const renderedAt = Date.parse('2026-11-24T10:00:00Z')
  vi.setSystemTime(new Date('2026-11-24T21:30:00Z'))
  const html = renderToString(
    <PageProviders locale="en-EU">
      <PageClockProvider renderedAt={renderedAt}>
        <StationHeader block={city} />
      </PageClockProvider>
    </PageProviders>,
  )
  expect(html).toContain('Open now')
  expect(html).not.toContain('Closed now')
})
