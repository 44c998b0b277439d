// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { PageHeadingProvider } from '#components/page-heading.tsx'
import { PageProviders } from '#components/page-providers.tsx'
import type { Locale } from '#schemas/locale.ts'
import { articleFixtures } from './article.fixtures.ts'
import { articleSchema } from './article.schema.ts'
import { Article } from './article.tsx'

afterEach(cleanup)

function renderFixture(name: keyof typeof articleFixtures, locale: Locale = 'en-EU') {
  return render(
    <PageProviders locale={locale}>
      <PageHeadingProvider isPageHeading>
        <Article block={articleSchema.parse(articleFixtures[name])} />
      </PageHeadingProvider>
    </PageProviders>,
  )
}

test('the title is the page h1 when the article opens the page, otherwise an h2', () => {
  const block = articleSchema.parse(articleFixtures.minimal)
  const { rerender } = render(
    <PageProviders locale="en-EU">
      <Article block={block} />
    </PageProviders>,
  )
  expect(
    screen.getByRole('heading', { level: 2, name: 'Five tips for washing your car in winter' }),
  ).toBeTruthy()
  rerender(
    <PageProviders locale="en-EU">
      <PageHeadingProvider isPageHeading>
        <Article block={block} />
      </PageHeadingProvider>
    </PageProviders>,
  )
  expect(
    screen.getByRole('heading', { level: 1, name: 'Five tips for washing your car in winter' }),
  ).toBeTruthy()
  expect(screen.getByRole('article', { name: 'Five tips for washing your car in winter' })).toBeTruthy()
})

test('byline, publication date, body and topics are shown', () => {
  renderFixture('full')
  expect(screen.getByText('Text: Aino Virtanen, photos: Mikko Laine')).toBeTruthy()
  const published = screen.getByText('Published 12 March 2025')
  expect(published.tagName).toBe('TIME')
  expect(published.getAttribute('datetime')).toBe('2025-03-12T08:30:00+02:00')
  expect(screen.getByRole('heading', { level: 2, name: 'What changes for drivers' })).toBeTruthy()
  expect(screen.getByRole('link', { name: 'manufacturer list' }).getAttribute('target')).toBe('_blank')
  const topics = screen.getByRole('list', { name: 'Topics' })
  expect(
    within(topics)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Renewable fuels', 'Sustainability', 'Stations'])
})

test('the date and labels follow the page locale', () => {
  renderFixture('full', 'fi-FI')
  expect(screen.getByText('Julkaistu 12. maaliskuuta 2025')).toBeTruthy()
  expect(screen.getByRole('list', { name: 'Aiheet' })).toBeTruthy()
})

test("the page's alt text describes an image without its own, and the image reserves its space", () => {
  renderFixture('full')
  const image = screen.getByRole('img', {
    name: 'A driver fills up with HVO100 renewable diesel at an Aurora pump',
  })
  expect(image.getAttribute('width')).toBe('1600')
  expect(image.getAttribute('height')).toBe('900')
})

test("an image's own alt text wins over the page's", () => {
  renderFixture('imageWithOwnAlt')
  expect(screen.getByRole('img', { name: 'Two electric cars at Aurora 400 kW chargers' })).toBeTruthy()
  expect(screen.getByText('Published 5 November 2024')).toBeTruthy()
})

test('an article with only a title shows no empty byline, date, image or topics', () => {
  renderFixture('minimal')
  expect(screen.queryByRole('img')).toBeNull()
  expect(screen.queryByRole('list')).toBeNull()
  expect(screen.queryByText(/Published/)).toBeNull()
})

test('script in the article body is removed at the schema boundary', () => {
  const block = articleSchema.parse({
    ...articleFixtures.minimal,
    articleContent: '<p>Safe text</p><script>alert(1)</script><img src="x" onerror="alert(1)">',
  })
  const { container } = render(
    <PageProviders locale="en-EU">
      <Article block={block} />
    </PageProviders>,
  )
  expect(screen.getByText('Safe text')).toBeTruthy()
  expect(container.innerHTML).not.toMatch(/script|onerror/i)
})

test('a created date without a time-zone offset, or a missing title, is refused', () => {
  expect(articleSchema.safeParse({ ...articleFixtures.full, created: '2025-03-12 08:30' }).success).toBe(
    false,
  )
  expect(articleSchema.safeParse({ ...articleFixtures.full, title: '' }).success).toBe(false)
})
