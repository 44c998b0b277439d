import { expect, test } from 'vitest'
import { locatorFromPayload } from '#components/locator-payload.ts'
import type { LocatorView } from '#components/locator-view.ts'
import type { LocatorStation } from '#domain/station-locator.ts'
import type { PageResponse } from '#schemas/page.ts'
import { locatorStations } from '#tests/fixtures/locator-stations.ts'
import { abortOf, dataPageContext, type DataHookPageContext } from '#tests/fixtures/page-context.ts'
import {
  ContentUnavailableError,
  type ContentSource,
} from '#server/services/content/content-source.server.ts'
import { data, type Data } from './+data.ts'

/** The locator's answer a page's data carries, read as the browser reads it. */
function locatorOf(view: Data): LocatorView | undefined {
  return view.locatorPayload === undefined ? undefined : locatorFromPayload(view.locatorPayload)
}

const landing: PageResponse = {
  localizedPagePaths: { 'fi-FI': '/' },
  content: {
    slug: 'landing',
    title: 'Etusivu',
    contentType: 'landingPage',
    body: [],
    noIndex: false,
    draft: false,
  },
}

/** A request whose content source answers `getPage` and, when given, `listStations`. */
function pageContext(
  getPage: ContentSource['getPage'],
  extra: Partial<DataHookPageContext> = {},
  listStations?: ContentSource['listStations'],
) {
  return dataPageContext({ getPage, ...(listStations === undefined ? {} : { listStations }) }, extra)
}

test('a page is returned as the view the page renders', async () => {
  const view = await data(pageContext(() => Promise.resolve(landing)))
  expect(view).toMatchObject({ locale: 'fi-FI', meta: { title: 'Etusivu' } })
})

test('spec §2.1: no page is a 404 with "Page Not Found" and the path', async () => {
  const abort = await abortOf(data(pageContext(() => Promise.resolve(null), { contentPath: '/nope' })))
  expect(abort).toEqual({ status: 404, reason: 'Page Not Found: /nope' })
})

test.each([
  [503, 503],
  [500, 500],
  [429, 429],
  // Vike renders only some statuses; the others show as 500, and the reason keeps the real one.
  [502, 500],
  [504, 500],
  [400, 500],
])(
  'spec §8: a page call that failed with %i aborts with %i and the upstream status',
  async (upstream, status) => {
    const abort = await abortOf(
      data(pageContext(() => Promise.reject(new ContentUnavailableError(upstream, 'the page call failed')))),
    )
    expect(abort).toEqual({ status, reason: { kind: 'upstream', status: upstream } })
  },
)

test('spec §8: a failed layout call aborts before the page is asked for', async () => {
  let asked = false
  const abort = await abortOf(
    data(
      pageContext(
        () => {
          asked = true
          return Promise.resolve(landing)
        },
        { layoutFailure: { status: 502 } },
      ),
    ),
  )
  expect(abort).toEqual({ status: 500, reason: { kind: 'upstream', status: 502 } })
  expect(asked).toBe(false)
})

test('any other error is not an upstream failure and propagates', async () => {
  await expect(data(pageContext(() => Promise.reject(new TypeError('bug'))))).rejects.toThrow(TypeError)
})

test('DESIGN §1: preview refused for want of a token answers 404 without asking for the draft', async () => {
  let asked = false
  const abort = await abortOf(
    data(
      pageContext(
        () => {
          asked = true
          return Promise.resolve(landing)
        },
        { preview: true, contentPath: '/spring-campaign', previewDenied: true },
      ),
    ),
  )
  expect(abort).toEqual({ status: 404, reason: 'Page Not Found: /spring-campaign' })
  expect(asked).toBe(false)
})

const locatorPage: PageResponse = {
  localizedPagePaths: { 'fi-FI': '/asemahaku' },
  content: {
    slug: 'asemahaku',
    title: 'Asemahaku',
    contentType: 'standardPage',
    body: [{ id: 'locator', contentType: 'stationLocator' }],
    noIndex: false,
    draft: false,
  },
}

/** The locator page asked for with `search` (`?…`), as Vike gives the address: with its locale prefix. */
function locatorContext(search: string, stations: LocatorStation[] = locatorStations()) {
  return pageContext(
    () => Promise.resolve(locatorPage),
    { contentPath: '/asemahaku', urlOriginal: `/fi-FI/asemahaku${search}` },
    () => Promise.resolve(stations),
  )
}

test('issue 13: a page with a station locator carries the answer to its own query', async () => {
  const view = await data(locatorContext('?service=hvo100&page=2'))
  expect(locatorOf(view)?.query).toMatchObject({ services: ['hvo100'], page: 1 })
  // Of the 45 fixture stations, the city, highway and closed stations and every third town have HVO100.
  expect(locatorOf(view)?.total).toBe(17)
  expect(locatorOf(view)?.items).toHaveLength(17)
  expect(locatorOf(view)?.items.every((item) => item.services.includes('hvo100'))).toBe(true)
  // The rows were computed at the page's own minute, the one the browser hydrates with.
  expect(view.clock).toBeTypeOf('number')
})

test('issue 13: a malformed query is read as far as it makes sense, never an error', async () => {
  const view = await data(
    locatorContext(
      '?q=%20%20kamppi%20%20&service=hvo100&service=rocketFuel&page=-3&open=sometimes&near=north+pole&page=%FF',
    ),
  )
  expect(locatorOf(view)?.query).toEqual({
    q: 'kamppi',
    services: ['hvo100'],
    openNow: false,
    page: 1,
    near: null,
  })
  expect(locatorOf(view)?.items.map((item) => item.name)).toEqual(['Aurora Helsinki Kamppi'])
})

test('issue 13: a page past the last is brought back to the last', async () => {
  const view = await data(locatorContext('?page=99'))
  expect(locatorOf(view)).toMatchObject({ total: 45, pageCount: 3, query: { page: 3 } })
  expect(locatorOf(view)?.items).toHaveLength(5)
})

test('a page without a station locator does not ask for the stations', async () => {
  let asked = false
  const view = await data(
    pageContext(
      () => Promise.resolve(landing),
      {},
      () => {
        asked = true
        return Promise.resolve([])
      },
    ),
  )
  expect(locatorOf(view)).toBeUndefined()
  expect(asked).toBe(false)
})

test('spec §8: a failed station list call is an error page with its status', async () => {
  const abort = await abortOf(
    data(
      pageContext(
        () => Promise.resolve(locatorPage),
        { contentPath: '/asemahaku' },
        () => Promise.reject(new ContentUnavailableError(503, 'the station list failed')),
      ),
    ),
  )
  expect(abort).toEqual({ status: 503, reason: { kind: 'upstream', status: 503 } })
})
