import { z } from 'zod'
import { stationBrands, stationServiceKeys, weekdays } from './station-keys.ts'

/**
 * A station of the network (spec §3 "Station (catalogue)"): what the station pages show and what the
 * locator's list and map are made from. The embedded catalogue (`content/stations/`, written by
 * `npm run stations:generate`) is validated with this schema at boot, and an upstream CMS's station
 * data is parsed with it.
 */

/** `hh:mm` or `hh:mm:ss`, 00:00 to 24:00 (24:00 closes at midnight). */
const clockTime = z
  .string()
  .regex(
    /^(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$|^24:00(?::00)?$/,
    'must be a time hh:mm from 00:00 to 24:00',
  )

/** One opening of a day; a range that closes before it opens runs past midnight into the next day. */
export const timeRangeSchema = z.object({ opens: clockTime, closes: clockTime })
export type TimeRange = z.infer<typeof timeRangeSchema>

/** yyyy-mm-dd, a calendar day in the station's own time zone. */
const calendarDate = z.iso.date()

/**
 * The catalogue's form of a timetable: the regular week, and the days that differ (public holidays,
 * a closed day). An empty list of ranges is a closed day.
 */
export const weeklyHoursSchema = z.object({
  regular: z.record(z.enum(weekdays), z.array(timeRangeSchema)),
  exceptions: z
    .array(z.object({ date: calendarDate, ranges: z.array(timeRangeSchema), note: z.string().optional() }))
    .default([]),
})
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>

/** spec §3 opening hours, shape 1: dated entries of start and end times (hh:mm:ss). */
export const openingHoursShape1Schema = z.array(
  z.object({
    date: calendarDate,
    openHours: z.array(z.object({ startTime: clockTime, endTime: clockTime })),
  }),
)

/** spec §3 opening hours, shape 2: open around the clock, or dated entries of opening and closing times. */
export const openingHoursShape2Schema = z.object({
  store24h: z.boolean(),
  storeOpeningHours: z
    .array(
      z.object({
        date: calendarDate,
        hours: z.array(z.object({ opens: clockTime, closes: clockTime })),
      }),
    )
    .default([]),
})

/** Any form a station's timetable arrives in; domain/opening-hours.ts reads them all into one model. */
export const openingHoursInputSchema = z.union([
  weeklyHoursSchema,
  openingHoursShape1Schema,
  openingHoursShape2Schema,
])
export type OpeningHoursInput = z.infer<typeof openingHoursInputSchema>

/** The markets' time zones: "today" and "open now" are computed in the station's own (DESIGN §5). */
export const stationTimeZones = ['Europe/Helsinki', 'Europe/Stockholm', 'Europe/Oslo'] as const

const priceSchema = z.object({
  /** Minor units (cents, öre) of `currency`. */
  amount: z.number().int().nonnegative(),
  currency: z.enum(['EUR', 'SEK', 'NOK']),
})

export const dietSchema = z.enum(['vegan', 'vegetarian', 'lactoseFree', 'glutenFree', 'milkFree'])

/** spec §2.6 week lunch list: the dishes of each weekday the kitchen serves lunch, in the station's language. */
export const lunchListSchema = z.object({
  price: priceSchema.optional(),
  days: z.array(
    z.object({
      weekday: z.enum(weekdays),
      dishes: z
        .array(
          z.object({
            name: z.string().trim().min(1),
            description: z.string().trim().min(1).optional(),
            diets: z.array(dietSchema).default([]),
          }),
        )
        .min(1),
    }),
  ),
})
export type LunchList = z.infer<typeof lunchListSchema>

/** spec §2.6 food menu: the à la carte menu in sections, in the station's language. */
export const foodMenuSchema = z.object({
  sections: z
    .array(
      z.object({
        title: z.string().trim().min(1),
        items: z
          .array(
            z.object({
              name: z.string().trim().min(1),
              description: z.string().trim().min(1).optional(),
              price: priceSchema,
              diets: z.array(dietSchema).default([]),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
})
export type FoodMenu = z.infer<typeof foodMenuSchema>

export const stationSchema = z.object({
  /** Stable id, unique in the network, e.g. `fi-1042`. */
  id: z.string().regex(/^[a-z]{2}-\d{1,6}$/, 'must be a country code and a number, e.g. fi-1042'),
  /** spec §5 verification code: the brand prefix, a hyphen and digits, e.g. `AUR-1042`. */
  code: z.string().regex(/^[A-Z]+-\d+$/, 'must be the brand prefix, a hyphen and digits'),
  /** The station page's path segment in every locale, unique in the network. */
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens'),
  brand: z.enum(stationBrands),
  name: z.string().trim().min(1),
  countryCode: z.enum(['FI', 'SE', 'NO']),
  timeZone: z.enum(stationTimeZones),
  address: z.object({
    street: z.string().trim().min(1),
    postalCode: z.string().trim().min(1),
    city: z.string().trim().min(1),
  }),
  /** spec §3 station (map): lat and lon as numbers. */
  location: z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) }),
  contact: z.object({ phone: z.string().trim().min(1), email: z.email() }),
  /** spec §4: open or closed is read from isClosed only. */
  isClosed: z.boolean().default(false),
  openingHours: openingHoursInputSchema,
  kitchenHours: openingHoursInputSchema.optional(),
  lunchHours: openingHoursInputSchema.optional(),
  breakfastHours: openingHoursInputSchema.optional(),
  services: z.array(z.enum(stationServiceKeys)),
  lunchList: lunchListSchema.optional(),
  foodMenu: foodMenuSchema.optional(),
})

export type Station = z.infer<typeof stationSchema>
