import type { BlockFixtures } from '#blocks/define-block.ts'
import { cityStation, closedStation, highwayStation } from '#tests/fixtures/stations.ts'
import type { stationHeaderSchema } from './station-header.schema.ts'

export const stationHeaderFixtures = {
  cityStation: { id: 'station-header-city', contentType: 'stationHeader', station: cityStation },
  openAroundTheClock: { id: 'station-header-highway', contentType: 'stationHeader', station: highwayStation },
  closedStation: { id: 'station-header-closed', contentType: 'stationHeader', station: closedStation },
} satisfies BlockFixtures<typeof stationHeaderSchema>
