import type { BlockFixtures } from '#blocks/define-block.ts'
import type { imageTextSchema } from './image-text.schema.ts'

export const imageTextFixtures = {
  evChargingImageStart: {
    id: 'image-text-fixture-1',
    contentType: 'imageText',
    heading: 'Fast charging on your route',
    body: '<p>Our high-power chargers deliver up to <strong>400 kW</strong>, so a coffee break is often all it takes.</p><ul><li>Pay with the Aurora app or a contactless card</li><li>Chargers at more than 120 stations</li></ul>',
    image: {
      url: '/images/ev-charger.svg',
      alt: 'An electric car charging at an Aurora high-power charger',
      width: 1200,
      height: 800,
    },
    action: {
      label: 'Read about EV charging',
      target: { contentType: 'standardPage', path: '/private/products/ev-charging' },
    },
  },
  carWashImageEnd: {
    id: 'image-text-fixture-2',
    contentType: 'imageText',
    heading: 'A gentle wash, whatever the weather',
    body: '<p>Our touchless wash bays use recycled water and biodegradable detergents. Buy a wash bundle and save on every visit.</p>',
    image: {
      url: '/images/car-wash.svg',
      alt: 'A car leaving the wash bay, shining',
      width: 1000,
      height: 750,
    },
    imagePosition: 'end',
  },
} satisfies BlockFixtures<typeof imageTextSchema>
