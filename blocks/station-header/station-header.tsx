import type { BlockProps } from '#blocks/define-block.ts'
import { useHref, useLocale } from '#components/locale-context.tsx'
import { directionsUrl } from '#components/map/directions-url.ts'
import { usePageNow } from '#components/page-now.ts'
import { BlockHeading } from '#components/page-heading.tsx'
import { PhoneLink } from '#components/phone-link.tsx'
import { SmartLink } from '#components/smart-link.tsx'
import { useT } from '#components/translation.tsx'
import { formatOpeningHours, openingState } from '#domain/opening-hours.ts'
import { telHref } from '#domain/phone-number.ts'
import { getHref } from '#i18n/localized-paths.ts'
import type { StationHeaderBlock } from './station-header.schema.ts'
import { StationOpeningStatus } from './station-opening-status.tsx'
import './station-header.css'

/**
 * spec §2.6 station header: the station's name (the page's h1), brand, address, contact, opening hours
 * with today's row and open-now (in the station's own time zone), the get-directions action, the
 * station-locator quick link and a back link.
 */
export function StationHeader({ block }: BlockProps<StationHeaderBlock>) {
  const { station } = block
  const t = useT()
  const hrefFor = useHref()
  const locale = useLocale()
  const now = usePageNow()
  const headingId = `${block.id}-heading`
  const locatorHref = hrefFor(getHref('stationLocator', locale))
  const hours = formatOpeningHours(station.openingHours, now, station.timeZone, t)
  const { street, postalCode, city } = station.address
  return (
    <section className="station-header" aria-labelledby={headingId}>
      <p className="station-header__back">
        <a href={locatorHref}>{t('station.backToLocator')}</a>
      </p>
      <div className="station-header__title">
        <BlockHeading id={headingId} className="station-header__heading">
          {station.name}
        </BlockHeading>
        {station.brand === 'aurora-pesu' && (
          <span className="station-header__brand">{t('station.carWashBrand')}</span>
        )}
      </div>
      {station.isClosed ? (
        <p className="station-header__closed">{t('station.permanentlyClosed')}</p>
      ) : (
        <StationOpeningStatus state={openingState(station.openingHours, now, station.timeZone)} t={t} />
      )}
      <div className="station-header__details">
        <section className="station-header__contact" aria-labelledby={`${block.id}-contact`}>
          <h2 id={`${block.id}-contact`} className="station-header__subheading">
            {t('station.contact')}
          </h2>
          <dl className="station-header__facts">
            <dt>{t('station.address')}</dt>
            <dd>
              <address>
                {street}
                <br />
                {postalCode} {city}
              </address>
            </dd>
            <dt>{t('station.phone')}</dt>
            <dd>
              <PhoneLink
                className="station-header__phone"
                number={station.contact.phone}
                href={telHref(station.contact.phone)}
              />
            </dd>
            <dt>{t('station.email')}</dt>
            <dd>
              <a href={`mailto:${station.contact.email}`}>{station.contact.email}</a>
            </dd>
          </dl>
          <p className="station-header__code">{t('station.code', { code: station.code })}</p>
        </section>
        <section className="station-header__hours" aria-labelledby={`${block.id}-hours`}>
          <h2 id={`${block.id}-hours`} className="station-header__subheading">
            {t('station.openingHours')}
          </h2>
          {hours.kind === 'rows' ? (
            <table className="station-header__table">
              <tbody>
                {hours.rows.map((row) => (
                  <tr
                    key={row.date}
                    className={row.isToday ? 'station-header__today' : undefined}
                    aria-current={row.isToday ? 'date' : undefined}
                  >
                    <th scope="row">
                      <time dateTime={row.date}>{row.label}</time>
                    </th>
                    <td>{row.text}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="station-header__hours-text">{hours.text}</p>
          )}
        </section>
      </div>
      <p className="station-header__actions">
        <SmartLink
          className="button button--primary"
          target={{
            kind: 'external',
            href: directionsUrl(station.location.lat, station.location.lon),
            newTab: true,
          }}
          announceNewTab
        >
          {t('station.directions')}
        </SmartLink>
        <a className="button button--secondary" href={locatorHref}>
          {t('station.findAnother')}
        </a>
      </p>
    </section>
  )
}
