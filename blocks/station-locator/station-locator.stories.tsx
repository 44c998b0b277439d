import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { LocatorResultsProvider } from '#components/locator-results.tsx'
import { PageClockProvider } from '#components/page-clock.tsx'
import type { Locale } from '#schemas/locale.ts'
import { followingTheLocale, localizedBlocks, toolbarLocale } from '#stories/toolbar-locale.tsx'
import { fixtureNow, locatorStations } from '#tests/fixtures/locator-stations.ts'
import {
  locatorFixtureView,
  stationLocatorFixtures,
  stationLocatorStoryTexts,
} from './station-locator.fixtures.ts'
import { stationLocatorSchema } from './station-locator.schema.ts'
import { StationLocatorView, type LocatorLoaders } from './station-locator.tsx'

/**
 * The block's own browser code and map, but the station list comes from the fixtures: Storybook has no
 * server to answer `/cms-view/v1/stations`.
 */
const storyLoaders: LocatorLoaders = {
  browser: () =>
    import('./locator-browser.ts').then((module) => ({
      ...module,
      loadStationList: (locale: Locale) => Promise.resolve(locatorStations(locale)),
    })),
  map: () => import('#components/map/station-map-view.tsx').then((module) => module.StationMapView),
}

/**
 * The server's answer to a query, as the content page provides it (pages/content/+Page.tsx), in the
 * market the locale toolbar chose: that market's station page paths and order.
 */
function withResults(search: string): Decorator {
  function WithResults(Story: Parameters<Decorator>[0], { globals }: Parameters<Decorator>[1]) {
    return (
      <PageClockProvider renderedAt={fixtureNow}>
        <LocatorResultsProvider results={locatorFixtureView(search, toolbarLocale(globals.locale))}>
          <Story />
        </LocatorResultsProvider>
      </PageClockProvider>
    )
  }
  return WithResults
}

const meta = {
  title: 'Blocks/Station locator',
  component: StationLocatorView,
  args: { block: stationLocatorSchema.parse(stationLocatorFixtures.locator), loaders: storyLoaders },
} satisfies Meta<typeof StationLocatorView>

export default meta
type Story = StoryObj<typeof meta>

export const FirstPage: Story = { decorators: [withResults('')] }
export const SecondPage: Story = { decorators: [withResults('page=2')] }
export const SearchAndServiceFilter: Story = { decorators: [withResults('q=helsinki&service=hvo100')] }
export const OpenNow: Story = { decorators: [withResults('open=now&service=restaurant')] }
export const NearestFirst: Story = { decorators: [withResults('near=60.17,24.94')] }
export const NoMatch: Story = { decorators: [withResults('q=tromso')] }

/** The heading in the toolbar's language, like the locator's own labels. */
export const WithHeading: Story = {
  ...followingTheLocale(
    StationLocatorView,
    localizedBlocks(stationLocatorSchema, stationLocatorFixtures, stationLocatorStoryTexts)('withHeading'),
  ),
  decorators: [withResults('')],
}
