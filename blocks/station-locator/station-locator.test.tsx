// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import type { StationMapViewProps } from '#components/map/station-map-view.tsx'
import { LocatorResultsProvider } from '#components/locator-results.tsx'
import { locatorView, type LocatorView } from '#components/locator-view.ts'
import { PageClockProvider } from '#components/page-clock.tsx'
import { PageProviders } from '#components/page-providers.tsx'
import { locatorSearch, parseLocatorQuery } from '#domain/station-locator.ts'
import { stationListFor } from '#domain/station-list.ts'
import { fixtureNow, locatorStations } from '#tests/fixtures/locator-stations.ts'
import { locatorFixtureView, stationLocatorFixtures } from './station-locator.fixtures.ts'
import { stationLocatorSchema } from './station-locator.schema.ts'
import { StationLocator, StationLocatorView, type LocatorLoaders } from './station-locator.tsx'

const block = stationLocatorSchema.parse(stationLocatorFixtures.locator)

// The browser code (and the router it uses) is loaded once, up front: its first import is slow.
beforeAll(async () => {
  await import('./locator-browser.ts')
}, 60_000)

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(fixtureNow)
  window.history.replaceState(null, '', '/fi-FI/asemahaku')
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/**
 * The block as a page renders it for `view`, at the address that asked for it (the block shows the
 * address's view when the two differ).
 */
function page(view: LocatorView, children = <StationLocator block={block} />) {
  window.history.replaceState(null, '', `/fi-FI/asemahaku${locatorSearch(view.query)}`)
  return (
    <PageProviders locale="fi-FI">
      <PageClockProvider renderedAt={fixtureNow}>
        <LocatorResultsProvider results={view}>{children}</LocatorResultsProvider>
      </PageClockProvider>
    </PageProviders>
  )
}

test('the server’s rows: names link to station pages, with today’s hours and the count of spec §9', () => {
  render(page(locatorFixtureView('')))
  expect(screen.getByRole('status').textContent).toBe('Näytetään 20/45 asemaa')
  const kamppi = screen.getByRole('link', { name: 'Aurora Helsinki Kamppi' })
  expect(kamppi.getAttribute('href')).toBe('/fi-FI/asemahaku/helsinki-kamppi')
  const item = kamppi.closest('li')
  expect(item?.textContent).toContain('Runeberginkatu 3, 00100 Helsinki')
  expect(item?.textContent).toContain('Tänään 06:00–22:00')
  expect(item?.textContent).toContain('Avoinna nyt · Sulkeutuu klo 22:00')
  // Services as short text, with the full name for assistive technology.
  expect(within(item ?? document.body).getByText('HVO100 uusiutuva diesel', { exact: false })).toBeTruthy()
})

test('spec §4: a closed station says so in words, not by colour alone', () => {
  render(page(locatorFixtureView('q=hakunila')))
  const item = screen.getByRole('link', { name: 'Aurora Vantaa Hakunila' }).closest('li')
  expect(item?.textContent).toContain('Asema suljettu')
})

test('the form shows the query it answers: the search, the ticked services, open now and the position', () => {
  const { container } = render(
    page(locatorFixtureView('q=kamppi&service=hvo100&service=restaurant&open=now&near=60.17,24.94')),
  )
  expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('kamppi')
  const form = screen.getByRole('search')
  expect(form.getAttribute('method')).toBe('get')
  expect(form.getAttribute('action')).toBe('/fi-FI/asemahaku')
  const checked = [...container.querySelectorAll<HTMLInputElement>('input[type=checkbox]:checked')].map(
    (input) => `${input.name}=${input.value}`,
  )
  expect(checked).toEqual(['service=hvo100', 'service=restaurant', 'open=now'])
  expect(container.querySelector<HTMLInputElement>('input[type=hidden][name=near]')?.value).toBe(
    '60.17,24.94',
  )
  // A known position shows distances and can be forgotten (a link, so it works without JavaScript).
  const kamppi = screen.getByRole('link', { name: 'Aurora Helsinki Kamppi' }).closest('li')
  expect(kamppi?.textContent).toContain('0,5 km päässä')
  expect(screen.getByRole('link', { name: 'Unohda sijaintini' }).getAttribute('href')).toBe(
    '/fi-FI/asemahaku?q=kamppi&service=hvo100&service=restaurant&open=now',
  )
})

test('each service filter names how many stations it would leave', () => {
  render(page(locatorFixtureView('')))
  expect(screen.getByRole('checkbox', { name: 'HVO100 uusiutuva diesel (17)' })).toBeTruthy()
  expect(screen.getByRole('checkbox', { name: 'Automaattipesu (28)' })).toBeTruthy()
  expect(screen.getByRole('group', { name: 'Polttoaineet' })).toBeTruthy()
})

test('paging links keep the query and mark the current page', () => {
  render(page(locatorFixtureView('service=diesel&page=2')))
  const pages = screen.getByRole('navigation', { name: 'Tulossivut' })
  const links = within(pages).getAllByRole('link')
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Edellinen sivu', '/fi-FI/asemahaku?service=diesel'],
    ['1', '/fi-FI/asemahaku?service=diesel'],
    ['2', '/fi-FI/asemahaku?service=diesel&page=2'],
    ['3', '/fi-FI/asemahaku?service=diesel&page=3'],
    ['Seuraava sivu', '/fi-FI/asemahaku?service=diesel&page=3'],
  ])
  expect(within(pages).getByRole('link', { name: 'Sivu 2' }).getAttribute('aria-current')).toBe('page')
})

test('no match: a clear empty state and no paging', () => {
  render(page(locatorFixtureView('q=tromso')))
  expect(screen.getByRole('status').textContent).toBe('Näytetään 0/0 asemaa')
  expect(screen.getByText('Hakuasi vastaavaa asemaa ei löytynyt.')).toBeTruthy()
  expect(screen.queryByRole('navigation', { name: 'Tulossivut' })).toBeNull()
})

test('the server renders the same markup the browser hydrates with', () => {
  const html = renderToString(page(locatorFixtureView('service=hvo100')))
  expect(html).toContain('Näytetään 17/17 asemaa')
  const hvo = /<input[^>]*value="hvo100"[^>]*>/.exec(html)?.[0]
  expect(hvo).toMatch(/\schecked(="")?[\s/>]/)
})

// -------------------------------------------------------------------------------------------------------
// In the browser

/** Each of these loads code and renders the block a few times over; a busy machine needs the margin. */
const browserTestTimeout = 30_000

type FakePosition = { coords: { latitude: number; longitude: number } }
type FakePositionError = { code: number; PERMISSION_DENIED: number }

/** The browser's geolocation, answering at once; removed after each test. */
function fakeGeolocation(
  answer: (ok: (position: FakePosition) => void, fail: (error: FakePositionError) => void) => void,
) {
  Object.defineProperty(window.navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: answer },
  })
}

afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'geolocation')
})

/** An IntersectionObserver that sees every element at once. */
class SeenAtOnce {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    this.callback([{ isIntersecting: true }])
  }
  disconnect() {}
}

function browserLoaders() {
  const mapProps: StationMapViewProps[] = []
  function FakeMap(props: StationMapViewProps) {
    mapProps.push(props)
    return <div role="region" aria-label={props.label} />
  }
  const loaders: LocatorLoaders = {
    browser: () => import('./locator-browser.ts'),
    map: () => Promise.resolve(FakeMap),
  }
  return { loaders, mapProps }
}

/** `GET /cms-view/v1/stations` answered with the fixture network; returns the addresses fetched. */
function stubStationList(): string[] {
  const body = JSON.stringify(stationListFor(locatorStations(), 'fi-FI'))
  const fetched: string[] = []
  vi.stubGlobal('fetch', (url: string) => {
    fetched.push(url)
    return Promise.resolve(new Response(body, { headers: { 'content-type': 'application/json' } }))
  })
  return fetched
}

async function renderEnhanced(search: string) {
  vi.stubGlobal('IntersectionObserver', SeenAtOnce)
  const fetched = stubStationList()
  const { loaders, mapProps } = browserLoaders()
  const { container } = render(
    page(locatorFixtureView(search), <StationLocatorView block={block} loaders={loaders} />),
  )
  // The first test to load the browser code (and the router it uses) waits longest.
  await vi.waitFor(() => expect(container.querySelector('.station-locator[data-enhanced]')).not.toBeNull(), {
    timeout: 15_000,
  })
  return { fetched, mapProps }
}

/** An IntersectionObserver that never sees anything: the block is far below the fold. */
class NeverSeen {
  observe() {}
  disconnect() {}
}

test(
  'in the browser: nothing more loads until the map nears the viewport or the visitor turns to the form; what they typed meanwhile is applied',
  { timeout: browserTestTimeout },
  async () => {
    vi.stubGlobal('IntersectionObserver', NeverSeen)
    const fetched = stubStationList()
    const { loaders, mapProps } = browserLoaders()
    const { container } = render(
      page(locatorFixtureView(''), <StationLocatorView block={block} loaders={loaders} />),
    )
    // The near-me button is there once the page runs; the list and the map are not fetched.
    expect(screen.getByRole('button', { name: 'Lähimmät asemat' })).toBeTruthy()
    await act(async () => {
      await new Promise((settle) => setTimeout(settle, 50))
    })
    expect(fetched).toEqual([])
    expect(mapProps).toEqual([])

    const search = screen.getByRole('searchbox')
    act(() => {
      search.focus()
    })
    fireEvent.input(search, { target: { value: 'aur 1042' } })
    await vi.waitFor(
      () => expect(container.querySelector('.station-locator[data-enhanced]')).not.toBeNull(),
      {
        timeout: 15_000,
      },
    )
    expect(fetched).toEqual(['/cms-view/v1/stations?locale=fi-FI'])
    await vi.waitFor(() => expect(window.location.search).toBe('?q=aur+1042'))
    // The list follows the query in a deferred render, which may land after the address changed.
    await vi.waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
        'Aurora Helsinki Kamppi',
      ]),
    )
    // The map still waits for its place to come into view.
    expect(mapProps).toEqual([])
  },
)

test(
  'a page rendered at an earlier minute (kept by the page cache) has its "open now" worked out again in the browser',
  { timeout: browserTestTimeout },
  async () => {
    vi.stubGlobal('IntersectionObserver', NeverSeen)
    const fetched = stubStationList()
    const { loaders } = browserLoaders()
    // Rendered at 02:00 Helsinki time, shown at 12:00 (fixtureNow): the server's "open now" is the night's.
    const renderedAt = fixtureNow - 10 * 60 * 60_000
    const nightView = locatorView(
      locatorStations('fi-FI'),
      parseLocatorQuery('open=now'),
      renderedAt,
      'fi-FI',
    )
    const dayView = locatorFixtureView('open=now')
    expect(nightView.total).toBeLessThan(dayView.total)
    window.history.replaceState(null, '', '/fi-FI/asemahaku?open=now')
    render(
      <PageProviders locale="fi-FI">
        <PageClockProvider renderedAt={renderedAt}>
          <LocatorResultsProvider results={nightView}>
            <StationLocatorView block={block} loaders={loaders} />
          </LocatorResultsProvider>
        </PageClockProvider>
      </PageProviders>,
    )
    // Though the map is far below and the visitor has done nothing, the list is fetched once the page is
    // idle, and the count is the one of now.
    await vi.waitFor(() => expect(fetched).toEqual(['/cms-view/v1/stations?locale=fi-FI']), {
      timeout: 15_000,
    })
    await vi.waitFor(
      () =>
        expect(screen.getByRole('status').textContent).toBe(
          `Näytetään ${String(Math.min(20, dayView.total))}/${String(dayView.total)} asemaa`,
        ),
      { timeout: 15_000 },
    )
  },
)

test(
  'in the browser: the list is fetched once, and the map gets every matching station',
  { timeout: browserTestTimeout },
  async () => {
    const { fetched, mapProps } = await renderEnhanced('service=hvo100')
    expect(fetched).toEqual(['/cms-view/v1/stations?locale=fi-FI'])
    await vi.waitFor(() => expect(mapProps.at(-1)?.stations).toHaveLength(17))
    expect(mapProps.at(-1)?.label).toBe('Asemakartta')
  },
)

test(
  'in the browser: a filter narrows the list at once, as the server would, and makes a history entry',
  { timeout: browserTestTimeout },
  async () => {
    const { mapProps } = await renderEnhanced('')
    const before = window.history.length
    const hvo = screen.getByRole('checkbox', { name: 'HVO100 uusiutuva diesel (17)' })
    hvo.focus()
    act(() => {
      fireEvent.click(hvo)
    })
    expect(window.location.search).toBe('?service=hvo100')
    expect(window.history.length).toBe(before + 1)
    expect(screen.getByRole('status').textContent).toBe(locatorFixtureViewText('service=hvo100'))
    const names = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
    expect(names).toEqual(locatorFixtureView('service=hvo100').items.map((item) => item.name))
    expect(mapProps.at(-1)?.stations).toHaveLength(17)
    // Focus stays where the visitor is.
    expect(document.activeElement?.getAttribute('type')).toBe('checkbox')
  },
)

test(
  'in the browser: typing filters after a pause and replaces the address instead of adding entries',
  { timeout: browserTestTimeout },
  async () => {
    await renderEnhanced('')
    const before = window.history.length
    const search = screen.getByRole('searchbox')
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
    fireEvent.input(search, { target: { value: 'aur 1042' } })
    expect(window.location.search).toBe('')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300)
    })
    // spec §5: the search read as a station code finds the station.
    expect(window.location.search).toBe('?q=aur+1042')
    expect(window.history.length).toBe(before)
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Aurora Helsinki Kamppi',
    ])
  },
)

test(
  'in the browser: Back shows the view of the entry it returns to',
  { timeout: browserTestTimeout },
  async () => {
    await renderEnhanced('')
    act(() => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Avoinna nyt (44)' }))
    })
    expect(window.location.search).toBe('?open=now')
    act(() => {
      window.history.replaceState(window.history.state, '', '/fi-FI/asemahaku?q=espoo')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('espoo')
    expect(screen.getByRole('status').textContent).toBe(locatorFixtureViewText('q=espoo'))
  },
)

test(
  'in the browser: an address that moved on before the page ran (Back right after a reload) shows its own view',
  { timeout: browserTestTimeout },
  async () => {
    vi.stubGlobal('IntersectionObserver', NeverSeen)
    const fetched = stubStationList()
    const { loaders } = browserLoaders()
    const rendered = page(
      locatorFixtureView('q=espoo&service=hvo100'),
      <StationLocatorView block={block} loaders={loaders} />,
    )
    // The server rendered the filtered entry; the visitor went Back to the search alone meanwhile.
    window.history.replaceState(null, '', '/fi-FI/asemahaku?q=espoo')
    const { container } = render(rendered)
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('espoo')
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /^HVO100/ }).checked).toBe(false)
    await vi.waitFor(
      () => expect(container.querySelector('.station-locator[data-enhanced]')).not.toBeNull(),
      { timeout: 15_000 },
    )
    expect(fetched).toEqual(['/cms-view/v1/stations?locale=fi-FI'])
    expect(screen.getByRole('status').textContent).toBe(locatorFixtureViewText('q=espoo'))
    // The address stays the visitor's: no entry is added for a view they already have.
    expect(window.location.search).toBe('?q=espoo')
  },
)

test('in the browser: a refused position gets a clear message', { timeout: browserTestTimeout }, async () => {
  fakeGeolocation((_ok, fail) => fail({ code: 1, PERMISSION_DENIED: 1 }))
  await renderEnhanced('')
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Lähimmät asemat' }))
  })
  expect(screen.getByRole('alert').textContent).toBe(
    'Et sallinut sijaintisi käyttöä. Hae paikkakunnalla tai postinumerolla.',
  )
})

test(
  'in the browser: a shared position sorts the list nearest first and is kept rounded in the address',
  { timeout: browserTestTimeout },
  async () => {
    fakeGeolocation((ok) => ok({ coords: { latitude: 57.79123, longitude: 14.16789 } }))
    await renderEnhanced('')
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Lähimmät asemat' }))
    })
    expect(window.location.search).toBe('?near=57.79%2C14.17')
    expect(screen.getAllByRole('heading', { level: 3 })[0]?.textContent).toBe('Aurora Jönköping E4 Norra')
  },
)

function locatorFixtureViewText(search: string): string {
  const view = locatorFixtureView(search)
  return `Näytetään ${view.items.length}/${view.total} asemaa`
}
