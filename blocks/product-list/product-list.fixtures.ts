import type { z } from 'zod'
import type { BlockFixtures } from '#blocks/define-block.ts'
import type { Locale } from '#schemas/locale.ts'
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

/** The stories' product lists: one per market, in its language, currency and VAT rate. */
export type ProductListStoryName = 'carWashProgrammes' | 'washBundles' | 'giftCards'

/**
 * What the stories show under each market of Storybook's locale toolbar: the heading, product names and
 * image texts in the language the toolbar gives the labels ("Add to cart", prices), so no story mixes
 * an English heading with Finnish labels. en-EU is the fixtures above.
 */
export const productListStoryFixtures = {
  'fi-FI': {
    carWashProgrammes: {
      id: 'product-list-fixture-fi-1',
      contentType: 'productList',
      heading: 'Pesuohjelmat',
      products: [
        {
          code: 'WASH-BASIC',
          name: 'Peruspesu',
          attributes: { product_name: 'PERUSPESU', price: 990, tax_class: 25.5, currency: 'EUR' },
          image: {
            url: '/images/products/basic-wash.svg',
            alt: 'Auto lähdössä pesuhallista',
            width: 800,
            height: 600,
          },
        },
        {
          code: 'WASH-PREMIUM',
          name: 'Premium-pesu',
          attributes: { product_name: 'PREMIUM-PESU', price: 1490, tax_class: 25.5, currency: 'EUR' },
          unitPrice: 1490,
          image: {
            url: '/images/products/premium-wash.svg',
            alt: 'Vaahtoharjat tummansinisen auton pinnalla',
            width: 800,
            height: 600,
          },
        },
      ],
    },
    washBundles: {
      id: 'product-list-fixture-fi-2',
      contentType: 'productList',
      heading: 'Pesupaketit',
      products: [
        {
          code: 'BUNDLE-PREMIUM-5',
          name: '5 × Premium-pesu',
          attributes: { product_name: 'PREMIUM-PESU 5 KPL', price: 5900, tax_class: 25.5, currency: 'EUR' },
          unitPrice: 1180,
          bundleMembers: [{ amount: 5, product: { code: 'WASH-PREMIUM', globalName: 'Premium-pesu' } }],
          isBundle: true,
        },
        {
          code: 'BUNDLE-FAMILY',
          name: 'Perheen pesupaketti',
          attributes: { product_name: 'PERHEEN PESUPAKETTI', price: 4950, tax_class: 25.5, currency: 'EUR' },
          bundleMembers: [
            { amount: 3, product: { code: 'WASH-BASIC', globalName: 'Peruspesu' } },
            { amount: 2, product: { code: 'WASH-PREMIUM', globalName: 'Premium-pesu' } },
          ],
          isBundle: true,
        },
      ],
    },
    giftCards: {
      id: 'product-list-fixture-fi-3',
      contentType: 'productList',
      products: [
        {
          code: 'GIFT-CARD-50',
          name: 'Aurora-lahjakortti 50 €',
          attributes: { product_name: 'LAHJAKORTTI 50', price: 5000, tax_class: 0, currency: 'EUR' },
        },
        {
          code: 'GIFT-CARD-100',
          name: 'Aurora-lahjakortti 100 €',
          attributes: { product_name: 'LAHJAKORTTI 100', price: 10_000, tax_class: 0, currency: 'EUR' },
        },
      ],
    },
  },
  'en-EU': {
    carWashProgrammes: productListFixtures.carWashProgrammes,
    washBundles: productListFixtures.washBundles,
    giftCards: productListFixtures.giftCards,
  },
  'sv-SE': {
    carWashProgrammes: {
      id: 'product-list-fixture-sv-1',
      contentType: 'productList',
      heading: 'Tvättprogram',
      products: [
        {
          code: 'WASH-BASIC',
          name: 'Bastvätt',
          attributes: { product_name: 'BASTVÄTT', price: 11_900, tax_class: 25, currency: 'SEK' },
          image: {
            url: '/images/products/basic-wash.svg',
            alt: 'En blå bil under vattendroppar',
            width: 800,
            height: 600,
          },
        },
        {
          code: 'WASH-PREMIUM',
          name: 'Premiumtvätt',
          attributes: { product_name: 'PREMIUMTVÄTT', price: 23_900, tax_class: 25, currency: 'SEK' },
          unitPrice: 23_900,
          image: {
            url: '/images/products/premium-wash.svg',
            alt: 'Skumborstar på en mörkblå bil',
            width: 800,
            height: 600,
          },
        },
      ],
    },
    washBundles: {
      id: 'product-list-fixture-sv-2',
      contentType: 'productList',
      heading: 'Tvättpaket',
      products: [
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
          code: 'BUNDLE-FAMILY',
          name: 'Familjens tvättpaket',
          attributes: { product_name: 'FAMILJENS TVÄTTPAKET', price: 69_900, tax_class: 25, currency: 'SEK' },
          bundleMembers: [
            { amount: 3, product: { code: 'WASH-BASIC', globalName: 'Bastvätt' } },
            { amount: 2, product: { code: 'WASH-PREMIUM', globalName: 'Premiumtvätt' } },
          ],
          isBundle: true,
        },
      ],
    },
    giftCards: {
      id: 'product-list-fixture-sv-3',
      contentType: 'productList',
      products: [
        {
          code: 'GIFT-CARD-500',
          name: 'Aurora presentkort 500 kr',
          attributes: { product_name: 'PRESENTKORT 500', price: 50_000, tax_class: 0, currency: 'SEK' },
        },
        {
          code: 'GIFT-CARD-1000',
          name: 'Aurora presentkort 1 000 kr',
          attributes: { product_name: 'PRESENTKORT 1000', price: 100_000, tax_class: 0, currency: 'SEK' },
        },
      ],
    },
  },
  'no-NO': {
    carWashProgrammes: {
      id: 'product-list-fixture-no-1',
      contentType: 'productList',
      heading: 'Vaskeprogrammer',
      products: [
        {
          code: 'WASH-BASIC',
          name: 'Basisvask',
          attributes: { product_name: 'BASISVASK', price: 14_900, tax_class: 25, currency: 'NOK' },
          image: {
            url: '/images/products/basic-wash.svg',
            alt: 'En bil som kjører ut av vaskehallen',
            width: 800,
            height: 600,
          },
        },
        {
          code: 'WASH-PREMIUM',
          name: 'Premiumvask',
          attributes: { product_name: 'PREMIUMVASK', price: 24_900, tax_class: 25, currency: 'NOK' },
          unitPrice: 24_900,
          image: {
            url: '/images/products/premium-wash.svg',
            alt: 'En gul bil som skinner etter vasken',
            width: 800,
            height: 600,
          },
        },
      ],
    },
    washBundles: {
      id: 'product-list-fixture-no-2',
      contentType: 'productList',
      heading: 'Vaskepakker',
      products: [
        {
          code: 'BUNDLE-PREMIUM-5',
          name: '5 × Premiumvask',
          attributes: {
            product_name: 'PREMIUMVASK 5-PAKNING',
            price: 99_600,
            tax_class: 25,
            currency: 'NOK',
          },
          unitPrice: 19_920,
          bundleMembers: [{ amount: 5, product: { code: 'WASH-PREMIUM', globalName: 'Premiumvask' } }],
          isBundle: true,
        },
        {
          code: 'BUNDLE-FAMILY',
          name: 'Familiens vaskepakke',
          attributes: { product_name: 'FAMILIENS VASKEPAKKE', price: 79_900, tax_class: 25, currency: 'NOK' },
          bundleMembers: [
            { amount: 3, product: { code: 'WASH-BASIC', globalName: 'Basisvask' } },
            { amount: 2, product: { code: 'WASH-PREMIUM', globalName: 'Premiumvask' } },
          ],
          isBundle: true,
        },
      ],
    },
    giftCards: {
      id: 'product-list-fixture-no-3',
      contentType: 'productList',
      products: [
        {
          code: 'GIFT-CARD-500',
          name: 'Aurora gavekort 500 kr',
          attributes: { product_name: 'GAVEKORT 500', price: 50_000, tax_class: 0, currency: 'NOK' },
        },
        {
          code: 'GIFT-CARD-1000',
          name: 'Aurora gavekort 1 000 kr',
          attributes: { product_name: 'GAVEKORT 1000', price: 100_000, tax_class: 0, currency: 'NOK' },
        },
      ],
    },
  },
} satisfies Record<Locale, Record<ProductListStoryName, z.input<typeof productListSchema>>>
