import type { BlockFixtures } from '#blocks/define-block.ts'
import type { productListSchema } from './product-list.schema.ts'

export const productListFixtures = {
  carWashProgrammes: {
    id: 'product-list-fixture-1',
    contentType: 'productList',
    heading: 'Car wash programmes',
    products: [
      {
        code: 'WASH-BASIC',
        name: 'Basic wash',
        attributes: { product_name: 'BASIC WASH', price: 9.9, tax_class: 25.5, currency: 'EUR' },
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
        attributes: { product_name: 'PREMIUM WASH', price: 14.9, tax_class: 25.5 },
        unitPrice: 14.9,
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
        attributes: { product_name: 'PREMIUM WASH 5-PACK', price: 59, tax_class: 25.5, currency: 'EUR' },
        unitPrice: 11.8,
        bundleMembers: [{ amount: 5, product: { code: 'WASH-PREMIUM', globalName: 'Premium wash' } }],
        isBundle: true,
      },
      {
        code: 'BUNDLE-FAMILY',
        name: 'Family wash pack',
        attributes: { product_name: 'FAMILY WASH PACK', price: 49.5, tax_class: 25.5, currency: 'EUR' },
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
        attributes: { product_name: 'GIFT CARD 50', price: 50, tax_class: 0, currency: 'EUR' },
      },
      {
        code: 'GIFT-CARD-100',
        name: 'Aurora gift card 100 €',
        attributes: { product_name: 'GIFT CARD 100', price: 100, tax_class: 0, currency: 'EUR' },
      },
    ],
  },
} satisfies BlockFixtures<typeof productListSchema>
