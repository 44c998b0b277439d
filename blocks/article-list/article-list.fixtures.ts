import type { BlockFixtures } from '#blocks/define-block.ts'
import type { articleListSchema } from './article-list.schema.ts'

export const articleListFixtures = {
  latestNews: {
    id: 'article-list-fixture-1',
    contentType: 'articleList',
    heading: 'Latest from Aurora',
    articles: [
      {
        id: 'hvo100-everywhere',
        title: 'Renewable diesel now at every Aurora station',
        summary: 'HVO100 is now sold at all our stations in Finland, Sweden and Norway.',
        image: {
          url: '/images/hvo100-pump.svg',
          alt: '',
          width: 1600,
          height: 900,
        },
        created: '2025-03-12T08:30:00+02:00',
        link: { contentType: 'articlePage', path: '/article/hvo100-everywhere' },
      },
      {
        id: 'ultra-fast-charging',
        title: 'Charging at 400 kW: what it means for your trip',
        summary: 'A compatible car gains 300 km of range in about ten minutes.',
        image: {
          url: 'https://images.example.com/aurora/charger-400.jpg',
          alt: '',
          width: 2400,
          height: 1350,
        },
        created: '2024-11-05T14:00:00Z',
        link: { contentType: 'articlePage', path: '/article/ultra-fast-charging' },
      },
      {
        id: 'winter-car-wash',
        title: 'Five tips for washing your car in winter',
        link: { contentType: 'articlePage', path: '/article/winter-car-wash' },
      },
    ],
  },
  empty: {
    id: 'article-list-fixture-2',
    contentType: 'articleList',
    heading: 'Car wash news',
    articles: [],
  },
} satisfies BlockFixtures<typeof articleListSchema>
