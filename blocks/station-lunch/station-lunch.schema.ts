import { z } from 'zod'
import { lunchListSchema, openingHoursInputSchema, stationTimeZones } from '#schemas/station.ts'

/**
 * spec §2.6 lunch: built by the station page recipe (renderer/page-recipes.ts) from the page's lunch list
 * and the station's lunch, breakfast and kitchen hours; "today" is the station's own today, so the block
 * carries the station's time zone.
 */
export const stationLunchSchema = z.object({
  id: z.string().min(1),
  contentType: z.literal('stationLunch'),
  lunchList: lunchListSchema,
  timeZone: z.enum(stationTimeZones),
  lunchHours: openingHoursInputSchema.optional(),
  breakfastHours: openingHoursInputSchema.optional(),
  kitchenHours: openingHoursInputSchema.optional(),
})

export type StationLunchBlock = z.infer<typeof stationLunchSchema>
