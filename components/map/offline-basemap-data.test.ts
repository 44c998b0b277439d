import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { basemapUnit, decodeRing, encodeRing, readBasemap } from './offline-basemap-data.ts'

test('a ring survives encoding: deltas out, closed flat metres back', () => {
  const ring: [number, number][] = [
    [100, 200],
    [103, 198],
    [101, 205],
  ]
  const encoded = encodeRing(ring)
  expect(encoded).toEqual([100, 200, 3, -2, -2, 7])
  expect(decodeRing(encoded, 100)).toEqual([10_000, 20_000, 10_300, 19_800, 10_100, 20_500, 10_000, 20_000])
})

test('the committed basemap file reads, with the three station countries among its outlines', () => {
  const json: unknown = JSON.parse(
    readFileSync(new URL('../../public/map/nordic-countries.json', import.meta.url), 'utf8'),
  )
  const basemap = readBasemap(json)
  if (basemap === null) throw new Error('public/map/nordic-countries.json does not read as a basemap')
  expect(basemap.unit).toBe(basemapUnit)
  const withStations = basemap.countries.filter((country) => country.stations).map((country) => country.code)
  expect(withStations).toEqual(expect.arrayContaining(['FI', 'SE', 'NO']))
})

test.each([
  ['not an object', 'basemap'],
  ['no unit', { countries: [] }],
  ['a zero unit', { unit: 0, countries: [] }],
  ['a country without a code', { unit: 100, countries: [{ stations: true, polygons: [] }] }],
  ['a ring of strings', { unit: 100, countries: [{ code: 'FI', stations: true, polygons: [[['1', '2']]] }] }],
  [
    'an infinite number',
    { unit: 100, countries: [{ code: 'FI', stations: true, polygons: [[[1, Infinity]]] }] },
  ],
])('%s is not a basemap', (_name, json) => {
  expect(readBasemap(json)).toBeNull()
})
