// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { StationMapView, type MapStation, type StationMapViewProps } from './station-map-view.tsx'

// happy-dom lays nothing out: the map has no size, so OpenLayers keeps the popup's overlay hidden and
// places no marker buttons. The popup's content and focus are checked here with `hidden: true`; the
// e2e test (tests/e2e/station-map.spec.ts) checks them in Chromium on a laid-out map.
const popupQuery = { hidden: true } as const

beforeEach(() => {
  // The offline basemap's file; the map draws its stations whether or not it arrives.
  vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}', { status: 404 })))
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const stations: MapStation[] = [
  {
    id: 'fi-1042',
    name: 'Aurora Helsinki Kamppi',
    lat: 60.1686,
    lon: 24.9316,
    isClosed: false,
    brand: 'aurora',
    href: '/en-EU/stationsearch/helsinki-kamppi',
  },
  {
    id: 'fi-1043',
    name: 'Aurora Vantaa Hakunila',
    lat: 60.28,
    lon: 25.1,
    isClosed: true,
    brand: 'aurora',
    href: '/en-EU/stationsearch/vantaa-hakunila',
  },
]

const messages: StationMapViewProps['messages'] = {
  cluster: (count) => `Cluster of ${count} markers`,
  openStationPage: 'Open station page',
  closePopup: 'Close',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  closed: 'Station closed',
}

test('a named map region with named zoom buttons; unmounting removes the OpenLayers map', () => {
  const { container, unmount } = render(
    <StationMapView stations={stations} label="Map of stations" messages={messages} />,
  )
  expect(screen.getByRole('region', { name: 'Map of stations' })).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Zoom in' })).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Zoom out' })).toBeTruthy()
  expect(container.querySelector('.ol-viewport')).not.toBeNull()
  unmount()
  expect(container.querySelector('.ol-viewport')).toBeNull()
})

/** The popup's texts, asked for only when a popup opens: the map records whom it asked about. */
function popupTimesRecorder() {
  const askedAbout: string[] = []
  const popupTimes = (station: MapStation) => {
    askedAbout.push(station.id)
    return station.id === 'fi-1042'
      ? { openState: 'Open now', todaysHours: 'Today 06:00–22:00' }
      : { openState: 'Closed', todaysHours: '-' }
  }
  return { askedAbout, popupTimes }
}

test('no popup, no popup texts: a station’s times are computed only when its popup opens', () => {
  const { askedAbout, popupTimes } = popupTimesRecorder()
  const { rerender } = render(
    <StationMapView
      stations={stations}
      label="Map of stations"
      messages={messages}
      popupTimes={popupTimes}
    />,
  )
  expect(askedAbout).toEqual([])
  rerender(
    <StationMapView
      stations={stations}
      label="Map of stations"
      messages={messages}
      popupTimes={popupTimes}
      selectedStationId="fi-1042"
    />,
  )
  expect(askedAbout).toEqual(['fi-1042'])
})

test('the popup of the selected station: name, state, today’s hours and its page; focus on Close', () => {
  const { popupTimes } = popupTimesRecorder()
  render(
    <StationMapView
      stations={stations}
      label="Map of stations"
      messages={messages}
      popupTimes={popupTimes}
      selectedStationId="fi-1042"
    />,
  )
  const popup = screen.getByRole('dialog', { ...popupQuery, name: 'Aurora Helsinki Kamppi' })
  expect(popup.textContent).toContain('Open now')
  expect(popup.textContent).toContain('Today 06:00–22:00')
  expect(screen.getByRole('link', { ...popupQuery, name: 'Open station page' }).getAttribute('href')).toBe(
    '/en-EU/stationsearch/helsinki-kamppi',
  )
  expect(document.activeElement).toBe(screen.getByRole('button', { ...popupQuery, name: 'Close' }))
})

test('a closed station’s popup says so in words instead of hours', () => {
  const { askedAbout, popupTimes } = popupTimesRecorder()
  render(
    <StationMapView
      stations={stations}
      label="Map of stations"
      messages={messages}
      popupTimes={popupTimes}
      selectedStationId="fi-1043"
    />,
  )
  const popup = screen.getByRole('dialog', { ...popupQuery, name: 'Aurora Vantaa Hakunila' })
  expect(popup.textContent).toContain('Station closed')
  expect(popup.textContent).not.toContain('-')
  expect(askedAbout).toEqual([])
})

test('Escape and the close button ask the owner to close the popup; focus returns to the map', () => {
  const onSelectStation = vi.fn()
  const { rerender } = render(
    <StationMapView
      stations={stations}
      label="Map of stations"
      messages={messages}
      selectedStationId="fi-1042"
      onSelectStation={onSelectStation}
    />,
  )
  fireEvent.keyDown(screen.getByRole('button', { ...popupQuery, name: 'Close' }), { key: 'Escape' })
  expect(onSelectStation).toHaveBeenLastCalledWith(null)
  fireEvent.click(screen.getByRole('button', { ...popupQuery, name: 'Close' }))
  expect(onSelectStation).toHaveBeenCalledTimes(2)
  act(() => {
    rerender(
      <StationMapView
        stations={stations}
        label="Map of stations"
        messages={messages}
        selectedStationId={null}
        onSelectStation={onSelectStation}
      />,
    )
  })
  expect(screen.queryByRole('dialog', popupQuery)).toBeNull()
  // No marker button in a map without layout (happy-dom): focus goes to the map region itself.
  expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Map of stations' }))
})
