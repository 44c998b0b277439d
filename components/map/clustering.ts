import Supercluster, { type ClusterProperties } from 'supercluster'
import type { LonLat } from './basemap-extent.ts'

/**
 * Station clustering with the spec §9 semantics, computed by supercluster (DESIGN §5) and drawn by
 * OpenLayers (components/map/cluster-layer.ts). No OpenLayers here: the rules are tested and benched on
 * their own (`npm run bench -- --clustering`).
 */

/** spec §9: clusters radius 60 (screen pixels). */
export const clusterRadiusPx = 60

/** spec §9: viewport padding 60 — clusters are computed for the view plus 60 px on every side. */
export const viewportPaddingPx = 60

/**
 * spec §9 "clustering up to zoom 16": from zoom 16 on every station is its own marker (issue 13: "no
 * clustering from zoom 16"). supercluster's `maxZoom` is the last zoom that still clusters, one less.
 */
export const unclusteredFromZoom = 16

/** spec §9: a cluster is red when its count exceeds the greater of this and the mean cluster size. */
export const redClusterMinimum = 10

/**
 * OpenLayers' zoom levels are those of 256-pixel tiles; supercluster's radius is relative to its tile
 * `extent`. With an extent of 256 its zoom z is OpenLayers' zoom z, and the radius is in screen pixels.
 */
const tileExtent = 256

export type ClusterColour = 'red' | 'blue'

/** spec §9: red when the count exceeds the greater of 10 and the mean cluster size, blue otherwise. */
export function clusterColour(count: number, meanClusterSize: number): ClusterColour {
  return count > Math.max(redClusterMinimum, meanClusterSize) ? 'red' : 'blue'
}

/** What can be clustered: anything with an id and a position. */
export interface ClusterablePoint extends LonLat {
  id: string
}

export interface ClusterItem {
  kind: 'cluster'
  /** supercluster's id of the cluster: for its expansion zoom and its leaves. */
  clusterId: number
  count: number
  lon: number
  lat: number
  colour: ClusterColour
}

export interface MarkerItem<Point> {
  kind: 'marker'
  point: Point
  lon: number
  lat: number
}

export type MapItem<Point> = ClusterItem | MarkerItem<Point>

export interface ClusterResult<Point> {
  items: MapItem<Point>[]
  /** The mean size of the clusters among `items` (0 when there is none): the red rule's yardstick. */
  meanClusterSize: number
}

/** [west, south, east, north] in degrees. */
export type LonLatBox = [number, number, number, number]

export interface ClusterIndex<Point extends ClusterablePoint> {
  /** The clusters and single markers in `box` at `zoom` (OpenLayers' zoom; fractions count as the level below). */
  itemsIn(box: LonLatBox, zoom: number): ClusterResult<Point>
  /** The zoom at which the cluster falls apart into smaller ones or markers. */
  expansionZoom(clusterId: number): number
  /** Every station in the cluster. */
  leaves(clusterId: number): Point[]
  readonly size: number
}

interface PointProperties {
  index: number
}

/** Builds the index once for a list of stations; each viewport is then a cheap lookup. */
export function createClusterIndex<Point extends ClusterablePoint>(
  points: readonly Point[],
): ClusterIndex<Point> {
  const index = new Supercluster<PointProperties, Record<string, never>>({
    radius: clusterRadiusPx,
    extent: tileExtent,
    maxZoom: unclusteredFromZoom - 1,
    minPoints: 2,
  })
  index.load(
    points.map((point, position) => ({
      type: 'Feature',
      properties: { index: position },
      geometry: { type: 'Point', coordinates: [point.lon, point.lat] },
    })),
  )
  const pointOf = (properties: PointProperties | ClusterProperties): Point | undefined =>
    'index' in properties ? points[properties.index] : undefined

  return {
    size: points.length,
    itemsIn(box, zoom) {
      const features = index.getClusters(box, Math.max(0, zoom))
      const items: MapItem<Point>[] = []
      let clusters = 0
      let clustered = 0
      for (const feature of features) {
        const [lon = 0, lat = 0] = feature.geometry.coordinates
        const properties = feature.properties
        if ('cluster' in properties) {
          clusters += 1
          clustered += properties.point_count
          items.push({
            kind: 'cluster',
            clusterId: properties.cluster_id,
            count: properties.point_count,
            lon,
            lat,
            colour: 'blue',
          })
        } else {
          const point = pointOf(properties)
          if (point !== undefined) items.push({ kind: 'marker', point, lon: point.lon, lat: point.lat })
        }
      }
      const meanClusterSize = clusters === 0 ? 0 : clustered / clusters
      for (const item of items) {
        if (item.kind === 'cluster') item.colour = clusterColour(item.count, meanClusterSize)
      }
      return { items, meanClusterSize }
    },
    expansionZoom: (clusterId) => index.getClusterExpansionZoom(clusterId),
    leaves: (clusterId) =>
      index.getLeaves(clusterId, Number.POSITIVE_INFINITY).flatMap((leaf) => {
        const point = pointOf(leaf.properties)
        return point === undefined ? [] : [point]
      }),
  }
}

/** The smallest box around the points, or null for none. */
export function boxAround(points: readonly LonLat[]): LonLatBox | null {
  if (points.length === 0) return null
  let west = Number.POSITIVE_INFINITY
  let south = Number.POSITIVE_INFINITY
  let east = Number.NEGATIVE_INFINITY
  let north = Number.NEGATIVE_INFINITY
  for (const { lon, lat } of points) {
    west = Math.min(west, lon)
    east = Math.max(east, lon)
    south = Math.min(south, lat)
    north = Math.max(north, lat)
  }
  return [west, south, east, north]
}
