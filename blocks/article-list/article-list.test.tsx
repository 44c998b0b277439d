// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { PageProviders } from '#components/page-providers.tsx'
import type { Locale } from '#schemas/locale.ts'
import { articleListFixtures } from './article-list.fixtures.ts'
import { articleListSchema } from './article-list.schema.ts'
import { ArticleList } from './article-list.tsx'

afterEach(cleanup)

function renderFixture(name: keyof typeof articleListFixtures, locale: Locale = 'en-EU') {
  return render(
    <PageProviders locale={locale}>
      <ArticleList block={articleListSchema.parse(articleListFixtures[name])} />
    </PageProviders>,
  )
}

test('each article is a list item whose h3 is its one localized link', () => {
  renderFixture('latestNews', 'sv-SE')
  const list = within(screen.getByRole('region', { name: 'Latest from Aurora' })).getByRole('list')
  const items = within(list).getAllByRole('listitem')
  expect(items).toHaveLength(3)
  const [first] = items
  if (first === undefined) throw new Error('the list has no items')
  const heading = within(first).getByRole('heading', {
    level: 3,
    name: 'Renewable diesel now at every Aurora station',
  })
  // The heading's link is the teaser's only link.
  const link = within(first).getByRole('link')
  expect(heading.contains(link)).toBe(true)
  expect(link.getAttribute('href')).toBe('/sv-SE/article/hvo100-everywhere')
  expect(screen.getAllByRole('link')).toHaveLength(3)
})

test('summary and date are shown in the page locale', () => {
  renderFixture('latestNews', 'no-NO')
  expect(
    screen.getByText('HVO100 is now sold at all our stations in Finland, Sweden and Norway.'),
  ).toBeTruthy()
  const date = screen.getByText('12. mars 2025')
  expect(date.getAttribute('datetime')).toBe('2025-03-12T08:30:00+02:00')
})

test('a teaser image reserves its space', () => {
  const { container } = renderFixture('latestNews')
  const image = container.querySelector('img')
  expect(image?.getAttribute('width')).toBe('1600')
  expect(image?.getAttribute('height')).toBe('900')
})

test('an empty list says there are no articles yet', () => {
  renderFixture('empty', 'fi-FI')
  expect(screen.getByRole('heading', { level: 2, name: 'Car wash news' })).toBeTruthy()
  expect(screen.getByText('Ei vielä artikkeleita.')).toBeTruthy()
  expect(screen.queryByRole('list')).toBeNull()
})

test('a teaser without a link, or with a script link, is refused', () => {
  const withoutLink = { id: 'charging-guide', title: 'How to charge at Aurora' }
  expect(articleListSchema.safeParse({ ...articleListFixtures.empty, articles: [withoutLink] }).success).toBe(
    false,
  )
  const scriptLink = { ...withoutLink, link: 'javascript:alert(1)' }
  expect(articleListSchema.safeParse({ ...articleListFixtures.empty, articles: [scriptLink] }).success).toBe(
    false,
  )
})
