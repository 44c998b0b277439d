import { Suspense } from 'react'
import { HydrationSlice } from '#components/hydration-slices.tsx'
import type { Translate } from '#components/translation.tsx'
import type { LocatorRow } from '#components/locator-view.ts'
import type { LocatorOpenState, StateChange, TodaysHours } from '#domain/station-locator.ts'

/** Today's hours as the list and the map's popups say them (spec §9 open-24h label, spec §8 '-'). */
export function todaysHoursText(today: TodaysHours, t: Translate): string {
  if (today.kind === 'open24h') return t('openingHours.open24h')
  if (today.kind === 'hours') return today.text
  if (today.kind === 'closed') return t('openingHours.closed')
  return t('openingHours.missing')
}

function dayWords(change: StateChange, t: Translate): string {
  if (change.day === 'today') return t('openingHours.today').toLocaleLowerCase()
  if (change.day === 'tomorrow') return t('openingHours.tomorrow').toLocaleLowerCase()
  return t(`openingHours.weekdays.${change.day}`)
}

/** Open now and until when, closed and when it opens, or a closed station (spec §4), in words. */
export function openStateText(state: LocatorOpenState, t: Translate): string {
  if (state.status === 'stationClosed') return t('station.locator.stationClosed')
  if (state.status === 'open') {
    const detail =
      state.closes === null ? t('station.alwaysOpen') : t('station.closesAt', { time: state.closes.time })
    return `${t('station.openNow')} · ${detail}`
  }
  if (state.status === 'closed') {
    if (state.opens === null) return t('station.closedNow')
    const detail = t('station.opensAt', { day: dayWords(state.opens, t), time: state.opens.time })
    return `${t('station.closedNow')} · ${detail}`
  }
  return ''
}

export interface LocatorListProps {
  /** Names the rows' hydration slices apart from another locator's on the same page (the block's id). */
  sliceNamePrefix: string
  rows: readonly LocatorRow[]
  /** Writes a site path as this page's links are written (locale prefix). */
  hrefOf: (path: string) => string
  t: Translate
  /** The station whose popup is open on the map. */
  selectedId: string | null
  /** Given once the map is there: each row gets a button that opens the station's popup. */
  onShowOnMap: ((id: string) => void) | null
  /** A distance in kilometres as the page's language writes it. */
  formatDistance: (km: number) => string
}

/**
 * The stations of the current page: name (a link to the station page), address, today's hours and the
 * open state in the station's own zone, the distance when a position is known and the services. The
 * state is always written out, with a shape beside it, so it never rests on colour alone.
 *
 * Each row hydrates in a task of its own after the block (components/hydration-slices.tsx): a page of
 * twenty rows was most of the block's hydration, one task of about 130 ms on a phone (issue 17).
 */
export function LocatorList({ sliceNamePrefix, rows, ...rowProps }: LocatorListProps) {
  return (
    <ol className="station-locator__list">
      {rows.map((row) => (
        <Suspense key={row.id} fallback={null}>
          <HydrationSlice name={`${sliceNamePrefix}-row-${row.id}`}>
            <LocatorListRow row={row} {...rowProps} />
          </HydrationSlice>
        </Suspense>
      ))}
    </ol>
  )
}

function LocatorListRow({
  row,
  hrefOf,
  t,
  selectedId,
  onShowOnMap,
  formatDistance,
}: Omit<LocatorListProps, 'sliceNamePrefix' | 'rows'> & { row: LocatorRow }) {
  const stateText = openStateText(row.state, t)
  const open = row.state.status === 'open'
  return (
    <li
      className="station-locator__item"
      data-station-id={row.id}
      data-selected={row.id === selectedId ? '' : undefined}
    >
      <h3 className="station-locator__name">
        <a href={hrefOf(row.path)}>{row.name}</a>
      </h3>
      <p className="station-locator__address">
        {row.street === null ? '' : `${row.street}, `}
        {row.postalCode} {row.city}
      </p>
      <p className="station-locator__hours">
        {t('station.locator.todaysHours', { hours: todaysHoursText(row.today, t) })}
      </p>
      {stateText !== '' && (
        <p className={`station-locator__state station-locator__state--${open ? 'open' : 'closed'}`}>
          <span className="station-locator__state-dot" aria-hidden="true" />
          {stateText}
        </p>
      )}
      {row.distanceKm !== null && (
        <p className="station-locator__distance">
          {t('station.locator.distance', { distance: formatDistance(row.distanceKm) })}
        </p>
      )}
      {row.services.length > 0 && (
        // The eye reads short chips; assistive technology one sentence with the full names. One
        // element a chip, not three: a page of twenty rows is most of the locator's markup.
        <>
          <ul className="station-locator__row-services" aria-hidden="true">
            {row.services.map((service) => (
              <li key={service} className="station-locator__row-service">
                {t(`station.locator.serviceShort.${service}`)}
              </li>
            ))}
          </ul>
          <p className="visually-hidden">
            {t('station.locator.servicesLegend')}:{' '}
            {row.services.map((service) => t(`station.services.${service}`)).join(', ')}
          </p>
        </>
      )}
      {onShowOnMap !== null && (
        <button
          type="button"
          className="station-locator__show-on-map"
          aria-pressed={row.id === selectedId}
          onClick={() => onShowOnMap(row.id)}
        >
          {t('station.locator.showOnMap')}
          <span className="visually-hidden">: {row.name}</span>
        </button>
      )}
    </li>
  )
}
