import type { BlockFixtures } from '#blocks/define-block.ts'
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
