import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type FocusEvent,
} from 'react'
import type { BlockProps } from '#blocks/define-block.ts'
import type { MapStation, StationMapViewProps, StationPopupTimes } from '#components/map/station-map-view.tsx'
import { useHref, useLocale } from '#components/locale-context.tsx'
import { useLocatorResults } from '#components/locator-results.tsx'
import { locatorView, type LocatorView } from '#components/locator-view.ts'
import { usePageContextIfAny } from '#components/page-context-if-any.ts'
import { inATaskOfItsOwn } from '#components/next-task.ts'
import { usePageNow, usePageRenderedAt } from '#components/page-now.ts'
import { BlockHeading } from '#components/page-heading.tsx'
import { useT } from '#components/translation.tsx'
import { staticFileUrl } from '#domain/responsive-image.ts'
import {
  emptyLocatorQuery,
  locatorMatches,
  locatorSearch,
  parseLocatorQuery,
  roundPosition,
  sameFilters,
  type LocatorQuery,
  type LocatorStation,
  type Viewport,
} from '#domain/station-locator.ts'
import { getHref } from '#i18n/localized-paths.ts'
import type { StationServiceKey } from '#schemas/station-keys.ts'
import { LocatorForm, type LocatorFormHandlers } from './locator-form.tsx'
import { LocatorList, openStateText, todaysHoursText } from './locator-list.tsx'
import { LocatorPaging } from './locator-paging.tsx'
import type * as locatorBrowser from './locator-browser.ts'
import { locatorMounted, writeLocatorUrl } from './locator-history.ts'
import type { StationLocatorBlock } from './station-locator.schema.ts'
import './station-locator.css'

/** How far before the viewport the list and the map start loading, so they are there when it scrolls in. */
const loadAheadMargin = '400px 0px'

/** The map's zoom around the visitor's position: a town and the roads out of it. */
const positionZoom = 10

/** Typing waits this long before the list follows (and the address with it). */
const typingDelayMs = 250

/** The longest the map waits for the browser to be idle once it is near the viewport. */
const idleTimeoutMs = 2000

/** The outline picture of the Nordic countries (scripts/build-basemap.ts): where the map will be. */
const outlinePictureUrl = staticFileUrl('/map/nordic-outline.svg')

const distanceFormats = new Map<string, Intl.NumberFormat>()

/**
 * A distance as the locale writes it. The format is one per locale for the process: made per render, it
 * was a hundredth of an uncached locator request on the server (issue 17), where nothing is kept between
 * renders. It is made when a distance is first written, not before: a list without a position has none,
 * and the browser's first number format loads the locale's data, 19 ms of the locator's hydration at
 * full speed.
 */
function formatDistance(locale: string, km: number): string {
  let format = distanceFormats.get(locale)
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
    distanceFormats.set(locale, format)
  }
  return format.format(km)
}

const subscribeToNothing = () => () => undefined
const isBrowserRender = () => true
const isServerRender = () => false

/**
 * Runs `task` when the browser is idle (hydration and the page's first paints done), at the latest
 * after `idleTimeoutMs`; returns its cancellation.
 */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: idleTimeoutMs })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = setTimeout(task, 0)
  return () => clearTimeout(handle)
}

type LocatorBrowser = typeof locatorBrowser

/** What the block loads in the browser: its list code, and the map (ADR 017). */
export interface LocatorLoaders {
  browser: () => Promise<LocatorBrowser>
  map: () => Promise<ComponentType<StationMapViewProps>>
}

const defaultLoaders: LocatorLoaders = {
  browser: () => import('./locator-browser.ts'),
  // The map (OpenLayers) is its own chunk: only this block, and only near the viewport, loads it.
  map: () => import('#components/map/station-map-view.tsx').then((module) => module.StationMapView),
}

/** A query as the address would give it back: the search trimmed and cut, services in catalogue order. */
function normalized(query: LocatorQuery): LocatorQuery {
  return parseLocatorQuery(locatorSearch(query))
}

const emptyView: LocatorView = {
  query: emptyLocatorQuery,
  total: 0,
  stationCount: 0,
  pageCount: 1,
  items: [],
  facets: [],
  openNowCount: 0,
}

/**
 * Issue 13 station locator. The list is the primary interface and works without JavaScript: the server
 * renders the page's query (pages/content/+data.ts) as a GET form, the matching stations (paged, spec
 * §9 'Showing {amount} out of {total} items') and paging links. In the browser, once the block nears the
 * viewport, it loads the compact station list and the map: from then on it searches, filters, sorts and
 * pages itself with the same domain code over the same list, keeps its view in the address (Back and
 * reload show it again), lists the stations in the map's view first, nearest first when the visitor
 * shares their position, and keeps the list and the map's popup on the same station.
 */
export function StationLocator({ block }: BlockProps<StationLocatorBlock>) {
  return <StationLocatorView block={block} loaders={defaultLoaders} />
}

export function StationLocatorView({
  block,
  loaders,
}: BlockProps<StationLocatorBlock> & { loaders: LocatorLoaders }) {
  const t = useT()
  const locale = useLocale()
  const hrefFor = useHref()
  const now = usePageNow()
  // The site's vector style (MAP_STYLE_URL) when configured; absent outside Vike (tests, Storybook).
  const pageContext = usePageContextIfAny()
  const serverView = useLocatorResults() ?? emptyView
  const locatorPath = hrefFor(getHref('stationLocator', locale))

  const [query, setQuery] = useState<LocatorQuery>(serverView.query)
  const [searchText, setSearchText] = useState(serverView.query.q)
  // A new page from the router (a link followed before the list was here) brings its own query.
  const [shownServerView, setShownServerView] = useState(serverView)
  if (shownServerView !== serverView) {
    setShownServerView(serverView)
    setQuery(serverView.query)
    setSearchText(serverView.query.q)
  }

  const [browser, setBrowser] = useState<LocatorBrowser | null>(null)
  const [stations, setStations] = useState<LocatorStation[] | null>(null)
  const [MapView, setMapView] = useState<ComponentType<StationMapViewProps> | null>(null)
  const [mapFailed, setMapFailed] = useState(false)
  const [viewport, setViewport] = useState<Viewport | null>(null)
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [locating, setLocating] = useState(false)
  const [positionMessage, setPositionMessage] = useState<string | null>(null)

  const root = useRef<HTMLElement>(null)
  const mapBox = useRef<HTMLDivElement>(null)
  // False while hydrating (what the server rendered), true from the next render on.
  const hydrated = useSyncExternalStore(subscribeToNothing, isBrowserRender, isServerRender)
  const statusRef = useRef<HTMLParagraphElement>(null)
  const started = useRef({ list: false, map: false })
  const listAbort = useRef<AbortController | null>(null)

  const startList = useCallback(() => {
    if (started.current.list) return
    started.current.list = true
    const abort = new AbortController()
    listAbort.current = abort
    loaders
      .browser()
      .then(async (module) => {
        setBrowser(module)
        const list = await module.loadStationList(locale, abort.signal)
        // The list is rendered in a task after the one that read it (issue 17: two shorter tasks on a
        // phone); a transition: an update that may wait behind the visitor's own (rendered at once on
        // Preact, ADR 048).
        inATaskOfItsOwn(() => {
          if (!abort.signal.aborted) startTransition(() => setStations(list))
        })
      })
      .catch(() => {
        // The server's list stays: it is complete, and its form and links work without the browser's.
        started.current.list = false
      })
  }, [loaders, locale])

  const startMap = useCallback(() => {
    if (started.current.map) return
    started.current.map = true
    loaders.map().then(
      (component) => startTransition(() => setMapView(() => component)),
      () => setMapFailed(true),
    )
  }, [loaders])

  // The server's list is complete and its form works: the browser's list and the map load only when they
  // are wanted. The map (and the list it shows) once its box nears the viewport and the page is idle; the
  // list alone as soon as the visitor turns to the form (focus, pointer, the near-me button).
  useEffect(() => {
    const element = mapBox.current
    if (element === null || typeof IntersectionObserver === 'undefined') return
    let cancelIdle: (() => void) | null = null
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        cancelIdle = whenIdle(() => {
          startList()
          startMap()
        })
      },
      { rootMargin: loadAheadMargin },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      cancelIdle?.()
    }
  }, [startList, startMap])

  useEffect(() => () => listAbort.current?.abort(), [])

  const enhanced = stations !== null && browser !== null
  // The server's view is of the minute the page was rendered. A page the page cache kept (ADR 033), or
  // one open past that minute, is shown at another time: "open now" and each row's hours are then the
  // browser's to work out again, from its own list, which is fetched for it once the page is idle.
  const renderedAt = usePageRenderedAt()
  const serverViewIsNow = renderedAt === undefined || now === renderedAt
  useEffect(() => {
    if (serverViewIsNow) return
    return whenIdle(startList)
  }, [serverViewIsNow, startList])
  // While the visitor has changed nothing, the map has not moved and the minute is the page's, the
  // browser's answer would be the server's (same list, same clock): it is kept, and 1,200 timetables are
  // not read again.
  const view = useMemo(
    () =>
      stations === null || (query === serverView.query && viewport === null && serverViewIsNow)
        ? serverView
        : locatorView(stations, query, now, locale, { viewport }),
    [stations, serverView, query, now, locale, viewport, serverViewIsNow],
  )

  const show = useCallback(
    (next: LocatorQuery, mode: 'push' | 'replace') => {
      setQuery(next)
      writeLocatorUrl(locatorPath, locatorSearch(next), mode)
    },
    [locatorPath],
  )

  // Typing filters after a pause and keeps one history entry; a chosen filter makes an entry of its own.
  const typing = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(
    () => () => {
      if (typing.current !== null) clearTimeout(typing.current)
    },
    [],
  )
  const currentQuery = useRef(query)
  useEffect(() => {
    currentQuery.current = query
  }, [query])
  const flushTyping = useCallback(
    (text: string, mode: 'push' | 'replace') => {
      if (typing.current !== null) clearTimeout(typing.current)
      typing.current = null
      const next = normalized({ ...currentQuery.current, q: text, page: 1 })
      if (!sameFilters(next, currentQuery.current) || mode === 'push') show(next, mode)
    },
    [show],
  )

  const handlers: LocatorFormHandlers = {
    onSearchInput(text) {
      setSearchText(text)
      if (!enhanced) return
      if (typing.current !== null) clearTimeout(typing.current)
      typing.current = setTimeout(() => flushTyping(text, 'replace'), typingDelayMs)
    },
    onToggleService(service: StationServiceKey, checked: boolean) {
      const services = checked
        ? [...query.services, service]
        : query.services.filter((chosen) => chosen !== service)
      const next = normalized({ ...query, q: searchText, services, page: 1 })
      if (enhanced) show(next, 'push')
      else setQuery(next)
    },
    onToggleOpenNow(checked) {
      const next = normalized({ ...query, q: searchText, openNow: checked, page: 1 })
      if (enhanced) show(next, 'push')
      else setQuery(next)
    },
    onSubmit() {
      flushTyping(searchText, 'push')
    },
    onForgetPosition() {
      show({ ...query, near: null, page: 1 }, 'push')
    },
    onClear() {
      setSearchText('')
      show(emptyLocatorQuery, 'push')
    },
  }

  // What the visitor did before the list arrived (typed, ticked, asked for the nearest) reaches the
  // address and the list once it is here.
  // Read through a ref: this runs when the list arrives, later changes go through the handlers.
  const beforeEnhanced = useRef({ searchText, query, show, serverQuery: serverView.query })
  useEffect(() => {
    beforeEnhanced.current = { searchText, query, show, serverQuery: serverView.query }
  })
  useEffect(() => {
    if (!enhanced) return
    const pending = beforeEnhanced.current
    const next = normalized({ ...pending.query, q: pending.searchText })
    if (locatorSearch(next) !== locatorSearch(pending.serverQuery)) pending.show(next, 'push')
  }, [enhanced])

  // The address is the locator's view. Back and Forward between its entries show theirs again, and so
  // does an address that moved on before the page ran (Back right after a reload, same document): the
  // server rendered the entry it was asked for, the browser's list shows the one the visitor is on.
  useEffect(() => {
    // A visitor who turned to the form before the page ran (focus comes before hydration) wants the list.
    if (root.current?.contains(document.activeElement) === true) startList()
    if (window.location.pathname !== locatorPath) return
    locatorMounted(true)
    const showAddress = () => {
      if (window.location.pathname !== locatorPath) return
      const restored = parseLocatorQuery(window.location.search)
      setQuery(restored)
      setSearchText(restored.q)
      if (locatorSearch(restored) !== locatorSearch(beforeEnhanced.current.serverQuery)) startList()
    }
    if (
      locatorSearch(parseLocatorQuery(window.location.search)) !==
      locatorSearch(beforeEnhanced.current.serverQuery)
    ) {
      showAddress()
    }
    window.addEventListener('popstate', showAddress)
    return () => {
      window.removeEventListener('popstate', showAddress)
      locatorMounted(false)
    }
  }, [locatorPath, startList])

  const nearMe = hydrated
    ? {
        busy: locating,
        message: positionMessage,
        onClick() {
          startList()
          setPositionMessage(null)
          if (typeof navigator.geolocation === 'undefined') {
            setPositionMessage(t('station.locator.locationUnavailable'))
            return
          }
          setLocating(true)
          navigator.geolocation.getCurrentPosition(
            (position) => {
              setLocating(false)
              // The address keeps it rounded (about a kilometre): a shared link does not give away a doorstep.
              const near = roundPosition({ lat: position.coords.latitude, lon: position.coords.longitude })
              show({ ...currentQuery.current, near, page: 1 }, 'push')
            },
            (error) => {
              setLocating(false)
              setPositionMessage(
                error.code === error.PERMISSION_DENIED
                  ? t('station.locator.locationDenied')
                  : t('station.locator.locationUnavailable'),
              )
            },
            { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
          )
        },
      }
    : null

  // The map shows every station the search and filters keep, not only the page's.
  const hrefOfPath = useCallback((path: string) => hrefFor(path), [hrefFor])
  const mapStations = useMemo<MapStation[]>(() => {
    if (stations === null) return []
    return locatorMatches(stations, query, now).map((station) => ({
      id: station.id,
      name: station.name,
      lat: station.lat,
      lon: station.lon,
      isClosed: station.isClosed,
      brand: station.brand,
      href: hrefOfPath(station.path),
    }))
  }, [stations, query, now, hrefOfPath])
  const stationsById = useMemo(
    () => new Map((stations ?? []).map((station) => [station.id, station])),
    [stations],
  )
  // A popup's hours are read when it opens, for that one station.
  const popupTimes = useCallback(
    (mapStation: MapStation): StationPopupTimes | null => {
      const station = stationsById.get(mapStation.id)
      if (station === undefined || browser === null) return null
      const moment = browser.stationMoment(station, now)
      return { openState: openStateText(moment.state, t), todaysHours: todaysHoursText(moment.today, t) }
    },
    [stationsById, browser, now, t],
  )

  // The map's first view fits every matching station: all are in it, so the order is the server's and
  // the list stays as it is. Only a view the visitor moves to re-orders it.
  const fittedFirstView = useRef(true)
  const onViewportChange = useCallback(
    (next: Viewport) => {
      if (fittedFirstView.current) {
        fittedFirstView.current = false
        if (currentQuery.current.near === null) return
      }
      setViewport(next)
      // The list is re-ordered by what is in view: its first page is the one that shows it.
      if (currentQuery.current.page > 1) show({ ...currentQuery.current, page: 1 }, 'replace')
    },
    [show],
  )

  const nearLat = view.query.near?.lat
  const nearLon = view.query.near?.lon
  const initialView = useMemo<NonNullable<StationMapViewProps['initialView']>>(
    () =>
      nearLat === undefined || nearLon === undefined
        ? 'fit'
        : { center: { lat: nearLat, lon: nearLon }, zoom: positionZoom },
    [nearLat, nearLon],
  )

  const formatListDistance = useCallback((km: number) => formatDistance(locale, km), [locale])
  const headingId = `${block.id}-heading`
  const statusText = t('station.locator.showing', { amount: view.items.length, total: view.total })
  const pageHref = (page: number) => `${locatorPath}${locatorSearch({ ...view.query, page })}`
  const formQuery = { ...query, near: view.query.near }

  return (
    <section
      ref={root}
      className="station-locator"
      aria-labelledby={headingId}
      data-enhanced={enhanced ? '' : undefined}
      onFocus={(event: FocusEvent) => {
        if (event.target instanceof HTMLInputElement) startList()
      }}
      onPointerDown={startList}
    >
      <BlockHeading id={headingId} className="station-locator__heading">
        {block.heading ?? t('station.locator.heading')}
      </BlockHeading>
      <LocatorForm
        idPrefix={block.id}
        action={locatorPath}
        query={formQuery}
        searchText={searchText}
        facets={view.facets}
        openNowCount={view.openNowCount}
        t={t}
        handlers={handlers}
        enhanced={enhanced}
        nearMe={nearMe}
        forgetPositionHref={`${locatorPath}${locatorSearch({ ...view.query, near: null, page: 1 })}`}
        clearHref={locatorPath}
      />
      <div className="station-locator__results">
        <div className="station-locator__list-column">
          <p className="station-locator__status" role="status" ref={statusRef} tabIndex={-1}>
            {statusText}
          </p>
          {view.items.length === 0 ? (
            <div className="station-locator__empty">
              <p>{t('station.locator.empty')}</p>
              <p>{t('station.locator.emptyHint')}</p>
            </div>
          ) : (
            <LocatorList
              sliceNamePrefix={block.id}
              rows={view.items}
              hrefOf={hrefOfPath}
              t={t}
              selectedId={selectedId}
              onShowOnMap={MapView === null ? null : setSelectedId}
              formatDistance={formatListDistance}
            />
          )}
          <LocatorPaging
            page={view.query.page}
            pageCount={view.pageCount}
            hrefOf={pageHref}
            t={t}
            onPage={
              enhanced
                ? (page) => {
                    show({ ...query, page }, 'push')
                    // The link followed may be gone: the reader goes on from the top of the new page.
                    statusRef.current?.focus()
                  }
                : null
            }
          />
        </div>
        <div className="station-locator__map" ref={mapBox}>
          {MapView !== null && stations !== null ? (
            <MapView
              stations={mapStations}
              label={t('station.map.locatorLabel')}
              initialView={initialView}
              onViewportChange={onViewportChange}
              selectedStationId={selectedId}
              onSelectStation={setSelectedId}
              messages={{
                cluster: (count) => t('station.map.cluster', { count }),
                openStationPage: t('station.map.openStationPage'),
                closePopup: t('station.map.closePopup'),
                zoomIn: t('station.map.zoomIn'),
                zoomOut: t('station.map.zoomOut'),
                closed: t('station.map.closed'),
              }}
              className="station-locator__map-view"
              style={pageContext?.mapStyle ?? null}
              popupTimes={popupTimes}
            />
          ) : (
            // The map's place, kept from the first paint so nothing moves when the map arrives.
            <div className="station-locator__map-view station-locator__map-placeholder" aria-hidden="true">
              <img src={outlinePictureUrl} alt="" loading="lazy" decoding="async" />
            </div>
          )}
          {mapFailed && <p className="station-locator__map-note">{t('station.locator.mapUnavailable')}</p>}
        </div>
      </div>
    </section>
  )
}
