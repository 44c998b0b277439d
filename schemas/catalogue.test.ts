import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import {
  catalogueDocumentSchema,
  crossCatalogueProblems,
  marketCurrency,
  upsellRulesDocumentSchema,
  type CatalogueDocument,
} from './catalogue.ts'
import { locales, type Locale } from './locale.ts'

const readJson = (file: string): unknown => JSON.parse(readFileSync(`content/products/${file}`, 'utf8'))

const market = (locale: Locale) => catalogueDocumentSchema.parse(readJson(`${locale}.json`))
const shop: Record<Locale, CatalogueDocument> = {
  'fi-FI': market('fi-FI'),
  'en-EU': market('en-EU'),
  'sv-SE': market('sv-SE'),
  'no-NO': market('no-NO'),
}
const rules = upsellRulesDocumentSchema.parse(readJson('upsell-rules.json'))

const wash = {
  discountable: true,
  voucher: { kind: 'wash' },
  code: 'WASH-BASIC',
  name: 'Basic wash',
  attributes: { product_name: 'BASIC WASH', price: 990, tax_class: 25.5, currency: 'EUR' },
}
const bundle = {
  discountable: true,
  code: 'BUNDLE-BASIC-5',
  name: '5 × Basic wash',
  attributes: { product_name: 'BASIC WASH 5-PACK', price: 3960, tax_class: 25.5, currency: 'EUR' },
  bundleMembers: [{ amount: 5, product: { code: 'WASH-BASIC', globalName: 'Basic wash' } }],
  isBundle: true,
}

function issuesOf(document: unknown): string[] {
  const parsed = catalogueDocumentSchema.safeParse(document)
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

test('the shipped catalogue: every market in its currency, the same codes, rules naming real products', () => {
  expect(crossCatalogueProblems(shop, rules)).toEqual([])
  for (const locale of locales) {
    expect(shop[locale].currency).toBe(marketCurrency[locale])
    const kinds = shop[locale].products.map((product) => product.code.split('-')[0])
    expect(new Set(kinds)).toEqual(new Set(['WASH', 'BUNDLE', 'GIFT', 'CHARGING']))
  }
})

test('the shipped catalogue: gift cards carry no VAT and take no discount; the rest carry the market’s VAT', () => {
  const standardRate: Record<Locale, number> = { 'fi-FI': 25.5, 'en-EU': 25.5, 'sv-SE': 25, 'no-NO': 25 }
  for (const locale of locales) {
    for (const product of shop[locale].products) {
      const giftCard = product.code.startsWith('GIFT-CARD-')
      expect(product.discountable, product.code).toBe(!giftCard)
      expect(product.attributes.tax_class, product.code).toBe(giftCard ? 0 : standardRate[locale])
    }
  }
})

test('the shipped catalogue: a five-wash bundle costs four of its wash, and its unit price is a fifth', () => {
  for (const locale of locales) {
    const byCode = new Map(shop[locale].products.map((product) => [product.code, product]))
    for (const product of shop[locale].products.filter((each) => each.isBundle)) {
      const [member] = product.bundleMembers
      const single = byCode.get(member?.product.code ?? '')
      expect(member?.amount).toBe(5)
      expect(product.attributes.price).toBe(4 * (single?.attributes.price ?? Number.NaN))
      expect(product.unitPrice).toBe(product.attributes.price / 5)
    }
  }
})

test('a valid market document parses, with the product defaults filled in', () => {
  const parsed = catalogueDocumentSchema.parse({ currency: 'EUR', products: [wash, bundle] })
  expect(parsed.products[0]).toMatchObject({ discountable: true, bundleMembers: [], isBundle: false })
})

test('prices are whole minor units and every entry says whether it is discountable', () => {
  const withoutFlag = { code: wash.code, name: wash.name, attributes: wash.attributes }
  expect(
    issuesOf({
      currency: 'EUR',
      products: [withoutFlag, { ...bundle, attributes: { ...bundle.attributes, price: 39.6 } }],
    }),
  ).toEqual([
    expect.stringMatching(/^products\.0\.discountable: /),
    expect.stringMatching(/^products\.1\.attributes\.price: /),
  ])
})

test('a product in another currency, a code listed twice and a bundle of a missing product are named', () => {
  expect(
    issuesOf({
      currency: 'SEK',
      products: [
        { ...wash, attributes: { ...wash.attributes, currency: 'SEK', tax_class: 25 } },
        { ...wash, attributes: { ...wash.attributes, tax_class: 25 } },
        {
          ...bundle,
          attributes: { ...bundle.attributes, currency: 'SEK' },
          bundleMembers: [{ amount: 5, product: { code: 'WASH-GOLD', globalName: 'Gold' } }],
        },
      ],
    }),
  ).toEqual([
    'products.1.code: "WASH-BASIC" is listed twice',
    'products.1.attributes.currency: is EUR but this market sells in SEK',
    'products.2.bundleMembers.0.product.code: "WASH-GOLD" is not a product of this market',
  ])
})

test('the shipped catalogue: every product but a bundle issues a voucher; gift cards are worth their price', () => {
  for (const locale of locales) {
    for (const product of shop[locale].products) {
      if (product.isBundle) expect(product.voucher, product.code).toBeUndefined()
      else if (product.code.startsWith('GIFT-CARD-'))
        expect(product.voucher, product.code).toEqual({ kind: 'giftCard', value: product.attributes.price })
      else if (product.code.startsWith('CHARGING-'))
        expect(product.voucher, product.code).toEqual({
          kind: 'charging',
          value: Number(product.code.split('-')[1]),
        })
      else expect(product.voucher, product.code).toEqual({ kind: 'wash' })
    }
  }
})

test('a bundle has no voucher of its own, and each member must issue one', () => {
  expect(
    issuesOf({
      currency: 'EUR',
      products: [
        { ...wash, voucher: undefined },
        { ...bundle, voucher: { kind: 'wash' } },
      ],
    }),
  ).toEqual([
    "products.1.voucher: a bundle issues its members' vouchers and has none of its own",
    'products.1.bundleMembers.0.product.code: "WASH-BASIC" issues no voucher, so the bundle would issue nothing for it',
  ])
})

test('a gift card or charging voucher needs a whole positive value', () => {
  expect(
    issuesOf({
      currency: 'EUR',
      products: [{ ...wash, voucher: { kind: 'giftCard' } }],
    }),
  ).toEqual([expect.stringMatching(/^products\.0\.voucher\.value: /)])
  expect(
    issuesOf({ currency: 'EUR', products: [{ ...wash, voucher: { kind: 'charging', value: 2.5 } }] }),
  ).toEqual([expect.stringMatching(/^products\.0\.voucher\.value: /)])
})

test('isBundle and bundleMembers go together', () => {
  expect(issuesOf({ currency: 'EUR', products: [wash, { ...bundle, isBundle: false }] })).toEqual([
    'products.1.isBundle: a bundle (isBundle: true) has bundleMembers, and only a bundle has them',
  ])
})

test('upsell rules: one rule per product, and a product never suggests itself', () => {
  const parsed = upsellRulesDocumentSchema.safeParse({
    rules: [
      { product: 'WASH-BASIC', suggest: [{ code: 'WASH-BASIC', quantity: 1 }] },
      { product: 'WASH-BASIC', suggest: [{ code: 'BUNDLE-BASIC-5', quantity: 0 }] },
    ],
  })
  expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
    'rules.1.suggest.0.quantity',
    'rules.0.suggest.0.code',
    'rules.1.product',
  ])
})

test('across markets: a currency other than the market’s, a missing or extra code and an unknown rule code', () => {
  const swedishInEuros = { ...shop['sv-SE'], currency: 'EUR' as const }
  const norwayWithout = {
    ...shop['no-NO'],
    products: shop['no-NO'].products.filter((product) => product.code !== 'WASH-VAN'),
  }
  const gold = catalogueDocumentSchema.parse({ currency: 'EUR', products: [{ ...wash, code: 'WASH-GOLD' }] })
  const finlandWithExtra = { ...shop['fi-FI'], products: [...shop['fi-FI'].products, ...gold.products] }
  const problems = crossCatalogueProblems(
    { ...shop, 'fi-FI': finlandWithExtra, 'sv-SE': swedishInEuros, 'no-NO': norwayWithout },
    { rules: [{ product: 'WASH-PLATINUM', suggest: [{ code: 'WASH-BASIC', quantity: 1 }] }] },
  )
  expect(problems).toEqual([
    'en-EU.json: products: missing WASH-GOLD (sold in fi-FI)',
    'sv-SE.json: currency: is EUR but sv-SE sells in SEK',
    'sv-SE.json: products: missing WASH-GOLD (sold in fi-FI)',
    'no-NO.json: products: missing WASH-VAN, WASH-GOLD (sold in fi-FI)',
    'upsell-rules.json: rules.0.product: "WASH-PLATINUM" is not in the catalogue',
  ])
})
