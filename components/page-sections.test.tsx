// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { PageSections } from '#components/page-sections.tsx'
import { LandingBody, TextOnly } from '#components/page-sections.stories.tsx'

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(cleanup)

test('the first hero heading is the only h1 and the sections below it are h2', () => {
  render(<PageSections {...LandingBody.args} />)

  const h1s = screen.getAllByRole('heading', { level: 1 })
  expect(h1s).toHaveLength(1)
  expect(h1s[0]?.textContent).toBe('Fuel, charging and car wash on your way')
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    'Fast charging for electric cars',
    'Car wash programmes',
  ])
})

test('the hero action is a link to its href', () => {
  render(<PageSections {...LandingBody.args} />)

  const hero = screen.getByRole('region', { name: 'Fuel, charging and car wash on your way' })
  expect(within(hero).getByRole('link', { name: 'Find a station' }).getAttribute('href')).toBe('/stations')
})

test('each section is a region named by its heading and shows its paragraphs', () => {
  render(<PageSections {...LandingBody.args} />)

  const charging = screen.getByRole('region', { name: 'Fast charging for electric cars' })
  expect(within(charging).getByText('Charge at up to 300 kW while you have a coffee.')).toBeTruthy()
  expect(within(charging).getByText('Pay with the app, a charging card or a bank card.')).toBeTruthy()
})

test('a body without a hero has no h1 and no links', () => {
  render(<PageSections {...TextOnly.args} />)

  expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    'Delivery of digital products',
    'Refunds',
  ])
  expect(screen.queryByRole('link')).toBeNull()
})
