import { performance } from 'node:perf_hooks'
import Feature from 'ol/Feature.js'
import Point from 'ol/geom/Point.js'
import { get as getProjection } from 'ol/proj.js'
import ClusterSource from 'ol/source/Cluster.js'
import VectorSource from 'ol/source/Vector.js'
import { toMercator, type LonLat } from '#components/map/basemap-extent.ts'
import { createStationLayer } from '#components/map/cluster-layer.ts'
import {
  clusterRadiusPx,
  createClusterIndex,
  unclusteredFromZoom,
  viewportPaddingPx,
  type ClusterablePoint,
} from '#components/map/clustering.ts'
import { lonLatBoxOf } from '#components/map/station-map.ts'

/**
 * `npm run bench -- --clustering` (issue 13): the two ways an OpenLayers map can cluster stations, on the
 * same stations in one process, through one zoom-in/zoom-out sequence as a visitor's view goes through it:
 *
 * - `ol/source/Cluster`, OpenLayers' own: at every new resolution it clusters every feature of its source
 *   again (distance 60 px, features in EPSG:3857), as `loadFeatures` does when the view's resolution changes;
 * - the site's path (components/map/clustering.ts): the supercluster index is built once, then each step asks
 *   for the clusters of the view plus spec §9's 60 px padding at the step's zoom, colours them (spec §9
 *   rule) and turns them into the features the map draws (components/map/cluster-layer.ts).
 *
 * A step is timed from the new zoom to the features ready to draw; each step's time is the median of
 * the rounds, and a run's figure is the median of its steps.
 */

/** OpenLayers' resolution at zoom 0 in EPSG:3857 with 256-pixel tiles (metres per pixel). */
const zoomZeroResolution = 156_543.033_928_040_97

export function resolutionAt(zoom: number): number {
  return zoomZeroResolution / 2 ** zoom
}

/** The zooms of one sequence: in from `from` to `to` one level at a time, then out again. */
export function zoomSequence(from: number, to: number): number[] {
  const zooms: number[] = []
  for (let zoom = from; zoom <= to; zoom += 1) zooms.push(zoom)
  for (let zoom = to - 1; zoom >= from; zoom -= 1) zooms.push(zoom)
  return zooms
}

export interface ClusteringBenchInput {
  stations: readonly ClusterablePoint[]
  /** Where the view is centred: the densest part of the network is the hardest case. */
  center: LonLat
  /** The view's size in pixels. */
  viewport: { width: number; height: number }
  zooms: readonly number[]
  /** Timed rounds of the whole sequence, after one round that is not counted. */
  rounds: number
  /** The clock (tests pass their own); `performance.now` by default. */
  now?: () => number
}

export interface ZoomStep {
  from: number
  to: number
  /** Median over the rounds, milliseconds. */
  superclusterMs: number
  olClusterMs: number
  /** Clusters and markers each produced at the step's zoom (supercluster's within the padded view). */
  superclusterItems: number
  olClusterFeatures: number
}

export interface ClusteringRun {
  stations: number
  rounds: number
  /** Building the supercluster index, once (ms). */
  indexBuildMs: number
  /** Filling the `ol/source/Cluster`'s vector source with the features, once (ms). */
  olSourceBuildMs: number
  steps: ZoomStep[]
  /** The median of the steps' medians, ms. */
  superclusterMedianMs: number
  olClusterMedianMs: number
  /** How many times faster the supercluster path's median step is. */
  ratio: number
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** The view's extent in EPSG:3857 at a zoom, for a viewport centred on `center`. */
function viewExtent(
  center: LonLat,
  zoom: number,
  viewport: { width: number; height: number },
): [number, number, number, number] {
  const [x, y] = toMercator(center)
  const resolution = resolutionAt(zoom)
  const halfWidth = (viewport.width / 2) * resolution
  const halfHeight = (viewport.height / 2) * resolution
  return [x - halfWidth, y - halfHeight, x + halfWidth, y + halfHeight]
}

export function measureClustering(input: ClusteringBenchInput): ClusteringRun {
  const now = input.now ?? (() => performance.now())
  const projection = getProjection('EPSG:3857')
  if (projection === null) throw new Error('OpenLayers has no EPSG:3857')

  // What the map's layer needs of a station beyond its position; the styles are not timed.
  const markers = input.stations.map((station) => ({ ...station, isClosed: false, brand: 'aurora' as const }))
  const stationLayer = createStationLayer<(typeof markers)[number]>()
  let started = now()
  const markerIndex = createClusterIndex(markers)
  const indexBuildMs = now() - started

  started = now()
  const vectorSource = new VectorSource({
    features: input.stations.map((station) => new Feature(new Point(toMercator(station)))),
  })
  const cluster = new ClusterSource({ distance: clusterRadiusPx, source: vectorSource })
  const olSourceBuildMs = now() - started

  const superclusterStep = (zoom: number): number => {
    const [minX, minY, maxX, maxY] = viewExtent(input.center, zoom, input.viewport)
    const padding = viewportPaddingPx * resolutionAt(zoom)
    const padded = [minX - padding, minY - padding, maxX + padding, maxY + padding]
    const { items } = markerIndex.itemsIn(lonLatBoxOf(padded), zoom)
    stationLayer.show(items)
    return items.length
  }
  const olClusterStep = (zoom: number): number => {
    cluster.loadFeatures(viewExtent(input.center, zoom, input.viewport), resolutionAt(zoom), projection)
    return cluster.getFeatures().length
  }
  // Untimed: the sequence starts from another resolution, so its first step reclusters like every other.
  const reset = () => olClusterStep((input.zooms[0] ?? 0) - 1)

  const superclusterTimes = input.zooms.slice(1).map((): number[] => [])
  const olClusterTimes = input.zooms.slice(1).map((): number[] => [])
  const superclusterItems: number[] = []
  const olClusterFeatures: number[] = []
  for (let round = 0; round <= input.rounds; round += 1) {
    const counted = round > 0
    superclusterStep(input.zooms[0] ?? 0)
    reset()
    olClusterStep(input.zooms[0] ?? 0)
    input.zooms.slice(1).forEach((zoom, step) => {
      let begin = now()
      const items = superclusterStep(zoom)
      const superclusterMs = now() - begin
      begin = now()
      const features = olClusterStep(zoom)
      const olClusterMs = now() - begin
      if (!counted) return
      superclusterTimes[step]?.push(superclusterMs)
      olClusterTimes[step]?.push(olClusterMs)
      superclusterItems[step] = items
      olClusterFeatures[step] = features
    })
  }
  const steps = input.zooms.slice(1).map((to, step): ZoomStep => ({
    from: input.zooms[step] ?? to,
    to,
    superclusterMs: median(superclusterTimes[step] ?? []),
    olClusterMs: median(olClusterTimes[step] ?? []),
    superclusterItems: superclusterItems[step] ?? 0,
    olClusterFeatures: olClusterFeatures[step] ?? 0,
  }))
  const superclusterMedianMs = median(steps.map((step) => step.superclusterMs))
  const olClusterMedianMs = median(steps.map((step) => step.olClusterMs))
  return {
    stations: input.stations.length,
    rounds: input.rounds,
    indexBuildMs,
    olSourceBuildMs,
    steps,
    superclusterMedianMs,
    olClusterMedianMs,
    ratio: olClusterMedianMs / superclusterMedianMs,
  }
}

/** Issue 13's goals: a step within one frame and ≥ 10× faster than ol/source/Cluster at 5,000; < 50 ms at 50,000. */
export function clusteringGoals(run: ClusteringRun): string[] {
  if (run.stations <= 5_000) {
    return [
      `step < 16 ms: ${run.superclusterMedianMs < 16 ? 'met' : 'MISSED'}`,
      `≥ 10× ol/source/Cluster: ${run.ratio >= 10 ? 'met' : 'MISSED'}`,
    ]
  }
  return [`step < 50 ms: ${run.superclusterMedianMs < 50 ? 'met' : 'MISSED'}`]
}

const ms = (value: number) => value.toFixed(value < 10 ? 3 : 1)

export function formatClusteringRuns(
  runs: readonly ClusteringRun[],
  setting: { center: string; viewport: { width: number; height: number } },
): string {
  return runs
    .map((run) => {
      const header = [
        `clustering, ${run.stations.toLocaleString('en')} stations, view ${setting.viewport.width}×${setting.viewport.height} px centred on ${setting.center}, ${run.steps.length} zoom steps, median of ${run.rounds} rounds`,
        `  built once: supercluster index ${ms(run.indexBuildMs)} ms; ol/source/Cluster's vector source ${ms(run.olSourceBuildMs)} ms`,
        '  zoom      supercluster ms  items   ol/source/Cluster ms  features   ratio',
      ]
      const rows = run.steps.map(
        (step) =>
          `  ${`${step.from}→${step.to}`.padEnd(8)}  ${ms(step.superclusterMs).padStart(15)}  ${String(step.superclusterItems).padStart(5)}   ${ms(step.olClusterMs).padStart(20)}  ${String(step.olClusterFeatures).padStart(8)}   ${(step.olClusterMs / step.superclusterMs).toFixed(0).padStart(5)}×`,
      )
      const footer = [
        `  median step: supercluster ${ms(run.superclusterMedianMs)} ms, ol/source/Cluster ${ms(run.olClusterMedianMs)} ms, ${run.ratio.toFixed(0)}× faster`,
        `  goals: ${clusteringGoals(run).join('; ')}`,
      ]
      return [...header, ...rows, ...footer].join('\n')
    })
    .join('\n\n')
}

/** Where the bench's view is centred: Helsinki, where the network is densest. */
export const benchCenter = { name: 'Helsinki', lat: 60.17, lon: 24.94 } as const
export const benchViewport = { width: 1280, height: 800 } as const
/** Issue 13: zoom 4 (the Nordic countries) to 16 (no clustering from there) and back. */
export const benchZooms = zoomSequence(4, unclusteredFromZoom)
