import type { BlockFixtures } from '#blocks/define-block.ts'
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
