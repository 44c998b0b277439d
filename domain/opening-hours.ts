import { weekdays, type Weekday } from '#schemas/station-keys.ts'
import {
  addDays,
  daysBetween,
  isCalendarDate,
  secondsPerDay,
  weekdayOf,
  zonedClock,
  zonedInstant,
  type CalendarDate,
  type Instant,
} from './opening-hours-zone.ts'

/**
 * A station's opening hours (spec §3 shapes 1 and 2, and the catalogue's weekly form), read into one model
 * of dated days, and the rules of spec §8 and §9 on it: the eight rows from yesterday, the open-24h label,
 * today's hours ('-' when missing or malformed), and open now / closes at / opens at in the station's own
 * time zone.
 *
 * Everything here takes the raw timetable as `unknown` (what the schemas promise, or anything else: a
 * display rule must not take a page down), the instant `now` and the station's `timeZone` explicitly:
 * nothing reads the clock or the host's zone. No React, no I/O, and Zod only as types: the locator runs
 * this in the browser.
 */

export type { CalendarDate, Instant } from './opening-hours-zone.ts'

/** One opening of a day. */
export interface OpeningRange {
  /** `HH:mm`, seconds trimmed (spec §9: `06:00:00` → `06:00`). */
  start: string
  /** `HH:mm` as given (`24:00` closes at midnight; an end before the start is on the next day). */
  end: string
  /** Seconds from the start of the range's own day, 0–86 399. */
  startSecond: number
  /**
   * Seconds from the start of the range's own day, always after `startSecond`: above 86 400 the range runs
   * past midnight (22:00–02:00 is 79 200–93 600, and belongs to the day it starts on).
   */
  endSecond: number
}

/** A calendar day of a timetable in the station's time zone. */
export interface OpeningDay {
  date: CalendarDate
  weekday: Weekday
  /** The day's openings in order of start; `[]` is a closed day; null is no data or malformed data. */
  ranges: readonly OpeningRange[] | null
}

/** How a row is labelled (spec §9): today, tomorrow, or the weekday (yesterday too). */
export type OpeningHoursLabel = 'today' | 'tomorrow' | Weekday

/** A row of the opening-hours table. */
export interface OpeningHoursRow extends OpeningDay {
  label: OpeningHoursLabel
  /** -1 for yesterday, 0 today, 1 tomorrow, … 6. */
  daysFromToday: number
}

/** A moment the station opens or closes, on the station's wall clock. */
export interface OpeningMoment {
  /** The instant, epoch milliseconds. */
  at: number
  date: CalendarDate
  /** `HH:mm` on the station's wall clock; a closing at midnight is `24:00` of the day before. */
  time: string
  /** today, tomorrow or the weekday, as the rows label days. */
  day: OpeningHoursLabel
  daysFromToday: number
}

/**
 * Open now or not, and when that changes. `closes` is null when the station stays open for the whole
 * look-ahead (a week) or into a day without data; `opens` is null when no opening is known before a day
 * without data or within the week.
 */
export type OpeningState =
  | { status: 'open'; closes: OpeningMoment | null }
  | { status: 'closed'; opens: OpeningMoment | null }
  | { status: 'unknown' }

/** The `openingHours.*` texts the formatters use; the site's `Translate` (components/translation.tsx) fits. */
export type OpeningHoursMessageKey =
  | 'openingHours.open24h'
  | 'openingHours.today'
  | 'openingHours.tomorrow'
  | 'openingHours.closed'
  | 'openingHours.missing'
  | `openingHours.weekdays.${Weekday}`

export type OpeningHoursTranslate = (key: OpeningHoursMessageKey) => string

/** The opening-hours table ready to print. */
export type FormattedOpeningHours =
  /** spec §9: eight days of 00:00–24:00 are the one label 'open24h'. */
  | { kind: 'open24h'; text: string }
  | { kind: 'rows'; rows: FormattedOpeningHoursRow[] }
  /** No usable data at all: the one text '-' (spec §8). */
  | { kind: 'missing'; text: string }

export interface FormattedOpeningHoursRow {
  /** `yyyy-mm-dd`: a stable React key, and a `<time dateTime>`. */
  date: string
  /** 'Today', 'Tomorrow', 'Monday', … */
  label: string
  /** '06:00–22:00, 23:00–02:00', 'Closed' or '-'. */
  text: string
  isToday: boolean
}

/** Between a range's two times, and between ranges (spec §9: ranges joined with a comma). */
export const rangeSeparator = '–'
export const rangeListSeparator = ', '

/** spec §9: the rows run from yesterday through the next six days after today: eight in all. */
export const rowCount = 8
const firstRowOffset = -1

/** How far ahead "closes at" and "opens at" look, in days after today. */
const lookAheadDays = 7

// ---------------------------------------------------------------------------------------------------------
// Reading the three input forms

type DayHours = readonly OpeningRange[] | null

type Timetable =
  | {
      kind: 'weekly'
      regular: ReadonlyMap<Weekday, DayHours>
      exceptions: ReadonlyMap<CalendarDate, DayHours>
    }
  | { kind: 'dated'; days: ReadonlyMap<CalendarDate, DayHours> }
  | { kind: 'always' }
  | { kind: 'unknown' }

const unknownTimetable: Timetable = { kind: 'unknown' }

const allDay: OpeningRange = { start: '00:00', end: '24:00', startSecond: 0, endSecond: secondsPerDay }

/** An own property of an object, or undefined: never an inherited one, never a throwing getter's error. */
function field(value: unknown, name: string): unknown {
  if (typeof value !== 'object' || value === null || !Object.hasOwn(value, name)) return undefined
  const descriptor = Object.getOwnPropertyDescriptor(value, name)
  return descriptor !== undefined && 'value' in descriptor ? descriptor.value : undefined
}

const clockPattern = /^(\d{2}):(\d{2})(?::(\d{2}))?$/

/** `hh:mm` or `hh:mm:ss` from 00:00 to 24:00 (schemas/station.ts), as seconds of the day and `HH:mm`. */
function readClock(value: unknown): { second: number; text: string } | null {
  if (typeof value !== 'string') return null
  const match = clockPattern.exec(value)
  if (match === null) return null
  const hours = Number(match[1])
  const minutes = Number(match[2])
  const seconds = match[3] === undefined ? 0 : Number(match[3])
  const isMidnightEnd = hours === 24 && minutes === 0 && seconds === 0
  if (!isMidnightEnd && (hours > 23 || minutes > 59 || seconds > 59)) return null
  return { second: hours * 3600 + minutes * 60 + seconds, text: value.slice(0, 5) }
}

/**
 * One range. A range that closes before it opens runs past midnight (schemas/station.ts); one that closes
 * when it opens (00:00–00:00) runs the full 24 hours, as that is the only range it can be (a closed day is
 * an empty list). 24:00 only closes.
 */
function readRange(opens: unknown, closes: unknown): OpeningRange | null {
  const start = readClock(opens)
  const end = readClock(closes)
  if (start === null || end === null || start.second >= secondsPerDay) return null
  const endSecond = end.second > start.second ? end.second : end.second + secondsPerDay
  return { start: start.text, end: end.text, startSecond: start.second, endSecond }
}

/** A day's list of ranges; one malformed range makes the whole day unknown rather than half right. */
function readRanges(value: unknown, opensField: string, closesField: string): DayHours {
  if (!Array.isArray(value)) return null
  const ranges: OpeningRange[] = []
  for (const item of value) {
    const range = readRange(field(item, opensField), field(item, closesField))
    if (range === null) return null
    ranges.push(range)
  }
  return ranges.sort((a, b) => a.startSecond - b.startSecond || a.endSecond - b.endSecond)
}

/** Two entries for one date are read as one day with both lists; unknown if either is. */
function addDay(days: Map<CalendarDate, DayHours>, date: CalendarDate, hours: DayHours) {
  const existing = days.get(date)
  if (existing === undefined) days.set(date, hours)
  else if (existing === null || hours === null) days.set(date, null)
  else
    days.set(
      date,
      [...existing, ...hours].sort((a, b) => a.startSecond - b.startSecond),
    )
}

/**
 * Dated entries (shape 1, shape 2's list, the weekly form's exceptions). An entry whose date is not a real
 * yyyy-mm-dd could be any day, today included, so it makes the whole list unusable (null).
 */
function readDatedEntries(
  value: unknown,
  rangesField: string,
  opensField: string,
  closesField: string,
): Map<CalendarDate, DayHours> | null {
  if (!Array.isArray(value)) return null
  const days = new Map<CalendarDate, DayHours>()
  for (const entry of value) {
    const date = field(entry, 'date')
    if (!isCalendarDate(date)) return null
    addDay(days, date, readRanges(field(entry, rangesField), opensField, closesField))
  }
  return days
}

function readTimetable(input: unknown): Timetable {
  // spec §3 shape 1: [{ date, openHours: [{ startTime, endTime }] }]
  if (Array.isArray(input)) {
    const days = readDatedEntries(input, 'openHours', 'startTime', 'endTime')
    return days === null ? unknownTimetable : { kind: 'dated', days }
  }
  // spec §3 shape 2: { store24h, storeOpeningHours: [{ date, hours: [{ opens, closes }] }] }
  const store24h = field(input, 'store24h')
  if (store24h === true) return { kind: 'always' }
  if (store24h === false) {
    const list = field(input, 'storeOpeningHours') ?? []
    const days = readDatedEntries(list, 'hours', 'opens', 'closes')
    return days === null ? unknownTimetable : { kind: 'dated', days }
  }
  // The catalogue's weekly form: { regular: { monday: [{ opens, closes }], … }, exceptions: [{ date, ranges }] }
  const regular = field(input, 'regular')
  if (typeof regular === 'object' && regular !== null) {
    const exceptions = readDatedEntries(field(input, 'exceptions') ?? [], 'ranges', 'opens', 'closes')
    if (exceptions === null) return unknownTimetable
    const week = new Map<Weekday, DayHours>()
    for (const weekday of weekdays) week.set(weekday, readRanges(field(regular, weekday), 'opens', 'closes'))
    return { kind: 'weekly', regular: week, exceptions }
  }
  return unknownTimetable
}

/** Parsed once per input object: the locator asks "open now?" of the same timetables again and again. */
const timetables = new WeakMap<object, Timetable>()

function timetableOf(input: unknown): Timetable {
  if (typeof input !== 'object' || input === null) return unknownTimetable
  let timetable = timetables.get(input)
  if (timetable === undefined) {
    timetable = readTimetable(input)
    timetables.set(input, timetable)
  }
  return timetable
}

function hoursOn(timetable: Timetable, date: CalendarDate, weekday: Weekday): DayHours {
  switch (timetable.kind) {
    case 'always':
      // spec §3 shape 2: store24h is open around the clock, every day.
      return [allDay]
    case 'dated':
      return timetable.days.get(date) ?? null
    case 'weekly':
      return timetable.exceptions.get(date) ?? timetable.regular.get(weekday) ?? null
    case 'unknown':
      return null
  }
}

/**
 * The one model of every input form: `days` consecutive dated days from `from` (a yyyy-mm-dd in the
 * station's zone). The weekly form is expanded over them with its exceptions applied (an exception
 * replaces the weekday's hours); shape 1 and shape 2 are read as given, a date they do not list has
 * `ranges: null`; shape 2's `store24h: true` is 00:00–24:00 every day. Unreadable input, or an invalid
 * `from`, gives days without data (or no days).
 */
export function normalizeOpeningHours(input: unknown, from: CalendarDate, days: number): OpeningDay[] {
  if (!isCalendarDate(from) || !Number.isInteger(days) || days <= 0) return []
  const timetable = timetableOf(input)
  return calendarDays(from, Math.min(days, 366)).map(({ date, weekday }) => ({
    date,
    weekday,
    ranges: hoursOn(timetable, date, weekday),
  }))
}

const calendars = new Map<string, readonly { date: CalendarDate; weekday: Weekday }[]>()

/** `count` consecutive dates from `from` with their weekdays; the same few windows serve every station. */
function calendarDays(from: CalendarDate, count: number) {
  const key = `${from}|${count}`
  let days = calendars.get(key)
  if (days === undefined) {
    days = Array.from({ length: count }, (_, index) => {
      const date = addDays(from, index)
      return { date, weekday: weekdayOf(date) }
    })
    if (calendars.size >= 64) calendars.clear()
    calendars.set(key, days)
  }
  return days
}

// ---------------------------------------------------------------------------------------------------------
// spec §9: the rows, and the open-24h rule

function labelFor(daysFromToday: number, date: CalendarDate): OpeningHoursLabel {
  if (daysFromToday === 0) return 'today'
  if (daysFromToday === 1) return 'tomorrow'
  return weekdayOf(date)
}

/**
 * spec §9: the table's rows, dates from yesterday onward in the station's own zone: yesterday (by its
 * weekday), today, tomorrow and the five days after, each labelled `today`, `tomorrow` or its weekday key.
 * Always eight rows; none when `now` is not an instant or the zone is unknown.
 */
export function openingHoursRows(input: unknown, now: Instant, timeZone: string): OpeningHoursRow[] {
  const clock = zonedClock(now, timeZone)
  if (clock === null) return []
  return normalizeOpeningHours(input, addDays(clock.date, firstRowOffset), rowCount).map((day, index) => {
    const daysFromToday = index + firstRowOffset
    return { ...day, label: labelFor(daysFromToday, day.date), daysFromToday }
  })
}

const isAllDay = (range: OpeningRange) => range.startSecond === 0 && range.endSecond === secondsPerDay

/** spec §9: when all eight entries run 00:00:00–24:00:00, the whole table is the one 'open24h' label. */
export function isOpenAroundTheClock(rows: readonly OpeningDay[]): boolean {
  return (
    rows.length === rowCount && rows.every((row) => row.ranges?.length === 1 && row.ranges.every(isAllDay))
  )
}

/** Today's row (spec §8: its `ranges` are null when the data is missing or malformed), or null. */
export function todaysOpeningHours(input: unknown, now: Instant, timeZone: string): OpeningHoursRow | null {
  return openingHoursRows(input, now, timeZone).find((row) => row.daysFromToday === 0) ?? null
}

// ---------------------------------------------------------------------------------------------------------
// Open now, closes at, opens at

/** An interval on the wall clock, in seconds from the start of the window's first day. */
interface WallInterval {
  start: number
  end: number
}

function epochMsOf(now: Instant): number {
  return typeof now === 'number' ? now : now.getTime()
}

/**
 * Whether the station is open at `now`, and when it closes or next opens, in the station's own zone.
 * A range past midnight belongs to the day it starts (22:00–02:00 on Friday is open at 01:00 on
 * Saturday); ranges that touch or overlap are one opening (Friday 18:00–24:00 and Saturday 00:00–06:00
 * close on Saturday at 06:00). Opening and closing instants are taken on the wall clock of their own day,
 * so they stay right across DST changes: a night opening 00:00–03:00 lasts two hours when the clocks go
 * forward and four when they go back in Helsinki (03:00 is skipped, then repeated; see zonedInstant).
 *
 * 'unknown' when today's hours are missing or malformed (spec §8), or now/zone are not usable; a
 * yesterday without data adds no opening past midnight.
 */
export function openingState(input: unknown, now: Instant, timeZone: string): OpeningState {
  const clock = zonedClock(now, timeZone)
  if (clock === null) return { status: 'unknown' }
  const timetable = timetableOf(input)
  // The window: yesterday (for its ranges past midnight), today, and the look-ahead.
  const first = addDays(clock.date, -1)
  const dayCount = lookAheadDays + 2
  const known: boolean[] = []
  const intervals: WallInterval[] = []
  for (const [index, { date, weekday }] of calendarDays(first, dayCount).entries()) {
    const hours = hoursOn(timetable, date, weekday)
    known.push(hours !== null)
    for (const range of hours ?? []) {
      intervals.push({
        start: index * secondsPerDay + range.startSecond,
        end: index * secondsPerDay + range.endSecond,
      })
    }
  }
  if (known[1] !== true) return { status: 'unknown' }

  const nowMs = epochMsOf(now)
  const windowEnd = dayCount * secondsPerDay
  const instantOf = (second: number) => zonedInstant(first, second, timeZone)
  const moment = (second: number, isEnd: boolean): OpeningMoment => {
    // A closing at midnight is 24:00 of the day it ends, not 00:00 of the next.
    const atMidnight = isEnd && second % secondsPerDay === 0
    const dayIndex = Math.floor(second / secondsPerDay) - (atMidnight ? 1 : 0)
    const ofDay = second - dayIndex * secondsPerDay
    const date = addDays(first, dayIndex)
    const daysFromToday = daysBetween(clock.date, date)
    return {
      at: instantOf(second),
      date,
      time: `${pad(Math.floor(ofDay / 3600))}:${pad(Math.floor((ofDay % 3600) / 60))}`,
      day: labelFor(daysFromToday, date),
      daysFromToday,
    }
  }

  // Each range as instants, then joined where they touch or overlap: one opening however the data splits
  // it. Joined as instants, not as wall-clock times, because on a DST night ranges may overlap there (one
  // closing at 03:30 in the skipped hour, the next opening at 04:00) or shrink to nothing.
  const spans = intervals
    .map((interval) => ({ ...interval, startMs: instantOf(interval.start), endMs: instantOf(interval.end) }))
    .filter((span) => span.endMs > span.startMs)
    .sort((a, b) => a.startMs - b.startMs)
  const openings: typeof spans = []
  for (const span of spans) {
    const last = openings.at(-1)
    if (last === undefined || span.startMs > last.endMs) openings.push({ ...span })
    else if (span.endMs > last.endMs) Object.assign(last, { end: span.end, endMs: span.endMs })
  }

  const current = openings.find((opening) => opening.startMs <= nowMs && nowMs < opening.endMs)
  if (current !== undefined) {
    // Open up to the window's end, or up to a midnight after which there is no data: no closing known.
    const endsAtMidnight = current.end % secondsPerDay === 0
    const nextDayKnown = known[current.end / secondsPerDay] === true
    const closesUnknown = current.end >= windowEnd || (endsAtMidnight && !nextDayKnown)
    return { status: 'open', closes: closesUnknown ? null : moment(current.end, true) }
  }
  const next = openings.find((opening) => opening.startMs > nowMs)
  if (next === undefined) return { status: 'closed', opens: null }
  // A day without data before the opening may hold an earlier one.
  const openingDay = Math.floor(next.start / secondsPerDay)
  const gapUnknown = known.slice(2, openingDay).some((isKnown) => !isKnown)
  return { status: 'closed', opens: gapUnknown ? null : moment(next.start, false) }
}

/**
 * Open at `now` in the station's zone (false when unknown): openingState's status without the work of
 * finding when it changes, for the locator's "open now" filter over every station. Only yesterday's and
 * today's ranges can hold `now`, and only those near it on the wall clock (a DST change moves a reading by
 * an hour at most) need their instants.
 */
export function isOpenNow(input: unknown, now: Instant, timeZone: string): boolean {
  const clock = zonedClock(now, timeZone)
  if (clock === null) return false
  const timetable = timetableOf(input)
  const first = addDays(clock.date, -1)
  const [yesterday, today] = calendarDays(first, 2)
  if (yesterday === undefined || today === undefined) return false
  const todayHours = hoursOn(timetable, today.date, today.weekday)
  if (todayHours === null) return false
  const nowMs = epochMsOf(now)
  const nowWall = secondsPerDay + clock.second
  const margin = 2 * 3600
  const covers = (range: OpeningRange, dayStart: number) =>
    dayStart + range.startSecond <= nowWall + margin &&
    dayStart + range.endSecond >= nowWall - margin &&
    zonedInstant(first, dayStart + range.startSecond, timeZone) <= nowMs &&
    nowMs < zonedInstant(first, dayStart + range.endSecond, timeZone)
  const yesterdayHours = hoursOn(timetable, yesterday.date, yesterday.weekday) ?? []
  return (
    yesterdayHours.some((range) => covers(range, 0)) ||
    todayHours.some((range) => covers(range, secondsPerDay))
  )
}

function pad(value: number): string {
  return String(value).padStart(2, '0')
}

// ---------------------------------------------------------------------------------------------------------
// Texts

/** English texts for a translate function that throws or knows no text (spec §9: fallback 'Open 24h'). */
const fallbackTexts: Readonly<Record<OpeningHoursMessageKey, string>> = {
  'openingHours.open24h': 'Open 24h',
  'openingHours.today': 'Today',
  'openingHours.tomorrow': 'Tomorrow',
  'openingHours.closed': 'Closed',
  'openingHours.missing': '-',
  'openingHours.weekdays.monday': 'Monday',
  'openingHours.weekdays.tuesday': 'Tuesday',
  'openingHours.weekdays.wednesday': 'Wednesday',
  'openingHours.weekdays.thursday': 'Thursday',
  'openingHours.weekdays.friday': 'Friday',
  'openingHours.weekdays.saturday': 'Saturday',
  'openingHours.weekdays.sunday': 'Sunday',
}

function safeTranslate(t: OpeningHoursTranslate): OpeningHoursTranslate {
  return (key) => {
    try {
      const text: unknown = t(key)
      // i18next answers a key it does not know with the key itself.
      if (typeof text === 'string' && text !== '' && text !== key) return text
    } catch {
      // A broken translator still gets the English text, never an error on the page.
    }
    return fallbackTexts[key]
  }
}

function labelKey(label: OpeningHoursLabel): OpeningHoursMessageKey {
  if (label === 'today') return 'openingHours.today'
  if (label === 'tomorrow') return 'openingHours.tomorrow'
  return `openingHours.weekdays.${label}`
}

/** spec §9: `06:00–22:00, 23:00–02:00`; seconds were trimmed when the input was read. */
export function rangesText(ranges: readonly OpeningRange[]): string {
  return ranges.map((range) => `${range.start}${rangeSeparator}${range.end}`).join(rangeListSeparator)
}

/** A day's text: its ranges, 'closed' for a day with none, '-' for no or malformed data (spec §8, §9). */
function dayText(ranges: DayHours, translate: OpeningHoursTranslate): string {
  if (ranges === null) return translate('openingHours.missing')
  if (ranges.length === 0) return translate('openingHours.closed')
  return rangesText(ranges)
}

const labels = new Set<unknown>(['today', 'tomorrow', ...weekdays])
const isLabel = (value: unknown): value is OpeningHoursLabel => labels.has(value)
const shortTime = /^\d{2}:\d{2}$/

/** A range as the rows carry it, checked again: the formatter takes anything. */
function recheckRange(value: unknown): OpeningRange | null {
  const start = field(value, 'start')
  const end = field(value, 'end')
  const startSecond = field(value, 'startSecond')
  const endSecond = field(value, 'endSecond')
  if (typeof start !== 'string' || !shortTime.test(start) || typeof end !== 'string' || !shortTime.test(end))
    return null
  if (typeof startSecond !== 'number' || typeof endSecond !== 'number') return null
  if (!Number.isFinite(startSecond) || !Number.isFinite(endSecond)) return null
  return { start, end, startSecond, endSecond }
}

function recheckRanges(value: unknown): DayHours {
  if (!Array.isArray(value)) return null
  const ranges: OpeningRange[] = []
  for (const item of value) {
    const range = recheckRange(item)
    if (range === null) return null
    ranges.push(range)
  }
  return ranges
}

/**
 * The rows (from openingHoursRows) as display strings, through a translate function passed in (the site's
 * `useT()` fits): spec §9's one 'open24h' text when all eight days run 00:00–24:00, otherwise a label and a
 * text per row ('06:00–22:00, 23:00–02:00', 'Closed', or '-' for no data, spec §8). Never throws, whatever
 * it is given: rows it cannot read are left out, and when no row has data the table is the one text '-'.
 */
export function formatOpeningHoursRows(rows: unknown, t: OpeningHoursTranslate): FormattedOpeningHours {
  const translate = safeTranslate(t)
  try {
    const readable: (OpeningDay & { label: OpeningHoursLabel })[] = []
    for (const row of Array.isArray(rows) ? rows : []) {
      const date = field(row, 'date')
      const label = field(row, 'label')
      const weekday = field(row, 'weekday')
      if (typeof date !== 'string' || !isLabel(label)) continue
      readable.push({
        date,
        label,
        weekday: isLabel(weekday) && weekday !== 'today' && weekday !== 'tomorrow' ? weekday : 'monday',
        ranges: recheckRanges(field(row, 'ranges')),
      })
    }
    // No row with data (no timetable, an unreadable one, an unknown zone): spec §8's one '-', not a table
    // of eight.
    if (readable.every((row) => row.ranges === null))
      return { kind: 'missing', text: translate('openingHours.missing') }
    if (isOpenAroundTheClock(readable)) return { kind: 'open24h', text: translate('openingHours.open24h') }
    return {
      kind: 'rows',
      rows: readable.map((row) => ({
        date: row.date,
        label: translate(labelKey(row.label)),
        text: dayText(row.ranges, translate),
        isToday: row.label === 'today',
      })),
    }
  } catch {
    return { kind: 'missing', text: translate('openingHours.missing') }
  }
}

/** The table for a station's raw timetable: openingHoursRows, then formatOpeningHoursRows. Never throws. */
export function formatOpeningHours(
  input: unknown,
  now: Instant,
  timeZone: string,
  t: OpeningHoursTranslate,
): FormattedOpeningHours {
  try {
    return formatOpeningHoursRows(openingHoursRows(input, now, timeZone), t)
  } catch {
    return { kind: 'missing', text: safeTranslate(t)('openingHours.missing') }
  }
}

/**
 * Today's hours as one text, for the station header and the map popup: '06:00–22:00', 'Closed', spec §9's
 * 'Open 24h' when the whole table is around the clock, and spec §8's '-' when the data is missing or
 * malformed (an unparsable time, empty input, a date list without today). Never throws.
 */
export function todaysOpeningHoursText(
  input: unknown,
  now: Instant,
  timeZone: string,
  t: OpeningHoursTranslate,
): string {
  const translate = safeTranslate(t)
  try {
    const rows = openingHoursRows(input, now, timeZone)
    if (isOpenAroundTheClock(rows)) return translate('openingHours.open24h')
    const today = rows.find((row) => row.daysFromToday === 0)
    return dayText(today?.ranges ?? null, translate)
  } catch {
    return translate('openingHours.missing')
  }
}
