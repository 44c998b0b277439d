import type { BlockFixtures } from '#blocks/define-block.ts'
import type { stationAttributesSchema } from './station-attributes.schema.ts'

export const stationAttributesFixtures = {
  highwayStation: {
    id: 'station-attributes-highway',
    contentType: 'stationAttributes',
    services: [
      'fuel95',
      'fuel98',
      'diesel',
      'hvo100',
      'adblue',
      'charging150',
      'charging400',
      'carWashBrush',
      'carWashVan',
      'truckSauna',
      'truckShower',
      'truckLength2525',
      'restaurant',
      'parcelLocker',
      'defibrillator',
    ],
  },
  cityStation: {
    id: 'station-attributes-city',
    contentType: 'stationAttributes',
    services: ['fuel95', 'diesel', 'charging150', 'carWashTouchless', 'parcelLocker'],
  },
} satisfies BlockFixtures<typeof stationAttributesSchema>
