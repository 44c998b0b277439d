import { expect, test } from 'vitest'
import { unclusteredFromZoom } from '#components/map/clustering.ts'
import {
  benchZooms,
  clusteringGoals,
  formatClusteringRuns,
  measureClustering,
  median,
  resolutionAt,
  zoomSequence,
  type ClusteringRun,
} from './clustering-bench.ts'

/** A small network: a dense town and stations strung along a road to the north. */
function smallNetwork() {
  const town = Array.from({ length: 40 }, (_, index) => ({
    id: `town-${index}`,
    lat: 60.17 + (index % 8) * 0.002,
    lon: 24.94 + Math.floor(index / 8) * 0.003,
  }))
  const road = Array.from({ length: 20 }, (_, index) => ({
    id: `road-${index}`,
    lat: 60.3 + index * 0.25,
    lon: 25 + index * 0.05,
  }))
  return [...town, ...road]
}

test('the sequence zooms in one level at a time and back out: 4→16→4 is 24 steps', () => {
  expect(zoomSequence(4, 7)).toEqual([4, 5, 6, 7, 6, 5, 4])
  expect(benchZooms[0]).toBe(4)
  expect(Math.max(...benchZooms)).toBe(unclusteredFromZoom)
  expect(benchZooms).toHaveLength(25)
})

test('resolutions are OpenLayers’ 256-pixel zoom levels', () => {
  expect(resolutionAt(0)).toBeCloseTo(156_543.03, 1)
  expect(resolutionAt(16)).toBeCloseTo(2.389, 3)
})

test('median of odd and even counts', () => {
  expect(median([3, 1, 2])).toBe(2)
  expect(median([4, 1, 3, 2])).toBe(2.5)
  expect(median([])).toBeNaN()
})

test('both ways cluster the same stations at every step; the figures are medians of the counted rounds', () => {
  const stations = smallNetwork()
  // A clock that advances 1 ms per reading: every timed span is exactly 1 ms, so medians are known.
  let clock = 0
  const run = measureClustering({
    stations,
    center: { lat: 60.17, lon: 24.94 },
    viewport: { width: 400, height: 300 },
    zooms: zoomSequence(4, 16),
    rounds: 2,
    now: () => (clock += 1),
  })
  expect(run.stations).toBe(60)
  expect(run.steps).toHaveLength(24)
  expect(run.steps[0]).toMatchObject({ from: 4, to: 5, superclusterMs: 1, olClusterMs: 1 })
  expect(run.superclusterMedianMs).toBe(1)
  expect(run.ratio).toBe(1)
  const atSixteen = run.steps.find((step) => step.to === 16)
  // ol/source/Cluster clusters the whole network; at zoom 16 no two stations share 60 px, so all 60 stay.
  expect(atSixteen?.olClusterFeatures).toBe(60)
  // supercluster's view is 400×300 px (+60 px) over the town at zoom 16: some of the town, no clusters.
  expect(atSixteen?.superclusterItems).toBeGreaterThan(0)
  expect(atSixteen?.superclusterItems).toBeLessThan(40)
  // Zoomed out, the town is one cluster for both.
  const atFive = run.steps.find((step) => step.to === 5)
  expect(atFive?.olClusterFeatures).toBeLessThan(20)
  expect(atFive?.superclusterItems).toBeLessThan(20)
})

test('the goals follow the network size, and the table names both medians and the ratio', () => {
  const run: ClusteringRun = {
    stations: 5000,
    rounds: 3,
    indexBuildMs: 30,
    olSourceBuildMs: 40,
    steps: [
      { from: 4, to: 5, superclusterMs: 0.5, olClusterMs: 20, superclusterItems: 10, olClusterFeatures: 12 },
    ],
    superclusterMedianMs: 0.5,
    olClusterMedianMs: 20,
    ratio: 40,
  }
  expect(clusteringGoals(run)).toEqual(['step < 16 ms: met', '≥ 10× ol/source/Cluster: met'])
  expect(clusteringGoals({ ...run, stations: 50_000, superclusterMedianMs: 60 })).toEqual([
    'step < 50 ms: MISSED',
  ])
  const table = formatClusteringRuns([run], { center: 'Helsinki', viewport: { width: 1280, height: 800 } })
  expect(table).toContain('5,000 stations')
  expect(table).toContain('median step: supercluster 0.500 ms, ol/source/Cluster 20.0 ms, 40× faster')
})
