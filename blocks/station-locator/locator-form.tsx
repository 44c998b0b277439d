import { useState } from 'react'
import { serviceGroups } from '#components/station-service-groups.ts'
import type { Translate } from '#components/translation.tsx'
import { maxSearchLength, type LocatorQuery, type ServiceFacet } from '#domain/station-locator.ts'
import type { StationServiceKey } from '#schemas/station-keys.ts'

export interface LocatorFormProps {
  idPrefix: string
  /** Where the form is sent without JavaScript (GET): the locator's own path. */
  action: string
  /** What the fields show: the ticked services, open now, the position kept. */
  query: LocatorQuery
  /** The search as typed (the query keeps it trimmed). */
  searchText: string
  facets: readonly ServiceFacet[]
  openNowCount: number
  t: Translate
  handlers: LocatorFormHandlers
  /** The browser filters by itself; until then (and without JavaScript) the form is sent as a GET form. */
  enhanced: boolean
  /** Shown only in the browser, which can ask for the visitor's position. */
  nearMe: { onClick: () => void; busy: boolean; message: string | null } | null
  /** `?…` without the position: the link that forgets it. */
  forgetPositionHref: string
  clearHref: string
}

export interface LocatorFormHandlers {
  onSearchInput(text: string): void
  onToggleService(service: StationServiceKey, checked: boolean): void
  onToggleOpenNow(checked: boolean): void
  onSubmit(): void
  onForgetPosition(): void
  onClear(): void
}

/**
 * The locator's GET form (issue 13: works without JavaScript): the search, the services grouped as on a
 * station page, each with the number of stations it would leave, and "open now". In the browser every
 * change filters at once and the submit only keeps the focus where it is.
 */
export function LocatorForm({
  idPrefix,
  action,
  query,
  searchText,
  facets,
  openNowCount,
  t,
  handlers,
  enhanced,
  nearMe,
  forgetPositionHref,
  clearHref,
}: LocatorFormProps) {
  const [servicesOpen, setServicesOpen] = useState(query.services.length > 0)
  const countOf = new Map(facets.map((facet) => [facet.service, facet.count]))
  const chosen = new Set(query.services)
  const filtered = query.q !== '' || query.services.length > 0 || query.openNow || query.near !== null
  return (
    <form
      className="station-locator__form"
      method="get"
      action={action}
      role="search"
      aria-label={t('station.locator.heading')}
      onSubmit={(event) => {
        if (!enhanced) return
        event.preventDefault()
        handlers.onSubmit()
      }}
    >
      <div className="station-locator__search">
        <label htmlFor={`${idPrefix}-q`}>{t('station.locator.searchLabel')}</label>
        <div className="station-locator__search-row">
          <input
            id={`${idPrefix}-q`}
            className="station-locator__search-input"
            type="search"
            name="q"
            autoComplete="off"
            maxLength={maxSearchLength}
            value={searchText}
            onChange={(event) => handlers.onSearchInput(event.currentTarget.value)}
          />
          <button type="submit" className="station-locator__submit">
            {t('station.locator.submit')}
          </button>
        </div>
      </div>
      {query.near !== null && (
        <input type="hidden" name="near" value={`${query.near.lat},${query.near.lon}`} />
      )}
      <details
        className="station-locator__services"
        open={servicesOpen}
        onToggle={(event) => setServicesOpen(event.currentTarget.open)}
      >
        <summary>
          {t('station.locator.servicesLegend')}
          {query.services.length > 0 && ` (${query.services.length})`}
        </summary>
        <div className="station-locator__groups">
          {serviceGroups.map(({ group, services }) => (
            <fieldset key={group} className="station-locator__group">
              <legend>{t(`station.serviceGroups.${group}`)}</legend>
              {services.map((service) => (
                <label key={service} className="station-locator__check">
                  <input
                    type="checkbox"
                    name="service"
                    value={service}
                    checked={chosen.has(service)}
                    onChange={(event) => handlers.onToggleService(service, event.currentTarget.checked)}
                  />
                  <span>
                    {t(`station.services.${service}`)}{' '}
                    <span className="station-locator__count">({countOf.get(service) ?? 0})</span>
                  </span>
                </label>
              ))}
            </fieldset>
          ))}
        </div>
      </details>
      <fieldset className="station-locator__opening">
        <legend className="visually-hidden">{t('station.locator.openingLegend')}</legend>
        <label className="station-locator__check">
          <input
            type="checkbox"
            name="open"
            value="now"
            checked={query.openNow}
            onChange={(event) => handlers.onToggleOpenNow(event.currentTarget.checked)}
          />
          <span>
            {t('station.locator.openNow')} <span className="station-locator__count">({openNowCount})</span>
          </span>
        </label>
      </fieldset>
      <div className="station-locator__actions">
        {nearMe !== null && (
          <button
            type="button"
            className="station-locator__near-me"
            onClick={nearMe.onClick}
            disabled={nearMe.busy}
          >
            {nearMe.busy ? t('station.locator.locating') : t('station.locator.nearMe')}
          </button>
        )}
        {filtered && (
          <a
            className="station-locator__clear"
            href={clearHref}
            onClick={(event) => {
              if (!enhanced) return
              event.preventDefault()
              handlers.onClear()
            }}
          >
            {t('station.locator.clear')}
          </a>
        )}
      </div>
      {nearMe?.message != null && (
        <p className="station-locator__message" role="alert">
          {nearMe.message}
        </p>
      )}
      {query.near !== null && (
        <p className="station-locator__near">
          {t('station.locator.nearest')}{' '}
          <a
            href={forgetPositionHref}
            onClick={(event) => {
              if (!enhanced) return
              event.preventDefault()
              handlers.onForgetPosition()
            }}
          >
            {t('station.locator.forgetPosition')}
          </a>
        </p>
      )}
    </form>
  )
}
