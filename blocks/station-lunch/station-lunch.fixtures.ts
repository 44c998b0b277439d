import type { BlockFixtures } from '#blocks/define-block.ts'
import { cityStation } from '#tests/fixtures/stations.ts'
import type { stationLunchSchema } from './station-lunch.schema.ts'

export const stationLunchFixtures = {
  weekdayLunch: {
    id: 'station-lunch-city',
    contentType: 'stationLunch',
    lunchList: cityStation.lunchList,
    timeZone: cityStation.timeZone,
    lunchHours: cityStation.lunchHours,
    breakfastHours: cityStation.breakfastHours,
    kitchenHours: cityStation.kitchenHours,
  },
  listOnly: {
    id: 'station-lunch-list-only',
    contentType: 'stationLunch',
    lunchList: { days: cityStation.lunchList.days },
    timeZone: cityStation.timeZone,
  },
} satisfies BlockFixtures<typeof stationLunchSchema>
