import type { BlockFixtures } from '#blocks/define-block.ts'
import type { StoryTexts } from '#stories/toolbar-locale.tsx'
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

/** The stories' texts under each market of the locale toolbar; the fixtures above are en-EU. */
export const linkCardsStoryTexts = {
  'fi-FI': {
    servicesMixedLinks: {
      heading: 'Lisää Aurorasta',
      cards: [
        {
          title: 'Sähköauton lataus',
          text: 'Suurteholatureita yli 120 asemalla, avoinna ympäri vuorokauden.',
          image: { alt: 'Latausjohto kytkettynä sähköautoon' },
          link: { label: 'Katso latauksen hinnat' },
        },
        {
          title: 'Aurora-sovellus',
          text: 'Maksa polttoaine, pesut ja lataus puhelimellasi.',
          link: { label: 'Lataa sovellus' },
        },
        {
          title: 'Pesupaketin ehdot',
          text: 'Kuinka kauan pesupaketti on voimassa ja missä sitä voi käyttää.',
          link: {
            label: 'Lue ehdot',
            target: {
              title: 'Pesupaketin ehdot',
              body: '<p>Pesupaketti on voimassa <strong>24 kuukautta</strong> ostosta jokaisessa Auroran autopesussa.</p><p>Käyttämättömiä pesuja ei hyvitetä.</p>',
            },
          },
        },
      ],
    },
    pagesOnly: {
      cards: [
        { title: 'Löydä asema', link: { label: 'Avaa asemakartta' } },
        {
          title: 'Talviajon vinkit',
          text: 'Viisi asiaa, jotka kannattaa tarkistaa ennen ensimmäisiä pakkasia.',
          link: { label: 'Lue artikkeli' },
        },
      ],
    },
  },
  'en-EU': {},
  'sv-SE': {
    servicesMixedLinks: {
      heading: 'Mer från Aurora',
      cards: [
        {
          title: 'Elbilsladdning',
          text: 'Snabbladdare på fler än 120 stationer, öppna dygnet runt.',
          image: { alt: 'En laddkabel ansluten till en elbil' },
          link: { label: 'Se laddpriserna' },
        },
        {
          title: 'Aurora-appen',
          text: 'Betala bränsle, tvättar och laddning med mobilen.',
          link: { label: 'Hämta appen' },
        },
        {
          title: 'Villkor för tvättpaket',
          text: 'Hur länge ett tvättpaket gäller och var du kan använda det.',
          link: {
            label: 'Läs villkoren',
            target: {
              title: 'Villkor för tvättpaket',
              body: '<p>Ett tvättpaket gäller i <strong>24 månader</strong> från köpet i alla Auroras biltvättar.</p><p>Oanvända tvättar återbetalas inte.</p>',
            },
          },
        },
      ],
    },
    pagesOnly: {
      cards: [
        { title: 'Hitta en station', link: { label: 'Öppna stationskartan' } },
        {
          title: 'Tips för vinterkörning',
          text: 'Fem saker att kontrollera före den första frosten.',
          link: { label: 'Läs artikeln' },
        },
      ],
    },
  },
  'no-NO': {
    servicesMixedLinks: {
      heading: 'Mer fra Aurora',
      cards: [
        {
          title: 'Elbillading',
          text: 'Hurtigladere på over 120 stasjoner, åpne døgnet rundt.',
          image: { alt: 'En ladekabel koblet til en elbil' },
          link: { label: 'Se ladeprisene' },
        },
        {
          title: 'Aurora-appen',
          text: 'Betal drivstoff, vask og lading med mobilen.',
          link: { label: 'Last ned appen' },
        },
        {
          title: 'Vilkår for vaskepakker',
          text: 'Hvor lenge en vaskepakke er gyldig og hvor du kan bruke den.',
          link: {
            label: 'Les vilkårene',
            target: {
              title: 'Vilkår for vaskepakker',
              body: '<p>En vaskepakke er gyldig i <strong>24 måneder</strong> fra kjøpet i alle Auroras bilvasker.</p><p>Ubrukte vasker refunderes ikke.</p>',
            },
          },
        },
      ],
    },
    pagesOnly: {
      cards: [
        { title: 'Finn en stasjon', link: { label: 'Åpne stasjonskartet' } },
        {
          title: 'Tips for vinterkjøring',
          text: 'Fem ting å sjekke før den første frosten.',
          link: { label: 'Les artikkelen' },
        },
      ],
    },
  },
} satisfies StoryTexts<typeof linkCardsFixtures>
