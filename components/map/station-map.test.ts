import { expect, test } from 'vitest'
import { nordicExtent, toMercator } from './basemap-extent.ts'
import { clusterRadius } from './cluster-layer.ts'
import { countryFeature } from './offline-basemap.ts'
import { clusterZoom, lonLatBoxOf, readingOrder, stationsExtent } from './station-map.ts'

test('clusters are computed for the whole zoom level; a fitted view a hair under a level counts as it', () => {
  expect(clusterZoom(7)).toBe(7)
  expect(clusterZoom(7.6)).toBe(7)
  expect(clusterZoom(7.9999999999)).toBe(8)
})

test('a Mercator extent back in degrees, held to the range supercluster takes', () => {
  const [west, south, east, north] = lonLatBoxOf([
    ...toMercator({ lon: 20, lat: 60 }),
    ...toMercator({ lon: 30, lat: 65 }),
  ])
  expect(west).toBeCloseTo(20, 9)
  expect(south).toBeCloseTo(60, 9)
  expect(east).toBeCloseTo(30, 9)
  expect(north).toBeCloseTo(65, 9)
  expect(lonLatBoxOf([-1e8, -1e8, 1e8, 1e8])).toEqual([-180, -85, 180, 85])
})

test('the stations’ extent, or the Nordic countries when there is none', () => {
  expect(stationsExtent([])).toEqual(nordicExtent)
  const one = { id: 'a', lat: 60, lon: 25, isClosed: false, brand: 'aurora' as const }
  const [minX, minY, maxX, maxY] = stationsExtent([one])
  expect(minX).toBe(maxX)
  expect(minY).toBe(maxY)
})

test('the keyboard goes through the map in rows from the top, left to right within a row', () => {
  const ordered = readingOrder([
    { id: 'lower-left', x: 10, y: 200 },
    { id: 'top-right', x: 300, y: 12 },
    { id: 'top-left', x: 20, y: 30 },
  ])
  expect(ordered.map((item) => item.id)).toEqual(['top-left', 'top-right', 'lower-left'])
})

test('a bigger count draws a bigger cluster, and a red one larger than a blue one of the same count', () => {
  expect(clusterRadius(120, 'blue')).toBeGreaterThan(clusterRadius(8, 'blue'))
  expect(clusterRadius(12, 'red')).toBeGreaterThan(clusterRadius(12, 'blue'))
})

test('a basemap country becomes one multipolygon in metres, holes and all', () => {
  const feature = countryFeature(
    {
      code: 'FI',
      stations: true,
      // One polygon with an outer ring and a hole, one island.
      polygons: [
        [
          [0, 0, 10, 0, 0, 10],
          [2, 2, 1, 0, 0, 1],
        ],
        [[20, 20, 1, 0, 0, 1]],
      ],
    },
    100,
  )
  const polygons = feature.getGeometry()?.getPolygons() ?? []
  expect(polygons).toHaveLength(2)
  expect(polygons[0]?.getLinearRingCount()).toBe(2)
  expect(polygons[0]?.getLinearRing(0)?.getCoordinates()).toEqual([
    [0, 0],
    [1000, 0],
    [1000, 1000],
    [0, 0],
  ])
})
