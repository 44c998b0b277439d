import type { BlockFixtures } from '#blocks/define-block.ts'
import type { StoryTexts } from '#stories/toolbar-locale.tsx'
import type { downloadLinksSchema } from './download-links.schema.ts'

export const downloadLinksFixtures = {
  consumerAndBusiness: {
    id: 'download-links-fixture-1',
    contentType: 'downloadLinks',
    heading: 'Get the Aurora apps',
    groups: {
      consumer: {
        appStoreUrl: 'https://apps.apple.com/fi/app/aurora/id1234567890',
        googlePlayUrl: 'https://play.google.com/store/apps/details?id=com.aurora.app',
        image: {
          url: '/images/qr/aurora-app.svg',
          alt: 'QR code for downloading the Aurora app',
          width: 160,
          height: 160,
        },
      },
      business: {
        title: 'Aurora Business for fleets',
        appStoreUrl: 'https://apps.apple.com/fi/app/aurora-business/id1234567891',
        googlePlayUrl: 'https://play.google.com/store/apps/details?id=com.aurora.business',
      },
    },
  },
  consumerOnly: {
    id: 'download-links-fixture-2',
    contentType: 'downloadLinks',
    groups: {
      consumer: {
        title: 'Pay for car washes with the Aurora app',
        appStoreUrl: 'https://apps.apple.com/fi/app/aurora/id1234567890',
        googlePlayUrl: 'https://play.google.com/store/apps/details?id=com.aurora.app',
      },
    },
  },
} satisfies BlockFixtures<typeof downloadLinksSchema>

/** The stories' texts under each market of the locale toolbar; the fixtures above are en-EU. */
export const downloadLinksStoryTexts = {
  'fi-FI': {
    consumerAndBusiness: {
      heading: 'Lataa Auroran sovellukset',
      groups: {
        consumer: { image: { alt: 'QR-koodi Aurora-sovelluksen lataamiseen' } },
        business: { title: 'Aurora Business kalustoille' },
      },
    },
    consumerOnly: { groups: { consumer: { title: 'Maksa autopesut Aurora-sovelluksella' } } },
  },
  'en-EU': {},
  'sv-SE': {
    consumerAndBusiness: {
      heading: 'Hämta Auroras appar',
      groups: {
        consumer: { image: { alt: 'QR-kod för att ladda ner Aurora-appen' } },
        business: { title: 'Aurora Business för fordonsflottor' },
      },
    },
    consumerOnly: { groups: { consumer: { title: 'Betala biltvätten med Aurora-appen' } } },
  },
  'no-NO': {
    consumerAndBusiness: {
      heading: 'Last ned Auroras apper',
      groups: {
        consumer: { image: { alt: 'QR-kode for å laste ned Aurora-appen' } },
        business: { title: 'Aurora Business for bilparker' },
      },
    },
    consumerOnly: { groups: { consumer: { title: 'Betal bilvasken med Aurora-appen' } } },
  },
} satisfies StoryTexts<typeof downloadLinksFixtures>
