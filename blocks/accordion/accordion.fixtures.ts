import type { BlockFixtures } from '#blocks/define-block.ts'
import type { StoryTexts } from '#stories/toolbar-locale.tsx'
import type { accordionSchema } from './accordion.schema.ts'

export const accordionFixtures = {
  carWashFaq: {
    id: 'accordion-fixture-1',
    contentType: 'accordion',
    heading: 'Car wash questions',
    items: [
      {
        id: 'faq-wash-bundle',
        title: 'How do I use a wash bundle?',
        body: '<p>Open the Aurora app at the wash bay and choose <strong>Use a wash</strong>. The code is valid for 15 minutes.</p>',
      },
      {
        id: 'faq-roof-box',
        title: 'Can I wash a car with a roof box?',
        body: '<p>Remove roof boxes, bike racks and loose antennas before the wash. The touchless bay fits vehicles up to 2.3 metres high.</p>',
      },
      {
        id: 'faq-winter',
        title: 'Is the car wash open in winter?',
        body: '<p>Yes. Below −15 °C we may close the bays to protect the equipment; the station page shows the current status.</p>',
      },
    ],
  },
  chargingOneAtATime: {
    id: 'accordion-fixture-2',
    contentType: 'accordion',
    allowMultiple: false,
    items: [
      {
        id: 'faq-charging-pay',
        title: 'How do I pay for charging?',
        body: '<p>Pay with the Aurora app, a charging key or any contactless bank card at the charger.</p>',
      },
      {
        id: 'faq-charging-price',
        title: 'What does charging cost?',
        body: '<p>Prices per kWh are shown in the app and on the charger before you start.</p><ul><li>High-power 150 kW</li><li>Ultra-fast 400 kW</li></ul>',
      },
    ],
  },
} satisfies BlockFixtures<typeof accordionSchema>

/** The stories' texts under each market of the locale toolbar; the fixtures above are en-EU. */
export const accordionStoryTexts = {
  'fi-FI': {
    carWashFaq: {
      heading: 'Autopesun kysymykset',
      items: [
        {
          title: 'Miten käytän pesupakettia?',
          body: '<p>Avaa Aurora-sovellus pesuhallilla ja valitse <strong>Käytä pesu</strong>. Koodi on voimassa 15 minuuttia.</p>',
        },
        {
          title: 'Voiko auton pestä kattoboksin kanssa?',
          body: '<p>Irrota kattoboksit, pyörätelineet ja irtoantennit ennen pesua. Kosketukseton pesuhalli sopii enintään 2,3 metriä korkeille ajoneuvoille.</p>',
        },
        {
          title: 'Onko autopesu auki talvella?',
          body: '<p>Kyllä. Alle −15 °C:n pakkasella voimme sulkea pesuhallit laitteiden suojaamiseksi; aseman sivulla näkyy ajantasainen tilanne.</p>',
        },
      ],
    },
    chargingOneAtATime: {
      items: [
        {
          title: 'Miten maksan latauksen?',
          body: '<p>Maksa Aurora-sovelluksella, latausavaimella tai millä tahansa lähimaksua tukevalla pankkikortilla laturilla.</p>',
        },
        {
          title: 'Mitä lataus maksaa?',
          body: '<p>Kilowattituntihinnat näkyvät sovelluksessa ja laturissa ennen kuin aloitat.</p><ul><li>Suurteho 150 kW</li><li>Ultranopea 400 kW</li></ul>',
        },
      ],
    },
  },
  'en-EU': {},
  'sv-SE': {
    carWashFaq: {
      heading: 'Frågor om biltvätt',
      items: [
        {
          title: 'Hur använder jag ett tvättpaket?',
          body: '<p>Öppna Aurora-appen vid tvätthallen och välj <strong>Använd en tvätt</strong>. Koden gäller i 15 minuter.</p>',
        },
        {
          title: 'Kan jag tvätta en bil med takbox?',
          body: '<p>Ta av takboxar, cykelhållare och lösa antenner före tvätten. Den beröringsfria tvätthallen rymmer fordon upp till 2,3 meter höga.</p>',
        },
        {
          title: 'Är biltvätten öppen på vintern?',
          body: '<p>Ja. Under −15 °C kan vi stänga tvätthallarna för att skydda utrustningen; stationens sida visar aktuell status.</p>',
        },
      ],
    },
    chargingOneAtATime: {
      items: [
        {
          title: 'Hur betalar jag för laddningen?',
          body: '<p>Betala med Aurora-appen, en laddbricka eller valfritt kontaktlöst bankkort vid laddaren.</p>',
        },
        {
          title: 'Vad kostar laddningen?',
          body: '<p>Priserna per kWh visas i appen och på laddaren innan du börjar.</p><ul><li>Snabbladdning 150 kW</li><li>Ultrasnabb laddning 400 kW</li></ul>',
        },
      ],
    },
  },
  'no-NO': {
    carWashFaq: {
      heading: 'Spørsmål om bilvask',
      items: [
        {
          title: 'Hvordan bruker jeg en vaskepakke?',
          body: '<p>Åpne Aurora-appen ved vaskehallen og velg <strong>Bruk en vask</strong>. Koden er gyldig i 15 minutter.</p>',
        },
        {
          title: 'Kan jeg vaske en bil med takboks?',
          body: '<p>Fjern takbokser, sykkelstativ og løse antenner før vasken. Den berøringsfrie vaskehallen har plass til kjøretøy opptil 2,3 meter høye.</p>',
        },
        {
          title: 'Er bilvasken åpen om vinteren?',
          body: '<p>Ja. Under −15 °C kan vi stenge vaskehallene for å beskytte utstyret; stasjonssiden viser gjeldende status.</p>',
        },
      ],
    },
    chargingOneAtATime: {
      items: [
        {
          title: 'Hvordan betaler jeg for ladingen?',
          body: '<p>Betal med Aurora-appen, en ladebrikke eller et hvilket som helst kontaktløst bankkort ved laderen.</p>',
        },
        {
          title: 'Hva koster lading?',
          body: '<p>Prisene per kWh vises i appen og på laderen før du starter.</p><ul><li>Hurtiglading 150 kW</li><li>Lynlading 400 kW</li></ul>',
        },
      ],
    },
  },
} satisfies StoryTexts<typeof accordionFixtures>
