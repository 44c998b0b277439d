import type { BlockFixtures } from '#blocks/define-block.ts'
import type { linkCardsSchema } from './link-cards.schema.ts'

export const linkCardsFixtures = {
  servicesMixedLinks: {
    id: 'link-cards-fixture-1',
    contentType: 'linkCards',
    heading: 'More from Aurora',
    cards: [
      {
        id: 'card-ev-charging',
        title: 'EV charging',
        text: 'High-power chargers at more than 120 stations, open around the clock.',
        image: {
          url: '/images/ev-charger.svg',
          alt: 'A charging cable plugged into an electric car',
          width: 800,
          height: 533,
        },
        link: {
          label: 'See charging prices',
          target: { contentType: 'standardPage', path: '/private/products/ev-charging' },
        },
      },
      {
        id: 'card-app',
        title: 'The Aurora app',
        text: 'Pay for fuel, washes and charging from your phone.',
        link: { label: 'Download the app', target: 'https://apps.example.com/aurora' },
      },
      {
        id: 'card-wash-terms',
        title: 'Wash bundle terms',
        text: 'How long a wash bundle is valid and where you can use it.',
        link: {
          label: 'Read the terms',
          target: {
            contentType: 'card',
            id: 'wash-bundle-terms',
            title: 'Wash bundle terms',
            body: '<p>A wash bundle is valid for <strong>24 months</strong> from purchase at every Aurora car wash.</p><p>Unused washes are not refunded.</p>',
          },
        },
      },
    ],
  },
  pagesOnly: {
    id: 'link-cards-fixture-2',
    contentType: 'linkCards',
    cards: [
      {
        id: 'card-stations',
        title: 'Find a station',
        link: {
          label: 'Open the station map',
          target: { contentType: 'standardPage', path: '/stationsearch' },
        },
      },
      {
        id: 'card-article',
        title: 'Winter driving tips',
        text: 'Five things to check before the first frost.',
        link: {
          label: 'Read the article',
          target: { contentType: 'articlePage', path: '/article/winter-driving-tips' },
        },
      },
    ],
  },
} satisfies BlockFixtures<typeof linkCardsSchema>
