import type { Translate } from '#components/translation.tsx'
import type { OpeningMoment, OpeningState } from '#domain/opening-hours.ts'

/** The day a moment falls on, as a sentence says it: "today", "tomorrow", or the weekday's name. */
function dayWords(moment: OpeningMoment, t: Translate): string {
  if (moment.day === 'today') return t('openingHours.today').toLocaleLowerCase()
  if (moment.day === 'tomorrow') return t('openingHours.tomorrow').toLocaleLowerCase()
  return t(`openingHours.weekdays.${moment.day}`)
}

/**
 * Open now and until when, or closed and when it opens (spec §2.6): in words, with a shape beside them
 * (a filled or hollow dot), so the state never rests on colour alone.
 */
export function StationOpeningStatus({ state, t }: { state: OpeningState; t: Translate }) {
  if (state.status === 'unknown') return null
  const open = state.status === 'open'
  let detail: string | null = null
  if (state.status === 'open') {
    detail =
      state.closes === null ? t('station.alwaysOpen') : t('station.closesAt', { time: state.closes.time })
  } else if (state.opens !== null) {
    detail = t('station.opensAt', { day: dayWords(state.opens, t), time: state.opens.time })
  }
  return (
    <p className={`station-header__status station-header__status--${open ? 'open' : 'closed'}`}>
      <span className="station-header__status-dot" aria-hidden="true" />
      <strong>{open ? t('station.openNow') : t('station.closedNow')}</strong>
      {detail !== null && <span> · {detail}</span>}
    </p>
  )
}
