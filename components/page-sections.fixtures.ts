import { z } from 'zod'
import { pageSectionSchema } from '#schemas/page.ts'

// Parsed, not just typed: a fixture that drifts from the schema fails at import, in every story and
// test that uses it, instead of showing a page the CMS could never send.
const parseSections = (sections: unknown) => z.array(pageSectionSchema).parse(sections)

export const landingSections = parseSections([
  {
    id: 'landing-hero',
    contentType: 'hero',
    heading: 'Fuel, charging and car wash on your way',
    lead: 'Aurora stations are open along the main roads, many of them around the clock.',
    action: { label: 'Find a station', href: '/stations' },
  },
  {
    id: 'landing-charging',
    contentType: 'textSection',
    heading: 'Fast charging for electric cars',
    paragraphs: [
      'Charge at up to 300 kW while you have a coffee.',
      'Pay with the app, a charging card or a bank card.',
    ],
  },
  {
    id: 'landing-car-wash',
    contentType: 'textSection',
    heading: 'Car wash programmes',
    paragraphs: ['Buy a wash online and drive straight in with your code.'],
  },
])

export const textOnlySections = parseSections([
  {
    id: 'terms-delivery',
    contentType: 'textSection',
    heading: 'Delivery of digital products',
    paragraphs: ['Wash codes and gift cards arrive by e-mail and text message right after payment.'],
  },
  {
    id: 'terms-refunds',
    contentType: 'textSection',
    heading: 'Refunds',
    paragraphs: [
      'An unused wash code can be refunded within 14 days.',
      'Contact customer service with your order number.',
    ],
  },
])
