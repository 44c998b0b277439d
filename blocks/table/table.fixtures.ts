import type { BlockFixtures } from '#blocks/define-block.ts'
import type { StoryTexts } from '#stories/toolbar-locale.tsx'
import type { tableSchema } from './table.schema.ts'

export const tableFixtures = {
  carWashPrices: {
    id: 'table-fixture-1',
    contentType: 'table',
    heading: 'Car wash programmes',
    caption: 'Car wash programmes and prices at Aurora stations',
    columns: ['Programme', 'Includes', 'Duration', 'Price'],
    rows: [
      ['Basic', 'Prewash, wash, rinse', '6 min', '9,90 €'],
      ['Shine', 'Basic, wheel wash, wax', '8 min', '14,90 €'],
      ['Premium', 'Shine, underbody wash, drying', '10 min', '19,90 €'],
      ['Premium Plus', 'Premium, ceramic coating', '12 min', '24,90 €'],
      ['Winter', 'Premium, salt removal, underbody protection', '12 min', '22,90 €'],
      ['Truck', 'Prewash, brush wash, rinse', '20 min', '59,00 €'],
    ],
    initialRows: 3,
  },
  chargingSpeeds: {
    id: 'table-fixture-2',
    contentType: 'table',
    caption: 'Charging power and approximate time to add 100 km of range',
    columns: ['Charger', 'Power', 'Time for 100 km'],
    rows: [
      ['Destination charger', '22 kW', '45 min'],
      ['Fast charger', '150 kW', '8 min'],
      ['Ultra-fast charger', '400 kW', '4 min'],
    ],
  },
  fuelGrades: {
    id: 'table-fixture-3',
    contentType: 'table',
    heading: 'Fuels at our stations',
    caption: 'Fuel grades and where they are sold',
    columns: ['Fuel', 'Suitable for', 'Availability'],
    rows: [
      ['95 E10', 'Most petrol cars', 'All stations'],
      ['98 E5', 'High-performance and older petrol cars', 'All stations'],
      ['Diesel', 'Diesel cars and vans', 'All stations'],
      ['HVO100', 'Most diesel cars and trucks', 'All stations'],
    ],
    initialRows: 4,
  },
} satisfies BlockFixtures<typeof tableSchema>

/** The stories' texts under each market of the locale toolbar; the fixtures above are en-EU. */
export const tableStoryTexts = {
  'fi-FI': {
    carWashPrices: {
      heading: 'Pesuohjelmat',
      caption: 'Pesuohjelmat ja hinnat Aurora-asemilla',
      columns: ['Ohjelma', 'Sisältää', 'Kesto', 'Hinta'],
      rows: [
        ['Perus', 'Esipesu, pesu, huuhtelu'],
        ['Kiilto', 'Perus, vannepesu, vaha'],
        ['Premium', 'Kiilto, alustapesu, kuivaus'],
        ['Premium Plus', 'Premium, keraaminen pinnoite'],
        ['Talvi', 'Premium, suolanpoisto, alustansuoja'],
        ['Kuorma-auto', 'Esipesu, harjapesu, huuhtelu'],
      ],
    },
    chargingSpeeds: {
      caption: 'Latausteho ja arvioitu aika 100 km:n lisäajomatkaan',
      columns: ['Laturi', 'Teho', 'Aika 100 km:iin'],
      rows: [['Kohdelaturi'], ['Pikalaturi'], ['Ultranopea laturi']],
    },
    fuelGrades: {
      heading: 'Polttoaineet asemillamme',
      caption: 'Polttoainelaadut ja niiden saatavuus',
      columns: ['Polttoaine', 'Sopii', 'Saatavuus'],
      rows: [
        ['95 E10', 'Useimmat bensiiniautot', 'Kaikki asemat'],
        ['98 E5', 'Suorituskykyiset ja vanhemmat bensiiniautot', 'Kaikki asemat'],
        ['Diesel', 'Dieselautot ja pakettiautot', 'Kaikki asemat'],
        ['HVO100', 'Useimmat dieselautot ja kuorma-autot', 'Kaikki asemat'],
      ],
    },
  },
  'en-EU': {},
  'sv-SE': {
    carWashPrices: {
      heading: 'Tvättprogram',
      caption: 'Tvättprogram och priser på Aurora-stationer',
      columns: ['Program', 'Ingår', 'Tid', 'Pris'],
      rows: [
        ['Bas', 'Förtvätt, tvätt, sköljning', '6 min', '119 kr'],
        ['Glans', 'Bas, fälgtvätt, vax', '8 min', '179 kr'],
        ['Premium', 'Glans, underredstvätt, torkning', '10 min', '239 kr'],
        ['Premium Plus', 'Premium, keramisk beläggning', '12 min', '299 kr'],
        ['Vinter', 'Premium, saltborttagning, underredsskydd', '12 min', '269 kr'],
        ['Lastbil', 'Förtvätt, borsttvätt, sköljning', '20 min', '699 kr'],
      ],
    },
    chargingSpeeds: {
      caption: 'Laddeffekt och ungefärlig tid för 100 km räckvidd',
      columns: ['Laddare', 'Effekt', 'Tid för 100 km'],
      rows: [['Destinationsladdare'], ['Snabbladdare'], ['Ultrasnabb laddare']],
    },
    fuelGrades: {
      heading: 'Bränslen på våra stationer',
      caption: 'Bränslesorter och var de säljs',
      columns: ['Bränsle', 'Passar', 'Tillgänglighet'],
      rows: [
        ['95 E10', 'De flesta bensinbilar', 'Alla stationer'],
        ['98 E5', 'Högpresterande och äldre bensinbilar', 'Alla stationer'],
        ['Diesel', 'Dieselbilar och skåpbilar', 'Alla stationer'],
        ['HVO100', 'De flesta dieselbilar och lastbilar', 'Alla stationer'],
      ],
    },
  },
  'no-NO': {
    carWashPrices: {
      heading: 'Vaskeprogrammer',
      caption: 'Vaskeprogrammer og priser på Aurora-stasjoner',
      columns: ['Program', 'Inkluderer', 'Varighet', 'Pris'],
      rows: [
        ['Basis', 'Forvask, vask, skylling', '6 min', '149 kr'],
        ['Glans', 'Basis, felgvask, voks', '8 min', '199 kr'],
        ['Premium', 'Glans, understellsvask, tørking', '10 min', '249 kr'],
        ['Premium Plus', 'Premium, keramisk belegg', '12 min', '299 kr'],
        ['Vinter', 'Premium, saltfjerning, understellsbeskyttelse', '12 min', '279 kr'],
        ['Lastebil', 'Forvask, børstevask, skylling', '20 min', '749 kr'],
      ],
    },
    chargingSpeeds: {
      caption: 'Ladeeffekt og omtrentlig tid for 100 km rekkevidde',
      columns: ['Lader', 'Effekt', 'Tid for 100 km'],
      rows: [['Destinasjonslader'], ['Hurtiglader'], ['Lynlader']],
    },
    fuelGrades: {
      heading: 'Drivstoff på stasjonene våre',
      caption: 'Drivstofftyper og hvor de selges',
      columns: ['Drivstoff', 'Passer for', 'Tilgjengelighet'],
      rows: [
        ['95 E10', 'De fleste bensinbiler', 'Alle stasjoner'],
        ['98 E5', 'Kraftige og eldre bensinbiler', 'Alle stasjoner'],
        ['Diesel', 'Dieselbiler og varebiler', 'Alle stasjoner'],
        ['HVO100', 'De fleste dieselbiler og lastebiler', 'Alle stasjoner'],
      ],
    },
  },
} satisfies StoryTexts<typeof tableFixtures>
