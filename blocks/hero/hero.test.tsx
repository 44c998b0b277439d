// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { PageHeadingProvider } from '#components/page-heading.tsx'
import { PageProviders } from '#components/page-providers.tsx'
import { heroFixtures } from './hero.fixtures.ts'
import { heroSchema } from './hero.schema.ts'
import { Hero } from './hero.tsx'

afterEach(cleanup)

test('the hero heading is an h2 unless it is the page heading', () => {
  const block = heroSchema.parse(heroFixtures.textOnly)
  const { rerender } = render(
    <PageProviders locale="en-EU">
      <Hero block={block} />
    </PageProviders>,
  )
  expect(screen.getByRole('heading', { level: 2, name: 'Car wash programmes' })).toBeTruthy()
  rerender(
    <PageProviders locale="en-EU">
      <PageHeadingProvider isPageHeading>
        <Hero block={block} />
      </PageHeadingProvider>
    </PageProviders>,
  )
  expect(screen.getByRole('heading', { level: 1, name: 'Car wash programmes' })).toBeTruthy()
})

test('an internal action is localized and the image reserves its space', () => {
  render(
    <PageProviders locale="sv-SE">
      <Hero block={heroSchema.parse(heroFixtures.withImageAndAction)} />
    </PageProviders>,
  )
  const link = screen.getByRole('link', { name: 'Find your nearest station' })
  expect(link.getAttribute('href')).toBe('/sv-SE/stationsearch')
  const image = screen.getByRole('img', { name: 'An Aurora station at dusk' })
  expect(image.getAttribute('width')).toBe('1600')
  expect(image.getAttribute('height')).toBe('900')
  expect(image.getAttribute('srcset')).toContain('/images/forecourt-evening.svg?w=320 320w')
})

test('an external action opens in a new tab without access to this window', () => {
  render(
    <PageProviders locale="en-EU">
      <Hero block={heroSchema.parse(heroFixtures.externalAction)} />
    </PageProviders>,
  )
  const link = screen.getByRole('link', { name: 'Get the app' })
  expect(link.getAttribute('target')).toBe('_blank')
  expect(link.getAttribute('rel')).toBe('noopener noreferrer')
})

test('a script link is refused by the schema', () => {
  const result = heroSchema.safeParse({
    ...heroFixtures.externalAction,
    action: { label: 'x', target: 'javascript:alert(1)' },
  })
  expect(result.success).toBe(false)
})
