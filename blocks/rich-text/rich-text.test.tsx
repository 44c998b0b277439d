// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { PageProviders } from '#components/page-providers.tsx'
import { richTextFixtures } from './rich-text.fixtures.ts'
import { richTextBlockSchema } from './rich-text.schema.ts'
import { RichText } from './rich-text.tsx'

afterEach(cleanup)

function renderFixture(name: keyof typeof richTextFixtures) {
  return render(
    <PageProviders locale="en-EU">
      <RichText block={richTextBlockSchema.parse(richTextFixtures[name])} />
    </PageProviders>,
  )
}

test('formatted text keeps its structure and external links open in a new tab', () => {
  renderFixture('withHeading')
  expect(screen.getByRole('heading', { level: 2, name: 'Renewable diesel and biogas' })).toBeTruthy()
  expect(screen.getAllByRole('listitem')).toHaveLength(2)
  const link = screen.getByRole('link', { name: 'product sheet' })
  expect(link.getAttribute('target')).toBe('_blank')
  expect(link.getAttribute('rel')).toBe('noopener noreferrer')
})

test('scripts, event handlers, script links and iframes never reach the page', () => {
  const { container } = renderFixture('hostileMarkup')
  expect(screen.getByText('Safe text')).toBeTruthy()
  expect(container.innerHTML).not.toMatch(/script|onclick|javascript:|iframe/i)
})

test('a block without a heading is not announced as a named region', () => {
  renderFixture('plain')
  expect(screen.queryByRole('region')).toBeNull()
  expect(screen.getByText('Opening hours may vary on public holidays.')).toBeTruthy()
})
