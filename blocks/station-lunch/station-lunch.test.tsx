// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { PageProviders } from '#components/page-providers.tsx'
import type { Locale } from '#schemas/locale.ts'
import { stationLunchFixtures } from './station-lunch.fixtures.ts'
import { stationLunchSchema, type StationLunchBlock } from './station-lunch.schema.ts'
import { StationLunch } from './station-lunch.tsx'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const weekdayLunch = stationLunchSchema.parse(stationLunchFixtures.weekdayLunch)

function renderLunch(block: StationLunchBlock, locale: Locale = 'fi-FI') {
  return render(
    <PageProviders locale={locale}>
      <StationLunch block={block} />
    </PageProviders>,
  )
}

test('spec §2.6: today’s dishes, the price and today’s lunch, breakfast and kitchen hours', () => {
  // Wednesday 25 November 2026, 11:00 in Helsinki.
  vi.setSystemTime(new Date('2026-11-25T09:00:00Z'))
  renderLunch(weekdayLunch)
  expect(screen.getByRole('heading', { name: 'Lounas' })).toBeTruthy()
  expect(screen.getByText(/Lounas 12,90/)).toBeTruthy()
  const today = screen.getByRole('heading', { name: 'Päivän lounas' }).parentElement
  if (today === null) throw new Error('no today section')
  expect(within(today).getByText('Broileria ja riisiä')).toBeTruthy()
  expect(within(today).getByText('Kasvispyörykät')).toBeTruthy()
  const hoursText = today.querySelector('dl')?.textContent
  expect(hoursText).toBe('Lounasaika10:30–14:00Aamiainen06:00–10:00À la carte -keittiö10:30–20:00')
})

test('today follows the station’s time zone: 23:30 UTC on Tuesday is already Wednesday in Helsinki', () => {
  vi.setSystemTime(new Date('2026-11-24T23:30:00Z'))
  renderLunch(weekdayLunch)
  const current = document.querySelector('[aria-current="date"]')
  expect(current?.textContent).toContain('Broileria ja riisiä')
  expect(
    within(current instanceof HTMLElement ? current : document.body).getByRole('heading').textContent,
  ).toBe('Tänään')
})

test('at the weekend there is no lunch today, and the week still lists the weekdays', () => {
  // Saturday 28 November 2026.
  vi.setSystemTime(new Date('2026-11-28T10:00:00Z'))
  renderLunch(weekdayLunch, 'en-EU')
  expect(screen.getByText('No lunch is served today.')).toBeTruthy()
  const hoursText = document.querySelector('.station-lunch__today dl')?.textContent
  expect(hoursText).toBe('Lunch served' + 'Closed' + 'Breakfast' + 'Closed' + 'À la carte kitchen' + 'Closed')
  const week = screen.getAllByRole('listitem').filter((item) => item.classList.contains('station-lunch__day'))
  expect(week.map((day) => day.querySelector('h4')?.textContent)).toEqual([
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
  ])
})

test('diets are written out, not only coloured; a list without hours or price shows neither', () => {
  vi.setSystemTime(new Date('2026-11-23T10:00:00Z'))
  renderLunch(stationLunchSchema.parse(stationLunchFixtures.listOnly), 'en-EU')
  expect(document.querySelector('.station-lunch__today dl')).toBeNull()
  expect(document.querySelector('.station-lunch__price')).toBeNull()
  expect(screen.getAllByText(/Lactose-free/).length).toBeGreaterThan(0)
})

test('a lunch list with a day without dishes is refused, naming the field', () => {
  const result = stationLunchSchema.safeParse({
    ...stationLunchFixtures.listOnly,
    lunchList: { days: [{ weekday: 'monday', dishes: [] }] },
  })
  expect(result.success).toBe(false)
  expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['lunchList.days.0.dishes'])
})
