import type { BlockFixtures } from '#blocks/define-block.ts'
import { locatorView, type LocatorView } from '#components/locator-view.ts'
import { parseLocatorQuery } from '#domain/station-locator.ts'
import type { Locale } from '#schemas/locale.ts'
import { fixtureNow, locatorStations } from '#tests/fixtures/locator-stations.ts'
import type { stationLocatorSchema } from './station-locator.schema.ts'

export const stationLocatorFixtures = {
  locator: { id: 'station-locator', contentType: 'stationLocator' },
  withHeading: { id: 'station-locator-heading', contentType: 'stationLocator', heading: 'Find your station' },
} satisfies BlockFixtures<typeof stationLocatorSchema>

/** The server's answer to a query (`?q=…&service=…`) over the fixture stations, as pages/content/+data.ts gives it. */
export function locatorFixtureView(search = '', locale: Locale = 'fi-FI'): LocatorView {
  return locatorView(locatorStations(locale), parseLocatorQuery(search), fixtureNow, locale)
}
