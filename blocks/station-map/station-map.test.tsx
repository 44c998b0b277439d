// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test } from 'vitest'
import { outlineSvgPoint, outlineSvgSize } from '#components/map/basemap-extent.ts'
import { PageProviders } from '#components/page-providers.tsx'
import { blockRegistry } from '#blocks/registry.ts'
import { pictureCut, pictureAspect, pictureWindowWidth } from './station-map-picture.ts'
import { stationMapFixtures } from './station-map.fixtures.ts'
import { stationMapSchema } from './station-map.schema.ts'
import { StationMapFallback } from './station-map-fallback.tsx'

afterEach(cleanup)

const city = stationMapSchema.parse(stationMapFixtures.cityStation)

test('ADR 017: a client-only block; the server renders the fallback, never the map', async () => {
  const definition = blockRegistry.stationMap
  expect(definition.loading).toBe('client-only')
  await definition.preload()
  const html = renderToString(<PageProviders locale="en-EU">{definition.render(city)}</PageProviders>)
  expect(html).toContain('/map/nordic-outline.svg')
  expect(html).toContain('Runeberginkatu 3')
  expect(html).not.toContain('station-map-view')
})

test('the fallback: a named picture with the station’s dot, the address and directions in a new tab', () => {
  render(
    <PageProviders locale="fi-FI">
      <StationMapFallback block={city} />
    </PageProviders>,
  )
  expect(screen.getByRole('region', { name: 'Sijainti' })).toBeTruthy()
  expect(screen.getByRole('img', { name: 'Aurora Helsinki Kamppi Pohjoismaiden kartalla' })).toBeTruthy()
  expect(screen.getByText('Runeberginkatu 3', { exact: false }).textContent).toContain('00100 Helsinki')
  const directions = screen.getByRole('link', { name: /^Reittiohjeet/ })
  expect(directions.getAttribute('href')).toBe(
    'https://www.google.com/maps/dir/?api=1&destination=60.168600,24.931600',
  )
  expect(directions.getAttribute('target')).toBe('_blank')
  expect(directions.getAttribute('rel')).toContain('noopener')
})

test('the picture is cut around the station, and the dot sits on the station', () => {
  const cut = pictureCut(city)
  const point = outlineSvgPoint(city)
  const windowHeight = pictureWindowWidth / pictureAspect
  // Back from percentages to picture units: the dot's place in the window plus the window's corner.
  const left = (-cut.imageLeft / 100) * pictureWindowWidth
  const top = (-cut.imageTop / 100) * windowHeight
  expect(left + (cut.dotLeft / 100) * pictureWindowWidth).toBeCloseTo(point.x, 0)
  expect(top + (cut.dotTop / 100) * windowHeight).toBeCloseTo(point.y, 0)
  expect(cut.imageWidth).toBeCloseTo((outlineSvgSize.width / pictureWindowWidth) * 100, 1)
  // Helsinki is well inside the picture: centred in its window.
  expect(cut.dotLeft).toBeCloseTo(50, 0)
  expect(cut.dotTop).toBeCloseTo(50, 0)
})

test('near the picture’s edge the window stays inside the picture and the dot moves off-centre', () => {
  // The Barents Sea off Nordkapp, near the picture's top: the window is held there.
  const cut = pictureCut({ lat: 72, lon: 25 })
  expect(cut.imageTop).toBe(0)
  expect(cut.dotTop).toBeGreaterThan(0)
  expect(cut.dotTop).toBeLessThan(50)
})

test('a block without a position or address is refused, naming the fields', () => {
  const result = stationMapSchema.safeParse({ ...stationMapFixtures.cityStation, lat: 'north', address: {} })
  expect(result.success).toBe(false)
  expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
    'lat',
    'address.street',
    'address.postalCode',
    'address.city',
  ])
})
