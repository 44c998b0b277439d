import { brand } from '#config/brand.ts'
import { alternateUrls, openGraphLocaleByLocale, type AlternateUrl } from '#i18n/alternate-urls.ts'
import { absoluteLocalizedUrl, absoluteUrl, type LinkContext } from '#i18n/link-context.ts'
import type { Image } from '#schemas/image.ts'
import type { LayoutResponse } from '#schemas/layout.ts'
import { locales, type Locale } from '#schemas/locale.ts'
import type { PageContent, PageResponse } from '#schemas/page.ts'
import type { StationFacts } from './station-json-ld.ts'

/**
 * What the head (title, description, Open Graph, canonical, hreflang) and the language switcher need to
 * know about the page being shown. Content pages set it; error pages have none.
 */
export interface PageMeta {
  title: string
  description: string | undefined
  /** From content, and always on in preview (DESIGN §1). */
  noIndex: boolean
  contentType: string
  openGraph: { title: string; description: string | undefined; image: Image | undefined }
  /** Where the same page lives in every market (spec §3); the switcher and hreflang use it. */
  localizedPagePaths: PageResponse['localizedPagePaths']
  /** Article publication time. */
  created: string | undefined
  /** Station pages: the station, for its structured data (renderer/station-json-ld.ts). */
  station?: StationFacts
}

/** A page's meta for each content version (the content source hands out one object per version). */
const metaCache = new WeakMap<PageResponse, { published?: PageMeta; preview?: PageMeta }>()

export function pageMetaFor(page: PageResponse, options: { preview: boolean }): PageMeta {
  let cached = metaCache.get(page)
  if (cached === undefined) {
    cached = {}
    metaCache.set(page, cached)
  }
  const key = options.preview ? 'preview' : 'published'
  const known = cached[key]
  if (known !== undefined) return known
  const meta = buildPageMeta(page, options)
  cached[key] = meta
  return meta
}

function buildPageMeta(page: PageResponse, options: { preview: boolean }): PageMeta {
  const content: PageContent = page.content
  return {
    title: content.title,
    description: content.description,
    noIndex: content.noIndex || options.preview,
    contentType: content.contentType,
    openGraph: {
      title: content.openGraphTitle ?? content.title,
      description: content.openGraphDescription ?? content.description,
      image: content.openGraphImage ?? content.image,
    },
    localizedPagePaths: page.localizedPagePaths,
    created: content.created,
  }
}

/**
 * The meta of the page a page context shows: content pages' data carries it (renderer/page-view.ts);
 * error pages have none.
 */
export function pageMetaOf(data: { kind: string; meta?: PageMeta } | undefined): PageMeta | undefined {
  return data?.meta
}

/** What the head of a page is built from: the page context of one request. */
export interface HeadInput {
  locale: Locale
  linkContext: LinkContext
  /** `scheme://host` of the request (pages/page-context.d.ts `siteOrigin`). */
  siteOrigin: string
  contentPath: string
  /** Absent on error pages and on pages that are not content. */
  pageMeta: PageMeta | undefined
  layout: LayoutResponse | null
  /**
   * A station page's GasStation structured data (renderer/station-json-ld.ts). Passed in by the head,
   * which renders on the server only, so the opening-hours code never reaches the browser's start bundle
   * through this module (the layout and title read it there).
   */
  describeStation?: (station: StationFacts, canonical: string) => Record<string, unknown>
}

export interface HeadTags {
  noIndex: boolean
  /** The page's address on its locale's own domain (or under its prefix in single-host mode). */
  canonical: string | null
  /** hreflang alternates, `x-default` last; none on a page that is not indexed. */
  alternates: AlternateUrl[]
  /** og:title and og:description are vike-react's, written with `<title>` and the description. */
  openGraph: {
    type: 'website' | 'article'
    url: string | null
    locale: string
    localeAlternates: string[]
    image: (Image & { url: string }) | null
    publishedTime: string | null
  }
  /**
   * The share texts (spec §3 openGraphTitle, openGraphDescription): X prefers these over og:title, which
   * vike-react fills with the page title; the page title stays the one title search engines see.
   */
  twitter: { card: 'summary' | 'summary_large_image'; title: string | null; description: string | null }
  /** JSON-LD documents by `@type`, serialized and safe to put inside a `<script>` element. */
  jsonLd: { type: string; json: string }[]
}

/**
 * A JSON-LD document for a `<script type="application/ld+json">`: `<` is written as `\u003c`, so no
 * content (a title with `</script>` in it) can end the element early. JSON parsers read it unchanged.
 */
export function serializeJsonLd(document: Record<string, unknown>): string {
  return JSON.stringify(document).replace(/</g, '\\u003c')
}

/** The Organization: who publishes the site, with its social profiles from the layout (spec §2.5 someLinks). */
function organizationJsonLd(input: HeadInput, origin: string): Record<string, unknown> {
  const logo = input.layout?.navigation.logo
  const sameAs = (input.layout?.footer.someLinks ?? []).flatMap((link) =>
    link.url !== undefined && /^https?:\/\//i.test(link.url) ? [link.url] : [],
  )
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.name,
    url: absoluteLocalizedUrl(input.linkContext, input.siteOrigin, input.locale, '/'),
    ...(logo === undefined ? {} : { logo: absoluteUrl(origin, logo.url) }),
    ...(sameAs.length === 0 ? {} : { sameAs }),
  }
}

/** spec §2.7 article pages: headline, publication time and image for search results. */
function articleJsonLd(
  page: PageMeta,
  canonical: string,
  image: string | null,
  locale: Locale,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: page.title,
    mainEntityOfPage: canonical,
    inLanguage: locale,
    ...(page.created === undefined ? {} : { datePublished: page.created }),
    ...(image === null ? {} : { image: [image] }),
    publisher: { '@type': 'Organization', name: brand.name },
  }
}

/**
 * Everything the head says about a page besides `<title>` and the description (those are vike-react's
 * `title` and `description` settings, pages/+title.ts and pages/+description.ts). Pages without content
 * meta (error pages) are not indexed and carry no canonical, alternates or structured data.
 */
export function headTagsFor(input: HeadInput): HeadTags {
  const { pageMeta: page, locale, linkContext, siteOrigin } = input
  const openGraphLocale = openGraphLocaleByLocale[locale]
  if (page === undefined) {
    return {
      noIndex: true,
      canonical: null,
      alternates: [],
      openGraph: {
        type: 'website',
        url: null,
        locale: openGraphLocale,
        localeAlternates: [],
        image: null,
        publishedTime: null,
      },
      twitter: { card: 'summary', title: null, description: null },
      jsonLd: [],
    }
  }
  const canonical = absoluteLocalizedUrl(
    linkContext,
    siteOrigin,
    locale,
    page.localizedPagePaths[locale] ?? input.contentPath,
  )
  // Images are served by every host; they are linked from the page's own origin.
  const origin = new URL(canonical).origin
  const image = page.openGraph.image
  const imageUrl = image === undefined ? null : absoluteUrl(origin, image.url)
  const article = page.contentType === 'articlePage'
  const jsonLd = [{ type: 'Organization', json: serializeJsonLd(organizationJsonLd(input, origin)) }]
  if (article) {
    jsonLd.push({ type: 'Article', json: serializeJsonLd(articleJsonLd(page, canonical, imageUrl, locale)) })
  }
  if (page.station !== undefined && input.describeStation !== undefined) {
    jsonLd.push({ type: 'GasStation', json: serializeJsonLd(input.describeStation(page.station, canonical)) })
  }
  return {
    noIndex: page.noIndex,
    canonical,
    alternates: page.noIndex ? [] : alternateUrls(linkContext, siteOrigin, page.localizedPagePaths),
    openGraph: {
      type: article ? 'article' : 'website',
      url: canonical,
      locale: openGraphLocale,
      localeAlternates: locales.flatMap((other) =>
        other !== locale && page.localizedPagePaths[other] !== undefined
          ? [openGraphLocaleByLocale[other]]
          : [],
      ),
      image: image === undefined || imageUrl === null ? null : { ...image, url: imageUrl },
      publishedTime: article ? (page.created ?? null) : null,
    },
    twitter: {
      card: image === undefined ? 'summary' : 'summary_large_image',
      title: page.openGraph.title,
      description: page.openGraph.description ?? null,
    },
    jsonLd,
  }
}
