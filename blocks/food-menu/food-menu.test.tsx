// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { PageProviders } from '#components/page-providers.tsx'
import { foodMenuFixtures } from './food-menu.fixtures.ts'
import { foodMenuSchema } from './food-menu.schema.ts'
import { FoodMenu } from './food-menu.tsx'

afterEach(cleanup)

test('sections of dishes with their prices in the menu’s currency, diets written out', () => {
  const block = foodMenuSchema.parse(foodMenuFixtures.finnishMenu)
  render(
    <PageProviders locale="fi-FI">
      <FoodMenu block={block} />
    </PageProviders>,
  )
  expect(screen.getByRole('heading', { level: 2, name: 'Ruokalista' })).toBeTruthy()
  const burgers = screen.getByRole('region', { name: 'Burgerit' })
  const [first] = within(burgers).getAllByRole('listitem')
  expect(first?.textContent).toContain('Aurora-burgeri')
  expect(first?.textContent).toContain('14,90\u00a0€')
  expect(first?.textContent).toContain('Laktoositon')
})

test('Swedish prices are in kronor', () => {
  const block = foodMenuSchema.parse(foodMenuFixtures.swedishMenu)
  render(
    <PageProviders locale="sv-SE">
      <FoodMenu block={block} />
    </PageProviders>,
  )
  expect(screen.getByRole('listitem').textContent).toContain('149,00\u00a0kr')
})

test('a menu without sections is refused, naming the field', () => {
  const result = foodMenuSchema.safeParse({ id: 'm', contentType: 'foodMenu', menu: { sections: [] } })
  expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['menu.sections'])
})
