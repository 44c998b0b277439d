import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { feature } from 'topojson-client'
import type { GeometryCollection, GeometryObject, Topology } from 'topojson-specification'
import { z } from 'zod'
import {
  basemapBounds,
  basemapExtent,
  outlineSvgSize,
  outlineSvgUnit,
  toMercator,
} from '#components/map/basemap-extent.ts'
import {
  basemapUnit,
  encodeRing,
  type BasemapCountry,
  type BasemapData,
} from '#components/map/offline-basemap-data.ts'

/**
 * `npm run map:basemap`: the offline basemap (DESIGN §5: world-atlas + topojson-client, no request to a
 * third party). Reads Natural Earth's 1:50m country outlines from the `world-atlas` package, keeps the
 * Nordic countries and the neighbours a Nordic map shows, simplifies the shared borders once (so
 * neighbours still meet), projects them to Web Mercator, clips them to the map's bounds and writes:
 *
 * - `public/map/nordic-countries.json`: the OpenLayers basemap (components/map/offline-basemap.ts), rings
 *   in whole hectometres, delta-encoded;
 * - `public/map/nordic-outline.svg`: a coarser picture of the same outlines for the station map's
 *   server-rendered fallback (blocks/station-map), drawn in components/map/basemap-extent.ts's units.
 *
 * Deterministic: the same package version gives the same bytes, so the output is committed.
 */

const require = createRequire(import.meta.url)
const repoRoot = fileURLToPath(new URL('..', import.meta.url))

/** ISO 3166 numeric codes (world-atlas ids) → two-letter codes; the first three carry stations. */
const countries = {
  '246': 'FI',
  '752': 'SE',
  '578': 'NO',
  '248': 'AX',
  '208': 'DK',
  '234': 'FO',
  '233': 'EE',
  '428': 'LV',
  '440': 'LT',
  '643': 'RU',
  '112': 'BY',
  '616': 'PL',
  '276': 'DE',
  '528': 'NL',
  '826': 'GB',
  '372': 'IE',
} as const satisfies Record<string, string>

const stationCountries = new Set(['FI', 'SE', 'NO', 'AX'])

/** Douglas–Peucker tolerance in Mercator metres: the map's and the coarser picture's. */
const mapTolerance = 1_200
const pictureTolerance = 6_000
/** Islands smaller than this (in square Mercator metres) are left out: a dot at the zooms they show in. */
const mapMinArea = 4e6
const pictureMinArea = 2e8

const topologySchema = z.object({
  type: z.literal('Topology'),
  transform: z.object({
    scale: z.tuple([z.number(), z.number()]),
    translate: z.tuple([z.number(), z.number()]),
  }),
  arcs: z.array(z.array(z.tuple([z.number(), z.number()]))),
  objects: z.object({
    countries: z.object({
      type: z.literal('GeometryCollection'),
      geometries: z.array(
        z.looseObject({
          id: z.string().optional(),
          type: z.string(),
          arcs: z.unknown(),
          properties: z.looseObject({ name: z.string() }),
        }),
      ),
    }),
  }),
})

type Point = [number, number]

/**
 * Absolute Mercator points of every arc (world-atlas arcs are quantized and delta-encoded). Longitudes
 * west of 150° W are read as east of 180° (Russia's Chukotka and Wrangel Island): rings that cross the
 * antimeridian stay whole instead of spanning the globe, and the clip to the map's bounds drops them.
 */
function decodeArcs(topology: z.infer<typeof topologySchema>): Point[][] {
  const [scaleX, scaleY] = topology.transform.scale
  const [translateX, translateY] = topology.transform.translate
  return topology.arcs.map((arc) => {
    let x = 0
    let y = 0
    return arc.map(([dx, dy]): Point => {
      x += dx
      y += dy
      const lon = x * scaleX + translateX
      return toMercator({ lon: lon < -150 ? lon + 360 : lon, lat: y * scaleY + translateY })
    })
  })
}

function distanceToSegment([px, py]: Point, [ax, ay]: Point, [bx, by]: Point): number {
  const dx = bx - ax
  const dy = by - ay
  const lengthSquared = dx * dx + dy * dy
  const t =
    lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSquared))
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy))
}

/** Douglas–Peucker on one arc; its two ends are junctions with other arcs and always stay. */
function simplify(points: Point[], tolerance: number): Point[] {
  if (points.length <= 2) return points
  const keep = new Uint8Array(points.length)
  keep[0] = 1
  keep[points.length - 1] = 1
  const stack: [number, number][] = [[0, points.length - 1]]
  while (stack.length > 0) {
    const [first, last] = stack.pop() ?? [0, 0]
    let farthest = -1
    let farthestDistance = tolerance
    for (let index = first + 1; index < last; index += 1) {
      const distance = distanceToSegment(
        points[index] ?? [0, 0],
        points[first] ?? [0, 0],
        points[last] ?? [0, 0],
      )
      if (distance > farthestDistance) {
        farthest = index
        farthestDistance = distance
      }
    }
    if (farthest !== -1) {
      keep[farthest] = 1
      stack.push([first, farthest], [farthest, last])
    }
  }
  return points.filter((_point, index) => keep[index] === 1)
}

/** Sutherland–Hodgman: the part of a ring inside the rectangle (one edge at a time). */
function clipRing(
  ring: Point[],
  [minX, minY, maxX, maxY]: readonly [number, number, number, number],
): Point[] {
  const edges: { inside: (point: Point) => boolean; cut: (a: Point, b: Point) => Point }[] = [
    { inside: ([x]) => x >= minX, cut: (a, b) => at(a, b, (minX - a[0]) / (b[0] - a[0])) },
    { inside: ([x]) => x <= maxX, cut: (a, b) => at(a, b, (maxX - a[0]) / (b[0] - a[0])) },
    { inside: ([, y]) => y >= minY, cut: (a, b) => at(a, b, (minY - a[1]) / (b[1] - a[1])) },
    { inside: ([, y]) => y <= maxY, cut: (a, b) => at(a, b, (maxY - a[1]) / (b[1] - a[1])) },
  ]
  let output = ring
  for (const edge of edges) {
    const input = output
    output = []
    for (let index = 0; index < input.length; index += 1) {
      const current = input[index] ?? [0, 0]
      const previous = input[(index + input.length - 1) % input.length] ?? [0, 0]
      if (edge.inside(current)) {
        if (!edge.inside(previous)) output.push(edge.cut(previous, current))
        output.push(current)
      } else if (edge.inside(previous)) {
        output.push(edge.cut(previous, current))
      }
    }
  }
  return output
}

function at([ax, ay]: Point, [bx, by]: Point, t: number): Point {
  return [ax + (bx - ax) * t, ay + (by - ay) * t]
}

function area(ring: readonly Point[]): number {
  let sum = 0
  for (let index = 0; index < ring.length; index += 1) {
    const [x1, y1] = ring[index] ?? [0, 0]
    const [x2, y2] = ring[(index + 1) % ring.length] ?? [0, 0]
    sum += x1 * y2 - x2 * y1
  }
  return Math.abs(sum / 2)
}

/** Rounds a ring to `unit` metres and drops the repeated points rounding makes (and the closing one). */
function roundRing(ring: readonly Point[], unit: number): Point[] {
  const rounded: Point[] = []
  for (const [x, y] of ring) {
    const point: Point = [Math.round(x / unit), Math.round(y / unit)]
    const last = rounded.at(-1)
    if (last === undefined || last[0] !== point[0] || last[1] !== point[1]) rounded.push(point)
  }
  const first = rounded[0]
  const last = rounded.at(-1)
  if (
    rounded.length > 1 &&
    first !== undefined &&
    last !== undefined &&
    first[0] === last[0] &&
    first[1] === last[1]
  )
    rounded.pop()
  return rounded
}

const positionSchema = z.tuple([z.number(), z.number()])
const polygonCoordinates = z.array(z.array(positionSchema))
const geometrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Polygon'), coordinates: polygonCoordinates }),
  z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(polygonCoordinates) }),
])

interface Outline {
  code: string
  /** Polygons of rings (outer first), in the unit asked for. */
  polygons: Point[][][]
}

/**
 * The chosen countries' outlines, simplified at `tolerance` metres along the shared arcs, clipped to the
 * bounds, in whole `unit`s. topojson-client assembles the rings; its input here is the already projected
 * and simplified arcs (a topology without transform holds absolute coordinates).
 */
function outlines(
  source: z.infer<typeof topologySchema>,
  tolerance: number,
  minArea: number,
  unit: number,
): Outline[] {
  const arcs = decodeArcs(source).map((arc) => simplify(arc, tolerance))
  const chosen = source.objects.countries.geometries.filter(
    (geometry) => geometry.id !== undefined && geometry.id in countries,
  )
  const countriesObject: GeometryCollection = {
    type: 'GeometryCollection',
    geometries: chosen.map(toGeometryObject),
  }
  const topology: Topology = { type: 'Topology', arcs, objects: { countries: countriesObject } }
  const collection = feature(topology, countriesObject)
  return collection.features.flatMap((country) => {
    const code = Object.entries(countries).find(([id]) => id === country.id)?.[1]
    if (code === undefined) return []
    const geometry = geometrySchema.parse(country.geometry)
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates
    const kept = polygons.flatMap((polygon) => {
      const rings = polygon
        .map((ring) => clipRing(ring, basemapExtent))
        .filter((ring) => ring.length >= 3 && area(ring) >= minArea)
        .map((ring) => roundRing(ring, unit))
        .filter((ring) => ring.length >= 3)
      // A polygon whose outer ring is gone is gone, holes and all.
      return rings.length > 0 && polygon[0] !== undefined && rings[0] !== undefined ? [rings] : []
    })
    return kept.length === 0 ? [] : [{ code, polygons: kept }]
  })
}

/** world-atlas's geometry objects as topojson-specification types them (checked by the schema above). */
function toGeometryObject(
  geometry: z.infer<typeof topologySchema>['objects']['countries']['geometries'][number],
): GeometryObject {
  const parsed = z
    .discriminatedUnion('type', [
      z.object({ type: z.literal('Polygon'), id: z.string(), arcs: z.array(z.array(z.number())) }),
      z.object({
        type: z.literal('MultiPolygon'),
        id: z.string(),
        arcs: z.array(z.array(z.array(z.number()))),
      }),
    ])
    .parse(geometry)
  return parsed
}

function svgPath(polygons: Point[][][]): string {
  // The picture's y points down; Mercator's up. Coordinates relative to the bounds' top-left corner.
  const left = Math.round(basemapExtent[0] / outlineSvgUnit)
  const top = Math.round(basemapExtent[3] / outlineSvgUnit)
  return polygons
    .flatMap((polygon) =>
      polygon.map((ring) => {
        const [first, ...rest] = ring.map(([x, y]) => [x - left, top - y] as const)
        if (first === undefined) return ''
        let previous = first
        let path = `M${first[0]} ${first[1]}`
        for (const point of rest) {
          path += `l${point[0] - previous[0]} ${point[1] - previous[1]}`
          previous = point
        }
        return `${path}z`
      }),
    )
    .join('')
}

function main() {
  const source = topologySchema.parse(
    JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8')),
  )
  const atlasVersion = z
    .object({ version: z.string() })
    .parse(JSON.parse(readFileSync(require.resolve('world-atlas/package.json'), 'utf8'))).version

  const map = outlines(source, mapTolerance, mapMinArea, basemapUnit)
  const data: BasemapData = {
    source: `Natural Earth 1:50m country outlines (public domain), world-atlas ${atlasVersion}`,
    unit: basemapUnit,
    bounds: basemapBounds,
    countries: map.map(({ code, polygons }): BasemapCountry => ({
      code,
      stations: stationCountries.has(code),
      polygons: polygons.map((polygon) => polygon.map(encodeRing)),
    })),
  }
  const outDir = new URL('public/map/', `file://${repoRoot}`)
  mkdirSync(outDir, { recursive: true })
  const json = `${JSON.stringify(data)}\n`
  writeFileSync(new URL('nordic-countries.json', outDir), json)

  const picture = outlines(source, pictureTolerance, pictureMinArea, outlineSvgUnit)
  const paths = picture
    .map(
      ({ code, polygons }) =>
        `<path class="${stationCountries.has(code) ? 'station-country' : 'neighbour'}" d="${svgPath(polygons)}"/>`,
    )
    .join('')
  // Colours inline: the file is drawn as an <image>, which no page stylesheet reaches.
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${outlineSvgSize.width} ${outlineSvgSize.height}">` +
    `<style>path{stroke:#8a9690;stroke-width:6;stroke-linejoin:round}.station-country{fill:#dfe7e2}.neighbour{fill:#f1f3f2}</style>` +
    `<rect width="100%" height="100%" fill="#cfe3ee"/>${paths}</svg>\n`
  writeFileSync(new URL('nordic-outline.svg', outDir), svg)

  const kib = (text: string) =>
    `${(Buffer.byteLength(text) / 1024).toFixed(1)} KiB, ${(gzipSync(text, { level: 9 }).byteLength / 1024).toFixed(1)} KiB gzip`
  const points = (outline: Outline[]) =>
    outline.reduce(
      (sum, { polygons }) => sum + polygons.flat().reduce((count, ring) => count + ring.length, 0),
      0,
    )
  process.stdout.write(
    `public/map/nordic-countries.json: ${map.length} countries, ${points(map)} points, ${kib(json)}\n` +
      `public/map/nordic-outline.svg: ${picture.length} countries, ${points(picture)} points, ${kib(svg)}\n`,
  )
}

main()
