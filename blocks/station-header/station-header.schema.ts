import { z } from 'zod'
import { stationSchema } from '#schemas/station.ts'

/**
 * spec §2.6 station header, built by the station page recipe from the page's `station`
 * (renderer/page-recipes.ts): the station as the catalogue describes it.
 */
export const stationHeaderSchema = z.object({
  id: z.string().min(1),
  contentType: z.literal('stationHeader'),
  station: stationSchema,
})

export type StationHeaderBlock = z.infer<typeof stationHeaderSchema>
