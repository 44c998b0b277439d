import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test, vi } from 'vitest'
import { catalogueDocumentSchema } from '#schemas/catalogue.ts'
import { createLogger } from '#server/logger.server.ts'
import {
  CatalogueValidationError,
  loadCatalogue,
  watchCatalogue,
  type Catalogue,
} from './catalogue.server.ts'

const directories: string[] = []

afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true })
})

/** A copy of the site's catalogue to break. */
function catalogueCopy(): string {
  const directory = mkdtempSync(join(tmpdir(), 'forecourt-products-'))
  directories.push(directory)
  cpSync('content/products', directory, { recursive: true })
  return directory
}

async function problemsOf(directory: string): Promise<string[]> {
  try {
    await loadCatalogue(directory)
  } catch (error) {
    if (error instanceof CatalogueValidationError) return error.problems
    throw error
  }
  throw new Error('the catalogue loaded')
}

test('the site’s catalogue loads: each market’s products by code, and the upsell rules', async () => {
  const catalogue = await loadCatalogue('content/products')
  expect(catalogue.markets['no-NO'].currency).toBe('NOK')
  expect(catalogue.markets['fi-FI'].productsByCode.get('GIFT-CARD-SMALL')).toMatchObject({
    discountable: false,
    product: { attributes: { price: 2000, tax_class: 0, currency: 'EUR' } },
  })
  // The shop's own flag is not part of the product the cart receives.
  expect(catalogue.markets['fi-FI'].productsByCode.get('WASH-BASIC')?.product).not.toHaveProperty(
    'discountable',
  )
  expect(catalogue.upsellRules.get('WASH-PREMIUM')).toEqual([{ code: 'BUNDLE-PREMIUM-5', quantity: 1 }])
})

test('a missing market file, broken JSON and a bad field are all named with their files', async () => {
  const directory = catalogueCopy()
  rmSync(join(directory, 'en-EU.json'))
  writeFileSync(join(directory, 'upsell-rules.json'), '{ "rules": [')
  writeFileSync(
    join(directory, 'sv-SE.json'),
    JSON.stringify({ currency: 'SEK', products: [{ code: 'WASH-BASIC', discountable: true }] }),
  )
  const problems = await problemsOf(directory)
  expect(problems).toContainEqual(
    `${join(directory, 'en-EU.json')}: missing (the catalogue needs one file per market and upsell-rules.json)`,
  )
  expect(problems).toContainEqual(
    expect.stringMatching(new RegExp(`^${join(directory, 'upsell-rules.json')}: not valid JSON`)),
  )
  expect(problems).toContainEqual(
    expect.stringMatching(new RegExp(`^${join(directory, 'sv-SE.json')}: products\\.0\\.name: `)),
  )
})

test('problems across files name the file they are about', async () => {
  const directory = catalogueCopy()
  writeFileSync(
    join(directory, 'upsell-rules.json'),
    JSON.stringify({ rules: [{ product: 'WASH-BASIC', suggest: [{ code: 'WASH-MOON', quantity: 1 }] }] }),
  )
  expect(await problemsOf(directory)).toEqual([
    `${join(directory, 'upsell-rules.json')}: rules.0.suggest.0.code: "WASH-MOON" is not in the catalogue`,
  ])
})

test('development: a changed catalogue is reloaded; an invalid one is logged and the last valid kept', async () => {
  const directory = catalogueCopy()
  const lines: string[] = []
  const logger = createLogger({ level: 'info', withStacks: false, write: (line) => lines.push(line) })
  const loaded: Catalogue[] = []
  const stop = watchCatalogue(directory, { logger, debounceMs: 20 }, (catalogue) => loaded.push(catalogue))
  try {
    const file = join(directory, 'fi-FI.json')
    const market = catalogueDocumentSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
    const cheaper = market.products.map((product) =>
      product.code === 'WASH-BASIC'
        ? { ...product, attributes: { ...product.attributes, price: 890 } }
        : product,
    )
    writeFileSync(file, JSON.stringify({ ...market, products: cheaper }))
    await vi.waitFor(() => expect(loaded).toHaveLength(1), { timeout: 5000 })
    expect(loaded[0]?.markets['fi-FI'].productsByCode.get('WASH-BASIC')?.product.attributes.price).toBe(890)
    writeFileSync(file, '{')
    await vi.waitFor(() => expect(lines.join('\n')).toContain('product catalogue is invalid'), {
      timeout: 5000,
    })
    expect(loaded).toHaveLength(1)
  } finally {
    stop()
  }
})
