import { normalizeOpeningHours, type OpeningRange } from '#domain/opening-hours.ts'
import { zonedClock } from '#domain/opening-hours-zone.ts'
import type { StationServiceKey, Weekday } from '#schemas/station-keys.ts'

/**
 * What a station page's head says about the station (issue 13, SEO): a search engine's GasStation with
 * its address, position, telephone, services and the coming week's hours. Taken from the validated
 * station on the server (renderer/page-view.ts) and carried in the page's meta.
 */
export interface StationFacts {
  name: string
  countryCode: 'FI' | 'SE' | 'NO'
  timeZone: string
  address: { street: string; postalCode: string; city: string }
  location: { lat: number; lon: number }
  contact: { phone: string; email: string }
  isClosed: boolean
  /** Any timetable form (domain/opening-hours.ts reads them all). */
  openingHours: unknown
  services: readonly StationServiceKey[]
}

const schemaDay: Record<Weekday, string> = {
  monday: 'https://schema.org/Monday',
  tuesday: 'https://schema.org/Tuesday',
  wednesday: 'https://schema.org/Wednesday',
  thursday: 'https://schema.org/Thursday',
  friday: 'https://schema.org/Friday',
  saturday: 'https://schema.org/Saturday',
  sunday: 'https://schema.org/Sunday',
}

/** schema.org times: `24:00` is written 23:59, and a closing before the opening is on the next day. */
const schemaTime = (time: string) => (time === '24:00' ? '23:59' : time)

/** The next seven days as dated specifications: every timetable form (weekly, dated lists) fits one shape. */
function openingHoursSpecification(facts: StationFacts, now: number): Record<string, unknown>[] {
  const clock = zonedClock(now, facts.timeZone)
  if (clock === null) return []
  return normalizeOpeningHours(facts.openingHours, clock.date, 7).flatMap((day) => {
    if (day.ranges === null) return []
    const validity = { validFrom: day.date, validThrough: day.date }
    // schema.org: a closed day is opens and closes at 00:00.
    const ranges: readonly Pick<OpeningRange, 'start' | 'end'>[] =
      day.ranges.length === 0 ? [{ start: '00:00', end: '00:00' }] : day.ranges
    return ranges.map((range) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: schemaDay[day.weekday],
      opens: range.start,
      closes: schemaTime(range.end),
      ...validity,
    }))
  })
}

export function gasStationJsonLd(
  facts: StationFacts,
  options: { canonical: string; now: number; serviceName: (service: StationServiceKey) => string },
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'GasStation',
    '@id': `${options.canonical}#station`,
    name: facts.name,
    url: options.canonical,
    telephone: facts.contact.phone,
    email: facts.contact.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: facts.address.street,
      postalCode: facts.address.postalCode,
      addressLocality: facts.address.city,
      addressCountry: facts.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: facts.location.lat, longitude: facts.location.lon },
    // spec §4: a closed station publishes no hours.
    ...(facts.isClosed ? {} : { openingHoursSpecification: openingHoursSpecification(facts, options.now) }),
    amenityFeature: facts.services.map((service) => ({
      '@type': 'LocationFeatureSpecification',
      name: options.serviceName(service),
      value: true,
    })),
  }
}
