// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, onTestFinished, test } from 'vitest'
import { PageProviders } from '#components/page-providers.tsx'
import type { Locale } from '#schemas/locale.ts'
import { tableFixtures } from './table.fixtures.ts'
import { tableSchema } from './table.schema.ts'
import { Table } from './table.tsx'

afterEach(cleanup)

function renderFixture(name: keyof typeof tableFixtures, locale: Locale = 'en-EU') {
  return render(
    <PageProviders locale={locale}>
      <Table block={tableSchema.parse(tableFixtures[name])} />
    </PageProviders>,
  )
}

function bodyRows(table: HTMLElement) {
  // The header row is in the first rowgroup; the data rows are in the second.
  const [, body] = within(table).getAllByRole('rowgroup')
  if (body === undefined) throw new Error('the table has no body')
  return within(body).getAllByRole('row')
}

test('the table is named by its caption and its headers are scoped', () => {
  renderFixture('chargingSpeeds')
  const table = screen.getByRole('table', {
    name: 'Charging power and approximate time to add 100 km of range',
  })
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Charger', 'Power', 'Time for 100 km'])
  expect(within(table).getByRole('columnheader', { name: 'Power' }).getAttribute('scope')).toBe('col')
  expect(within(table).getByRole('rowheader', { name: 'Fast charger' }).getAttribute('scope')).toBe('row')
  expect(within(table).getByRole('cell', { name: '400 kW' })).toBeTruthy()
  expect(bodyRows(table)).toHaveLength(3)
  // No initial limit: nothing to toggle.
  expect(screen.queryByRole('button')).toBeNull()
  expect(screen.queryByRole('status')).toBeNull()
})

test('a long table shows its first rows and a toggle shows all and fewer again', () => {
  renderFixture('carWashPrices')
  const table = screen.getByRole('table', { name: 'Car wash programmes and prices at Aurora stations' })
  expect(screen.getByRole('region', { name: 'Car wash programmes' })).toBeTruthy()
  expect(bodyRows(table)).toHaveLength(3)
  expect(screen.getByRole('status').textContent).toBe('Showing 3 out of 6 items')

  const toggle = screen.getByRole('button', { name: 'Show all' })
  expect(toggle.getAttribute('aria-expanded')).toBe('false')
  const controlled = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
  expect(controlled?.tagName).toBe('TBODY')

  fireEvent.click(toggle)
  expect(bodyRows(table)).toHaveLength(6)
  expect(screen.getByRole('status').textContent).toBe('Showing 6 out of 6 items')
  expect(toggle.getAttribute('aria-expanded')).toBe('true')
  expect(toggle.textContent).toBe('Show fewer')

  fireEvent.click(toggle)
  expect(bodyRows(table)).toHaveLength(3)
  expect(screen.getByRole('button', { name: 'Show all' })).toBeTruthy()
})

test('the status and toggle are translated', () => {
  renderFixture('carWashPrices', 'fi-FI')
  expect(screen.getByRole('status').textContent).toBe('Näytetään 3/6 riviä')
  expect(screen.getByRole('button', { name: 'Näytä kaikki' })).toBeTruthy()
})

test('a table no longer than its initial rows shows them all without a toggle', () => {
  renderFixture('fuelGrades')
  expect(bodyRows(screen.getByRole('table'))).toHaveLength(4)
  expect(screen.queryByRole('button')).toBeNull()
})

test('a row with the wrong number of cells is refused, naming the row', () => {
  const result = tableSchema.safeParse({
    ...tableFixtures.chargingSpeeds,
    rows: [
      ['Destination charger', '22 kW', '45 min'],
      ['Fast charger', '150 kW'],
    ],
  })
  expect(result.success).toBe(false)
  const issue = result.error?.issues[0]
  expect(issue?.path).toEqual(['rows', 1])
  expect(issue?.message).toBe('Row 2 has 2 cells; the table has 3 columns')
})

test('initial rows must be a positive whole number', () => {
  expect(tableSchema.safeParse({ ...tableFixtures.carWashPrices, initialRows: 0 }).success).toBe(false)
  expect(tableSchema.safeParse({ ...tableFixtures.carWashPrices, initialRows: 2.5 }).success).toBe(false)
})

/** The block as the server sends it, in the document, and a way to hydrate it as the browser does. */
function serverRenderedTable(name: keyof typeof tableFixtures) {
  const table = (
    <PageProviders locale="en-EU">
      <Table block={tableSchema.parse(tableFixtures[name])} />
    </PageProviders>
  )
  const container = document.createElement('div')
  container.innerHTML = renderToString(table)
  document.body.append(container)
  const recoverableErrors: unknown[] = []
  onTestFinished(() => {
    container.remove()
    window.location.hash = ''
  })
  const hydrate = () =>
    act(async () => {
      hydrateRoot(container, table, { onRecoverableError: (error) => recoverableErrors.push(error) })
      await Promise.resolve()
    })
  return { container, hydrate, recoverableErrors }
}

test('the server sends every row of a long table and, until hydration, a link that shows the rest', () => {
  const { container } = serverRenderedTable('carWashPrices')
  const rows = [...container.querySelectorAll('tbody tr')]
  // All six rows are in the HTML, for a visitor without JavaScript and for crawlers; the last three wait.
  expect(rows).toHaveLength(6)
  expect(rows.map((row) => row.classList.contains('table-block__more'))).toEqual([
    false,
    false,
    false,
    true,
    true,
    true,
  ])
  expect(container.querySelector('button')).toBeNull()
  const link = screen.getByRole('link', { name: 'Show all' })
  // The link's target is the first waiting row, which the stylesheet shows with those after it.
  expect(link.getAttribute('href')).toBe(`#${rows[3]?.id ?? 'no id'}`)
  expect(rows[3]?.id).not.toBe('')
  expect(container.querySelector('.table-block')?.hasAttribute('data-enhanced')).toBe(false)
})

test('hydrated, the link becomes the button and the rows past the first few are hidden', async () => {
  const { container, hydrate, recoverableErrors } = serverRenderedTable('carWashPrices')
  await hydrate()
  expect(recoverableErrors).toEqual([])
  expect(container.querySelector('.table-block')?.hasAttribute('data-enhanced')).toBe(true)
  const toggle = screen.getByRole('button', { name: 'Show all' })
  expect(toggle.getAttribute('aria-expanded')).toBe('false')
  expect(bodyRows(screen.getByRole('table'))).toHaveLength(3)
  fireEvent.click(toggle)
  expect(bodyRows(screen.getByRole('table'))).toHaveLength(6)
})

test('a table opened by the link before hydration is still open once the page has hydrated', async () => {
  const { container, hydrate, recoverableErrors } = serverRenderedTable('carWashPrices')
  const link = screen.getByRole('link', { name: 'Show all' })
  window.location.hash = link.getAttribute('href') ?? ''
  expect(container.querySelector('.table-block__more')?.matches(':target')).toBe(true)

  await hydrate()
  expect(recoverableErrors).toEqual([])
  const toggle = screen.getByRole('button', { name: 'Show fewer' })
  expect(toggle.getAttribute('aria-expanded')).toBe('true')
  expect(bodyRows(screen.getByRole('table'))).toHaveLength(6)
  expect(screen.getByRole('status').textContent).toBe('Showing 6 out of 6 items')
  // Closed by the button, it stays closed.
  fireEvent.click(toggle)
  expect(bodyRows(screen.getByRole('table'))).toHaveLength(3)
})

test('the focus on the link as the table hydrates is on the button afterwards; elsewhere, it stays there', async () => {
  const { hydrate } = serverRenderedTable('carWashPrices')
  screen.getByRole('link', { name: 'Show all' }).focus()
  await hydrate()
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show all' }))

  const other = serverRenderedTable('carWashPrices')
  const outside = document.createElement('input')
  document.body.append(outside)
  onTestFinished(() => outside.remove())
  outside.focus()
  await other.hydrate()
  expect(document.activeElement).toBe(outside)
})
