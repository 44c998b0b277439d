import { z } from 'zod'

/**
 * Issue 13 station locator, placed by editors on the spec §2.2 stationLocator page of each locale: the
 * search form, the filtered list and the map. The stations and the visitor's query are not content: the
 * page's data carries the server's answer (components/locator-results.tsx).
 */
export const stationLocatorSchema = z.object({
  id: z.string().min(1),
  contentType: z.literal('stationLocator'),
  /** The block's heading; the locale's "Find a station" when left out. */
  heading: z.string().trim().min(1).optional(),
})

export type StationLocatorBlock = z.infer<typeof stationLocatorSchema>
