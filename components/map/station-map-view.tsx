import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
} from 'react'
import { createPortal } from 'react-dom'
import type { LonLatBox } from './clustering.ts'
import {
  createStationMap,
  type InitialView,
  type PositionedItem,
  type StationMap,
  type StationMapState,
} from './station-map.ts'
import type { MapStyleConfig } from './vector-style.ts'
import './station-map-view.css'
import { useElementId } from '../element-id.tsx'

/**
 * The station map (issue 13): OpenLayers draws the basemap and the stations, clustered by supercluster
 * with the spec §9 rules (clustering.ts, station-map.ts); this component adds what a canvas cannot give:
 * a named region, labelled zoom buttons, a real button over every cluster and marker in view (so the
 * keyboard reaches them and assistive technology names them), and the station popup, which takes focus
 * when it opens and gives it back when it closes. Loaded only through a dynamic `import()` (the locator
 * block and the stationMap block), so `ol` never reaches another page's bundle.
 */

export interface MapStation {
  id: string
  name: string
  lat: number
  lon: number
  isClosed: boolean
  brand: 'aurora' | 'aurora-pesu'
  /** Localized href of the station page, with the locale prefix as links on the page are written. */
  href: string
}

/** The popup's localized one-line texts: open state and today's hours (spec §8 '-' when unknown). */
export interface StationPopupTimes {
  openState: string
  todaysHours: string
}

export interface StationMapViewProps {
  stations: readonly MapStation[]
  /** Accessible name of the map region, localized. */
  label: string
  /** Initial view: fit all stations (default), or centre+zoom (e.g. from the URL or the visitor's position). */
  initialView?: InitialView
  /** Called after every move/zoom with [west, south, east, north] in degrees (the list shows visible ones first). */
  onViewportChange?: (viewport: readonly [number, number, number, number]) => void
  /** The station whose popup is open (controlled), and its change (marker click/Enter, popup close). */
  selectedStationId?: string | null
  onSelectStation?: (id: string | null) => void
  /** Localized strings the map shows: cluster title 'Cluster of {count} markers', popup link text, close, zoom buttons. */
  messages: {
    cluster: (count: number) => string
    openStationPage: string
    closePopup: string
    zoomIn: string
    zoomOut: string
    closed: string
  }
  /** MAP_STYLE_URL/MAP_API_KEY when configured (vector style via ol-mapbox-style); else the offline basemap. */
  style?: MapStyleConfig | null
  /**
   * The popup's open state and hours of a station, asked for when its popup opens: computing them for
   * every station the map holds would cost a timetable each, on the page's busiest moment.
   */
  popupTimes?: (station: MapStation) => StationPopupTimes | null
  /** Small single-station map (station page): no clustering UI needed, fixed zoom. */
  compact?: boolean
  /** Extra class on the map's root element (its size is the caller's). */
  className?: string
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)'

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches
}

/** The accessible name of a marker: the station, and that it is closed (not shown by its grey alone). */
function markerLabel(station: MapStation, closed: string): string {
  return station.isClosed ? `${station.name}, ${closed}` : station.name
}

export function StationMapView(props: StationMapViewProps): ReactElement {
  const { stations, label, messages, compact = false, style = null } = props
  const rootRef = useRef<HTMLDivElement>(null)
  const targetRef = useRef<HTMLDivElement>(null)
  const mapRef = useRef<StationMap<MapStation> | null>(null)
  const [popupElement, setPopupElement] = useState<HTMLDivElement | null>(null)
  const [overlayContainer, setOverlayContainer] = useState<HTMLElement | null>(null)
  const [state, setState] = useState<StationMapState<MapStation>>({
    zoom: 0,
    moving: false,
    items: [],
    basemap: 'loading',
  })
  const popupHeadingId = useElementId()

  // Uncontrolled unless the caller passes `selectedStationId`.
  const [ownSelection, setOwnSelection] = useState<string | null>(null)
  const selectedId = props.selectedStationId === undefined ? ownSelection : props.selectedStationId
  const selected = useMemo(
    () => (selectedId === null ? null : (stations.find((station) => station.id === selectedId) ?? null)),
    [selectedId, stations],
  )
  const popupTimesOf = props.popupTimes
  const selectedTimes = useMemo(
    () => (selected === null || selected.isClosed ? null : (popupTimesOf?.(selected) ?? null)),
    [selected, popupTimesOf],
  )
  const onSelectStation = props.onSelectStation
  const select = useCallback(
    (id: string | null) => {
      setOwnSelection(id)
      onSelectStation?.(id)
    },
    [onSelectStation],
  )

  // The latest callbacks, read by the map's listeners without recreating the map.
  const viewportListener = useRef(props.onViewportChange)
  useEffect(() => {
    viewportListener.current = props.onViewportChange
  })

  // The map is created once per mount; stations, selection and style changes reach it below.
  const initialStations = useRef(stations)
  const initialView = useRef<InitialView>(props.initialView ?? 'fit')
  const initialStyle = useRef(style)
  useLayoutEffect(() => {
    const target = targetRef.current
    const root = rootRef.current
    if (target === null || root === null) return
    const popup = document.createElement('div')
    popup.className = 'station-map-view__popup-anchor'
    const map = createStationMap<MapStation>({
      target,
      keyboardTarget: root,
      popup,
      stations: initialStations.current,
      initialView: initialView.current,
      compact,
      style: initialStyle.current,
      reducedMotion: prefersReducedMotion,
      onChange: setState,
      onViewportChange: (viewport: LonLatBox) => viewportListener.current?.(viewport),
    })
    mapRef.current = map
    setPopupElement(popup)
    setOverlayContainer(target.querySelector<HTMLElement>('.ol-overlaycontainer'))
    return () => {
      mapRef.current = null
      map.destroy()
    }
  }, [compact])

  useEffect(() => {
    mapRef.current?.setStations(stations)
  }, [stations])

  // Focus follows the popup: into it when it opens, back to the marker (or the map) when it closes.
  const closeButtonRef = useRef<HTMLButtonElement>(null)
  const returnFocusTo = useRef<string | null>(null)
  useEffect(() => {
    mapRef.current?.setSelected(selected)
  }, [selected, popupElement])
  useEffect(() => {
    if (selectedId !== null) {
      closeButtonRef.current?.focus()
      return
    }
    const stationId = returnFocusTo.current
    if (stationId === null) return
    returnFocusTo.current = null
    const marker = rootRef.current?.querySelector<HTMLElement>(`[data-station-id="${CSS.escape(stationId)}"]`)
    ;(marker ?? rootRef.current)?.focus()
  }, [selectedId, popupElement])

  // A cluster button disappears when its cluster opens: focus goes to the map, from where Tab goes on.
  const focusMapAfterMove = useRef(false)
  useEffect(() => {
    if (state.moving || !focusMapAfterMove.current) return
    focusMapAfterMove.current = false
    const root = rootRef.current
    if (root !== null && !root.contains(document.activeElement)) root.focus()
  }, [state])

  const closePopup = () => {
    if (selected !== null) returnFocusTo.current = selected.id
    select(null)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && selected !== null) {
      event.stopPropagation()
      closePopup()
    }
  }

  const activate = (positioned: PositionedItem<MapStation>) => {
    const { item } = positioned
    if (item.kind === 'cluster') {
      focusMapAfterMove.current = true
      mapRef.current?.zoomToCluster(item.clusterId)
      return
    }
    select(item.point.id)
  }

  const markerButtons = compact
    ? []
    : state.items.map((positioned) => {
        const { item } = positioned
        const isCluster = item.kind === 'cluster'
        return (
          <button
            key={positioned.key}
            type="button"
            className={`station-map-view__hit station-map-view__hit--${item.kind}`}
            style={{ left: `${positioned.x}px`, top: `${positioned.y}px` }}
            aria-label={isCluster ? messages.cluster(item.count) : markerLabel(item.point, messages.closed)}
            title={isCluster ? messages.cluster(item.count) : item.point.name}
            aria-expanded={isCluster ? undefined : selectedId === item.point.id}
            data-station-id={isCluster ? undefined : item.point.id}
            data-cluster-count={isCluster ? item.count : undefined}
            data-cluster-colour={isCluster ? item.colour : undefined}
            onClick={() => activate(positioned)}
          />
        )
      })

  return (
    <div
      ref={rootRef}
      className={`station-map-view${compact ? ' station-map-view--compact' : ''}${props.className === undefined ? '' : ` ${props.className}`}`}
      role="region"
      aria-label={label}
      tabIndex={-1}
      data-zoom={state.zoom}
      data-basemap={state.basemap}
      data-moving={state.moving ? '' : undefined}
      onKeyDown={onKeyDown}
    >
      <div ref={targetRef} className="station-map-view__canvas" />
      {overlayContainer !== null &&
        createPortal(<div className="station-map-view__hits">{markerButtons}</div>, overlayContainer)}
      <div className="station-map-view__zoom">
        <button
          type="button"
          className="station-map-view__zoom-button"
          aria-label={messages.zoomIn}
          title={messages.zoomIn}
          onClick={() => mapRef.current?.zoomBy(1)}
        >
          <span aria-hidden="true">+</span>
        </button>
        <button
          type="button"
          className="station-map-view__zoom-button"
          aria-label={messages.zoomOut}
          title={messages.zoomOut}
          onClick={() => mapRef.current?.zoomBy(-1)}
        >
          <span aria-hidden="true">−</span>
        </button>
      </div>
      {popupElement !== null &&
        selected !== null &&
        createPortal(
          <div className="station-map-view__popup" role="dialog" aria-labelledby={popupHeadingId}>
            <button
              ref={closeButtonRef}
              type="button"
              className="station-map-view__popup-close"
              aria-label={messages.closePopup}
              title={messages.closePopup}
              onClick={closePopup}
            >
              <span aria-hidden="true">×</span>
            </button>
            <p id={popupHeadingId} className="station-map-view__popup-name">
              {selected.name}
            </p>
            {selected.isClosed ? (
              <p className="station-map-view__popup-closed">{messages.closed}</p>
            ) : (
              selectedTimes !== null && (
                <>
                  <p className="station-map-view__popup-state">{selectedTimes.openState}</p>
                  <p className="station-map-view__popup-hours">{selectedTimes.todaysHours}</p>
                </>
              )
            )}
            <a className="station-map-view__popup-link" href={selected.href}>
              {messages.openStationPage}
            </a>
          </div>,
          popupElement,
        )}
    </div>
  )
}
