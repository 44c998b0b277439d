import dayjs from 'dayjs'
import timezone from 'dayjs/plugin/timezone.js'
import utc from 'dayjs/plugin/utc.js'
import { weekdays, type Weekday } from '#schemas/station-keys.ts'
import { adoptedOffsetAt, isAdoptedZone, type ZoneOffsetSpan } from './zone-offset-spans.ts'

dayjs.extend(utc)
dayjs.extend(timezone)

/**
 * Calendar days and wall-clock times in a station's own time zone (DESIGN §5: "today" and "open now" are
 * computed in the station's zone), the same on a server in UTC and in a browser anywhere.
 *
 * Only one thing is asked of dayjs's timezone plugin: the zone's UTC offset at an instant (read through
 * `Intl.DateTimeFormat#formatToParts`, independent of the host). Its `.tz()` result is not used for the
 * wall-clock fields, because it builds them by parsing a locale string in the host's own zone: in a
 * browser in New York, 2026-03-08T00:30Z shows as 03:30 in Helsinki instead of 02:30 (New York's clocks go
 * forward that night). The wall clock is the instant plus the offset, read in UTC mode (`dayjs.utc`), and
 * calendar arithmetic is done in UTC mode as well, so the host's zone never enters.
 */

export type { ZoneOffsetSpan } from './zone-offset-spans.ts'

/** A moment in time: a Date or epoch milliseconds. */
export type Instant = Date | number

/** `yyyy-mm-dd`, a calendar day in the station's own time zone. */
export type CalendarDate = string

/** Where the clock of a time zone stands at an instant. */
export interface ZonedClock {
  date: CalendarDate
  weekday: Weekday
  /** Seconds since the start of the day on the wall clock, 0–86399. */
  second: number
  /** The zone's offset from UTC at that instant, in minutes (Helsinki: 120 in winter, 180 in summer). */
  offsetMinutes: number
}

export const secondsPerDay = 86_400
const msPerDay = secondsPerDay * 1000

const calendarDatePattern = /^\d{4}-\d{2}-\d{2}$/

/**
 * Days since 1970-01-01 of a `yyyy-mm-dd`, or NaN when it is not a real day (2026-02-30 is not one).
 * Calendar arithmetic is plain day counting (Date.UTC), the same on every host; the locator runs it for
 * thousands of stations at a time.
 */
function dayNumberOf(date: string): number {
  if (!calendarDatePattern.test(date)) return Number.NaN
  const year = Number(date.slice(0, 4))
  const month = Number(date.slice(5, 7))
  const day = Number(date.slice(8, 10))
  const epochMs = Date.UTC(year, month - 1, day)
  const back = new Date(epochMs)
  // Date.UTC maps years 0–99 to 1900–1999 and rolls 02-30 over into March: both fail the round trip.
  const real = back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day
  return real ? epochMs / msPerDay : Number.NaN
}

function dateOfDayNumber(dayNumber: number): CalendarDate {
  return new Date(dayNumber * msPerDay).toISOString().slice(0, 10)
}

/** A real `yyyy-mm-dd` day (2026-02-30 is not one). */
export function isCalendarDate(value: unknown): value is CalendarDate {
  return typeof value === 'string' && !Number.isNaN(dayNumberOf(value))
}

/** Bounded memo tables: the inputs are a handful of zones and instants, but nothing may grow without end. */
function memo<Value>(limit: number) {
  const table = new Map<string, Value>()
  return {
    get: (key: string) => table.get(key),
    set(key: string, value: Value) {
      if (table.size >= limit) table.clear()
      table.set(key, value)
    },
  }
}

const knownZones = memo<boolean>(256)

/** Whether this runtime knows the IANA zone (`Europe/Helsinki`); an unknown zone makes every answer "unknown". */
export function isKnownTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false
  if (isAdoptedZone(value)) return true
  const known = knownZones.get(value)
  if (known !== undefined) return known
  let ok: boolean
  try {
    ok = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone !== ''
  } catch {
    ok = false
  }
  knownZones.set(value, ok)
  return ok
}

const offsets = memo<number>(4096)

/** The zone's UTC offset in minutes at an instant (an exact function of the instant, so memoized). */
function offsetAt(epochMs: number, timeZone: string): number {
  const adopted = adoptedOffsetAt(epochMs, timeZone)
  if (adopted !== undefined) return adopted
  const key = `${timeZone}|${epochMs}`
  const cached = offsets.get(key)
  if (cached !== undefined) return cached
  const offset = dayjs(epochMs).tz(timeZone).utcOffset()
  offsets.set(key, offset)
  return offset
}

const clocks = memo<Readonly<ZonedClock>>(256)

// Dates far outside the years 1000–9999 have no yyyy-mm-dd form, and Date stops at ±8.64e15 ms.
const earliest = Date.UTC(1000, 0, 1)
const latest = Date.UTC(9999, 11, 30)

function toEpochMs(now: Instant): number | null {
  const epochMs = typeof now === 'number' ? now : now instanceof Date ? now.getTime() : Number.NaN
  return Number.isFinite(epochMs) && epochMs >= earliest && epochMs <= latest ? epochMs : null
}

/** Monday-first weekday key of a dayjs day (dayjs counts Sunday as 0). */
function weekdayKey(dayOfWeek: number): Weekday {
  return weekdays[(dayOfWeek + 6) % 7] ?? 'monday'
}

/**
 * The date, weekday and time of day on the wall clock of `timeZone` at `now`; null when `now` is not a
 * valid instant or the zone is unknown.
 */
export function zonedClock(now: Instant, timeZone: string): Readonly<ZonedClock> | null {
  const epochMs = toEpochMs(now)
  if (epochMs === null || !isKnownTimeZone(timeZone)) return null
  const key = `${timeZone}|${epochMs}`
  const cached = clocks.get(key)
  if (cached !== undefined) return cached
  const offsetMinutes = offsetAt(epochMs, timeZone)
  if (!Number.isFinite(offsetMinutes)) return null
  const wall = dayjs.utc(epochMs + offsetMinutes * 60_000)
  const clock: ZonedClock = {
    date: wall.format('YYYY-MM-DD'),
    weekday: weekdayKey(wall.day()),
    second: wall.hour() * 3600 + wall.minute() * 60 + wall.second(),
    offsetMinutes,
  }
  clocks.set(key, Object.freeze(clock))
  return clock
}

/** The date `days` days after `date` (negative: before). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return dateOfDayNumber(dayNumberOf(date) + days)
}

/** The weekday of a calendar date (1970-01-01 was a Thursday). */
export function weekdayOf(date: CalendarDate): Weekday {
  return weekdays[(((dayNumberOf(date) + 3) % 7) + 7) % 7] ?? 'monday'
}

/** Whole days from `from` to `to` (2026-03-28 → 2026-03-30 is 2), whatever DST does between them. */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return dayNumberOf(to) - dayNumberOf(from)
}

const instants = memo<number>(8192)

/**
 * The instant (epoch ms) at which the wall clock of `timeZone` shows `date` plus `second` seconds;
 * `second` may run past 86 400 into the following days (a range that runs past midnight).
 *
 * Around a DST change a wall-clock time may not exist or exist twice; as JavaScript's own Date and
 * Temporal's default ("compatible") do, a time in the spring-forward gap is moved forward by the gap
 * (Helsinki 2026-03-29 03:30 → 04:30 EEST = 01:30Z) and a repeated time is its first occurrence (Helsinki
 * 2026-10-25 03:30 → 03:30 EEST = 00:30Z).
 */
export function zonedInstant(date: CalendarDate, second: number, timeZone: string): number {
  const key = `${timeZone}|${date}|${second}`
  const cached = instants.get(key)
  if (cached !== undefined) return cached
  // The wall-clock reading as if it were UTC; the real instant is this minus the offset then in force.
  const wall = dayNumberOf(date) * msPerDay + second * 1000
  // The offsets a day either side: European zones change at most once in two days.
  const before = offsetAt(wall - msPerDay, timeZone)
  const after = offsetAt(wall + msPerDay, timeZone)
  const withBefore = wall - before * 60_000
  const withAfter = wall - after * 60_000
  const beforeHolds = offsetAt(withBefore, timeZone) === before
  const afterHolds = offsetAt(withAfter, timeZone) === after
  let instant: number
  if (beforeHolds && afterHolds) instant = Math.min(withBefore, withAfter)
  else if (afterHolds) instant = withAfter
  // Only the earlier offset holds, or neither (the gap): the wall time read with the earlier offset.
  else instant = withBefore
  instants.set(key, instant)
  return instant
}

/** How far apart zoneOffsetSpans looks: no zone changes its offset twice within six hours. */
const spanProbeMs = 6 * 3600 * 1000

const spansMemo = memo<readonly ZoneOffsetSpan[]>(64)

/**
 * The offsets of `timeZone` from the start of the UTC day three days before `now` to the end of the tenth
 * day after: yesterday's rows and the week ahead of any station page or locator list opened at `now`
 * (an instant is found from offsets a day either side, `zonedInstant`), and days of ticking clock after. Between probes six hours apart, a change is found to the second
 * by halving (European zones change on the hour). Empty for an unknown zone or an invalid instant.
 */
export function zoneOffsetsAround(now: Instant, timeZone: string): readonly ZoneOffsetSpan[] {
  const epochMs = toEpochMs(now)
  if (epochMs === null || !isKnownTimeZone(timeZone)) return []
  const from = (Math.floor(epochMs / msPerDay) - 3) * msPerDay
  const until = from + 14 * msPerDay
  const key = `${timeZone}|${from}`
  const cached = spansMemo.get(key)
  if (cached !== undefined) return cached
  const spans: ZoneOffsetSpan[] = []
  let spanStart = from
  let offset = offsetAt(from, timeZone)
  for (let probe = from; probe < until; probe += spanProbeMs) {
    const next = Math.min(probe + spanProbeMs, until)
    if (offsetAt(next, timeZone) === offset) continue
    // The offset changed in (probe, next]: halve down to the first second with the new one.
    let low = probe
    let high = next
    while (high - low > 1000) {
      const middle = low + Math.floor((high - low) / 2000) * 1000
      if (offsetAt(middle, timeZone) === offset) low = middle
      else high = middle
    }
    spans.push({ timeZone, from: spanStart, until: high, offsetMinutes: offset })
    spanStart = high
    offset = offsetAt(high, timeZone)
  }
  if (spanStart < until) spans.push({ timeZone, from: spanStart, until, offsetMinutes: offset })
  spansMemo.set(key, spans)
  return spans
}
