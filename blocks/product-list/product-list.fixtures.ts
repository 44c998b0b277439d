import type { BlockFixtures } from '#blocks/define-block.ts'
import type { productListSchema } from './product-list.schema.ts'

// Prices are integer minor units (ADR 027): 990 is 9,90 €, 11900 is 119,00 kr.
export const productListFixtures = {
  carWashProgrammes: {
    id: 'product-list-fixture-1',
    contentType: 'productList',
    heading: 'Car wash programmes',
    products: [
      {
        code: 'WASH-BASIC',
        name: 'Basic wash',
        attributes: { product_name: 'BASIC WASH', price: 990, tax_class: 25.5, currency: 'EUR' },
        image: {
          url: '/images/products/basic-wash.svg',
          alt: 'A car leaving the wash bay',
          width: 800,
          height: 600,
        },
        bundleMembers: [],
        isBundle: false,
      },
      {
        code: 'WASH-PREMIUM',
        name: 'Premium wash',
        attributes: { product_name: 'PREMIUM WASH', price: 1490, tax_class: 25.5 },
        unitPrice: 1490,
        images: [
          {
            url: '/images/products/premium-wash.svg',
            alt: 'Foam brushes on a dark blue car',
            width: 800,
            height: 600,
          },
        ],
      },
    ],
  },
  washBundles: {
    id: 'product-list-fixture-2',
    contentType: 'productList',
    heading: 'Wash bundles',
    products: [
      {
        code: 'BUNDLE-PREMIUM-5',
        name: '5 × Premium wash',
        attributes: { product_name: 'PREMIUM WASH 5-PACK', price: 5900, tax_class: 25.5, currency: 'EUR' },
        unitPrice: 1180,
        bundleMembers: [{ amount: 5, product: { code: 'WASH-PREMIUM', globalName: 'Premium wash' } }],
        isBundle: true,
      },
      {
        code: 'BUNDLE-FAMILY',
        name: 'Family wash pack',
        attributes: { product_name: 'FAMILY WASH PACK', price: 4950, tax_class: 25.5, currency: 'EUR' },
        bundleMembers: [
          { amount: 3, product: { code: 'WASH-BASIC', globalName: 'Basic wash' } },
          { amount: 2, product: { code: 'WASH-PREMIUM', globalName: 'Premium wash' } },
        ],
        isBundle: true,
      },
    ],
  },
  giftCards: {
    id: 'product-list-fixture-3',
    contentType: 'productList',
    products: [
      {
        code: 'GIFT-CARD-50',
        name: 'Aurora gift card 50 €',
        // A multi-purpose voucher carries no VAT when sold; the tax falls due when it is spent.
        attributes: { product_name: 'GIFT CARD 50', price: 5000, tax_class: 0, currency: 'EUR' },
      },
      {
        code: 'GIFT-CARD-100',
        name: 'Aurora gift card 100 €',
        attributes: { product_name: 'GIFT CARD 100', price: 10_000, tax_class: 0, currency: 'EUR' },
      },
    ],
  },
  swedishShop: {
    id: 'product-list-fixture-4',
    contentType: 'productList',
    heading: 'Köp tvättar på nätet',
    products: [
      {
        code: 'WASH-BASIC',
        name: 'Bastvätt',
        // sv-SE: Swedish kronor at the Swedish standard VAT of 25 % (ADR 027).
        attributes: { product_name: 'BASTVÄTT', price: 11_900, tax_class: 25, currency: 'SEK' },
        image: {
          url: '/images/products/basic-wash.svg',
          alt: 'En blå bil under vattendroppar',
          width: 800,
          height: 600,
        },
      },
      {
        code: 'BUNDLE-PREMIUM-5',
        name: '5 × Premiumtvätt',
        // Five washes for the price of four: 4 × 239 kr.
        attributes: { product_name: 'PREMIUMTVÄTT 5-PACK', price: 95_600, tax_class: 25, currency: 'SEK' },
        unitPrice: 19_120,
        bundleMembers: [{ amount: 5, product: { code: 'WASH-PREMIUM', globalName: 'Premiumtvätt' } }],
        isBundle: true,
      },
      {
        code: 'GIFT-CARD-500',
        name: 'Aurora presentkort 500 kr',
        attributes: { product_name: 'PRESENTKORT 500', price: 50_000, tax_class: 0, currency: 'SEK' },
      },
    ],
  },
  norwegianShop: {
    id: 'product-list-fixture-5',
    contentType: 'productList',
    heading: 'Kjøp vask på nett',
    products: [
      {
        code: 'WASH-PREMIUM',
        name: 'Premiumvask',
        // no-NO: Norwegian kroner at the Norwegian standard VAT of 25 % (ADR 027).
        attributes: { product_name: 'PREMIUMVASK', price: 24_900, tax_class: 25, currency: 'NOK' },
        unitPrice: 24_900,
        image: {
          url: '/images/products/premium-wash.svg',
          alt: 'En gul bil som skinner etter vasken',
          width: 800,
          height: 600,
        },
      },
      {
        code: 'BUNDLE-PREMIUM-5',
        name: '5 × Premiumvask',
        attributes: { product_name: 'PREMIUMVASK 5-PAKNING', price: 99_600, tax_class: 25, currency: 'NOK' },
        unitPrice: 19_920,
        bundleMembers: [{ amount: 5, product: { code: 'WASH-PREMIUM', globalName: 'Premiumvask' } }],
        isBundle: true,
      },
      {
        code: 'GIFT-CARD-1000',
        name: 'Aurora gavekort 1 000 kr',
        attributes: { product_name: 'GAVEKORT 1000', price: 100_000, tax_class: 0, currency: 'NOK' },
      },
    ],
  },
} satisfies BlockFixtures<typeof productListSchema>
