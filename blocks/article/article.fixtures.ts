import type { BlockFixtures } from '#blocks/define-block.ts'
import type { articleSchema } from './article.schema.ts'

// Shaped exactly as the articlePage recipe builds them from page fields (renderer/page-recipes.ts).
export const articleFixtures = {
  full: {
    id: 'hvo100-everywhere-article',
    contentType: 'article',
    title: 'Renewable diesel now at every Aurora station',
    byline: 'Text: Aino Virtanen, photos: Mikko Laine',
    image: {
      url: '/images/hvo100-pump.svg',
      alt: '',
      width: 1600,
      height: 900,
    },
    alt: 'A driver fills up with HVO100 renewable diesel at an Aurora pump',
    created: '2025-03-12T08:30:00+02:00',
    articleContent:
      '<p>From this week, <strong>HVO100 renewable diesel</strong> is sold at every Aurora station in Finland, Sweden and Norway.</p><h2>What changes for drivers</h2><ul><li>HVO100 works in most diesel cars without changes</li><li>It cuts fossil carbon dioxide emissions by up to 90 percent</li></ul><p>Check your car in the <a href="https://example.com/hvo-compatibility">manufacturer list</a>.</p>',
    tags: ['Renewable fuels', 'Sustainability', 'Stations'],
  },
  minimal: {
    id: 'winter-car-wash-article',
    contentType: 'article',
    title: 'Five tips for washing your car in winter',
    byline: undefined,
    image: undefined,
    alt: undefined,
    created: undefined,
    articleContent: undefined,
    tags: [],
  },
  imageWithOwnAlt: {
    id: 'ultra-fast-charging-article',
    contentType: 'article',
    title: 'Charging at 400 kW: what it means for your trip',
    image: {
      url: 'https://images.example.com/aurora/charger-400.jpg',
      alt: 'Two electric cars at Aurora 400 kW chargers',
      width: 2400,
      height: 1350,
    },
    alt: 'Page-level alt text that the image alt overrides',
    created: '2024-11-05T14:00:00Z',
    articleContent:
      '<p>Our new chargers deliver up to 400 kW. A compatible car gains 300 km of range in about ten minutes.</p>',
    tags: ['EV charging'],
  },
} satisfies BlockFixtures<typeof articleSchema>
