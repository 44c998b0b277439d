// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { PageProviders } from '#components/page-providers.tsx'
import type { Locale } from '#schemas/locale.ts'
import { productListFixtures } from './product-list.fixtures.ts'
import { productListSchema } from './product-list.schema.ts'
import { ProductList } from './product-list.tsx'

afterEach(cleanup)

function renderFixture(name: keyof typeof productListFixtures, locale: Locale = 'en-EU') {
  return render(
    <PageProviders locale={locale}>
      <ProductList block={productListSchema.parse(productListFixtures[name])} />
    </PageProviders>,
  )
}

test('each product is a card named by its product, with its price with tax', () => {
  renderFixture('carWashProgrammes')
  expect(screen.getByRole('region', { name: 'Car wash programmes' })).toBeTruthy()
  const cards = screen.getAllByRole('article')
  expect(cards).toHaveLength(2)
  const premium = screen.getByRole('article', { name: 'Premium wash' })
  expect(within(premium).getByRole('heading', { level: 3, name: 'Premium wash' })).toBeTruthy()
  expect(within(premium).getByRole('term').textContent).toBe('Price')
  // spec §9: two decimals, a comma and the euro sign after a no-break space.
  expect(within(premium).getByRole('definition').textContent).toBe('14,90\u00a0€')
})

test('prices arrive in minor units: 990 cents is shown as 9,90 €', () => {
  renderFixture('carWashProgrammes', 'fi-FI')
  const basic = screen.getByRole('article', { name: 'Basic wash' })
  expect(within(basic).getByRole('term').textContent).toBe('Hinta')
  expect(within(basic).getByRole('definition').textContent).toBe('9,90\u00a0€')
})

test('Swedish cards show prices in kronor, with the price of one wash of a bundle', () => {
  renderFixture('swedishShop', 'sv-SE')
  const basic = screen.getByRole('article', { name: 'Bastvätt' })
  expect(within(basic).getByRole('definition').textContent).toBe('119,00\u00a0kr')
  const fivePack = screen.getByRole('article', { name: '5 × Premiumtvätt' })
  expect(
    within(fivePack)
      .getAllByRole('definition')
      .map((price) => price.textContent),
  ).toEqual(['956,00\u00a0kr', '191,20\u00a0kr/st'])
  const giftCard = screen.getByRole('article', { name: 'Aurora presentkort 500 kr' })
  expect(within(giftCard).getByRole('definition').textContent).toBe('500,00\u00a0kr')
})

test('Norwegian cards show prices in kroner, thousands grouped', () => {
  renderFixture('norwegianShop', 'no-NO')
  const premium = screen.getByRole('article', { name: 'Premiumvask' })
  expect(within(premium).getByRole('term').textContent).toBe('Pris')
  expect(within(premium).getByRole('definition').textContent).toBe('249,00\u00a0kr')
  const fivePack = screen.getByRole('article', { name: '5 × Premiumvask' })
  expect(
    within(fivePack)
      .getAllByRole('definition')
      .map((price) => price.textContent),
  ).toEqual(['996,00\u00a0kr', '199,20\u00a0kr/stk'])
  const giftCard = screen.getByRole('article', { name: 'Aurora gavekort 1 000 kr' })
  expect(within(giftCard).getByRole('definition').textContent).toBe('1\u00a0000,00\u00a0kr')
})

test('a card shows its image, or the first of its images, with reserved space', () => {
  renderFixture('carWashProgrammes')
  const image = screen.getByRole('img', { name: 'Foam brushes on a dark blue car' })
  expect(image.getAttribute('width')).toBe('800')
  expect(image.getAttribute('height')).toBe('600')
  expect(screen.getByRole('img', { name: 'A car leaving the wash bay' })).toBeTruthy()
})

test('a bundle lists what it includes with amounts, and its price per item', () => {
  renderFixture('washBundles')
  const family = screen.getByRole('article', { name: 'Family wash pack' })
  const includes = within(family).getByRole('list', { name: 'Includes' })
  expect(
    within(includes)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['3 × Basic wash', '2 × Premium wash'])
  const fivePack = screen.getByRole('article', { name: '5 × Premium wash' })
  expect(
    within(fivePack)
      .getAllByRole('definition')
      .map((price) => price.textContent),
  ).toEqual(['59,00\u00a0€', '11,80\u00a0€ each'])
})

test('bundle contents are translated around the content names', () => {
  renderFixture('washBundles', 'sv-SE')
  const fivePack = screen.getByRole('article', { name: '5 × Premium wash' })
  const includes = within(fivePack).getByRole('list', { name: 'Innehåller' })
  expect(within(includes).getByRole('listitem').textContent).toBe('5 × Premium wash')
  expect(
    within(fivePack)
      .getAllByRole('definition')
      .map((price) => price.textContent),
  ).toEqual(['59,00\u00a0€', '11,80\u00a0€/st'])
})

test('without a block heading product names are the headings, and each card’s add-to-cart is described by its product', () => {
  renderFixture('giftCards')
  expect(screen.queryByRole('region')).toBeNull()
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    'Aurora gift card 50 €',
    'Aurora gift card 100 €',
  ])
  expect(
    screen
      .getAllByRole('button', { name: 'Add to cart' })
      .map((button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent),
  ).toEqual(['Aurora gift card 50 €', 'Aurora gift card 100 €'])
  expect(screen.queryByRole('list', { name: 'Includes' })).toBeNull()
})

test('a unit price equal to the price is not repeated', () => {
  renderFixture('carWashProgrammes')
  const premium = screen.getByRole('article', { name: 'Premium wash' })
  expect(within(premium).getAllByRole('definition')).toHaveLength(1)
})

test('the currency defaults to euro', () => {
  const block = productListSchema.parse(productListFixtures.carWashProgrammes)
  expect(block.products[1]?.attributes.currency).toBe('EUR')
  expect(block.products[1]?.bundleMembers).toEqual([])
  expect(block.products[1]?.isBundle).toBe(false)
})

function fixtureProduct(code: string) {
  const product = productListFixtures.carWashProgrammes.products.find((candidate) => candidate.code === code)
  if (product === undefined) throw new Error(`No fixture product ${code}`)
  return product
}

const premium = fixtureProduct('WASH-PREMIUM')

test.each([
  ['a negative price', { attributes: { ...premium.attributes, price: -1 } }],
  ['a price given as text', { attributes: { ...premium.attributes, price: '14,90' } }],
  // ADR 027: money is whole minor units; 14.9 would be a fraction of a cent, not 14,90 €.
  ['a price with decimals', { attributes: { ...premium.attributes, price: 14.9 } }],
  ['a unit price with decimals', { unitPrice: 11.8 }],
  ['a currency the shop does not sell in', { attributes: { ...premium.attributes, currency: 'USD' } }],
  ['a tax class over 100 %', { attributes: { ...premium.attributes, tax_class: 255 } }],
  ['a currency that is not an ISO code', { attributes: { ...premium.attributes, currency: '€' } }],
  [
    'a bundle member without an amount',
    { bundleMembers: [{ product: { code: 'WASH-BASIC', globalName: 'Basic wash' } }] },
  ],
])('the schema refuses %s', (_case, change) => {
  const result = productListSchema.safeParse({
    ...productListFixtures.carWashProgrammes,
    products: [{ ...premium, ...change }],
  })
  expect(result.success).toBe(false)
})

test('the schema refuses the same product twice and an empty list', () => {
  const fixture = productListFixtures.carWashProgrammes
  expect(productListSchema.safeParse({ ...fixture, products: [premium, premium] }).success).toBe(false)
  expect(productListSchema.safeParse({ ...fixture, products: [] }).success).toBe(false)
})
