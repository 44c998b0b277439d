import type { BlockFixtures } from '#blocks/define-block.ts'
import type { tableSchema } from './table.schema.ts'

export const tableFixtures = {
  carWashPrices: {
    id: 'table-fixture-1',
    contentType: 'table',
    heading: 'Car wash programmes',
    caption: 'Car wash programmes and prices at Aurora stations',
    columns: ['Programme', 'Includes', 'Duration', 'Price'],
    rows: [
      ['Basic', 'Prewash, wash, rinse', '6 min', '9,90 €'],
      ['Shine', 'Basic, wheel wash, wax', '8 min', '14,90 €'],
      ['Premium', 'Shine, underbody wash, drying', '10 min', '19,90 €'],
      ['Premium Plus', 'Premium, ceramic coating', '12 min', '24,90 €'],
      ['Winter', 'Premium, salt removal, underbody protection', '12 min', '22,90 €'],
      ['Truck', 'Prewash, brush wash, rinse', '20 min', '59,00 €'],
    ],
    initialRows: 3,
  },
  chargingSpeeds: {
    id: 'table-fixture-2',
    contentType: 'table',
    caption: 'Charging power and approximate time to add 100 km of range',
    columns: ['Charger', 'Power', 'Time for 100 km'],
    rows: [
      ['Destination charger', '22 kW', '45 min'],
      ['Fast charger', '150 kW', '8 min'],
      ['Ultra-fast charger', '400 kW', '4 min'],
    ],
  },
  fuelGrades: {
    id: 'table-fixture-3',
    contentType: 'table',
    heading: 'Fuels at our stations',
    caption: 'Fuel grades and where they are sold',
    columns: ['Fuel', 'Suitable for', 'Availability'],
    rows: [
      ['95 E10', 'Most petrol cars', 'All stations'],
      ['98 E5', 'High-performance and older petrol cars', 'All stations'],
      ['Diesel', 'Diesel cars and vans', 'All stations'],
      ['HVO100', 'Most diesel cars and trucks', 'All stations'],
    ],
    initialRows: 4,
  },
} satisfies BlockFixtures<typeof tableSchema>
