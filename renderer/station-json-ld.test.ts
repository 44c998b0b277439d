import { expect, test } from 'vitest'
import { stationSchema } from '#schemas/station.ts'
import { cityStation, closedStation, highwayStation } from '#tests/fixtures/stations.ts'
import { gasStationJsonLd, type StationFacts } from './station-json-ld.ts'

function factsOf(input: unknown): StationFacts {
  const station = stationSchema.parse(input)
  return { ...station }
}

const options = {
  canonical: 'https://example.com/fi-FI/asemahaku/helsinki-kamppi',
  // Tuesday 22 December 2026, 10:00 in Helsinki.
  now: Date.UTC(2026, 11, 22, 8, 0),
  serviceName: (service: string) => `name of ${service}`,
}

test('a station is a GasStation with its address, position, telephone and services', () => {
  const json = gasStationJsonLd(factsOf(cityStation), options)
  expect(json).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'GasStation',
    url: options.canonical,
    telephone: cityStation.contact.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: cityStation.address.street,
      postalCode: cityStation.address.postalCode,
      addressLocality: cityStation.address.city,
      addressCountry: 'FI',
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: cityStation.location.lat,
      longitude: cityStation.location.lon,
    },
  })
  expect(json['amenityFeature']).toEqual(
    cityStation.services.map((service) => ({
      '@type': 'LocationFeatureSpecification',
      name: `name of ${service}`,
      value: true,
    })),
  )
})

test('the coming week is given as dated hours in the station’s own zone, holidays included', () => {
  const json = gasStationJsonLd(factsOf(cityStation), options)
  const hours = json['openingHoursSpecification']
  expect(Array.isArray(hours) ? hours : []).toEqual([
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Tuesday',
      opens: '06:00',
      closes: '22:00',
      validFrom: '2026-12-22',
      validThrough: '2026-12-22',
    },
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Wednesday',
      opens: '06:00',
      closes: '22:00',
      validFrom: '2026-12-23',
      validThrough: '2026-12-23',
    },
    // The exception of the fixture: Christmas Eve 08–14.
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Thursday',
      opens: '08:00',
      closes: '14:00',
      validFrom: '2026-12-24',
      validThrough: '2026-12-24',
    },
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Friday',
      opens: '06:00',
      closes: '23:00',
      validFrom: '2026-12-25',
      validThrough: '2026-12-25',
    },
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Saturday',
      opens: '08:00',
      closes: '23:00',
      validFrom: '2026-12-26',
      validThrough: '2026-12-26',
    },
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Sunday',
      opens: '09:00',
      closes: '21:00',
      validFrom: '2026-12-27',
      validThrough: '2026-12-27',
    },
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '06:00',
      closes: '22:00',
      validFrom: '2026-12-28',
      validThrough: '2026-12-28',
    },
  ])
})

test('around the clock closes at 23:59, and a closed station publishes no hours', () => {
  const highway = gasStationJsonLd(factsOf(highwayStation), options)
  const hours = highway['openingHoursSpecification']
  expect(Array.isArray(hours) && hours.length).toBe(7)
  expect(hours).toContainEqual(expect.objectContaining({ opens: '00:00', closes: '23:59' }))
  expect(gasStationJsonLd(factsOf(closedStation), options)).not.toHaveProperty('openingHoursSpecification')
})
