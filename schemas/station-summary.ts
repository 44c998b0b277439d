import { z } from 'zod/mini'
import { stationBrands, stationServiceKeys } from './station-keys.ts'

/**
 * spec §3 "Station (map)" and DESIGN §1 `GET /cms-view/v1/stations`: the compact list the locator's map
 * and list are drawn from, one entry a station. The browser parses it at the boundary, so it is written
 * with zod/mini (ADR 018).
 */
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

export const stationSummaryListSchema = z.object({ stations: z.array(stationSummarySchema) })
