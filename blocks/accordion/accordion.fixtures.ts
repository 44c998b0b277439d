import type { BlockFixtures } from '#blocks/define-block.ts'
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
