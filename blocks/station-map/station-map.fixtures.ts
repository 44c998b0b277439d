import type { BlockFixtures } from '#blocks/define-block.ts'
import { cityStation, highwayStation } from '#tests/fixtures/stations.ts'
import type { stationMapSchema } from './station-map.schema.ts'

export const stationMapFixtures = {
  cityStation: {
    id: 'station-map-city',
    contentType: 'stationMap',
    name: cityStation.name,
    lat: cityStation.location.lat,
    lon: cityStation.location.lon,
    address: cityStation.address,
  },
  highwayStation: {
    id: 'station-map-highway',
    contentType: 'stationMap',
    name: highwayStation.name,
    lat: highwayStation.location.lat,
    lon: highwayStation.location.lon,
    address: highwayStation.address,
  },
} satisfies BlockFixtures<typeof stationMapSchema>
