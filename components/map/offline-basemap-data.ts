/**
 * The file format of the offline basemap, `public/map/nordic-countries.json` (scripts/build-basemap.ts
 * writes it, components/map/offline-basemap.ts draws it): country outlines in Web Mercator, in whole
 * `unit`s of metres, each ring delta-encoded as `[x0, y0, dx1, dy1, …]` so that most numbers are one or
 * two digits. No OpenLayers here: the script and the tests use it too.
 */

/** Metres per stored unit: 100 m, finer than a pixel at every zoom the outlines are drawn for. */
export const basemapUnit = 100

export interface BasemapCountry {
  /** ISO 3166 two-letter code. */
  code: string
  /** A country with stations (drawn a shade stronger than its neighbours). */
  stations: boolean
  /** Polygons, each its outer ring and then its holes, each ring delta-encoded. */
  polygons: number[][][]
}

export interface BasemapData {
  source: string
  unit: number
  bounds: { west: number; south: number; east: number; north: number }
  countries: BasemapCountry[]
}

/** `[[x, y], …]` in units → `[x0, y0, dx1, dy1, …]`. */
export function encodeRing(ring: readonly (readonly [number, number])[]): number[] {
  const encoded: number[] = []
  let previousX = 0
  let previousY = 0
  for (const [x, y] of ring) {
    encoded.push(x - previousX, y - previousY)
    previousX = x
    previousY = y
  }
  return encoded
}

/** A delta-encoded ring → flat Mercator coordinates in metres, closed (OpenLayers' flat layout). */
export function decodeRing(encoded: readonly number[], unit: number): number[] {
  const flat: number[] = []
  let x = 0
  let y = 0
  for (let index = 0; index + 1 < encoded.length; index += 2) {
    x += encoded[index] ?? 0
    y += encoded[index + 1] ?? 0
    flat.push(x * unit, y * unit)
  }
  if (flat.length >= 2) flat.push(flat[0] ?? 0, flat[1] ?? 0)
  return flat
}

function isNumberArray(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'number' && Number.isFinite(item))
}

function isCountry(value: unknown): value is BasemapCountry {
  if (typeof value !== 'object' || value === null) return false
  if (!('code' in value) || typeof value.code !== 'string') return false
  if (!('stations' in value) || typeof value.stations !== 'boolean') return false
  if (!('polygons' in value) || !Array.isArray(value.polygons)) return false
  return value.polygons.every(
    (polygon: unknown) => Array.isArray(polygon) && polygon.every((ring: unknown) => isNumberArray(ring)),
  )
}

/**
 * The countries of a fetched basemap file, or null when it is not one. A hand-written check: the file is
 * our own static asset, and this keeps a validation library out of the map's chunk.
 */
export function readBasemap(json: unknown): { unit: number; countries: BasemapCountry[] } | null {
  if (typeof json !== 'object' || json === null) return null
  if (!('unit' in json) || typeof json.unit !== 'number' || !(json.unit > 0)) return null
  if (!('countries' in json) || !Array.isArray(json.countries)) return null
  const countries: unknown[] = json.countries
  if (!countries.every(isCountry)) return null
  return { unit: json.unit, countries: countries.filter(isCountry) }
}
