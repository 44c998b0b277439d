import Feature from 'ol/Feature.js'
import MultiPolygon from 'ol/geom/MultiPolygon.js'
import VectorLayer from 'ol/layer/Vector.js'
import VectorSource from 'ol/source/Vector.js'
import Fill from 'ol/style/Fill.js'
import Stroke from 'ol/style/Stroke.js'
import Style from 'ol/style/Style.js'
import { staticFileUrl } from '#domain/responsive-image.ts'
import { decodeRing, readBasemap, type BasemapCountry } from './offline-basemap-data.ts'

/**
 * The offline basemap (issue 13, DESIGN §5): the Nordic country outlines of
 * `public/map/nordic-countries.json` (scripts/build-basemap.ts), fetched from the site itself and drawn
 * as one vector layer. No request leaves the site; the sea is the map's own background colour.
 */

/** Same origin: the file is a static asset of the build (public/map/). */
export const offlineBasemapUrl = staticFileUrl('/map/nordic-countries.json')

const stationCountryStyle = new Style({
  fill: new Fill({ color: '#dfe7e2' }),
  stroke: new Stroke({ color: '#8a9690', width: 1 }),
})
const neighbourStyle = new Style({
  fill: new Fill({ color: '#f1f3f2' }),
  stroke: new Stroke({ color: '#a5aeaa', width: 1 }),
})

/** One country as an OpenLayers feature: its polygons' rings decoded into one flat MultiPolygon. */
export function countryFeature(country: BasemapCountry, unit: number): Feature<MultiPolygon> {
  const flat: number[] = []
  const endss: number[][] = []
  for (const polygon of country.polygons) {
    const ends: number[] = []
    for (const ring of polygon) {
      flat.push(...decodeRing(ring, unit))
      ends.push(flat.length)
    }
    endss.push(ends)
  }
  const feature = new Feature({ geometry: new MultiPolygon(flat, 'XY', endss) })
  feature.setStyle(country.stations ? stationCountryStyle : neighbourStyle)
  return feature
}

/** The basemap file's features, or an error naming what went wrong. */
export async function loadOfflineBasemapFeatures(
  fetchFile: (url: string) => Promise<Response> = (url) => fetch(url),
): Promise<Feature<MultiPolygon>[]> {
  const response = await fetchFile(offlineBasemapUrl)
  if (!response.ok) throw new Error(`${offlineBasemapUrl} answered ${response.status}`)
  const basemap = readBasemap(await response.json())
  if (basemap === null) throw new Error(`${offlineBasemapUrl} is not a basemap file`)
  return basemap.countries.map((country) => countryFeature(country, basemap.unit))
}

/** The basemap layer; its features arrive when the file has loaded (the stations draw meanwhile). */
export function createOfflineBasemapLayer(): {
  layer: VectorLayer<VectorSource<Feature<MultiPolygon>>>
  load: () => Promise<void>
} {
  const source = new VectorSource<Feature<MultiPolygon>>()
  const layer = new VectorLayer({ source, updateWhileAnimating: true, updateWhileInteracting: true })
  return {
    layer,
    load: async () => {
      const features = await loadOfflineBasemapFeatures()
      source.addFeatures(features)
    },
  }
}
