import type { BlockFixtures } from '#blocks/define-block.ts'
import type { StoryTexts } from '#stories/toolbar-locale.tsx'
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

/** The stories' texts under each market of the locale toolbar; the fixtures above are en-EU. */
export const imageTextStoryTexts = {
  'fi-FI': {
    evChargingImageStart: {
      heading: 'Pikalataus reittisi varrella',
      body: '<p>Suurteholaturimme antavat jopa <strong>400 kW</strong>, joten kahvitauko riittää usein.</p><ul><li>Maksa Aurora-sovelluksella tai lähimaksukortilla</li><li>Latureita yli 120 asemalla</li></ul>',
      image: { alt: 'Sähköauto latautumassa Auroran suurteholaturilla' },
      action: { label: 'Lue sähköauton latauksesta' },
    },
    carWashImageEnd: {
      heading: 'Hellävarainen pesu säällä kuin säällä',
      body: '<p>Kosketuksettomat pesuhallimme käyttävät kierrätettyä vettä ja biohajoavia pesuaineita. Osta pesupaketti ja säästä joka käynnillä.</p>',
      image: { alt: 'Kiiltävä auto lähdössä pesuhallista' },
    },
  },
  'en-EU': {},
  'sv-SE': {
    evChargingImageStart: {
      heading: 'Snabbladdning längs din väg',
      body: '<p>Våra snabbladdare ger upp till <strong>400 kW</strong>, så en kaffepaus räcker ofta.</p><ul><li>Betala med Aurora-appen eller ett kontaktlöst kort</li><li>Laddare på fler än 120 stationer</li></ul>',
      image: { alt: 'En elbil som laddas vid en av Auroras snabbladdare' },
      action: { label: 'Läs om elbilsladdning' },
    },
    carWashImageEnd: {
      heading: 'En skonsam tvätt, oavsett väder',
      body: '<p>Våra beröringsfria tvätthallar använder återvunnet vatten och biologiskt nedbrytbara tvättmedel. Köp ett tvättpaket och spara vid varje besök.</p>',
      image: { alt: 'En blank bil som lämnar tvätthallen' },
    },
  },
  'no-NO': {
    evChargingImageStart: {
      heading: 'Hurtiglading langs ruten din',
      body: '<p>Hurtigladerne våre gir opptil <strong>400 kW</strong>, så en kaffepause er ofte nok.</p><ul><li>Betal med Aurora-appen eller et kontaktløst kort</li><li>Ladere på over 120 stasjoner</li></ul>',
      image: { alt: 'En elbil som lades ved en av Auroras hurtigladere' },
      action: { label: 'Les om elbillading' },
    },
    carWashImageEnd: {
      heading: 'En skånsom vask, uansett vær',
      body: '<p>De berøringsfrie vaskehallene våre bruker resirkulert vann og biologisk nedbrytbare vaskemidler. Kjøp en vaskepakke og spar ved hvert besøk.</p>',
      image: { alt: 'En skinnende bil som kjører ut av vaskehallen' },
    },
  },
} satisfies StoryTexts<typeof imageTextFixtures>
