import { z } from 'zod'

/**
 * spec §2.6 map: the station on a small map, built by the station page recipe from the page's station
 * (renderer/page-recipes.ts `stationMapFromPage`): its name, position (spec §3: lat and lon as numbers)
 * and address.
 */
export const stationMapSchema = z.object({
  id: z.string().min(1),
  contentType: z.literal('stationMap'),
  name: z.string().trim().min(1),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  address: z.object({
    street: z.string().trim().min(1),
    postalCode: z.string().trim().min(1),
    city: z.string().trim().min(1),
  }),
})

export type StationMapBlock = z.infer<typeof stationMapSchema>
