import type { BlockFixtures } from '#blocks/define-block.ts'
import type { StoryTexts } from '#stories/toolbar-locale.tsx'
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

/** The stories' texts under each market of the locale toolbar; the fixtures above are en-EU. */
export const articleStoryTexts = {
  'fi-FI': {
    full: {
      title: 'Uusiutuvaa dieseliä nyt jokaisella Aurora-asemalla',
      byline: 'Teksti: Aino Virtanen, kuvat: Mikko Laine',
      alt: 'Kuljettaja tankkaa uusiutuvaa HVO100-dieseliä Aurora-mittarilla',
      articleContent:
        '<p>Tästä viikosta alkaen <strong>uusiutuvaa HVO100-dieseliä</strong> myydään jokaisella Aurora-asemalla Suomessa, Ruotsissa ja Norjassa.</p><h2>Mikä muuttuu kuljettajille</h2><ul><li>HVO100 sopii useimpiin dieselautoihin sellaisenaan</li><li>Se vähentää fossiilisia hiilidioksidipäästöjä jopa 90 prosenttia</li></ul><p>Tarkista autosi <a href="https://example.com/hvo-compatibility">valmistajien listasta</a>.</p>',
      tags: ['Uusiutuvat polttoaineet', 'Vastuullisuus', 'Asemat'],
    },
    minimal: { title: 'Viisi vinkkiä auton pesuun talvella' },
    imageWithOwnAlt: {
      title: 'Lataus 400 kW:n teholla: mitä se tarkoittaa matkallesi',
      image: { alt: 'Kaksi sähköautoa Auroran 400 kW:n latureilla' },
      alt: 'Sivun oma vaihtoehtoinen teksti, jonka kuvan oma teksti ohittaa',
      articleContent:
        '<p>Uudet laturimme antavat jopa 400 kW tehoa. Yhteensopiva auto saa 300 km lisää ajomatkaa noin kymmenessä minuutissa.</p>',
      tags: ['Sähköauton lataus'],
    },
  },
  'en-EU': {},
  'sv-SE': {
    full: {
      title: 'Förnybar diesel nu på alla Aurora-stationer',
      byline: 'Text: Aino Virtanen, foto: Mikko Laine',
      alt: 'En förare tankar förnybar HVO100-diesel vid en Aurora-pump',
      articleContent:
        '<p>Från och med den här veckan säljs <strong>förnybar HVO100-diesel</strong> på alla Aurora-stationer i Finland, Sverige och Norge.</p><h2>Vad som ändras för förarna</h2><ul><li>HVO100 fungerar i de flesta dieselbilar utan ändringar</li><li>Den minskar de fossila koldioxidutsläppen med upp till 90 procent</li></ul><p>Kontrollera din bil i <a href="https://example.com/hvo-compatibility">tillverkarnas lista</a>.</p>',
      tags: ['Förnybara bränslen', 'Hållbarhet', 'Stationer'],
    },
    minimal: { title: 'Fem tips för att tvätta bilen på vintern' },
    imageWithOwnAlt: {
      title: 'Laddning med 400 kW: vad det betyder för din resa',
      image: { alt: 'Två elbilar vid Auroras 400 kW-laddare' },
      alt: 'Sidans egen alternativtext, som bildens egen text ersätter',
      articleContent:
        '<p>Våra nya laddare ger upp till 400 kW. En kompatibel bil får 300 km räckvidd på ungefär tio minuter.</p>',
      tags: ['Elbilsladdning'],
    },
  },
  'no-NO': {
    full: {
      title: 'Fornybar diesel nå på alle Aurora-stasjoner',
      byline: 'Tekst: Aino Virtanen, foto: Mikko Laine',
      alt: 'En sjåfør fyller fornybar HVO100-diesel ved en Aurora-pumpe',
      articleContent:
        '<p>Fra denne uken selges <strong>fornybar HVO100-diesel</strong> på alle Aurora-stasjoner i Finland, Sverige og Norge.</p><h2>Hva som endres for sjåførene</h2><ul><li>HVO100 fungerer i de fleste dieselbiler uten endringer</li><li>Den kutter de fossile CO₂-utslippene med opptil 90 prosent</li></ul><p>Sjekk bilen din i <a href="https://example.com/hvo-compatibility">produsentenes liste</a>.</p>',
      tags: ['Fornybart drivstoff', 'Bærekraft', 'Stasjoner'],
    },
    minimal: { title: 'Fem tips for å vaske bilen om vinteren' },
    imageWithOwnAlt: {
      title: 'Lading med 400 kW: hva det betyr for turen din',
      image: { alt: 'To elbiler ved Auroras 400 kW-ladere' },
      alt: 'Sidens egen alternativtekst, som bildets egen tekst overstyrer',
      articleContent:
        '<p>De nye laderne våre gir opptil 400 kW. En kompatibel bil får 300 km rekkevidde på omtrent ti minutter.</p>',
      tags: ['Elbillading'],
    },
  },
} satisfies StoryTexts<typeof articleFixtures>
