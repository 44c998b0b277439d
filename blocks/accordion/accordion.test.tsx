// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test } from 'vitest'
import { PageProviders } from '#components/page-providers.tsx'
import type { Locale } from '#schemas/locale.ts'
import { accordionFixtures } from './accordion.fixtures.ts'
import { accordionSchema } from './accordion.schema.ts'
import { Accordion } from './accordion.tsx'

afterEach(cleanup)

function renderFixture(name: keyof typeof accordionFixtures, locale: Locale = 'en-EU') {
  return render(
    <PageProviders locale={locale}>
      <Accordion block={accordionSchema.parse(accordionFixtures[name])} />
    </PageProviders>,
  )
}

test('each item is a native disclosure, closed at first, titled by its summary', () => {
  renderFixture('carWashFaq')
  expect(screen.getByRole('region', { name: 'Car wash questions' })).toBeTruthy()
  expect(screen.getByRole('heading', { level: 2, name: 'Car wash questions' })).toBeTruthy()
  const groups = screen.getAllByRole('group')
  expect(groups).toHaveLength(3)
  expect(groups.every((group) => !group.hasAttribute('open'))).toBe(true)
  expect(within(groups[0]!).getByText('How do I use a wash bundle?').tagName).toBe('SUMMARY')
})

test('"Open all" opens every item and then offers "Close all", which closes them again', () => {
  renderFixture('carWashFaq')
  const groups = screen.getAllByRole('group')
  fireEvent.click(screen.getByRole('button', { name: 'Open all' }))
  expect(groups.every((group) => group.hasAttribute('open'))).toBe(true)
  expect(screen.getByText(/valid for 15 minutes/)).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'Close all' }))
  expect(groups.every((group) => !group.hasAttribute('open'))).toBe(true)
  expect(screen.getByRole('button', { name: 'Open all' })).toBeTruthy()
})

test('the toggle button is translated and names the items it controls', () => {
  renderFixture('carWashFaq', 'fi-FI')
  const button = screen.getByRole('button', { name: 'Avaa kaikki' })
  expect(button.getAttribute('aria-controls')).toBe(
    'accordion-fixture-1-faq-wash-bundle accordion-fixture-1-faq-roof-box accordion-fixture-1-faq-winter',
  )
})

test('items the visitor opens by hand are tracked, so the button offers "Close all" once all are open', async () => {
  renderFixture('carWashFaq')
  const groups = screen.getAllByRole('group')
  fireEvent.click(screen.getByText('How do I use a wash bundle?'))
  fireEvent.click(screen.getByText('Can I wash a car with a roof box?'))
  await waitFor(() => expect(groups.filter((group) => group.hasAttribute('open'))).toHaveLength(2))
  expect(screen.getByRole('button', { name: 'Open all' })).toBeTruthy()
  fireEvent.click(screen.getByText('Is the car wash open in winter?'))
  fireEvent.click(await screen.findByRole('button', { name: 'Close all' }))
  expect(groups.every((group) => !group.hasAttribute('open'))).toBe(true)
})

test('a one-at-a-time accordion groups its items by name and offers no "Open all"', async () => {
  renderFixture('chargingOneAtATime')
  expect(screen.queryByRole('button')).toBeNull()
  expect(screen.queryByRole('region')).toBeNull()
  const groups = screen.getAllByRole('group')
  expect(groups.map((group) => group.getAttribute('name'))).toEqual([
    'accordion-fixture-2',
    'accordion-fixture-2',
  ])
  fireEvent.click(screen.getByText('How do I pay for charging?'))
  await waitFor(() => expect(groups[0]!.hasAttribute('open')).toBe(true))
  fireEvent.click(screen.getByText('What does charging cost?'))
  // Opening the second closes the first: the browser does it for named details, the state follows.
  await waitFor(() => expect(groups.map((group) => group.hasAttribute('open'))).toEqual([false, true]))
  expect(within(groups[1]!).getByText('Ultra-fast 400 kW')).toBeTruthy()
})

test('without JavaScript the page has every item and no button that could not work', () => {
  const html = renderToString(
    <PageProviders locale="en-EU">
      <Accordion block={accordionSchema.parse(accordionFixtures.carWashFaq)} />
    </PageProviders>,
  )
  expect(html).toContain('<summary class="accordion__summary">Is the car wash open in winter?</summary>')
  expect(html).not.toContain('<button')
})

test('the schema defaults to several open items and refuses an empty list or duplicate item ids', () => {
  expect(accordionSchema.parse(accordionFixtures.carWashFaq).allowMultiple).toBe(true)
  expect(accordionSchema.safeParse({ ...accordionFixtures.carWashFaq, items: [] }).success).toBe(false)
  const [first] = accordionFixtures.carWashFaq.items
  const duplicate = accordionSchema.safeParse({ ...accordionFixtures.carWashFaq, items: [first, first] })
  expect(duplicate.success).toBe(false)
  if (!duplicate.success) expect(duplicate.error.issues[0]?.path).toEqual(['items', 1, 'id'])
})
