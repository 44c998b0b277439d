import { expect, test } from 'vitest'
import {
  boxAround,
  clusterColour,
  createClusterIndex,
  unclusteredFromZoom,
  type LonLatBox,
} from './clustering.ts'

const world: LonLatBox = [-180, -85, 180, 85]

/** `count` stations within a few hundred metres of a point. */
function town(prefix: string, lat: number, lon: number, count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: `${prefix}-${index}`,
    lat: lat + (index % 5) * 0.001,
    lon: lon + Math.floor(index / 5) * 0.001,
  }))
}

test('spec §9: red when the count exceeds the greater of 10 and the mean cluster size, blue otherwise', () => {
  expect(clusterColour(11, 4)).toBe('red')
  expect(clusterColour(10, 4)).toBe('blue')
  expect(clusterColour(20, 25)).toBe('blue')
  expect(clusterColour(26, 25)).toBe('red')
})

test('zoomed out, a town’s stations are one cluster carrying its count and the spec §9 colour', () => {
  const stations = [...town('helsinki', 60.17, 24.94, 30), ...town('oulu', 65.01, 25.47, 4)]
  const index = createClusterIndex(stations)
  const { items, meanClusterSize } = index.itemsIn(world, 5)
  const clusters = items.filter((item) => item.kind === 'cluster')
  expect(clusters.map((cluster) => cluster.count).sort((a, b) => a - b)).toEqual([4, 30])
  expect(meanClusterSize).toBe(17)
  // 30 > max(10, 17) is red; 4 is blue.
  expect(clusters.find((cluster) => cluster.count === 30)?.colour).toBe('red')
  expect(clusters.find((cluster) => cluster.count === 4)?.colour).toBe('blue')
})

test('no clustering from zoom 16: every station is its own marker', () => {
  const stations = town('helsinki', 60.17, 24.94, 12)
  const index = createClusterIndex(stations)
  expect(index.itemsIn(world, unclusteredFromZoom - 1).items.some((item) => item.kind === 'cluster')).toBe(
    true,
  )
  const atSixteen = index.itemsIn(world, unclusteredFromZoom).items
  expect(atSixteen).toHaveLength(12)
  expect(atSixteen.every((item) => item.kind === 'marker')).toBe(true)
})

test('a fractional zoom counts as the level below, and only the box’s stations come back', () => {
  const stations = [...town('helsinki', 60.17, 24.94, 3), ...town('tromso', 69.65, 18.96, 3)]
  const index = createClusterIndex(stations)
  expect(index.itemsIn(world, 16.7).items).toHaveLength(6)
  const aroundHelsinki: LonLatBox = [24, 59.5, 26, 61]
  const markers = index.itemsIn(aroundHelsinki, 16).items
  expect(markers.map((item) => (item.kind === 'marker' ? item.point.id : '')).sort()).toEqual([
    'helsinki-0',
    'helsinki-1',
    'helsinki-2',
  ])
})

test('a cluster knows its stations and the zoom where it falls apart', () => {
  const stations = [...town('helsinki', 60.17, 24.94, 6), { id: 'espoo', lat: 60.21, lon: 24.66 }]
  const index = createClusterIndex(stations)
  const cluster = index.itemsIn(world, 6).items.find((item) => item.kind === 'cluster')
  if (cluster?.kind !== 'cluster') throw new Error('expected a cluster at zoom 6')
  expect(
    index
      .leaves(cluster.clusterId)
      .map((station) => station.id)
      .sort(),
  ).toEqual(stations.map((station) => station.id).sort())
  const expansion = index.expansionZoom(cluster.clusterId)
  expect(expansion).toBeGreaterThan(6)
  expect(index.itemsIn(world, expansion).items.length).toBeGreaterThan(1)
})

test('the box around points, or null for none', () => {
  expect(boxAround([])).toBeNull()
  expect(
    boxAround([
      { lat: 60, lon: 25 },
      { lat: 59, lon: 18 },
      { lat: 63, lon: 10 },
    ]),
  ).toEqual([10, 59, 25, 63])
})
