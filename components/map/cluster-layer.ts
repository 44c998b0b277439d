import Feature from 'ol/Feature.js'
import Point from 'ol/geom/Point.js'
import VectorLayer from 'ol/layer/Vector.js'
import VectorSource from 'ol/source/Vector.js'
import CircleStyle from 'ol/style/Circle.js'
import Fill from 'ol/style/Fill.js'
import Stroke from 'ol/style/Stroke.js'
import Style from 'ol/style/Style.js'
import Text from 'ol/style/Text.js'
import type { FeatureLike } from 'ol/Feature.js'
import { toMercator } from './basemap-extent.ts'
import type { ClusterColour, MapItem } from './clustering.ts'

/**
 * The stations' layer of an OpenLayers map: supercluster's clusters and single markers (clustering.ts)
 * drawn as features of one vector layer. A cluster is a circle in the spec §9 colour with its count written
 * in it (the count, not the colour, carries the meaning); a red cluster is also drawn larger, with a
 * second ring, so the two kinds differ in shape as well.
 */

/** What the map needs to draw a station marker; the rest of a station stays with the caller. */
export interface MarkerStation {
  id: string
  lat: number
  lon: number
  isClosed: boolean
  brand: 'aurora' | 'aurora-pesu'
}

/** Colours with white text and a white ring at ≥ 4.5:1 (WCAG AA for the 12 px bold count). */
const clusterFill: Readonly<Record<ClusterColour, string>> = { red: '#b3261e', blue: '#0b57a4' }
const brandFill: Readonly<Record<MarkerStation['brand'], string>> = {
  aurora: '#006e9c',
  'aurora-pesu': '#5b3f9a',
}
const closedFill = '#6b6f73'

/** Circle radius in pixels of a cluster of `count` stations: grows with the digits of the count. */
export function clusterRadius(count: number, colour: ClusterColour): number {
  const digits = String(count).length
  return 13 + digits * 3 + (colour === 'red' ? 3 : 0)
}

/** A marker's radius in pixels (the selected one stands out by size as well as by its dark ring). */
export function markerRadius(selected: boolean): number {
  return selected ? 10 : 7
}

const styleCache = new Map<string, Style[]>()

function cachedStyle(key: string, build: () => Style[]): Style[] {
  let style = styleCache.get(key)
  if (style === undefined) {
    style = build()
    styleCache.set(key, style)
  }
  return style
}

function clusterStyle(count: number, colour: ClusterColour): Style[] {
  return cachedStyle(`cluster:${colour}:${count}`, () => {
    const radius = clusterRadius(count, colour)
    const styles = [
      new Style({
        image: new CircleStyle({
          radius,
          fill: new Fill({ color: clusterFill[colour] }),
          stroke: new Stroke({ color: '#ffffff', width: 3 }),
        }),
        text: new Text({
          text: String(count),
          font: 'bold 12px system-ui, sans-serif',
          fill: new Fill({ color: '#ffffff' }),
        }),
      }),
    ]
    if (colour === 'red') {
      styles.unshift(
        new Style({
          image: new CircleStyle({
            radius: radius + 4,
            stroke: new Stroke({ color: clusterFill.red, width: 2 }),
          }),
        }),
      )
    }
    return styles
  })
}

function markerStyle(station: MarkerStation, selected: boolean): Style[] {
  const fill = station.isClosed ? closedFill : brandFill[station.brand]
  return cachedStyle(`marker:${fill}:${selected}`, () => [
    new Style({
      image: new CircleStyle({
        radius: markerRadius(selected),
        fill: new Fill({ color: fill }),
        stroke: new Stroke({ color: selected ? '#00131f' : '#ffffff', width: selected ? 3 : 2 }),
      }),
      zIndex: selected ? 2 : 1,
    }),
  ])
}

export interface StationLayer<Station extends MarkerStation> {
  layer: VectorLayer<VectorSource<Feature<Point>>>
  /** Replaces the drawn items (after every recluster). */
  show(items: readonly MapItem<Station>[]): void
  /** Redraws the markers with this station standing out (or none). */
  setSelected(id: string | null): void
  /** The item drawn by a feature the map found under the pointer. */
  itemOf(feature: FeatureLike): MapItem<Station> | undefined
}

export function createStationLayer<Station extends MarkerStation>(): StationLayer<Station> {
  const source = new VectorSource<Feature<Point>>()
  const items = new WeakMap<FeatureLike, MapItem<Station>>()
  let selectedId: string | null = null
  const layer = new VectorLayer({
    source,
    // Keeps markers and clusters where they are while the view pans, rather than redrawing each frame.
    updateWhileAnimating: false,
    updateWhileInteracting: false,
    style: (feature) => {
      const item = items.get(feature)
      if (item === undefined) return undefined
      return item.kind === 'cluster'
        ? clusterStyle(item.count, item.colour)
        : markerStyle(item.point, item.point.id === selectedId)
    },
  })
  return {
    layer,
    show(next) {
      const features = next.map((item) => {
        const feature = new Feature({ geometry: new Point(toMercator(item)) })
        items.set(feature, item)
        return feature
      })
      source.clear(true)
      source.addFeatures(features)
    },
    setSelected(id) {
      if (id === selectedId) return
      selectedId = id
      layer.changed()
    },
    itemOf: (feature) => items.get(feature),
  }
}
