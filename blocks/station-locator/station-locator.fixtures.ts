import type { BlockFixtures } from '#blocks/define-block.ts'
import { locatorView, type LocatorView } from '#components/locator-view.ts'
import { parseLocatorQuery } from '#domain/station-locator.ts'
import type { Locale } from '#schemas/locale.ts'
import type { StoryTexts } from '#stories/toolbar-locale.tsx'
import { fixtureNow, locatorStations } from '#tests/fixtures/locator-stations.ts'
import type { stationLocatorSchema } from './station-locator.schema.ts'

export const stationLocatorFixtures = {
  locator: { id: 'station-locator', contentType: 'stationLocator' },
  withHeading: { id: 'station-locator-heading', contentType: 'stationLocator', heading: 'Find your station' },
} satisfies BlockFixtures<typeof stationLocatorSchema>

/** The stories' heading under each market of the locale toolbar; the fixtures above are en-EU. */
export const stationLocatorStoryTexts = {
  'fi-FI': { withHeading: { heading: 'Löydä asemasi' } },
  'en-EU': {},
  'sv-SE': { withHeading: { heading: 'Hitta din station' } },
  'no-NO': { withHeading: { heading: 'Finn stasjonen din' } },
} satisfies StoryTexts<typeof stationLocatorFixtures>

/** The server's answer to a query (`?q=…&service=…`) over the fixture stations, as pages/content/+data.ts gives it. */
export function locatorFixtureView(search = '', locale: Locale = 'fi-FI'): LocatorView {
  return locatorView(locatorStations(locale), parseLocatorQuery(search), fixtureNow, locale)
}
