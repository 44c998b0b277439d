import { afterEach, expect, test, vi } from 'vitest'
import { blockRegistry } from '#blocks/registry.ts'
import type { PageResponse } from '#schemas/page.ts'
import { cityStation } from '#tests/fixtures/stations.ts'
import { buildPageView } from './page-view.ts'

// ADR 017: a page loads the code of the lazy blocks it shows, and of no other.

afterEach(() => {
  vi.restoreAllMocks()
})

function page(body: unknown[]): PageResponse {
  return {
    localizedPagePaths: { 'en-EU': '/shop' },
    content: { slug: 'shop', title: 'Shop', contentType: 'standardPage', body, noIndex: false, draft: false },
  }
}

const productList = {
  id: 'products',
  contentType: 'productList',
  products: [
    {
      code: 'WASH-1',
      name: 'Basic wash',
      attributes: { product_name: 'Basic wash', price: 1250, tax_class: 25.5, currency: 'EUR' },
    },
  ],
}

test('a page with a lazy block loads that block’s code before it renders', async () => {
  const preload = vi.spyOn(blockRegistry.productList, 'preload')
  const view = await buildPageView(page([productList]), { locale: 'en-EU', preview: false })
  expect(preload).toHaveBeenCalledTimes(1)
  expect(JSON.parse(view.entries)).toHaveLength(1)
})

test('a page without a lazy block never loads its code', async () => {
  const productListCode = vi.spyOn(blockRegistry.productList, 'preload')
  const videoCode = vi.spyOn(blockRegistry.video, 'preload')
  await buildPageView(page([{ id: 'h', contentType: 'hero', heading: 'Welcome' }]), {
    locale: 'en-EU',
    preview: false,
  })
  expect(productListCode).not.toHaveBeenCalled()
  expect(videoCode).not.toHaveBeenCalled()
})

test('the view carries the page meta the head and the language switcher read', async () => {
  const view = await buildPageView(page([]), { locale: 'en-EU', preview: true })
  expect(view.meta).toMatchObject({ title: 'Shop', noIndex: true, localizedPagePaths: { 'en-EU': '/shop' } })
})

test('a page that shows the time of day carries its minute and the stations’ zone offsets around it', async () => {
  const now = Date.parse('2026-03-28T21:30:42Z')
  const locator = { id: 'locator', contentType: 'stationLocator', title: 'Find a station' }
  const view = await buildPageView(page([locator]), { locale: 'en-EU', preview: false, now })
  expect(view.clock).toBe(Date.parse('2026-03-28T21:30:00Z'))
  // Helsinki, Stockholm and Oslo each change at 01:00 UTC on 29 March 2026: two spans each.
  expect(view.zoneOffsets?.map(({ timeZone, offsetMinutes }) => `${timeZone} ${offsetMinutes}`)).toEqual([
    'Europe/Helsinki 120',
    'Europe/Helsinki 180',
    'Europe/Stockholm 60',
    'Europe/Stockholm 120',
    'Europe/Oslo 60',
    'Europe/Oslo 120',
  ])
  expect(view.zoneOffsets?.every((span) => span.from <= now + 7 * 86_400_000)).toBe(true)
})

test('a page that shows no time of day carries neither minute nor offsets, so it is the same for everyone', async () => {
  const view = await buildPageView(page([{ id: 'h', contentType: 'hero', heading: 'Welcome' }]), {
    locale: 'en-EU',
    preview: false,
  })
  expect(view).not.toHaveProperty('clock')
  expect(view).not.toHaveProperty('zoneOffsets')
})

test("a station page's facts are parsed once per station, and a station that does not parse gives none", async () => {
  const stationPage = (station: unknown): PageResponse => {
    const base = page([])
    return { ...base, content: { ...base.content, station } }
  }
  const station = structuredClone(cityStation)
  const first = await buildPageView(stationPage(station), { locale: 'en-EU', preview: false })
  expect(first.meta.station?.name).toBe(cityStation.name)
  const again = await buildPageView(stationPage(station), { locale: 'en-EU', preview: false })
  expect(again.meta.station).toBe(first.meta.station)
  // Another object with the same facts (another content version) is parsed on its own.
  const other = await buildPageView(stationPage(structuredClone(cityStation)), {
    locale: 'en-EU',
    preview: false,
  })
  expect(other.meta.station).toEqual(first.meta.station)
  expect(other.meta.station).not.toBe(first.meta.station)
  const broken = { ...structuredClone(cityStation), location: 'north' }
  for (const attempt of [1, 2]) {
    const view = await buildPageView(stationPage(broken), { locale: 'en-EU', preview: false })
    expect(view.meta.station, `attempt ${String(attempt)}`).toBeUndefined()
  }
})

test('a page whose blocks show dates carries the server’s text of each, in its locale; other pages none', async () => {
  const article = {
    id: 'article',
    contentType: 'article',
    title: 'Renewable diesel at every station',
    // 23:30 UTC is already the next day in Helsinki, the en-EU market's zone.
    created: '2025-03-11T23:30:00Z',
  }
  const list = {
    id: 'news',
    contentType: 'articleList',
    heading: 'News',
    articles: [
      {
        id: 'a',
        title: 'A',
        created: '2024-11-05T14:00:00Z',
        link: { contentType: 'articlePage', path: '/a' },
      },
      { id: 'b', title: 'B', link: { contentType: 'articlePage', path: '/b' } },
    ],
  }
  const english = await buildPageView(page([article, list]), { locale: 'en-EU', preview: false })
  expect(english.dates).toEqual({
    '2025-03-11T23:30:00Z': '12 March 2025',
    '2024-11-05T14:00:00Z': '5 November 2024',
  })
  const finnish = await buildPageView(page([article, list]), { locale: 'fi-FI', preview: false })
  expect(finnish.dates?.['2025-03-11T23:30:00Z']).toBe('12. maaliskuuta 2025')

  const withoutDates = await buildPageView(page([{ id: 'h', contentType: 'hero', heading: 'Hi' }]), {
    locale: 'en-EU',
    preview: false,
  })
  expect(withoutDates).not.toHaveProperty('dates')
})
