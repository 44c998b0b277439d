import fc from 'fast-check'
import { afterEach, expect, test, vi } from 'vitest'
import {
  addDays,
  daysBetween,
  isCalendarDate,
  isKnownTimeZone,
  weekdayOf,
  zonedClock,
  zonedInstant,
  zoneOffsetsAround,
} from './opening-hours-zone.ts'
import type * as OpeningHoursZone from './opening-hours-zone.ts'

const at = (iso: string) => Date.parse(iso)
const hhmm = (second: number) =>
  `${String(Math.floor(second / 3600)).padStart(2, '0')}:${String(Math.floor((second % 3600) / 60)).padStart(2, '0')}`

const hostZone = process.env.TZ
afterEach(() => {
  if (hostZone === undefined) delete process.env.TZ
  else process.env.TZ = hostZone
})

test.each([
  // Winter: Helsinki UTC+2, Stockholm and Oslo UTC+1.
  ['2026-01-15T21:30:00Z', 'Europe/Helsinki', '2026-01-15', 'thursday', '23:30', 120],
  ['2026-01-15T21:30:00Z', 'Europe/Stockholm', '2026-01-15', 'thursday', '22:30', 60],
  ['2026-01-15T23:30:00Z', 'Europe/Helsinki', '2026-01-16', 'friday', '01:30', 120],
  ['2026-01-15T23:30:00Z', 'Europe/Stockholm', '2026-01-16', 'friday', '00:30', 60],
  ['2026-01-15T23:30:00Z', 'Europe/Oslo', '2026-01-16', 'friday', '00:30', 60],
  ['2026-01-16T00:30:00Z', 'Europe/Oslo', '2026-01-16', 'friday', '01:30', 60],
  // Summer: Helsinki UTC+3, Stockholm and Oslo UTC+2; at 21:30 UTC Helsinki is already tomorrow.
  ['2026-07-10T21:30:00Z', 'Europe/Helsinki', '2026-07-11', 'saturday', '00:30', 180],
  ['2026-07-10T21:30:00Z', 'Europe/Stockholm', '2026-07-10', 'friday', '23:30', 120],
  ['2026-07-10T23:30:00Z', 'Europe/Oslo', '2026-07-11', 'saturday', '01:30', 120],
  ['2026-07-11T00:30:00Z', 'Europe/Helsinki', '2026-07-11', 'saturday', '03:30', 180],
  // The year turns earlier in the north.
  ['2026-12-31T22:30:00Z', 'Europe/Helsinki', '2027-01-01', 'friday', '00:30', 120],
  ['2026-12-31T22:30:00Z', 'Europe/Stockholm', '2026-12-31', 'thursday', '23:30', 60],
  // DST 2026: forward on 29 March at 01:00 UTC, back on 25 October at 01:00 UTC.
  ['2026-03-29T00:59:59Z', 'Europe/Helsinki', '2026-03-29', 'sunday', '02:59', 120],
  ['2026-03-29T01:00:00Z', 'Europe/Helsinki', '2026-03-29', 'sunday', '04:00', 180],
  ['2026-03-29T01:00:00Z', 'Europe/Oslo', '2026-03-29', 'sunday', '03:00', 120],
  ['2026-10-25T00:59:59Z', 'Europe/Helsinki', '2026-10-25', 'sunday', '03:59', 180],
  ['2026-10-25T01:00:00Z', 'Europe/Helsinki', '2026-10-25', 'sunday', '03:00', 120],
  ['2026-10-25T01:00:00Z', 'Europe/Stockholm', '2026-10-25', 'sunday', '02:00', 60],
])('%s in %s is %s (%s) %s, UTC%+d min', (iso, zone, date, weekday, time, offset) => {
  const clock = zonedClock(at(iso), zone)
  expect(clock).toMatchObject({ date, weekday, offsetMinutes: offset })
  expect(hhmm(clock?.second ?? -1)).toBe(time)
  expect(zonedClock(new Date(iso), zone)).toEqual(clock)
})

test.each([
  [Number.NaN, 'Europe/Helsinki'],
  [Number.POSITIVE_INFINITY, 'Europe/Helsinki'],
  [8.64e15 + 1, 'Europe/Helsinki'],
  [new Date('nonsense'), 'Europe/Helsinki'],
  [0, 'Mars/Olympus_Mons'],
  [0, ''],
])('zonedClock(%s, %j) is null: no valid instant or no known zone', (now, zone) => {
  expect(zonedClock(now, zone)).toBeNull()
})

test.each([
  // An ordinary time: the offset of the day.
  ['2026-01-15', '12:00', 'Europe/Helsinki', '2026-01-15T10:00:00Z'],
  ['2026-07-15', '12:00', 'Europe/Oslo', '2026-07-15T10:00:00Z'],
  // Spring forward: 03:00–03:59 does not exist in Helsinki (02:00–02:59 in Stockholm): moved on by the gap.
  ['2026-03-29', '02:59', 'Europe/Helsinki', '2026-03-29T00:59:00Z'],
  ['2026-03-29', '03:00', 'Europe/Helsinki', '2026-03-29T01:00:00Z'],
  ['2026-03-29', '03:30', 'Europe/Helsinki', '2026-03-29T01:30:00Z'],
  ['2026-03-29', '04:00', 'Europe/Helsinki', '2026-03-29T01:00:00Z'],
  ['2026-03-29', '02:30', 'Europe/Stockholm', '2026-03-29T01:30:00Z'],
  ['2026-03-29', '03:00', 'Europe/Stockholm', '2026-03-29T01:00:00Z'],
  // Fall back: 03:00–03:59 happens twice in Helsinki (02:00–02:59 in Oslo): the first time.
  ['2026-10-25', '03:00', 'Europe/Helsinki', '2026-10-25T00:00:00Z'],
  ['2026-10-25', '03:30', 'Europe/Helsinki', '2026-10-25T00:30:00Z'],
  ['2026-10-25', '04:00', 'Europe/Helsinki', '2026-10-25T02:00:00Z'],
  ['2026-10-25', '02:30', 'Europe/Oslo', '2026-10-25T00:30:00Z'],
  ['2026-10-25', '03:00', 'Europe/Oslo', '2026-10-25T02:00:00Z'],
  // 24:00 and beyond: the following days.
  ['2026-10-24', '24:00', 'Europe/Helsinki', '2026-10-24T21:00:00Z'],
  ['2026-10-24', '26:00', 'Europe/Helsinki', '2026-10-24T23:00:00Z'],
])('%s %s in %s is %s', (date, time, zone, iso) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  expect(new Date(zonedInstant(date, hours * 3600 + minutes * 60, zone)).toISOString()).toBe(
    new Date(iso).toISOString(),
  )
})

test.each([
  ['2026-03-29', true],
  ['2024-02-29', true],
  ['2026-02-29', false],
  ['2026-02-30', false],
  ['2026-13-01', false],
  ['2026-00-10', false],
  ['2026-1-1', false],
  ['0050-01-01', false],
  ['2026-03-29T00:00', false],
  [20260329, false],
  [null, false],
])('isCalendarDate(%j) = %j', (value, expected) => {
  expect(isCalendarDate(value)).toBe(expected)
})

test.each([
  ['2026-03-28', 1, '2026-03-29', 'sunday'],
  ['2026-03-29', 1, '2026-03-30', 'monday'],
  ['2026-12-31', 1, '2027-01-01', 'friday'],
  ['2024-02-28', 1, '2024-02-29', 'thursday'],
  ['2026-01-01', -1, '2025-12-31', 'wednesday'],
  ['2026-10-25', 7, '2026-11-01', 'sunday'],
])('addDays(%s, %d) = %s, a %s', (date, days, expected, weekday) => {
  expect(addDays(date, days)).toBe(expected)
  expect(weekdayOf(expected)).toBe(weekday)
  expect(daysBetween(date, expected)).toBe(days)
})

test.each([
  ['Europe/Helsinki', true],
  ['Europe/Stockholm', true],
  ['Europe/Oslo', true],
  ['UTC', true],
  ['Europe/Atlantis', false],
  ['', false],
  [42, false],
])('isKnownTimeZone(%j) = %j', (zone, expected) => {
  expect(isKnownTimeZone(zone)).toBe(expected)
})

/**
 * dayjs's own `.tz()` reads its wall clock through the host's zone: in New York 2026-03-08T00:30Z printed
 * 03:30 for Helsinki (New York's clocks go forward that night). The server runs in UTC, browsers anywhere.
 * Each host gets a fresh copy of the module, so nothing remembered from another host answers.
 */
test.each([
  'America/New_York',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'Europe/Helsinki',
  'Pacific/Chatham',
])('a host in %s reads the same clocks and instants as a host in UTC', async (host) => {
  const probes = [
    '2026-03-08T00:30:00Z',
    '2026-03-08T07:30:00Z',
    '2026-03-29T00:59:59Z',
    '2026-03-29T01:00:00Z',
    '2026-04-05T15:30:00Z',
    '2026-10-04T14:30:00Z',
    '2026-10-25T00:30:00Z',
    '2026-10-25T01:30:00Z',
    '2026-11-01T06:30:00Z',
  ]
  const readIn = async (zoneOfHost: string) => {
    process.env.TZ = zoneOfHost
    vi.resetModules()
    const fresh = await import('./opening-hours-zone.ts')
    return probes.flatMap((iso) =>
      ['Europe/Helsinki', 'Europe/Stockholm', 'Europe/Oslo'].map((zone) => {
        const clock = fresh.zonedClock(at(iso), zone)
        return [clock, clock === null ? null : fresh.zonedInstant(clock.date, clock.second, zone)]
      }),
    )
  }
  const inUtc = await readIn('UTC')
  const elsewhere = await readIn(host)
  // Node follows a changed TZ at once: the host really was elsewhere.
  expect(new Date(at('2026-01-15T12:00:00Z')).getTimezoneOffset()).not.toBe(0)
  expect(elsewhere).toEqual(inUtc)
  expect(inUtc[0]).toEqual([
    expect.objectContaining({ date: '2026-03-08', second: 2.5 * 3600 }),
    at(probes[0] ?? ''),
  ])
})

const seed = Number(process.env.OPENING_HOURS_ZONE_SEED ?? Date.now() % 2 ** 31)
const zones = fc.constantFrom('Europe/Helsinki', 'Europe/Stockholm', 'Europe/Oslo')
// 2025–2027: three years of DST changes either side of 2026.
const anyInstant = fc.integer({ min: at('2025-01-01T00:00:00Z'), max: at('2027-12-31T23:59:59Z') })
// The EU changes (last Sundays of March and October, 01:00 UTC), two hours either side.
const dstChanges = ['2025-03-30', '2025-10-26', '2026-03-29', '2026-10-25', '2027-03-28', '2027-10-31'].map(
  (date) => at(`${date}T01:00:00Z`),
)
const nearDstChange = fc
  .tuple(fc.constantFrom(...dstChanges), fc.integer({ min: -7_200_000, max: 7_200_000 }))
  .map(([change, delta]) => change + delta)
const instants = fc.oneof(anyInstant, nearDstChange)

// 600 runs of uncached zone arithmetic take a few seconds, more on a busy machine than the 5 s default.
test(
  `the wall clock read back is the same instant, or the first of a repeated hour (seed ${seed})`,
  { timeout: 30_000 },
  () => {
    // The seed is in the test name and printed, so a failing run can be replayed with OPENING_HOURS_ZONE_SEED.
    console.log(`opening-hours zone property seed: ${seed}`)
    fc.assert(
      fc.property(instants, zones, (epochMs, zone) => {
        const clock = zonedClock(epochMs, zone)
        expect(clock).not.toBeNull()
        if (clock === null) return
        expect(isCalendarDate(clock.date)).toBe(true)
        expect(weekdayOf(clock.date)).toBe(clock.weekday)
        expect(clock.second).toBeGreaterThanOrEqual(0)
        expect(clock.second).toBeLessThan(86_400)
        const wholeSecond = Math.floor(epochMs / 1000) * 1000
        const back = zonedInstant(clock.date, clock.second, zone)
        // In the second pass of a repeated hour the offset is an hour less than it was an hour before.
        const inSecondPass = zonedClock(epochMs - 3_600_000, zone)?.offsetMinutes === clock.offsetMinutes + 60
        expect(back).toBe(inSecondPass ? wholeSecond - 3_600_000 : wholeSecond)
      }),
      { seed, numRuns: 600 },
    )
  },
)

test.each([
  // No change in the fortnight: one span per zone, midnight UTC three days before to eleven days after.
  ['2026-11-26T09:15:00Z', 'Europe/Helsinki', [['2026-11-23T00:00:00Z', '2026-12-07T00:00:00Z', 120]]],
  ['2026-11-26T09:15:00Z', 'Europe/Oslo', [['2026-11-23T00:00:00Z', '2026-12-07T00:00:00Z', 60]]],
  // The spring and autumn changes of 2026 split the days at 01:00 UTC exactly.
  [
    '2026-03-27T12:00:00Z',
    'Europe/Helsinki',
    [
      ['2026-03-24T00:00:00Z', '2026-03-29T01:00:00Z', 120],
      ['2026-03-29T01:00:00Z', '2026-04-07T00:00:00Z', 180],
    ],
  ],
  ['2026-10-30T23:59:00Z', 'Europe/Stockholm', [['2026-10-27T00:00:00Z', '2026-11-10T00:00:00Z', 60]]],
  [
    '2026-10-24T23:59:00Z',
    'Europe/Stockholm',
    [
      ['2026-10-21T00:00:00Z', '2026-10-25T01:00:00Z', 120],
      ['2026-10-25T01:00:00Z', '2026-11-04T00:00:00Z', 60],
    ],
  ],
])('the offsets of the days around %s in %s', (iso, zone, expected) => {
  expect(zoneOffsetsAround(at(iso), zone)).toEqual(
    expected.map(([from, until, offsetMinutes]) => ({
      timeZone: zone,
      from: at(String(from)),
      until: at(String(until)),
      offsetMinutes,
    })),
  )
})

test('no offsets for an unknown zone or an instant that is none', () => {
  expect(zoneOffsetsAround(at('2026-11-26T09:15:00Z'), 'Mars/Olympus_Mons')).toEqual([])
  expect(zoneOffsetsAround(Number.NaN, 'Europe/Helsinki')).toEqual([])
})

/**
 * What a browser does with a page's offsets: a fresh copy of the module (nothing remembered from the
 * server's answers) that adopted them answers every clock and instant of those days as the server's did,
 * and never asks Intl; an instant outside them is Intl's to answer again.
 */
test('a module that adopted a page’s offsets reads the same clocks without asking Intl', async () => {
  const now = at('2026-03-27T21:30:00Z')
  const zones = ['Europe/Helsinki', 'Europe/Stockholm', 'Europe/Oslo']
  const spans = zones.flatMap((zone) => zoneOffsetsAround(now, zone))
  const hours = Array.from({ length: 9 * 24 }, (_, hour) => now - 2 * 86_400_000 + hour * 3_600_000)
  const read = (module: typeof OpeningHoursZone) =>
    zones.flatMap((zone) =>
      hours.map((instant) => {
        const clock = module.zonedClock(instant, zone)
        return [clock, clock === null ? null : module.zonedInstant(clock.date, clock.second, zone)]
      }),
    )
  const server = read(await import('./opening-hours-zone.ts'))
  vi.resetModules()
  const browser = await import('./opening-hours-zone.ts')
  const adopting = await import('./zone-offset-spans.ts')
  adopting.adoptZoneOffsets(spans)
  const toLocaleString = vi.spyOn(Date.prototype, 'toLocaleString')
  const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat')
  expect(read(browser)).toEqual(server)
  expect(toLocaleString).not.toHaveBeenCalled()
  expect(dateTimeFormat).not.toHaveBeenCalled()
  // A month later is no longer covered: Intl answers, and rightly (summer time in Helsinki).
  expect(browser.zonedClock(at('2026-04-27T12:00:00Z'), 'Europe/Helsinki')?.offsetMinutes).toBe(180)
  expect(toLocaleString).toHaveBeenCalled()
  vi.restoreAllMocks()
})

test('adopting keeps only sound spans, and replaces what was adopted before', async () => {
  vi.resetModules()
  const browser = await import('./opening-hours-zone.ts')
  const { adoptZoneOffsets } = await import('./zone-offset-spans.ts')
  const from = at('2030-01-01T00:00:00Z')
  const until = at('2030-01-02T00:00:00Z')
  adoptZoneOffsets([
    // A zone this runtime does not know is known while its span is adopted.
    { timeZone: 'Test/Somewhere', from, until, offsetMinutes: 330 },
    { timeZone: 'Test/Backwards', from: until, until: from, offsetMinutes: 60 },
    { timeZone: 'Test/Nowhere', from, until, offsetMinutes: 24 * 60 },
    { timeZone: 'Test/Fraction', from, until, offsetMinutes: 0.5 },
    { timeZone: '', from, until, offsetMinutes: 60 },
  ])
  expect(browser.zonedClock(from + 1000, 'Test/Somewhere')).toMatchObject({
    date: '2030-01-01',
    second: 5.5 * 3600 + 1,
  })
  for (const zone of ['Test/Backwards', 'Test/Nowhere', 'Test/Fraction']) {
    expect(browser.isKnownTimeZone(zone)).toBe(false)
    expect(browser.zonedClock(from + 1000, zone)).toBeNull()
  }
  adoptZoneOffsets([])
  expect(browser.zonedClock(from + 2000, 'Test/Somewhere')).toBeNull()
})
