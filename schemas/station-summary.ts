import { z } from 'zod/mini'
import { locales } from './locale.ts'
import { stationBrands, stationServiceKeys, weekdays } from './station-keys.ts'

/**
 * spec §3 "Station (map)" and DESIGN §1 `GET /cms-view/v1/stations`: the compact list the locator's map
 * and list are drawn from. The browser parses it at the boundary, so it is written with zod/mini
 * (ADR 018). The wire format is column-wise with shared tables (ADR 023); domain/station-list.ts writes
 * it (`stationListFor`) and reads it back into one entry a station (`locatorStationsFromList`).
 */

/** One station as the locator reads it, after the list is expanded. */
export const stationSummarySchema = z.object({
  id: z.string(),
  /** spec §5 verification code, e.g. `AUR-1042`: searchable as `aur 1042`, `1042` or `AUR-1042`. */
  code: z.string(),
  brand: z.enum(stationBrands),
  name: z.string(),
  city: z.string(),
  postalCode: z.string(),
  /** spec §3: lat and lon as numbers. */
  lat: z.number(),
  lon: z.number(),
  isClosed: z.boolean(),
  services: z.array(z.enum(stationServiceKeys)),
  /** The station page's path in the locale asked for, without locale prefix, e.g. `/asemahaku/kamppi`. */
  path: z.string(),
})

export type StationSummary = z.infer<typeof stationSummarySchema>

/** `hh:mm` or `hh:mm:ss`; domain/opening-hours.ts checks the ranges and reads a bad one as '-' (spec §8). */
const clockTime = z.string().check(z.regex(/^\d{2}:\d{2}(?::\d{2})?$/, 'must be a time hh:mm'))
const calendarDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date yyyy-mm-dd'))
const ranges = z.array(z.object({ opens: clockTime, closes: clockTime }))

/** The catalogue's weekly form (schemas/station.ts `weeklyHoursSchema`). */
const weeklyHours = z.object({
  regular: z.partialRecord(z.enum(weekdays), ranges),
  exceptions: z.optional(z.array(z.object({ date: calendarDate, ranges, note: z.optional(z.string()) }))),
})

/** spec §3 opening hours, shape 1. */
const openingHoursShape1 = z.array(
  z.object({
    date: calendarDate,
    openHours: z.array(z.object({ startTime: clockTime, endTime: clockTime })),
  }),
)

/** spec §3 opening hours, shape 2. */
const openingHoursShape2 = z.object({
  store24h: z.boolean(),
  storeOpeningHours: z.optional(z.array(z.object({ date: calendarDate, hours: ranges }))),
})

/**
 * A timetable and the zone it is read in: what the browser needs to compute "open now" and today's
 * hours itself (DESIGN §5). Many stations share one, so the list holds each once.
 */
export const stationScheduleSchema = z.object({
  timeZone: z.optional(z.string()),
  openingHours: z.optional(z.union([weeklyHours, openingHoursShape1, openingHoursShape2])),
})

export type StationSchedule = z.infer<typeof stationScheduleSchema>

const index = z.int().check(z.nonnegative())

/** Column-wise: entry `i` of every column is station `i`. */
const stationColumns = z.object({
  id: z.array(z.string()),
  /** null: `codePrefix` + the number of the station's id (`fi-1042` → `AUR-1042`). */
  code: z.array(z.nullable(z.string())),
  brand: z.array(z.enum(stationBrands)),
  name: z.array(z.string()),
  /**
   * The station page's path: null is `pathPrefix` + the slug of the name without its first word (the
   * brand: `Aurora Helsinki Kamppi` → `helsinki-kamppi`); a text starting with `/` is the whole path;
   * any other text is the slug after `pathPrefix`.
   */
  path: z.array(z.nullable(z.string())),
  street: z.array(z.string()),
  postalCode: z.array(z.string()),
  city: z.array(z.string()),
  lat: z.array(z.number()),
  lon: z.array(z.number()),
  isClosed: z.array(z.boolean()),
  /** Bit `i` set: the station has `services[i]` of the response. */
  services: z.array(index),
  /** Index into `schedules`. */
  schedule: z.array(index),
})

export type StationColumns = z.infer<typeof stationColumns>

/** The answer of `GET /cms-view/v1/stations?locale=…` (DESIGN §1, ADR 023). */
export const stationListResponseSchema = z
  .object({
    locale: z.enum(locales),
    /**
     * `name`: the stations come in the locale's name order, ties by id, and the browser takes that order
     * as it is. Absent: in no promised order.
     */
    order: z.optional(z.literal('name')),
    /** The folder of the locale's station pages, with its trailing slash, e.g. `/asemahaku/`. */
    pathPrefix: z.string(),
    /** The verification code prefix most stations share, with its hyphen, e.g. `AUR-`. */
    codePrefix: z.string(),
    /** The meaning of each bit of a station's `services` number. */
    services: z.array(z.enum(stationServiceKeys)).check(z.maxLength(52)),
    schedules: z.array(stationScheduleSchema),
    stations: stationColumns,
  })
  .check(
    z.refine(
      ({ stations }) => Object.values(stations).every((column) => column.length === stations.id.length),
      { message: 'every station column must be as long as stations.id', path: ['stations'] },
    ),
    z.refine(({ stations, schedules }) => stations.schedule.every((entry) => entry < schedules.length), {
      message: 'a station names a schedule the list does not have',
      path: ['stations', 'schedule'],
    }),
    z.refine(({ stations, services }) => stations.services.every((bits) => bits < 2 ** services.length), {
      message: 'a station has a service bit the list does not name',
      path: ['stations', 'services'],
    }),
  )

export type StationListResponse = z.infer<typeof stationListResponseSchema>
