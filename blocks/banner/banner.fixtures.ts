import type { BlockFixtures } from '#blocks/define-block.ts'
import type { StoryTexts } from '#stories/toolbar-locale.tsx'
import type { bannerSchema } from './banner.schema.ts'

export const bannerFixtures = {
  carWashBundle: {
    id: 'banner-fixture-1',
    contentType: 'banner',
    theme: 'carWash',
    heading: 'Five washes for the price of four',
    text: 'Buy a wash bundle in the Aurora app and use it at any of our car washes for two years.',
    image: {
      url: '/images/car-wash.svg',
      alt: 'A freshly washed car in the wash bay',
      width: 800,
      height: 600,
    },
    action: {
      label: 'Buy a wash bundle',
      target: { contentType: 'standardPage', path: '/private/products/car-wash' },
    },
  },
  vierumakiWeekend: {
    id: 'banner-fixture-2',
    contentType: 'banner',
    theme: 'vierumaki',
    heading: 'Charge up on the way to Vierumäki',
    text: 'New ultra-fast chargers on the road to the sports resort: 400 kW, right by the café.',
  },
  helmisimpukkaFamily: {
    id: 'banner-fixture-3',
    contentType: 'banner',
    theme: 'helmisimpukka',
    heading: 'A play corner for the little ones',
    text: 'Our family stations have a play corner, baby-changing rooms and children’s meals.',
    action: { label: 'See the menu', target: 'https://menu.example.com/aurora-family' },
  },
  dirtSeason: {
    id: 'banner-fixture-4',
    contentType: 'banner',
    theme: 'dirt',
    heading: 'Mud season is here',
    text: 'Underbody wash included in every Premium programme until the end of April.',
  },
  customLight: {
    id: 'banner-fixture-5',
    contentType: 'banner',
    theme: 'custom',
    backgroundColor: 'F5C400',
    heading: 'Summer coffee offer',
    text: 'Any coffee and a cinnamon bun for 3,50 € at every Aurora station in June.',
  },
  customDark: {
    id: 'banner-fixture-6',
    contentType: 'banner',
    theme: 'custom',
    backgroundColor: '#0b3d2e',
    heading: 'Renewable diesel at every station',
    text: 'HVO100 cuts the fossil CO₂ of your drive by up to 90 %.',
    action: {
      label: 'Read about HVO100',
      target: {
        contentType: 'card',
        id: 'hvo100-facts',
        title: 'HVO100 in brief',
        body: '<p>HVO100 is renewable diesel made from waste and residues. It works in most diesel engines as it is.</p>',
      },
    },
  },
} satisfies BlockFixtures<typeof bannerSchema>

/** The stories' texts under each market of the locale toolbar; the fixtures above are en-EU. */
export const bannerStoryTexts = {
  'fi-FI': {
    carWashBundle: {
      heading: 'Viisi pesua neljän hinnalla',
      text: 'Osta pesupaketti Aurora-sovelluksesta ja käytä sitä missä tahansa autopesussamme kahden vuoden ajan.',
      image: { alt: 'Juuri pesty auto pesuhallissa' },
      action: { label: 'Osta pesupaketti' },
    },
    vierumakiWeekend: {
      heading: 'Lataa matkalla Vierumäelle',
      text: 'Uudet ultranopeat laturit urheiluopistolle vievän tien varrella: 400 kW, aivan kahvilan vieressä.',
    },
    helmisimpukkaFamily: {
      heading: 'Leikkinurkka pienille',
      text: 'Perheasemillamme on leikkinurkka, vauvanhoitohuoneet ja lasten ateriat.',
      action: { label: 'Katso ruokalista' },
    },
    dirtSeason: {
      heading: 'Kurakausi on täällä',
      text: 'Alustapesu kuuluu jokaiseen Premium-ohjelmaan huhtikuun loppuun asti.',
    },
    customLight: {
      heading: 'Kesän kahvitarjous',
      text: 'Mikä tahansa kahvi ja korvapuusti 3,50 €:lla jokaisella Aurora-asemalla kesäkuussa.',
    },
    customDark: {
      heading: 'Uusiutuvaa dieseliä jokaisella asemalla',
      text: 'HVO100 vähentää ajosi fossiilisia CO₂-päästöjä jopa 90 %.',
      action: {
        label: 'Lue HVO100:sta',
        target: {
          title: 'HVO100 lyhyesti',
          body: '<p>HVO100 on jätteistä ja tähteistä valmistettua uusiutuvaa dieseliä. Se sopii useimpiin dieselmoottoreihin sellaisenaan.</p>',
        },
      },
    },
  },
  'en-EU': {},
  'sv-SE': {
    carWashBundle: {
      heading: 'Fem tvättar till priset av fyra',
      text: 'Köp ett tvättpaket i Aurora-appen och använd det i vilken av våra biltvättar som helst i två år.',
      image: { alt: 'En nytvättad bil i tvätthallen' },
      action: { label: 'Köp ett tvättpaket' },
    },
    vierumakiWeekend: {
      heading: 'Ladda på vägen till Vierumäki',
      text: 'Nya ultrasnabba laddare på vägen till sportinstitutet: 400 kW, precis vid kaféet.',
    },
    helmisimpukkaFamily: {
      heading: 'En lekhörna för de små',
      text: 'Våra familjestationer har lekhörna, skötrum och barnmåltider.',
      action: { label: 'Se menyn' },
    },
    dirtSeason: {
      heading: 'Nu är det lersäsong',
      text: 'Underredstvätt ingår i alla Premium-program till slutet av april.',
    },
    customLight: {
      heading: 'Sommarens kaffeerbjudande',
      text: 'Valfritt kaffe och en kanelbulle för 35 kr på alla Aurora-stationer i juni.',
    },
    customDark: {
      heading: 'Förnybar diesel på alla stationer',
      text: 'HVO100 minskar de fossila CO₂-utsläppen från din körning med upp till 90 %.',
      action: {
        label: 'Läs om HVO100',
        target: {
          title: 'HVO100 i korthet',
          body: '<p>HVO100 är förnybar diesel tillverkad av avfall och restprodukter. Den fungerar i de flesta dieselmotorer som den är.</p>',
        },
      },
    },
  },
  'no-NO': {
    carWashBundle: {
      heading: 'Fem vasker til prisen av fire',
      text: 'Kjøp en vaskepakke i Aurora-appen og bruk den i hvilken som helst av bilvaskene våre i to år.',
      image: { alt: 'En nyvasket bil i vaskehallen' },
      action: { label: 'Kjøp en vaskepakke' },
    },
    vierumakiWeekend: {
      heading: 'Lad på vei til Vierumäki',
      text: 'Nye lynladere på veien til idrettssenteret: 400 kW, rett ved kafeen.',
    },
    helmisimpukkaFamily: {
      heading: 'En lekekrok for de minste',
      text: 'Familiestasjonene våre har lekekrok, stellerom og barnemåltider.',
      action: { label: 'Se menyen' },
    },
    dirtSeason: {
      heading: 'Nå er det gjørmesesong',
      text: 'Understellsvask er inkludert i alle Premium-programmer ut april.',
    },
    customLight: {
      heading: 'Sommerens kaffetilbud',
      text: 'Valgfri kaffe og en kanelbolle for 39 kr på alle Aurora-stasjoner i juni.',
    },
    customDark: {
      heading: 'Fornybar diesel på alle stasjoner',
      text: 'HVO100 kutter de fossile CO₂-utslippene fra kjøringen din med opptil 90 %.',
      action: {
        label: 'Les om HVO100',
        target: {
          title: 'HVO100 i korte trekk',
          body: '<p>HVO100 er fornybar diesel laget av avfall og rester. Den fungerer i de fleste dieselmotorer som den er.</p>',
        },
      },
    },
  },
} satisfies StoryTexts<typeof bannerFixtures>
