import fc from 'fast-check'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { weekdays, type Weekday } from '#schemas/station-keys.ts'
import {
  formatOpeningHours,
  formatOpeningHoursRows,
  isOpenAroundTheClock,
  isOpenNow,
  normalizeOpeningHours,
  openingHoursRows,
  openingState,
  rowCount,
  todaysOpeningHoursText,
  type FormattedOpeningHours,
  type OpeningHoursMessageKey,
  type OpeningHoursTranslate,
} from './opening-hours.ts'
import { addDays, isKnownTimeZone } from './opening-hours-zone.ts'

/**
 * spec §3 (opening hours shapes 1 and 2, and the catalogue's weekly form), §8 (today's hours '-' when
 * missing or malformed) and §9 (the open-24h rule, seconds trimmed, ranges joined with a comma, rows from
 * yesterday on labelled today / tomorrow / weekday), computed in the station's own time zone.
 */

const at = (iso: string) => Date.parse(iso)

/** Finnish texts as the site's catalogue has them (domain/ may not import i18n/, DESIGN §3). */
const finnishTexts: Readonly<Record<OpeningHoursMessageKey, string>> = {
  'openingHours.open24h': 'Avoinna 24 h',
  'openingHours.today': 'Tänään',
  'openingHours.tomorrow': 'Huomenna',
  'openingHours.closed': 'Suljettu',
  'openingHours.missing': '-',
  'openingHours.weekdays.monday': 'Maanantai',
  'openingHours.weekdays.tuesday': 'Tiistai',
  'openingHours.weekdays.wednesday': 'Keskiviikko',
  'openingHours.weekdays.thursday': 'Torstai',
  'openingHours.weekdays.friday': 'Perjantai',
  'openingHours.weekdays.saturday': 'Lauantai',
  'openingHours.weekdays.sunday': 'Sunnuntai',
}
const fi: OpeningHoursTranslate = (key) => finnishTexts[key]

const helsinki = 'Europe/Helsinki'
const stockholm = 'Europe/Stockholm'
const oslo = 'Europe/Oslo'

/** Wednesday 10 June 2026, 12:00 in Helsinki (UTC+3): yesterday is Tuesday the 9th. */
const june10 = at('2026-06-10T09:00:00Z')
/** The eight row dates from yesterday, 2026-06-09 … 2026-06-16. */
const rowDates = Array.from({ length: 8 }, (_, index) => addDays('2026-06-09', index))

type Pair = readonly [string, string]

/** spec §3 shape 1: [{ date, openHours: [{ startTime, endTime }] }]. */
function shape1(entries: readonly (readonly [string, readonly Pair[]])[]) {
  return entries.map(([date, ranges]) => ({
    date,
    openHours: ranges.map(([startTime, endTime]) => ({ startTime, endTime })),
  }))
}

/** spec §3 shape 2: { store24h, storeOpeningHours: [{ date, hours: [{ opens, closes }] }] }. */
function shape2(store24h: boolean, entries: readonly (readonly [string, readonly Pair[]])[] = []) {
  return {
    store24h,
    storeOpeningHours: entries.map(([date, ranges]) => ({
      date,
      hours: ranges.map(([opens, closes]) => ({ opens, closes })),
    })),
  }
}

/** The catalogue's weekly form (schemas/station.ts): every weekday the same unless given, plus exceptions. */
function weekly(
  every: readonly Pair[],
  days: Partial<Record<Weekday, readonly Pair[]>> = {},
  exceptions: readonly (readonly [string, readonly Pair[]])[] = [],
) {
  const toRanges = (ranges: readonly Pair[]) => ranges.map(([opens, closes]) => ({ opens, closes }))
  return {
    regular: Object.fromEntries(weekdays.map((day) => [day, toRanges(days[day] ?? every)])),
    exceptions: exceptions.map(([date, ranges]) => ({ date, ranges: toRanges(ranges) })),
  }
}

/** The same ranges on each of the eight row dates. */
const eightDays = (ranges: readonly Pair[], dates: readonly string[] = rowDates) =>
  dates.map((date) => [date, ranges] as const)

const aroundTheClock: Pair = ['00:00:00', '24:00:00']

/** Each row as [label, text], for tables that read like the page. */
function rowTexts(formatted: FormattedOpeningHours): [string, string][] | string {
  return formatted.kind === 'rows' ? formatted.rows.map((row) => [row.label, row.text]) : formatted.text
}

describe('spec §9: eight entries of 00:00:00–24:00:00 are the one open24h label', () => {
  test.each([
    ['shape 1, eight days from yesterday', shape1(eightDays([aroundTheClock]))],
    ['shape 1, seconds left out', shape1(eightDays([['00:00', '24:00']]))],
    ['shape 1, entries in any order', shape1(eightDays([aroundTheClock]).reverse())],
    [
      'shape 1, more days around the eight',
      shape1(eightDays([aroundTheClock], [addDays('2026-06-09', -3), ...rowDates, '2026-06-20'])),
    ],
    ['shape 2, store24h', shape2(true)],
    [
      'shape 2, store24h with a list it need not read',
      shape2(true, [['2026-06-10', [['08:00:00', '09:00:00']]]]),
    ],
    ['shape 2, eight dated days of 00:00:00–24:00:00', shape2(false, eightDays([aroundTheClock]))],
    ['weekly form, every day 00:00–24:00', weekly([['00:00', '24:00']])],
    ['weekly form, a holiday outside the eight days', weekly([['00:00', '24:00']], {}, [['2026-12-25', []]])],
  ])('%s', (_name, input) => {
    expect(formatOpeningHours(input, june10, helsinki, fi)).toEqual({ kind: 'open24h', text: 'Avoinna 24 h' })
    expect(todaysOpeningHoursText(input, june10, helsinki, fi)).toBe('Avoinna 24 h')
    expect(isOpenAroundTheClock(openingHoursRows(input, june10, helsinki))).toBe(true)
  })

  test.each([
    ['seven days: tomorrow+5 missing', shape1(eightDays([aroundTheClock], rowDates.slice(0, 7)))],
    [
      'eight days from today: yesterday missing',
      shape1(
        eightDays(
          [aroundTheClock],
          rowDates.map((d) => addDays(d, 1)),
        ),
      ),
    ],
    [
      'one day ends 23:59:59',
      shape1(
        eightDays([aroundTheClock]).map(
          ([date, r]) => [date, date === '2026-06-12' ? [['00:00:00', '23:59:59'] as const] : r] as const,
        ),
      ),
    ],
    [
      'one day split at noon',
      shape1(
        eightDays([aroundTheClock]).map(
          ([date, r]) =>
            [
              date,
              date === '2026-06-12'
                ? [['00:00:00', '12:00:00'] as const, ['12:00:00', '24:00:00'] as const]
                : r,
            ] as const,
        ),
      ),
    ],
    [
      'a holiday in the eight days closes early',
      weekly([['00:00', '24:00']], {}, [['2026-06-12', [['00:00', '18:00']]]]),
    ],
    ['Sunday closed', weekly([['00:00', '24:00']], { sunday: [] })],
  ])('not the label: %s', (_name, input) => {
    const formatted = formatOpeningHours(input, june10, helsinki, fi)
    expect(formatted.kind).toBe('rows')
    expect(formatted.kind === 'rows' && formatted.rows).toHaveLength(rowCount)
  })

  test('the label falls back to English "Open 24h" when the translator has no text (spec §9)', () => {
    const unknownKeys: OpeningHoursTranslate = (key) => key
    expect(formatOpeningHours(shape2(true), june10, helsinki, unknownKeys)).toEqual({
      kind: 'open24h',
      text: 'Open 24h',
    })
    const throwing: OpeningHoursTranslate = () => {
      throw new Error('no catalogue')
    }
    expect(todaysOpeningHoursText(shape2(true), june10, helsinki, throwing)).toBe('Open 24h')
  })
})

describe('spec §9: rows from yesterday on, labelled today / tomorrow / weekday', () => {
  const labels = [
    'Tiistai',
    'Tänään',
    'Huomenna',
    'Perjantai',
    'Lauantai',
    'Sunnuntai',
    'Maanantai',
    'Tiistai',
  ]

  test.each([
    [
      'shape 1',
      shape1(
        eightDays(
          [['06:00:00', '22:00:00']],
          [addDays('2026-06-09', -2), addDays('2026-06-09', -1), ...rowDates],
        ),
      ),
    ],
    ['shape 2', shape2(false, eightDays([['06:00:00', '22:00:00']]))],
    ['weekly form', weekly([['06:00', '22:00']])],
  ])('%s: eight rows from Tuesday 9 June, the day before yesterday left out', (_name, input) => {
    const formatted = formatOpeningHours(input, june10, helsinki, fi)
    expect(formatted.kind === 'rows' && formatted.rows.map((row) => row.date)).toEqual(rowDates)
    expect(rowTexts(formatted)).toEqual(labels.map((label) => [label, '06:00–22:00']))
    expect(formatted.kind === 'rows' && formatted.rows.map((row) => row.isToday)).toEqual([
      false,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ])
    const rows = openingHoursRows(input, june10, helsinki)
    expect(rows.map((row) => [row.label, row.daysFromToday])).toEqual([
      ['tuesday', -1],
      ['today', 0],
      ['tomorrow', 1],
      ['friday', 2],
      ['saturday', 3],
      ['sunday', 4],
      ['monday', 5],
      ['tuesday', 6],
    ])
  })

  test('English labels through a translator that knows none of the keys', () => {
    const formatted = formatOpeningHours(weekly([['06:00', '22:00']]), june10, helsinki, (key) => key)
    expect(formatted.kind === 'rows' && formatted.rows.map((row) => row.label)).toEqual([
      'Tuesday',
      'Today',
      'Tomorrow',
      'Friday',
      'Saturday',
      'Sunday',
      'Monday',
      'Tuesday',
    ])
  })
})

describe("spec §9 texts of a day: seconds trimmed, ranges joined with a comma; spec §8 '-'", () => {
  test.each<[string, readonly Pair[] | null, string]>([
    ['seconds trimmed', [['06:00:00', '22:00:00']], '06:00–22:00'],
    ['minutes kept, seconds dropped', [['06:30:15', '21:45:59']], '06:30–21:45'],
    ['hh:mm as given', [['07:00', '21:00']], '07:00–21:00'],
    [
      'two ranges joined with a comma',
      [
        ['06:00:00', '11:00:00'],
        ['12:00:00', '22:00:00'],
      ],
      '06:00–11:00, 12:00–22:00',
    ],
    [
      'three ranges in order of start',
      [
        ['18:00:00', '22:00:00'],
        ['06:00:00', '10:00:00'],
        ['12:00:00', '14:00:00'],
      ],
      '06:00–10:00, 12:00–14:00, 18:00–22:00',
    ],
    ['a range past midnight', [['22:00:00', '02:00:00']], '22:00–02:00'],
    [
      'a day and a night',
      [
        ['06:00:00', '11:00:00'],
        ['23:00:00', '03:00:00'],
      ],
      '06:00–11:00, 23:00–03:00',
    ],
    ['closing at midnight', [['06:00:00', '24:00:00']], '06:00–24:00'],
    ['an empty list is a closed day', [], 'Suljettu'],
    ['no entry for the day', null, '-'],
    ['an hour past 23', [['25:00:00', '26:00:00']], '-'],
    ['24:00 does not open', [['24:00:00', '02:00:00']], '-'],
    ['24:30 does not close', [['06:00:00', '24:30:00']], '-'],
    ['minutes past 59', [['06:60:00', '22:00:00']], '-'],
    ['seconds past 59', [['06:00:60', '22:00:00']], '-'],
    ['one digit hours', [['6:00:00', '22:00:00']], '-'],
    ['text', [['morning', 'evening']], '-'],
    [
      'one good and one bad range: the day is unknown, not half right',
      [
        ['06:00:00', '11:00:00'],
        ['12:00', 'late'],
      ],
      '-',
    ],
  ])('%s → %j', (_name, ranges, text) => {
    const today = '2026-06-10'
    const others = rowDates
      .filter((date) => date !== today)
      .map((date) => [date, [['08:00:00', '16:00:00']]] as const)
    const entries = ranges === null ? others : [...others, [today, ranges] as const]
    for (const input of [shape1(entries), shape2(false, entries)]) {
      expect(todaysOpeningHoursText(input, june10, helsinki, fi)).toBe(text)
      const formatted = formatOpeningHours(input, june10, helsinki, fi)
      expect(rowTexts(formatted)).toEqual([
        ['Tiistai', '08:00–16:00'],
        ['Tänään', text],
        ...labelsAfterTomorrow(),
      ])
    }
  })

  function labelsAfterTomorrow(): [string, string][] {
    return ['Huomenna', 'Perjantai', 'Lauantai', 'Sunnuntai', 'Maanantai', 'Tiistai'].map((label) => [
      label,
      '08:00–16:00',
    ])
  }

  test('two entries for one date are one day with both ranges', () => {
    const input = shape1([
      ['2026-06-10', [['12:00:00', '22:00:00']]],
      ['2026-06-10', [['06:00:00', '11:00:00']]],
    ])
    expect(todaysOpeningHoursText(input, june10, helsinki, fi)).toBe('06:00–11:00, 12:00–22:00')
  })
})

describe('the weekly form: the regular week, and exceptions (holidays) overriding the weekday', () => {
  // Midsummer 2026: Friday 19 June is the eve, Saturday 20 June the day. Now: Friday 19 June 12:00 Helsinki.
  const midsummerEve = at('2026-06-19T09:00:00Z')
  const station = weekly(
    [['06:00', '22:00']],
    { saturday: [['08:00', '22:00']], sunday: [['09:00', '21:00']] },
    [
      ['2026-06-19', [['06:00', '18:00']]],
      ['2026-06-20', []],
      ['2026-12-24', [['06:00', '15:00']]],
    ],
  )

  test('the rows show the eve short, the day closed, and the ordinary week around them', () => {
    expect(rowTexts(formatOpeningHours(station, midsummerEve, helsinki, fi))).toEqual([
      ['Torstai', '06:00–22:00'],
      ['Tänään', '06:00–18:00'],
      ['Huomenna', 'Suljettu'],
      ['Sunnuntai', '09:00–21:00'],
      ['Maanantai', '06:00–22:00'],
      ['Tiistai', '06:00–22:00'],
      ['Keskiviikko', '06:00–22:00'],
      ['Torstai', '06:00–22:00'],
    ])
  })

  test('open now and closes at follow the exception', () => {
    expect(openingState(station, at('2026-06-19T14:59:00Z'), helsinki)).toMatchObject({
      status: 'open',
      closes: { time: '18:00', day: 'today', date: '2026-06-19', at: at('2026-06-19T15:00:00Z') },
    })
    // Closed on Midsummer Day: the next opening is Sunday morning.
    expect(openingState(station, at('2026-06-19T16:00:00Z'), helsinki)).toEqual({
      status: 'closed',
      opens: {
        time: '09:00',
        day: 'sunday',
        date: '2026-06-21',
        daysFromToday: 2,
        at: at('2026-06-21T06:00:00Z'),
      },
    })
    expect(isOpenNow(station, at('2026-06-20T09:00:00Z'), helsinki)).toBe(false)
    // An ordinary Saturday a week later is open at noon.
    expect(isOpenNow(station, at('2026-06-27T09:00:00Z'), helsinki)).toBe(true)
  })

  test('a weekday missing from the regular week has no data, its neighbours do', () => {
    const { regular } = weekly([['06:00', '22:00']])
    const input = { regular: { ...regular, wednesday: undefined }, exceptions: [] }
    expect(todaysOpeningHoursText(input, june10, helsinki, fi)).toBe('-')
    expect(openingState(input, june10, helsinki)).toEqual({ status: 'unknown' })
    expect(rowTexts(formatOpeningHours(input, june10, helsinki, fi))).toContainEqual([
      'Huomenna',
      '06:00–22:00',
    ])
  })

  test('an exception for a missing weekday supplies that day', () => {
    const { regular } = weekly([['06:00', '22:00']])
    const input = {
      regular: { ...regular, wednesday: 'closed' },
      exceptions: [{ date: '2026-06-10', ranges: [] }],
    }
    expect(todaysOpeningHoursText(input, june10, helsinki, fi)).toBe('Suljettu')
  })

  test('normalizeOpeningHours reads the three forms into the same days', () => {
    const ranges = [{ start: '06:00', end: '22:00', startSecond: 6 * 3600, endSecond: 22 * 3600 }]
    const expected = rowDates.map((date, index) => ({
      date,
      weekday: weekdays[(index + 1) % 7],
      ranges,
    }))
    expect(normalizeOpeningHours(weekly([['06:00', '22:00']]), '2026-06-09', 8)).toEqual(expected)
    expect(normalizeOpeningHours(shape1(eightDays([['06:00:00', '22:00:00']])), '2026-06-09', 8)).toEqual(
      expected,
    )
    expect(normalizeOpeningHours(shape2(false, eightDays([['06:00', '22:00:00']])), '2026-06-09', 8)).toEqual(
      expected,
    )
    expect(normalizeOpeningHours(weekly([['06:00', '22:00']]), '2026-02-30', 8)).toEqual([])
    expect(normalizeOpeningHours(weekly([['06:00', '22:00']]), '2026-06-09', 0)).toEqual([])
  })
})

describe("spec §8: '-' when the data is missing or malformed", () => {
  const good = weekly([['06:00', '22:00']])

  test.each<[string, unknown]>([
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['a string', '06:00-22:00'],
    ['a boolean', true],
    ['an empty object', {}],
    ['an empty list (shape 1)', []],
    ['shape 1 without today', shape1([['2026-06-11', [['06:00:00', '22:00:00']]]])],
    [
      'shape 1 with openHours not a list',
      [{ date: '2026-06-10', openHours: { startTime: '06:00:00', endTime: '22:00:00' } }],
    ],
    [
      'shape 1 with a number for a time',
      [{ date: '2026-06-10', openHours: [{ startTime: 600, endTime: 2200 }] }],
    ],
    ['shape 1 with a time missing', [{ date: '2026-06-10', openHours: [{ startTime: '06:00:00' }] }]],
    [
      'shape 1 with a date that is no day (today could be it)',
      shape1([
        ['2026-06-10', [['06:00:00', '22:00:00']]],
        ['2026-02-30', []],
      ]),
    ],
    ['shape 1 with a date as a number', [{ date: 20260610, openHours: [] }]],
    ['shape 1 with a null entry', [null]],
    ['shape 2 without its list', { store24h: false }],
    ['shape 2 with an empty list', shape2(false)],
    ['shape 2 with store24h as text', { store24h: 'true', storeOpeningHours: [] }],
    ['shape 2 with the list not a list', { store24h: false, storeOpeningHours: 'daily' }],
    [
      'shape 2 with the wrong field names',
      { store24h: false, storeOpeningHours: [{ date: '2026-06-10', openHours: [] }] },
    ],
    ['weekly form with regular not an object', { regular: 'daily', exceptions: [] }],
    [
      'weekly form with an exception on no real day',
      { ...good, exceptions: [{ date: '2026-13-01', ranges: [] }] },
    ],
    ['weekly form with exceptions not a list', { ...good, exceptions: {} }],
    ['weekly form with a bad range today', weekly([['06:00', '22:00']], { wednesday: [['06:00', '22']] })],
    ['inherited fields are not data', Object.create(good)],
  ])('%s', (_name, input) => {
    expect(todaysOpeningHoursText(input, june10, helsinki, fi)).toBe('-')
    expect(openingState(input, june10, helsinki)).toEqual({ status: 'unknown' })
    expect(isOpenNow(input, june10, helsinki)).toBe(false)
  })

  test.each<[string, unknown]>([
    ['null', null],
    ['undefined', undefined],
    ['an empty list', []],
    ['an unreadable week', { regular: 'daily' }],
  ])('no usable data at all (%s) is the one text "-", not eight rows of it', (_name, input) => {
    expect(formatOpeningHours(input, june10, helsinki, fi)).toEqual({ kind: 'missing', text: '-' })
  })

  test.each<[string, number, string]>([
    ['an unknown time zone', june10, 'Europe/Atlantis'],
    ['an empty time zone', june10, ''],
    ['a zone in the wrong case of a different name', june10, 'helsinki'],
    ['NaN for now', Number.NaN, helsinki],
    ['Infinity for now', Number.POSITIVE_INFINITY, helsinki],
    ['beyond the Date range', 8.64e15 + 1, helsinki],
  ])('%s: every answer is "-" / unknown', (_name, now, zone) => {
    expect(todaysOpeningHoursText(good, now, zone, fi)).toBe('-')
    expect(formatOpeningHours(good, now, zone, fi)).toEqual({ kind: 'missing', text: '-' })
    expect(openingHoursRows(good, now, zone)).toEqual([])
    expect(openingState(good, now, zone)).toEqual({ status: 'unknown' })
    expect(isOpenNow(good, now, zone)).toBe(false)
  })

  test('an invalid Date is no instant', () => {
    expect(todaysOpeningHoursText(good, new Date('never'), helsinki, fi)).toBe('-')
  })

  test("the '-' is the catalogue's, and '-' when the translator fails", () => {
    expect(todaysOpeningHoursText(null, june10, helsinki, () => 'puuttuu')).toBe('puuttuu')
    expect(todaysOpeningHoursText(null, june10, helsinki, () => '')).toBe('-')
  })

  test('formatOpeningHoursRows leaves out rows it cannot read', () => {
    const rows = openingHoursRows(good, june10, helsinki)
    const broken = [
      null,
      7,
      { ...rows[1], label: 'yesterday' },
      { ...rows[2], ranges: [{ start: '6' }] },
      rows[3],
    ]
    expect(rowTexts(formatOpeningHoursRows(broken, fi))).toEqual([
      ['Huomenna', '-'],
      ['Perjantai', '06:00–22:00'],
    ])
    expect(formatOpeningHoursRows('rows', fi)).toEqual({ kind: 'missing', text: '-' })
  })
})

describe('open now, closes at and opens at', () => {
  const dayStation = weekly([['06:00', '22:00']])
  const nightStation = weekly([['22:00', '02:00']])
  const splitStation = weekly([
    ['06:00', '11:00'],
    ['12:00', '20:00'],
  ])
  // Friday evening to Saturday morning: 18:00–24:00 then 00:00–06:00 are one opening.
  const touching = weekly([['06:00', '18:00']], {
    friday: [['06:00', '24:00']],
    saturday: [
      ['00:00', '06:00'],
      ['09:00', '15:00'],
    ],
  })

  // Helsinki, Wednesday 10 June 2026 (UTC+3).
  test.each<[string, unknown, string, object]>([
    [
      'before opening',
      dayStation,
      '2026-06-10T02:59:00Z',
      { status: 'closed', opens: { time: '06:00', day: 'today' } },
    ],
    [
      'at opening',
      dayStation,
      '2026-06-10T03:00:00Z',
      { status: 'open', closes: { time: '22:00', day: 'today' } },
    ],
    [
      'a second before closing',
      dayStation,
      '2026-06-10T18:59:59Z',
      { status: 'open', closes: { time: '22:00', day: 'today' } },
    ],
    [
      'at closing',
      dayStation,
      '2026-06-10T19:00:00Z',
      { status: 'closed', opens: { time: '06:00', day: 'tomorrow' } },
    ],
    [
      'after midnight',
      dayStation,
      '2026-06-10T22:00:00Z',
      { status: 'closed', opens: { time: '06:00', day: 'today' } },
    ],
    [
      'the night station in the evening',
      nightStation,
      '2026-06-10T19:30:00Z',
      { status: 'open', closes: { time: '02:00', day: 'tomorrow' } },
    ],
    [
      "past midnight: yesterday's range",
      nightStation,
      '2026-06-10T22:30:00Z',
      { status: 'open', closes: { time: '02:00', day: 'today' } },
    ],
    [
      'the night station by day',
      nightStation,
      '2026-06-10T09:00:00Z',
      { status: 'closed', opens: { time: '22:00', day: 'today' } },
    ],
    [
      'the lunch break',
      splitStation,
      '2026-06-10T08:30:00Z',
      { status: 'closed', opens: { time: '12:00', day: 'today' } },
    ],
    [
      'before the lunch break',
      splitStation,
      '2026-06-10T07:30:00Z',
      { status: 'open', closes: { time: '11:00', day: 'today' } },
    ],
    [
      'touching ranges are one opening',
      touching,
      '2026-06-12T19:00:00Z',
      { status: 'open', closes: { time: '06:00', day: 'tomorrow' } },
    ],
    [
      '…also after midnight',
      touching,
      '2026-06-12T22:00:00Z',
      { status: 'open', closes: { time: '06:00', day: 'today' } },
    ],
    [
      'closing at midnight is 24:00 of the day',
      weekly([['06:00', '24:00']]),
      '2026-06-10T20:00:00Z',
      { status: 'open', closes: { time: '24:00', day: 'today', date: '2026-06-10' } },
    ],
    [
      'around the clock never closes in the week',
      weekly([['00:00', '24:00']]),
      '2026-06-10T20:00:00Z',
      { status: 'open', closes: null },
    ],
    ['store24h never closes', shape2(true), '2026-06-10T20:00:00Z', { status: 'open', closes: null }],
    ['a week of closed days', weekly([]), '2026-06-10T09:00:00Z', { status: 'closed', opens: null }],
    [
      'the next opening after a day without data is not known',
      shape1([
        ['2026-06-10', []],
        ['2026-06-12', [['08:00:00', '16:00:00']]],
      ]),
      '2026-06-10T09:00:00Z',
      { status: 'closed', opens: null },
    ],
    [
      'open into a day without data: the closing is not known',
      shape1([['2026-06-10', [['06:00:00', '24:00:00']]]]),
      '2026-06-10T20:00:00Z',
      { status: 'open', closes: null },
    ],
    [
      'open until midnight before a closed day',
      shape1([
        ['2026-06-10', [['06:00:00', '24:00:00']]],
        ['2026-06-11', []],
      ]),
      '2026-06-10T20:00:00Z',
      { status: 'open', closes: { time: '24:00', day: 'today' } },
    ],
  ])('%s', (_name, input, iso, expected) => {
    const state = openingState(input, at(iso), helsinki)
    expect(state).toMatchObject(expected)
    expect(isOpenNow(input, at(iso), helsinki)).toBe(state.status === 'open')
  })

  test('the instants of a closing and an opening are right', () => {
    const open = openingState(dayStation, at('2026-06-10T12:00:00Z'), helsinki)
    expect(open).toEqual({
      status: 'open',
      closes: {
        at: at('2026-06-10T19:00:00Z'),
        date: '2026-06-10',
        time: '22:00',
        day: 'today',
        daysFromToday: 0,
      },
    })
    const closed = openingState(dayStation, at('2026-06-10T20:00:00Z'), helsinki)
    expect(closed).toEqual({
      status: 'closed',
      opens: {
        at: at('2026-06-11T03:00:00Z'),
        date: '2026-06-11',
        time: '06:00',
        day: 'tomorrow',
        daysFromToday: 1,
      },
    })
  })

  test('a closed Sunday: the next opening is named by its weekday', () => {
    const input = weekly([['06:00', '22:00']], { saturday: [], sunday: [] })
    // Friday 12 June 23:00 Helsinki.
    expect(openingState(input, at('2026-06-12T20:00:00Z'), helsinki)).toMatchObject({
      status: 'closed',
      opens: { time: '06:00', day: 'monday', date: '2026-06-15', daysFromToday: 3 },
    })
  })
})

/**
 * DESIGN §5: "today" and "open now" are the station's own. The same instants seen from Helsinki
 * (UTC+2 in winter, +3 in summer), Stockholm and Oslo (UTC+1 / +2).
 */
describe("time zones: 21:30, 23:30 and 00:30 UTC are each station's own day and time", () => {
  // Every weekday's hours differ, so today's text names the day the station is on.
  const byWeekday = weekly([], {
    monday: [['06:00', '21:01']],
    tuesday: [['06:00', '21:02']],
    wednesday: [['06:00', '21:03']],
    thursday: [['06:00', '21:04']],
    friday: [['06:00', '21:05']],
    saturday: [['06:00', '21:06']],
    sunday: [['06:00', '21:07']],
  })
  const dayText: Record<Weekday, string> = {
    monday: '06:00–21:01',
    tuesday: '06:00–21:02',
    wednesday: '06:00–21:03',
    thursday: '06:00–21:04',
    friday: '06:00–21:05',
    saturday: '06:00–21:06',
    sunday: '06:00–21:07',
  }
  const evening = weekly([['06:00', '23:00']])
  const night = weekly([['23:00', '01:00']])

  test.each<[string, string, string, Weekday, boolean, boolean]>([
    // Winter, Thursday 15 January 2026: Helsinki UTC+2, Stockholm and Oslo UTC+1.
    ['2026-01-15T21:30:00Z', helsinki, '2026-01-15', 'thursday', false, true], // 23:30
    ['2026-01-15T21:30:00Z', stockholm, '2026-01-15', 'thursday', true, false], // 22:30
    ['2026-01-15T21:30:00Z', oslo, '2026-01-15', 'thursday', true, false], // 22:30
    ['2026-01-15T23:30:00Z', helsinki, '2026-01-16', 'friday', false, false], // 01:30
    ['2026-01-15T23:30:00Z', stockholm, '2026-01-16', 'friday', false, true], // 00:30
    ['2026-01-15T23:30:00Z', oslo, '2026-01-16', 'friday', false, true], // 00:30
    ['2026-01-16T00:30:00Z', helsinki, '2026-01-16', 'friday', false, false], // 02:30
    ['2026-01-16T00:30:00Z', stockholm, '2026-01-16', 'friday', false, false], // 01:30
    ['2026-01-16T00:30:00Z', oslo, '2026-01-16', 'friday', false, false], // 01:30
    // Summer, Friday 10 July 2026: Helsinki UTC+3 is already Saturday at 21:30 UTC.
    ['2026-07-10T21:30:00Z', helsinki, '2026-07-11', 'saturday', false, true], // 00:30
    ['2026-07-10T21:30:00Z', stockholm, '2026-07-10', 'friday', false, true], // 23:30
    ['2026-07-10T21:30:00Z', oslo, '2026-07-10', 'friday', false, true], // 23:30
    ['2026-07-10T23:30:00Z', helsinki, '2026-07-11', 'saturday', false, false], // 02:30
    ['2026-07-10T23:30:00Z', stockholm, '2026-07-11', 'saturday', false, false], // 01:30
    ['2026-07-10T23:30:00Z', oslo, '2026-07-11', 'saturday', false, false], // 01:30
    ['2026-07-11T00:30:00Z', helsinki, '2026-07-11', 'saturday', false, false], // 03:30
    ['2026-07-11T00:30:00Z', stockholm, '2026-07-11', 'saturday', false, false], // 02:30
    ['2026-07-11T00:30:00Z', oslo, '2026-07-11', 'saturday', false, false], // 02:30
    // Winter again, 22:30 UTC: Helsinki 00:30 on the 16th, Stockholm still 23:30 on the 15th.
    ['2026-01-15T22:30:00Z', helsinki, '2026-01-16', 'friday', false, true],
    ['2026-01-15T22:30:00Z', stockholm, '2026-01-15', 'thursday', false, true],
  ])(
    '%s in %s is %s (%s): open 06–23 %s, open 23–01 %s',
    (iso, zone, date, weekday, eveningOpen, nightOpen) => {
      const now = at(iso)
      expect(openingHoursRows(byWeekday, now, zone)[1]).toMatchObject({ date, weekday, label: 'today' })
      expect(todaysOpeningHoursText(byWeekday, now, zone, fi)).toBe(dayText[weekday])
      const formatted = formatOpeningHours(byWeekday, now, zone, fi)
      expect(formatted.kind === 'rows' && formatted.rows.find((row) => row.isToday)?.date).toBe(date)
      expect(isOpenNow(evening, now, zone)).toBe(eveningOpen)
      expect(openingState(evening, now, zone).status).toBe(eveningOpen ? 'open' : 'closed')
      expect(isOpenNow(night, now, zone)).toBe(nightOpen)
      expect(openingState(night, now, zone).status).toBe(nightOpen ? 'open' : 'closed')
    },
  )

  test("closes at is on the station's own clock", () => {
    // 21:30 UTC in summer: 23:30 in Stockholm, the night opening closes at 01:00 tomorrow (23:00 UTC).
    expect(openingState(night, at('2026-07-10T21:30:00Z'), stockholm)).toMatchObject({
      status: 'open',
      closes: { time: '01:00', day: 'tomorrow', date: '2026-07-11', at: at('2026-07-10T23:00:00Z') },
    })
    // The same instant in Helsinki is 00:30 on Saturday: yesterday's opening closes at 01:00 today.
    expect(openingState(night, at('2026-07-10T21:30:00Z'), helsinki)).toMatchObject({
      status: 'open',
      closes: { time: '01:00', day: 'today', date: '2026-07-11', at: at('2026-07-10T22:00:00Z') },
    })
  })
})

describe('DST changes of 2026: 29 March and 25 October at 01:00 UTC', () => {
  const dayStation = weekly([['06:00', '22:00']])
  const allDay = weekly([['00:00', '24:00']])
  const nightStation = weekly([['22:00', '02:00']])

  test.each<[string, string, string, boolean]>([
    // Spring: Helsinki goes from UTC+2 to +3, Stockholm and Oslo from +1 to +2.
    // Saturday 28 March, still winter time: 06:00 Helsinki is 04:00 UTC, 22:00 is 20:00 UTC.
    ['2026-03-28T03:59:00Z', helsinki, 'closed', false],
    ['2026-03-28T04:00:00Z', helsinki, 'open', true],
    ['2026-03-28T19:59:00Z', helsinki, 'open', true],
    ['2026-03-28T20:00:00Z', helsinki, 'closed', false],
    // Sunday 29 March, summer time: 06:00 Helsinki is 03:00 UTC, 22:00 is 19:00 UTC.
    ['2026-03-29T02:59:00Z', helsinki, 'closed', false],
    ['2026-03-29T03:00:00Z', helsinki, 'open', true],
    ['2026-03-29T18:59:00Z', helsinki, 'open', true],
    ['2026-03-29T19:00:00Z', helsinki, 'closed', false],
    ['2026-03-29T03:59:00Z', stockholm, 'closed', false],
    ['2026-03-29T04:00:00Z', stockholm, 'open', true],
    ['2026-03-29T19:59:00Z', oslo, 'open', true],
    ['2026-03-29T20:00:00Z', oslo, 'closed', false],
    // Autumn: Saturday 24 October, summer time; Sunday 25 October, winter time.
    ['2026-10-24T02:59:00Z', helsinki, 'closed', false],
    ['2026-10-24T03:00:00Z', helsinki, 'open', true],
    ['2026-10-25T03:59:00Z', helsinki, 'closed', false],
    ['2026-10-25T04:00:00Z', helsinki, 'open', true],
    ['2026-10-25T19:59:00Z', helsinki, 'open', true],
    ['2026-10-25T20:00:00Z', helsinki, 'closed', false],
    ['2026-10-25T04:59:00Z', stockholm, 'closed', false],
    ['2026-10-25T05:00:00Z', stockholm, 'open', true],
    ['2026-10-24T19:59:00Z', oslo, 'open', true],
    ['2026-10-24T20:00:00Z', oslo, 'closed', false],
  ])('06:00–22:00 at %s in %s: %s', (iso, zone, status, open) => {
    expect(openingState(dayStation, at(iso), zone).status).toBe(status)
    expect(isOpenNow(dayStation, at(iso), zone)).toBe(open)
    expect(todaysOpeningHoursText(dayStation, at(iso), zone, fi)).toBe('06:00–22:00')
  })

  test.each([
    '2026-03-28T23:00:00Z',
    '2026-03-29T00:59:59Z',
    '2026-03-29T01:00:00Z',
    '2026-03-29T02:30:00Z',
    '2026-10-24T23:00:00Z',
    '2026-10-25T00:59:59Z',
    '2026-10-25T01:00:00Z',
    '2026-10-25T02:30:00Z',
  ])('00:00–24:00 at %s is open around the clock on both sides of the change', (iso) => {
    for (const zone of [helsinki, stockholm, oslo]) {
      expect(openingState(allDay, at(iso), zone)).toEqual({ status: 'open', closes: null })
      expect(isOpenNow(allDay, at(iso), zone)).toBe(true)
      expect(formatOpeningHours(allDay, at(iso), zone, fi)).toEqual({ kind: 'open24h', text: 'Avoinna 24 h' })
    }
  })

  test('the closing and opening instants move with the clocks', () => {
    expect(openingState(dayStation, at('2026-03-28T12:00:00Z'), helsinki)).toMatchObject({
      closes: { at: at('2026-03-28T20:00:00Z'), time: '22:00' },
    })
    expect(openingState(dayStation, at('2026-03-28T21:00:00Z'), helsinki)).toMatchObject({
      opens: { at: at('2026-03-29T03:00:00Z'), time: '06:00', day: 'tomorrow' },
    })
    expect(openingState(dayStation, at('2026-10-24T20:00:00Z'), helsinki)).toMatchObject({
      opens: { at: at('2026-10-25T04:00:00Z'), time: '06:00', day: 'tomorrow' },
    })
  })

  test('a night opening over the change: 02:00 Stockholm is skipped in spring, so it closes at 03:00 summer time', () => {
    // Saturday 28 March 22:00 CET (21:00 UTC) until Sunday 02:00, which does not exist: 03:00 CEST, 01:00 UTC.
    expect(isOpenNow(nightStation, at('2026-03-29T00:59:00Z'), stockholm)).toBe(true)
    expect(isOpenNow(nightStation, at('2026-03-29T01:00:00Z'), stockholm)).toBe(false)
    // Autumn, Saturday 24 October 22:00 CEST (20:00 UTC) to Sunday 02:00, the first of two: 00:00 UTC.
    expect(openingState(nightStation, at('2026-10-24T21:00:00Z'), stockholm)).toMatchObject({
      status: 'open',
      closes: { at: at('2026-10-25T00:00:00Z'), time: '02:00', day: 'tomorrow' },
    })
    expect(isOpenNow(nightStation, at('2026-10-25T00:00:00Z'), stockholm)).toBe(false)
  })
})

describe('independent of the host time zone (process.env.TZ)', () => {
  const hostZone = process.env.TZ
  afterEach(() => {
    if (hostZone === undefined) delete process.env.TZ
    else process.env.TZ = hostZone
  })

  const inputs: unknown[] = [
    weekly([['06:00', '22:00']], { sunday: [['09:00', '21:00']] }, [['2026-03-29', [['10:00', '18:00']]]]),
    weekly([['22:00', '02:00']]),
    weekly([['00:00', '24:00']]),
    shape1(
      eightDays(
        [['07:00:00', '19:00:00']],
        Array.from({ length: 20 }, (_, index) => addDays('2026-03-20', index)),
      ),
    ),
  ]
  const probes = [
    '2026-01-15T21:30:00Z',
    '2026-01-15T23:30:00Z',
    '2026-01-16T00:30:00Z',
    '2026-03-08T00:30:00Z',
    '2026-03-28T23:30:00Z',
    '2026-03-29T01:00:00Z',
    '2026-03-29T03:30:00Z',
    '2026-10-25T00:30:00Z',
    '2026-10-25T01:30:00Z',
  ]

  test.each(['America/New_York', 'Pacific/Kiritimati', 'Asia/Kathmandu', 'Europe/Helsinki'])(
    'a host in %s gives the same answers as a host in UTC',
    { timeout: 20_000 },
    async (host) => {
      const compute = async (zoneOfHost: string) => {
        process.env.TZ = zoneOfHost
        vi.resetModules()
        const fresh = await import('./opening-hours.ts')
        return probes.flatMap((iso) =>
          [helsinki, stockholm, oslo].flatMap((zone) =>
            inputs.map((input) => ({
              table: fresh.formatOpeningHours(input, at(iso), zone, fi),
              today: fresh.todaysOpeningHoursText(input, at(iso), zone, fi),
              state: fresh.openingState(input, at(iso), zone),
              open: fresh.isOpenNow(input, at(iso), zone),
            })),
          ),
        )
      }
      const inUtc = await compute('UTC')
      const elsewhere = await compute(host)
      // The host really was elsewhere: Node follows a changed TZ at once.
      expect(new Date(at('2026-07-01T12:00:00Z')).getTimezoneOffset()).not.toBe(0)
      expect(elsewhere).toEqual(inUtc)
    },
  )
})

describe('properties', () => {
  const seed = Number(process.env.OPENING_HOURS_SEED ?? Date.now() % 2 ** 31)
  const zones = fc.oneof(
    fc.constantFrom(helsinki, stockholm, oslo, 'UTC', 'Europe/Atlantis', '', 'helsinki'),
    fc.string(),
  )
  const anyInstant = fc.oneof(
    fc.double(),
    fc.integer({ min: at('2025-01-01T00:00:00Z'), max: at('2027-12-31T23:59:59Z') }),
    fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 8.64e15, -8.64e15, 0),
    fc.date(),
    fc.date({ noInvalidDate: false }),
  )
  const clockText = fc.oneof(
    fc.constantFrom('00:00', '06:00:00', '24:00', '24:00:00', '23:59:59', '12:30', '25:00', '6:00', ''),
    fc
      .tuple(fc.integer({ min: 0, max: 24 }), fc.integer({ min: 0, max: 59 }))
      .map(([hours, minutes]) => `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`),
    fc.string(),
  )
  const dateText = fc.oneof(
    fc
      .integer({ min: at('2025-12-20T00:00:00Z'), max: at('2027-01-10T00:00:00Z') })
      .map((ms) => new Date(ms).toISOString().slice(0, 10)),
    fc.string(),
  )
  const range = fc.record({ opens: clockText, closes: clockText })
  /** Inputs shaped like the three forms, right or subtly wrong, and anything at all. */
  const timetables = fc.oneof(
    fc.anything(),
    fc.anything({
      withNullPrototype: true,
      withBoxedValues: true,
      withMap: true,
      withSet: true,
      withSparseArray: true,
      withDate: true,
      withTypedArray: true,
      withBigInt: true,
    }),
    fc.record({
      regular: fc.dictionary(
        fc.constantFrom(...weekdays, 'someday'),
        fc.oneof(fc.array(range, { maxLength: 3 }), fc.anything()),
      ),
      exceptions: fc.oneof(
        fc.array(fc.record({ date: dateText, ranges: fc.array(range, { maxLength: 3 }) }), { maxLength: 4 }),
        fc.anything(),
      ),
    }),
    fc.array(
      fc.record({
        date: dateText,
        openHours: fc.array(fc.record({ startTime: clockText, endTime: clockText }), { maxLength: 3 }),
      }),
      { maxLength: 10 },
    ),
    fc.record({
      store24h: fc.oneof(fc.boolean(), fc.anything()),
      storeOpeningHours: fc.oneof(
        fc.array(
          fc.record({
            date: dateText,
            hours: fc.array(fc.record({ opens: clockText, closes: clockText }), { maxLength: 3 }),
          }),
          { maxLength: 10 },
        ),
        fc.anything(),
      ),
    }),
  )
  const translators = fc.constantFrom<OpeningHoursTranslate>(
    fi,
    (key: OpeningHoursMessageKey) => key,
    () => '',
    () => {
      throw new Error('broken')
    },
  )

  function expectShape(formatted: FormattedOpeningHours) {
    if (formatted.kind === 'rows') {
      expect(formatted.rows).toHaveLength(rowCount)
      expect(formatted.rows.filter((row) => row.isToday)).toHaveLength(1)
      for (const row of formatted.rows) {
        expect(row.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect(row.label).not.toBe('')
        // A day's text is '-', a closed day, or ranges of HH:mm joined by ', '.
        expect(row.text).toMatch(
          /^(?:-|Suljettu|Closed|\d{2}:\d{2}–\d{2}:\d{2}(?:, \d{2}:\d{2}–\d{2}:\d{2})*)$/,
        )
      }
    } else {
      expect(['open24h', 'missing']).toContain(formatted.kind)
      expect(formatted.text).not.toBe('')
    }
  }

  test(
    `the formatters never throw and always answer in their documented shape (seed ${seed})`,
    { timeout: 30_000 },
    () => {
      console.log(`opening-hours property seed: ${seed}`)
      fc.assert(
        fc.property(timetables, anyInstant, zones, translators, (input, now, zone, t) => {
          const formatted = formatOpeningHours(input, now, zone, t)
          expectShape(formatted)
          const today = todaysOpeningHoursText(input, now, zone, t)
          expect(typeof today).toBe('string')
          expect(today).not.toBe('')
          if (formatted.kind === 'missing') expect(today).toBe('-')
          if (formatted.kind === 'open24h') expect(today).toBe(formatted.text)
          const rows = openingHoursRows(input, now, zone)
          expect([0, rowCount]).toContain(rows.length)
          expectShape(formatOpeningHoursRows(rows, t))
          const state = openingState(input, now, zone)
          expect(['open', 'closed', 'unknown']).toContain(state.status)
          const nowMs = typeof now === 'number' ? now : now.getTime()
          if (state.status === 'open' && state.closes !== null) expect(state.closes.at).toBeGreaterThan(nowMs)
          if (state.status === 'closed' && state.opens !== null) expect(state.opens.at).toBeGreaterThan(nowMs)
          expect(isOpenNow(input, now, zone)).toBe(state.status === 'open')
        }),
        { seed, numRuns: 1500 },
      )
    },
  )

  test(`formatOpeningHoursRows takes anything (seed ${seed})`, () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.array(fc.anything())), translators, (rows, t) => {
        expectShape(formatOpeningHoursRows(rows, t))
      }),
      { seed, numRuns: 500 },
    )
  })

  test(`whatever a caller passes for now and the zone, even outside the types: no throw (seed ${seed})`, () => {
    // Reflect.apply calls the functions as JavaScript would: the rendering code's types are not a guarantee.
    // Zones this runtime does not know (a random 'GB' or 'UTC' would be a real answer).
    const notAZone = fc.anything().filter((value) => !isKnownTimeZone(value))
    fc.assert(
      fc.property(timetables, fc.anything(), notAZone, translators, (input, now, zone, t) => {
        const formatted: unknown = Reflect.apply(formatOpeningHours, undefined, [input, now, zone, t])
        expect(formatted).toEqual({ kind: 'missing', text: '-' })
        const today: unknown = Reflect.apply(todaysOpeningHoursText, undefined, [input, now, zone, t])
        expect(today).toBe('-')
        const state: unknown = Reflect.apply(openingState, undefined, [input, now, zone])
        expect(state).toEqual({ status: 'unknown' })
        const open: unknown = Reflect.apply(isOpenNow, undefined, [input, now, zone])
        expect(open).toBe(false)
      }),
      { seed, numRuns: 300 },
    )
  })

  /** Valid weekly timetables at instants around the DST changes of 2025–2027. */
  test(
    `closes at and opens at are where isOpenNow changes, also across DST (seed ${seed})`,
    { timeout: 30_000 },
    () => {
      const wholeMinute = fc
        .integer({ min: 0, max: 24 * 60 - 1 })
        .map(
          (minute) =>
            `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
        )
      const validRange = fc.record({
        opens: wholeMinute,
        closes: fc.oneof(wholeMinute, fc.constant('24:00')),
      })
      const validDay = fc.array(validRange, { maxLength: 2 })
      const validWeek = fc.record({
        regular: fc.record({
          monday: validDay,
          tuesday: validDay,
          wednesday: validDay,
          thursday: validDay,
          friday: validDay,
          saturday: validDay,
          sunday: validDay,
        }),
        exceptions: fc.constant([]),
      })
      const changes = [
        '2025-03-30',
        '2025-10-26',
        '2026-03-29',
        '2026-10-25',
        '2027-03-28',
        '2027-10-31',
      ].map((date) => at(`${date}T01:00:00Z`))
      const instants = fc.oneof(
        fc
          .tuple(fc.constantFrom(...changes), fc.integer({ min: -2 * 86_400_000, max: 2 * 86_400_000 }))
          .map(([change, delta]) => change + delta),
        fc.integer({ min: at('2026-01-01T00:00:00Z'), max: at('2026-12-31T00:00:00Z') }),
      )
      fc.assert(
        fc.property(validWeek, instants, fc.constantFrom(helsinki, stockholm, oslo), (input, now, zone) => {
          const state = openingState(input, now, zone)
          expect(state.status).not.toBe('unknown')
          expect(isOpenNow(input, now, zone)).toBe(state.status === 'open')
          const moment =
            state.status === 'open' ? state.closes : state.status === 'closed' ? state.opens : null
          if (moment === null) return
          expect(isOpenNow(input, moment.at, zone)).toBe(state.status !== 'open')
          expect(isOpenNow(input, moment.at - 1000, zone)).toBe(state.status === 'open')
          expect(moment.time).toMatch(/^(?:[01]\d|2[0-4]):[0-5]\d$/)
        }),
        { seed, numRuns: 150 },
      )
    },
  )
})
