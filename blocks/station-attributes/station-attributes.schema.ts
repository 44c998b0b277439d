import { z } from 'zod'
import { stationServiceKeys } from '#schemas/station-keys.ts'

/**
 * spec §2.6 station attributes: the services of a station, built by the station page recipe from the
 * station's `services` (renderer/page-recipes.ts); a station without services shows no block.
 */
export const stationAttributesSchema = z.object({
  id: z.string().min(1),
  contentType: z.literal('stationAttributes'),
  services: z.array(z.enum(stationServiceKeys)).min(1),
})

export type StationAttributesBlock = z.infer<typeof stationAttributesSchema>
