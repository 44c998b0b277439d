import { expect, test } from 'vitest'
import { singleHostLinkContext, type LinkContext } from '#i18n/link-context.ts'
import type { LayoutResponse } from '#schemas/layout.ts'
import type { PageResponse } from '#schemas/page.ts'
import { headTagsFor, pageMetaFor, serializeJsonLd, type HeadInput } from './page-meta.ts'

const article: PageResponse = {
  localizedPagePaths: {
    'fi-FI': '/artikkeli/hvo100-kaikilla-asemilla',
    'en-EU': '/article/hvo100-at-every-station',
    'sv-SE': '/artikel/hvo100-pa-alla-stationer',
    'no-NO': '/artikkel/hvo100-pa-alle-stasjoner',
  },
  content: {
    slug: 'article-hvo100-at-every-station',
    title: 'HVO100 at every station',
    description: 'Renewable diesel everywhere.',
    contentType: 'articlePage',
    body: [],
    noIndex: false,
    draft: false,
    openGraphTitle: 'Renewable diesel at every Aurora station',
    image: { url: '/images/hvo100-pump.svg', alt: 'A pump', width: 1200, height: 630 },
    created: '2026-05-04T09:00:00+03:00',
  },
}

const layout: LayoutResponse = {
  navigation: { logo: { url: '/images/aurora-logo.svg', alt: 'Aurora', width: 160, height: 40 }, tree: [] },
  footer: {
    icons: [],
    footerLinks: [],
    downloadLinks: [],
    extraLinks: [],
    someLinks: [
      { contentType: 'link', title: 'Facebook', url: 'https://www.facebook.com/aurora', internal: false },
      { contentType: 'link', title: 'Own page', url: '/social', internal: true },
    ],
  },
}

function input(overrides: Partial<HeadInput> = {}): HeadInput {
  return {
    locale: 'en-EU',
    linkContext: singleHostLinkContext,
    siteOrigin: 'https://example.com',
    contentPath: '/article/hvo100-at-every-station',
    pageMeta: pageMetaFor(article, { preview: false }),
    layout,
    ...overrides,
  }
}

test('an article: canonical, four alternates plus x-default, article Open Graph and share texts', () => {
  const tags = headTagsFor(input())
  expect(tags.noIndex).toBe(false)
  expect(tags.canonical).toBe('https://example.com/en-EU/article/hvo100-at-every-station')
  expect(tags.alternates).toEqual([
    { hreflang: 'fi-FI', href: 'https://example.com/fi-FI/artikkeli/hvo100-kaikilla-asemilla' },
    { hreflang: 'en', href: 'https://example.com/en-EU/article/hvo100-at-every-station' },
    { hreflang: 'sv-SE', href: 'https://example.com/sv-SE/artikel/hvo100-pa-alla-stationer' },
    { hreflang: 'no-NO', href: 'https://example.com/no-NO/artikkel/hvo100-pa-alle-stasjoner' },
    { hreflang: 'x-default', href: 'https://example.com/fi-FI/artikkeli/hvo100-kaikilla-asemilla' },
  ])
  expect(tags.openGraph).toEqual({
    type: 'article',
    url: 'https://example.com/en-EU/article/hvo100-at-every-station',
    locale: 'en_GB',
    localeAlternates: ['fi_FI', 'sv_SE', 'nb_NO'],
    image: { url: 'https://example.com/images/hvo100-pump.svg', alt: 'A pump', width: 1200, height: 630 },
    publishedTime: '2026-05-04T09:00:00+03:00',
  })
  expect(tags.twitter).toEqual({
    card: 'summary_large_image',
    title: 'Renewable diesel at every Aurora station',
    description: 'Renewable diesel everywhere.',
  })
})

test('an article carries Organization and Article JSON-LD', () => {
  const documents = headTagsFor(input()).jsonLd.map(({ type, json }) => ({ type, value: JSON.parse(json) }))
  expect(documents.map(({ type }) => type)).toEqual(['Organization', 'Article'])
  expect(documents[0]?.value).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Aurora',
    url: 'https://example.com/en-EU',
    logo: 'https://example.com/images/aurora-logo.svg',
    sameAs: ['https://www.facebook.com/aurora'],
  })
  expect(documents[1]?.value).toMatchObject({
    '@type': 'Article',
    headline: 'HVO100 at every station',
    datePublished: '2026-05-04T09:00:00+03:00',
    image: ['https://example.com/images/hvo100-pump.svg'],
    mainEntityOfPage: 'https://example.com/en-EU/article/hvo100-at-every-station',
  })
})

test('domain mode: canonical, alternates and images sit on each locale own domain', () => {
  const linkContext: LinkContext = {
    hostLocale: 'fi-FI',
    domains: { 'fi-FI': 'aurora.fi', 'en-EU': 'aurora.eu', 'sv-SE': 'aurora.se', 'no-NO': 'aurora.no' },
    protocol: 'https:',
  }
  // An English page asked for on the Finnish domain (/en-EU/... still works there): its canonical is aurora.eu.
  const tags = headTagsFor(input({ linkContext, siteOrigin: 'https://aurora.fi' }))
  expect(tags.canonical).toBe('https://aurora.eu/article/hvo100-at-every-station')
  expect(tags.alternates.map(({ href }) => href)).toEqual([
    'https://aurora.fi/artikkeli/hvo100-kaikilla-asemilla',
    'https://aurora.eu/article/hvo100-at-every-station',
    'https://aurora.se/artikel/hvo100-pa-alla-stationer',
    'https://aurora.no/artikkel/hvo100-pa-alle-stasjoner',
    'https://aurora.fi/artikkeli/hvo100-kaikilla-asemilla',
  ])
  expect(tags.openGraph.image?.url).toBe('https://aurora.eu/images/hvo100-pump.svg')
})

test('preview and noIndex pages are not indexed and list no alternates', () => {
  const preview = headTagsFor(input({ pageMeta: pageMetaFor(article, { preview: true }) }))
  expect(preview.noIndex).toBe(true)
  expect(preview.alternates).toEqual([])
  const hidden = headTagsFor(
    input({
      pageMeta: pageMetaFor(
        { ...article, content: { ...article.content, noIndex: true } },
        { preview: false },
      ),
    }),
  )
  expect(hidden.noIndex).toBe(true)
  expect(hidden.alternates).toEqual([])
})

test('an error page (no content meta) is not indexed and has no canonical or structured data', () => {
  const tags = headTagsFor(input({ pageMeta: undefined }))
  expect(tags).toMatchObject({ noIndex: true, canonical: null, alternates: [], jsonLd: [] })
  expect(tags.openGraph.url).toBeNull()
})

test('a standard page without an image is a website with a summary card and no Article', () => {
  const page: PageResponse = {
    localizedPagePaths: { 'fi-FI': '/asemahaku' },
    content: {
      slug: 'asemahaku',
      title: 'Asemahaku',
      contentType: 'standardPage',
      body: [],
      noIndex: false,
      draft: false,
    },
  }
  const tags = headTagsFor(
    input({
      locale: 'fi-FI',
      contentPath: '/asemahaku',
      pageMeta: pageMetaFor(page, { preview: false }),
      layout: null,
    }),
  )
  expect(tags.openGraph).toMatchObject({
    type: 'website',
    image: null,
    publishedTime: null,
    localeAlternates: [],
  })
  expect(tags.twitter.card).toBe('summary')
  expect(tags.jsonLd.map(({ type }) => type)).toEqual(['Organization'])
  expect(JSON.parse(tags.jsonLd[0]?.json ?? '')).not.toHaveProperty('logo')
})

test('JSON-LD cannot close its script element, and still parses to the same value', () => {
  const document = { headline: 'Read </script><script>alert(1)</script> & more' }
  const json = serializeJsonLd(document)
  expect(json).not.toContain('<')
  expect(JSON.parse(json)).toEqual(document)
})

test('a station page carries the structured data the head describes it with, at its canonical address', () => {
  const station = {
    name: 'Aurora Helsinki Kamppi',
    countryCode: 'FI' as const,
    timeZone: 'Europe/Helsinki',
    address: { street: 'Kampinkuja 1', postalCode: '00100', city: 'Helsinki' },
    location: { lat: 60.17, lon: 24.93 },
    contact: { phone: '+358 9 123 456', email: 'kamppi@aurora.fi' },
    isClosed: false,
    openingHours: null,
    services: [],
  }
  const tags = headTagsFor(
    input({
      pageMeta: { ...pageMetaFor(article, { preview: false }), station },
      describeStation: (described, canonical) => ({
        '@type': 'GasStation',
        name: described.name,
        url: canonical,
      }),
    }),
  )
  const gasStation = tags.jsonLd.find((entry) => entry.type === 'GasStation')
  expect(gasStation?.json).toBe(
    serializeJsonLd({
      '@type': 'GasStation',
      name: 'Aurora Helsinki Kamppi',
      url: 'https://example.com/en-EU/article/hvo100-at-every-station',
    }),
  )
  // Without a describer (the browser's render of the layout), no station data is computed.
  expect(
    headTagsFor(input({ pageMeta: { ...pageMetaFor(article, { preview: false }), station } })).jsonLd.map(
      (entry) => entry.type,
    ),
  ).not.toContain('GasStation')
})
