/**
 * A maps service's directions to a point, for a link that opens in a new tab (spec §2.6
 * get-directions action): the station header and the station map link to the same place.
 */
export function directionsUrl(lat: number, lon: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat.toFixed(6)},${lon.toFixed(6)}`
}
