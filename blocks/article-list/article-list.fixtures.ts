import type { BlockFixtures } from '#blocks/define-block.ts'
import type { StoryTexts } from '#stories/toolbar-locale.tsx'
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

/** The stories' texts under each market of the locale toolbar; the fixtures above are en-EU. */
export const articleListStoryTexts = {
  'fi-FI': {
    latestNews: {
      heading: 'Uutta Aurorasta',
      articles: [
        {
          title: 'Uusiutuvaa dieseliä nyt jokaisella Aurora-asemalla',
          summary: 'HVO100:aa myydään nyt kaikilla asemillamme Suomessa, Ruotsissa ja Norjassa.',
        },
        {
          title: 'Lataus 400 kW:n teholla: mitä se tarkoittaa matkallesi',
          summary: 'Yhteensopiva auto saa 300 km lisää ajomatkaa noin kymmenessä minuutissa.',
        },
        { title: 'Viisi vinkkiä auton pesuun talvella' },
      ],
    },
    empty: { heading: 'Autopesun uutiset' },
  },
  'en-EU': {},
  'sv-SE': {
    latestNews: {
      heading: 'Senaste nytt från Aurora',
      articles: [
        {
          title: 'Förnybar diesel nu på alla Aurora-stationer',
          summary: 'HVO100 säljs nu på alla våra stationer i Finland, Sverige och Norge.',
        },
        {
          title: 'Laddning med 400 kW: vad det betyder för din resa',
          summary: 'En kompatibel bil får 300 km räckvidd på ungefär tio minuter.',
        },
        { title: 'Fem tips för att tvätta bilen på vintern' },
      ],
    },
    empty: { heading: 'Nyheter om biltvätt' },
  },
  'no-NO': {
    latestNews: {
      heading: 'Siste nytt fra Aurora',
      articles: [
        {
          title: 'Fornybar diesel nå på alle Aurora-stasjoner',
          summary: 'HVO100 selges nå på alle våre stasjoner i Finland, Sverige og Norge.',
        },
        {
          title: 'Lading med 400 kW: hva det betyr for turen din',
          summary: 'En kompatibel bil får 300 km rekkevidde på omtrent ti minutter.',
        },
        { title: 'Fem tips for å vaske bilen om vinteren' },
      ],
    },
    empty: { heading: 'Nyheter om bilvask' },
  },
} satisfies StoryTexts<typeof articleListFixtures>
