import type { BlockFixtures } from '#blocks/define-block.ts'
import type { StoryTexts } from '#stories/toolbar-locale.tsx'
import type { contactBlocksSchema } from './contact-blocks.schema.ts'

export const contactBlocksFixtures = {
  allChannels: {
    id: 'contact-blocks-fixture-1',
    contentType: 'contactBlocks',
    customerService: {
      phoneNumber: '+358 20 123 4567',
      openingNote: 'Open 24 hours a day, every day of the year.',
    },
    feedback: {
      phoneNumber: '0600 12 345',
      priceNote: 'Calls cost 1,98 €/min plus the local network charge.',
    },
    socialLinks: [
      { network: 'facebook', url: 'https://www.facebook.com/aurora.energy' },
      { network: 'instagram', url: 'https://www.instagram.com/aurora.energy' },
      { network: 'linkedin', url: 'https://www.linkedin.com/company/aurora-energy' },
      { network: 'youtube', url: 'https://www.youtube.com/@aurora-energy' },
    ],
  },
  customerServiceOnly: {
    id: 'contact-blocks-fixture-2',
    contentType: 'contactBlocks',
    heading: 'Problems with a car wash?',
    customerService: {
      phoneNumber: '020-123-4567',
      openingNote: 'Our car-wash support answers around the clock.',
    },
  },
} satisfies BlockFixtures<typeof contactBlocksSchema>

/** The stories' texts under each market of the locale toolbar; the fixtures above are en-EU. */
export const contactBlocksStoryTexts = {
  'fi-FI': {
    allChannels: {
      customerService: { openingNote: 'Avoinna ympäri vuorokauden, joka päivä vuoden ympäri.' },
      feedback: { priceNote: 'Puhelun hinta 1,98 €/min + paikallisverkkomaksu.' },
    },
    customerServiceOnly: {
      heading: 'Ongelmia autopesussa?',
      customerService: { openingNote: 'Autopesun tukemme vastaa ympäri vuorokauden.' },
    },
  },
  'en-EU': {},
  'sv-SE': {
    allChannels: {
      customerService: { openingNote: 'Öppet dygnet runt, årets alla dagar.' },
      feedback: { priceNote: 'Samtalet kostar 1,98 €/min plus lokalnätsavgift.' },
    },
    customerServiceOnly: {
      heading: 'Problem med en biltvätt?',
      customerService: { openingNote: 'Vår biltvättssupport svarar dygnet runt.' },
    },
  },
  'no-NO': {
    allChannels: {
      customerService: { openingNote: 'Åpent døgnet rundt, hver dag hele året.' },
      feedback: { priceNote: 'Samtalen koster 1,98 €/min pluss lokal nettavgift.' },
    },
    customerServiceOnly: {
      heading: 'Problemer med en bilvask?',
      customerService: { openingNote: 'Bilvaskstøtten vår svarer døgnet rundt.' },
    },
  },
} satisfies StoryTexts<typeof contactBlocksFixtures>
