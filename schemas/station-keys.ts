/**
 * The fixed vocabularies of a station (spec §3), without Zod: the browser's locator, the station blocks
 * and the schemas share them (schemas/station.ts, schemas/station-summary.ts).
 */

/** spec §3: opening hours per weekday, Monday to Sunday. */
export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const
export type Weekday = (typeof weekdays)[number]

/** spec §3 service and attribute keys of a station; each has an icon and a label in every locale. */
export const stationServiceKeys = [
  // Fuels
  'fuel95',
  'fuel98',
  'diesel',
  'hvo100',
  'e85',
  'cbg',
  'lbg',
  'adblue',
  // Electric charging
  'charging150',
  'charging400',
  // Car wash variants
  'carWashBrush',
  'carWashTouchless',
  'carWashSelfService',
  'carWashVan',
  // Truck facilities
  'truckSauna',
  'truckShower',
  'truckLength14',
  'truckLength2525',
  'truckLength34',
  // Other
  'parcelLocker',
  'restaurant',
  'defibrillator',
] as const
export type StationServiceKey = (typeof stationServiceKeys)[number]

/** The station brands (spec §3 brand themes): the main brand and the car-wash brand, named with its prefix. */
export const stationBrands = ['aurora', 'aurora-pesu'] as const
export type StationBrand = (typeof stationBrands)[number]
