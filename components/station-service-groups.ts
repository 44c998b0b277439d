import type { StationServiceKey } from '#schemas/station-keys.ts'

export type ServiceGroup = 'fuels' | 'charging' | 'carWash' | 'truck' | 'other'

/**
 * How services are grouped wherever a station's services are listed (a station page's attributes, the
 * locator's filters), in the order shown; each key in exactly one group.
 */
export const serviceGroups: readonly { group: ServiceGroup; services: readonly StationServiceKey[] }[] = [
  { group: 'fuels', services: ['fuel95', 'fuel98', 'diesel', 'hvo100', 'e85', 'cbg', 'lbg', 'adblue'] },
  { group: 'charging', services: ['charging150', 'charging400'] },
  { group: 'carWash', services: ['carWashBrush', 'carWashTouchless', 'carWashSelfService', 'carWashVan'] },
  {
    group: 'truck',
    services: ['truckSauna', 'truckShower', 'truckLength14', 'truckLength2525', 'truckLength34'],
  },
  { group: 'other', services: ['restaurant', 'parcelLocker', 'defibrillator'] },
]

/** The station's services by group, in the catalogue's order; empty groups left out. */
export function groupServices(
  services: readonly StationServiceKey[],
): { group: ServiceGroup; services: StationServiceKey[] }[] {
  const offered = new Set(services)
  return serviceGroups.flatMap(({ group, services: keys }) => {
    const present = keys.filter((key) => offered.has(key))
    return present.length === 0 ? [] : [{ group, services: present }]
  })
}
