import type { BlockFixtures } from '#blocks/define-block.ts'
import type { StoryTexts } from '#stories/toolbar-locale.tsx'
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

/** The stories' texts under each market of the locale toolbar; the fixtures above are en-EU. */
export const heroStoryTexts = {
  'fi-FI': {
    withImageAndAction: {
      heading: 'Tien päällä. Aina lähellä.',
      lead: 'Tankkaa, lataa ja pese autosi yli 400 Aurora-asemalla.',
      image: { alt: 'Aurora-asema iltahämärässä' },
      action: { label: 'Löydä lähin asema' },
    },
    textOnly: { heading: 'Pesuohjelmat' },
    externalAction: {
      heading: 'Lataa matkalla',
      lead: 'Lataussovelluksemme näyttää jokaisen vapaan laturin lähelläsi.',
      action: { label: 'Lataa sovellus' },
    },
  },
  'en-EU': {},
  'sv-SE': {
    withImageAndAction: {
      heading: 'På väg. Alltid nära.',
      lead: 'Tanka, ladda och tvätta bilen på fler än 400 Aurora-stationer.',
      image: { alt: 'En Aurora-station i skymningen' },
      action: { label: 'Hitta närmaste station' },
    },
    textOnly: { heading: 'Tvättprogram' },
    externalAction: {
      heading: 'Ladda på språng',
      lead: 'Vår laddningsapp visar alla lediga laddare nära dig.',
      action: { label: 'Hämta appen' },
    },
  },
  'no-NO': {
    withImageAndAction: {
      heading: 'På veien. Alltid nær.',
      lead: 'Fyll drivstoff, lad og vask bilen på over 400 Aurora-stasjoner.',
      image: { alt: 'En Aurora-stasjon i skumringen' },
      action: { label: 'Finn nærmeste stasjon' },
    },
    textOnly: { heading: 'Vaskeprogrammer' },
    externalAction: {
      heading: 'Lad mens du er på farten',
      lead: 'Ladeappen vår viser alle ledige ladere i nærheten.',
      action: { label: 'Last ned appen' },
    },
  },
} satisfies StoryTexts<typeof heroFixtures>
