import type { BlockFixtures } from '#blocks/define-block.ts'
import type { heroSchema } from './hero.schema.ts'

export const heroFixtures = {
  withImageAndAction: {
    id: 'hero-fixture-1',
    contentType: 'hero',
    heading: 'On the road. Always close.',
    lead: 'Fuel up, charge and wash your car at more than 400 Aurora stations.',
    image: {
      url: '/images/forecourt-evening.svg',
      alt: 'An Aurora station at dusk',
      width: 1600,
      height: 900,
    },
    action: {
      label: 'Find your nearest station',
      target: { contentType: 'standardPage', path: '/stationsearch' },
    },
  },
  textOnly: {
    id: 'hero-fixture-2',
    contentType: 'hero',
    heading: 'Car wash programmes',
  },
  externalAction: {
    id: 'hero-fixture-3',
    contentType: 'hero',
    heading: 'Charge on the go',
    lead: 'Our charging app shows every free charger near you.',
    action: { label: 'Get the app', target: 'https://apps.example.com/aurora' },
  },
} satisfies BlockFixtures<typeof heroSchema>
