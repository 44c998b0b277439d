import OlMap from 'ol/Map.js'
import Overlay from 'ol/Overlay.js'
import View from 'ol/View.js'
import { buffer, getCenter } from 'ol/extent.js'
import { defaults as defaultInteractions } from 'ol/interaction/defaults.js'
import type BaseLayer from 'ol/layer/Base.js'
import type { Coordinate } from 'ol/coordinate.js'
import type { Pixel } from 'ol/pixel.js'
import {
  basemapExtent,
  fromMercator,
  nordicExtent,
  toMercator,
  type MercatorExtent,
} from './basemap-extent.ts'
import { createStationLayer, type MarkerStation } from './cluster-layer.ts'
import {
  boxAround,
  createClusterIndex,
  unclusteredFromZoom,
  viewportPaddingPx,
  type ClusterIndex,
  type LonLatBox,
  type MapItem,
} from './clustering.ts'
import { createOfflineBasemapLayer } from './offline-basemap.ts'
import { loadVectorStyle, type MapStyleConfig } from './vector-style.ts'

/**
 * The OpenLayers side of the station map (components/map/station-map-view.tsx is the React side): the
 * view, the basemap, the stations' cluster layer and the popup overlay. After every move it clusters the
 * stations of the view plus spec §9's 60 px padding at the view's whole zoom (supercluster, clustering.ts)
 * and reports the items in view with their pixel positions, for the keyboard layer of real buttons the
 * React side draws over them.
 */

/** Zoom of a single-station map (the station page): streets around the station are readable. */
export const compactZoom = 13
/** The closest a fitted view goes: a town's stations, not one forecourt. */
const fitMaxZoom = 13
const minZoom = 3
const maxZoom = 18
/** Room kept around fitted stations, in pixels. */
const fitPaddingPx = 40
const animationMs = 300

export type BasemapState = 'loading' | 'offline' | 'vector' | 'failed'

export interface PositionedItem<Station> {
  item: MapItem<Station>
  /** Stable across moves for a marker (its station), so a focused button stays focused. */
  key: string
  /** Pixel position in the map, from its top-left corner. */
  x: number
  y: number
}

export interface StationMapState<Station> {
  /** The view's zoom (OpenLayers' levels), after the last move. */
  zoom: number
  /** True from the start of a move to its end: the keyboard layer's positions are stale meanwhile. */
  moving: boolean
  /** Clusters and markers within the map's visible area, top to bottom, left to right. */
  items: PositionedItem<Station>[]
  basemap: BasemapState
}

export type InitialView = { center: { lat: number; lon: number }; zoom: number } | 'fit'

export interface StationMapOptions<Station extends MarkerStation> {
  target: HTMLElement
  /** Arrow keys pan and +/- zoom while focus is anywhere inside this element. */
  keyboardTarget: HTMLElement
  /** The popup's element; the caller renders into it. */
  popup: HTMLElement
  stations: readonly Station[]
  initialView: InitialView
  compact: boolean
  style: MapStyleConfig | null
  /** Read before each animation: prefers-reduced-motion turns animations into jumps. */
  reducedMotion: () => boolean
  onChange: (state: StationMapState<Station>) => void
  /** After every move: [west, south, east, north] in degrees of the visible area. */
  onViewportChange?: (viewport: LonLatBox) => void
}

export interface StationMap<Station extends MarkerStation> {
  setStations(stations: readonly Station[]): void
  /** Shows the popup at this station (or hides it) and draws its marker larger. */
  setSelected(station: Station | null): void
  zoomBy(delta: number): void
  /** Zooms to where the cluster falls apart, its stations in view (spec §9: a cluster click zooms to its extent). */
  zoomToCluster(clusterId: number): void
  destroy(): void
}

/** A Mercator extent as [west, south, east, north] degrees, held to the world's range. */
/**
 * The pixel of a coordinate, or null while the map has not drawn its first frame: OpenLayers returns
 * null then, which its types leave out (a station list that arrived first crashed the locator).
 */
function pixelBeforeFirstFrame(map: OlMap, coordinate: Coordinate): Pixel | null {
  return map.getPixelFromCoordinate(coordinate)
}

export function lonLatBoxOf([minX, minY, maxX, maxY]: readonly number[]): LonLatBox {
  const southWest = fromMercator([minX ?? 0, minY ?? 0])
  const northEast = fromMercator([maxX ?? 0, maxY ?? 0])
  return [
    Math.max(-180, southWest.lon),
    Math.max(-85, southWest.lat),
    Math.min(180, northEast.lon),
    Math.min(85, northEast.lat),
  ]
}

/** The Mercator extent of the stations (a point when there is one), or the Nordic countries for none. */
export function stationsExtent(stations: readonly MarkerStation[]): MercatorExtent {
  const box = boxAround(stations)
  if (box === null) return nordicExtent
  const [west, south, east, north] = box
  return [...toMercator({ lon: west, lat: south }), ...toMercator({ lon: east, lat: north })]
}

/** Whole zoom level the clusters are computed for: fractions count as the level below (clustering.ts). */
export function clusterZoom(viewZoom: number): number {
  // A fitted view lands a hair under a whole level (floating point): 7.9999999 is level 8.
  return Math.floor(viewZoom + 1e-6)
}

/** Keyboard order of the items: rows of 48 px from the top, left to right within a row. */
export function readingOrder<Item extends { x: number; y: number }>(items: Item[]): Item[] {
  return items.sort((a, b) => Math.floor(a.y / 48) - Math.floor(b.y / 48) || a.x - b.x)
}

export function createStationMap<Station extends MarkerStation>(
  options: StationMapOptions<Station>,
): StationMap<Station> {
  const { compact } = options
  let index: ClusterIndex<Station> = createClusterIndex(options.stations)
  let stations = options.stations
  let basemap: BasemapState = 'loading'
  let moving = false
  let lastItems: PositionedItem<Station>[] = []
  const duration = () => (options.reducedMotion() ? 0 : animationMs)

  const stationLayer = createStationLayer<Station>()
  const view = new View({
    extent: [...basemapExtent],
    showFullExtent: true,
    minZoom,
    maxZoom,
    // Whole zoom levels only: clusters are computed per level, and the zoom buttons step by one.
    constrainResolution: true,
  })
  const popup = new Overlay({
    element: options.popup,
    positioning: 'bottom-center',
    offset: [0, -14],
    autoPan: { margin: 24, animation: { duration: duration() } },
    stopEvent: true,
  })
  const map = new OlMap({
    target: options.target,
    layers: [stationLayer.layer],
    overlays: [popup],
    view,
    controls: [],
    keyboardEventTarget: options.keyboardTarget,
    interactions: defaultInteractions({
      // A station page's small map must not catch the page's scrolling.
      mouseWheelZoom: !compact,
      altShiftDragRotate: false,
      pinchRotate: false,
      zoomDuration: options.reducedMotion() ? 0 : 250,
    }),
  })

  const report = () => {
    options.onChange({ zoom: view.getZoom() ?? 0, moving, items: lastItems, basemap })
  }

  /** spec §9: the clusters of the visible area plus 60 px on every side, at the view's whole zoom. */
  const recluster = () => {
    const size = map.getSize()
    const resolution = view.getResolution()
    const zoom = view.getZoom()
    if (size === undefined || resolution === undefined || zoom === undefined) return
    const [width = 0, height = 0] = size
    const visible = view.calculateExtent(size)
    const padded = buffer(visible, viewportPaddingPx * resolution)
    const { items } = index.itemsIn(lonLatBoxOf(padded), clusterZoom(zoom))
    stationLayer.show(items)
    const positioned: PositionedItem<Station>[] = []
    for (const item of items) {
      const pixel = pixelBeforeFirstFrame(map, toMercator(item))
      if (pixel === null) {
        // No frame drawn yet: the markers are placed once one is.
        map.once('postrender', recluster)
        break
      }
      const [x = -1, y = -1] = pixel
      if (x < 0 || y < 0 || x > width || y > height) continue
      const key = item.kind === 'cluster' ? `cluster-${item.clusterId}` : `station-${item.point.id}`
      positioned.push({ item, key, x, y })
    }
    lastItems = readingOrder(positioned)
    moving = false
    report()
    options.onViewportChange?.(lonLatBoxOf(visible))
  }

  map.on('movestart', () => {
    moving = true
    report()
  })
  map.on('moveend', recluster)

  const fitStations = () => {
    if (compact && stations[0] !== undefined) {
      view.setCenter(toMercator(stations[0]))
      view.setZoom(compactZoom)
      return
    }
    const size = map.getSize()
    view.fit([...stationsExtent(stations)], {
      ...(size === undefined ? {} : { size }),
      padding: [fitPaddingPx, fitPaddingPx, fitPaddingPx, fitPaddingPx],
      maxZoom: fitMaxZoom,
    })
  }
  if (options.initialView === 'fit') fitStations()
  else {
    view.setCenter(toMercator(options.initialView.center))
    view.setZoom(options.initialView.zoom)
  }

  const controller = new AbortController()
  const setBasemap = (layer: BaseLayer, state: BasemapState) => {
    if (controller.signal.aborted) return
    map.getLayers().insertAt(0, layer)
    basemap = state
    report()
  }
  const drawOfflineBasemap = () => {
    const offline = createOfflineBasemapLayer()
    offline.load().then(
      () => setBasemap(offline.layer, 'offline'),
      () => {
        // The stations still show on the sea colour; nothing else to fall back to.
        basemap = 'failed'
        if (!controller.signal.aborted) report()
      },
    )
  }
  if (options.style === null) drawOfflineBasemap()
  else {
    loadVectorStyle(options.style, controller.signal).then(
      (group) => setBasemap(group, 'vector'),
      () => {
        if (!controller.signal.aborted) drawOfflineBasemap()
      },
    )
  }

  return {
    setStations(next) {
      if (next === stations) return
      stations = next
      index = createClusterIndex(next)
      recluster()
    },
    setSelected(station) {
      stationLayer.setSelected(station?.id ?? null)
      popup.setPosition(station === null ? undefined : toMercator(station))
    },
    zoomBy(delta) {
      const zoom = view.getZoom()
      if (zoom === undefined) return
      view.animate({ zoom: view.getConstrainedZoom(zoom + delta), duration: duration() })
    },
    zoomToCluster(clusterId) {
      const size = map.getSize()
      const zoom = view.getZoom()
      if (size === undefined || zoom === undefined) return
      const extent = [...stationsExtent(index.leaves(clusterId))]
      const padding = viewportPaddingPx * 2
      const [width = 0, height = 0] = size
      const fitResolution = view.getResolutionForExtent(extent, [
        Math.max(1, width - padding),
        Math.max(1, height - padding),
      ])
      const fitZoom = Math.floor(view.getZoomForResolution(fitResolution) ?? zoom)
      // At least where supercluster splits the cluster, and never less than one level in.
      const target = Math.min(
        unclusteredFromZoom,
        Math.max(fitZoom, index.expansionZoom(clusterId), clusterZoom(zoom) + 1),
      )
      view.animate({ center: getCenter(extent), zoom: target, duration: duration() })
    },
    destroy() {
      controller.abort()
      map.setTarget(undefined)
      map.dispose()
    },
  }
}
