import type { BlockProps } from '#blocks/define-block.ts'
import { useLocale } from '#components/locale-context.tsx'
import { usePageNow } from '#components/page-now.ts'
import { BlockHeading } from '#components/page-heading.tsx'
import { useT } from '#components/translation.tsx'
import { todaysOpeningHoursText } from '#domain/opening-hours.ts'
import { weekdayOf, zonedClock } from '#domain/opening-hours-zone.ts'
import { formatMoney } from '#i18n/format-price.ts'
import type { LunchList } from '#schemas/station.ts'
import type { StationLunchBlock } from './station-lunch.schema.ts'
import './station-lunch.css'

type LunchDay = LunchList['days'][number]

function Dishes({ day }: { day: LunchDay }) {
  const t = useT()
  return (
    <ul className="station-lunch__dishes">
      {day.dishes.map((dish) => (
        <li key={dish.name} className="station-lunch__dish">
          <span className="station-lunch__dish-name">{dish.name}</span>
          {dish.description !== undefined && (
            <span className="station-lunch__dish-description">{dish.description}</span>
          )}
          {dish.diets.length > 0 && (
            <span className="station-lunch__diets">
              <span className="visually-hidden">{t('station.foodMenu.dietsLabel')}: </span>
              {dish.diets.map((diet) => t(`station.diets.${diet}`)).join(', ')}
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}

/**
 * spec §2.6 lunch: today's dishes first (today in the station's time zone, so a server in UTC and a
 * visitor abroad see the same day), the hours of lunch, breakfast and the kitchen for today, then the
 * whole week with today marked.
 */
export function StationLunch({ block }: BlockProps<StationLunchBlock>) {
  const t = useT()
  const locale = useLocale()
  const now = usePageNow()
  const headingId = `${block.id}-heading`
  const clock = zonedClock(now, block.timeZone)
  const todayKey = clock === null ? null : weekdayOf(clock.date)
  const today = block.lunchList.days.find((day) => day.weekday === todayKey)
  const { price } = block.lunchList
  const hours = [
    { key: 'lunchHours', input: block.lunchHours },
    { key: 'breakfastHours', input: block.breakfastHours },
    { key: 'kitchenHours', input: block.kitchenHours },
  ] as const
  return (
    <section className="station-lunch" aria-labelledby={headingId}>
      <BlockHeading id={headingId} className="station-lunch__heading">
        {t('station.lunch.heading')}
      </BlockHeading>
      {price !== undefined && (
        <p className="station-lunch__price">
          {t('station.lunch.price', { price: formatMoney(price.amount, locale, price.currency) })}
        </p>
      )}
      <div className="station-lunch__today">
        <h3 className="station-lunch__subheading">{t('station.lunch.today')}</h3>
        {today === undefined ? <p>{t('station.lunch.noneToday')}</p> : <Dishes day={today} />}
        {hours.some((entry) => entry.input !== undefined) && (
          <dl className="station-lunch__hours" aria-label={t('station.lunch.hoursToday')}>
            {hours.map((entry) =>
              entry.input === undefined ? null : (
                <div key={entry.key} className="station-lunch__hours-row">
                  <dt>{t(`station.lunch.${entry.key}`)}</dt>
                  <dd>{todaysOpeningHoursText(entry.input, now, block.timeZone, t)}</dd>
                </div>
              ),
            )}
          </dl>
        )}
      </div>
      <h3 className="station-lunch__subheading">{t('station.lunch.week')}</h3>
      <ol className="station-lunch__week">
        {block.lunchList.days.map((day) => (
          <li
            key={day.weekday}
            className="station-lunch__day"
            aria-current={day.weekday === todayKey ? 'date' : undefined}
          >
            <h4 className="station-lunch__weekday">
              {day.weekday === todayKey ? t('openingHours.today') : t(`openingHours.weekdays.${day.weekday}`)}
            </h4>
            <Dishes day={day} />
          </li>
        ))}
      </ol>
    </section>
  )
}
