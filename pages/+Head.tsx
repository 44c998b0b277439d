// https://vike.dev/Head — rendered on the server only, into the first HTML answer.
import { usePageContext } from 'vike-react/usePageContext'
import { deferredBlocksOf } from '#blocks/registry.ts'
import { translatorFor } from '#components/translation.tsx'
import { brand } from '#config/brand.ts'
import { staticFileUrl } from '#domain/responsive-image.ts'
import { contentTypesOf, entriesFromPayload } from '#renderer/entries-payload.ts'
import { headTagsFor, pageMetaOf, type HeadTags } from '#renderer/page-meta.ts'
import { gasStationJsonLd, type StationFacts } from '#renderer/station-json-ld.ts'

export function Head() {
  const pageContext = usePageContext()
  return (
    <>
      <meta name="theme-color" content="#0b3d2e" />
      <link rel="icon" href={staticFileUrl('/favicon.svg')} type="image/svg+xml" />
      {!pageContext.isClientSide && <DeferredBlockAssets />}
      {!pageContext.isClientSide && (
        <SeoTags
          tags={headTagsFor({
            locale: pageContext.locale,
            linkContext: pageContext.linkContext,
            siteOrigin: pageContext.siteOrigin,
            contentPath: pageContext.contentPath,
            pageMeta: pageMetaOf(pageContext.data),
            layout: pageContext.layout,
            describeStation: stationDescriber(pageContext),
          })}
          nonce={pageContext.cspNonce ?? undefined}
        />
      )}
    </>
  )
}

/**
 * The styles (and, for lazy blocks, the scripts) of the page's lazy and client-only blocks and of the
 * shell's footer, which hydrates later (server/block-assets.server.ts): the server renders those blocks, so their styles must be there when
 * the page is first painted, not when their code arrives during hydration.
 */
function DeferredBlockAssets() {
  const pageContext = usePageContext()
  const { data, blockAssets } = pageContext
  if (blockAssets === undefined) return null
  // Every page gets the shell's later-hydrating parts' styles (the footer); content pages their blocks' too.
  const assets = blockAssets(
    data?.kind === 'content' ? deferredBlocksOf(contentTypesOf(entriesFromPayload(data.entries))) : [],
  )
  return (
    <>
      {assets.stylesheets.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {assets.modulePreloads.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
    </>
  )
}

/**
 * Robots, canonical, hreflang alternates, Open Graph, X card and JSON-LD (title and description are the
 * `title` and `description` settings). The JSON-LD scripts are data, never run, but carry the nonce too,
 * so every script element of a page matches the CSP.
 */
function SeoTags({ tags, nonce }: { tags: HeadTags; nonce: string | undefined }) {
  const { openGraph, twitter } = tags
  return (
    <>
      {tags.noIndex && <meta name="robots" content="noindex" />}
      {tags.canonical !== null && <link rel="canonical" href={tags.canonical} />}
      {tags.alternates.map((alternate) => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
      ))}
      <meta property="og:site_name" content={brand.name} />
      <meta property="og:type" content={openGraph.type} />
      {openGraph.url !== null && <meta property="og:url" content={openGraph.url} />}
      <meta property="og:locale" content={openGraph.locale} />
      {openGraph.localeAlternates.map((locale) => (
        <meta key={locale} property="og:locale:alternate" content={locale} />
      ))}
      {openGraph.image !== null && (
        <>
          <meta property="og:image" content={openGraph.image.url} />
          <meta property="og:image:width" content={String(openGraph.image.width)} />
          <meta property="og:image:height" content={String(openGraph.image.height)} />
          {openGraph.image.alt !== '' && <meta property="og:image:alt" content={openGraph.image.alt} />}
        </>
      )}
      {openGraph.publishedTime !== null && (
        <meta property="article:published_time" content={openGraph.publishedTime} />
      )}
      <meta name="twitter:card" content={twitter.card} />
      {twitter.title !== null && <meta name="twitter:title" content={twitter.title} />}
      {twitter.description !== null && <meta name="twitter:description" content={twitter.description} />}
      {tags.jsonLd.map(({ type, json }) => (
        // Escaped by serializeJsonLd: a data block, not markup from content.
        <script
          key={type}
          type="application/ld+json"
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: json }}
        />
      ))}
    </>
  )
}

/**
 * A station page's GasStation data (renderer/station-json-ld.ts): its hours for the week from the minute
 * the page was rendered (the page's clock; station pages always carry one), its services by their names
 * in the page's language.
 */
function stationDescriber(pageContext: ReturnType<typeof usePageContext>) {
  const renderedAt = pageContext.data?.kind === 'content' ? pageContext.data.clock : undefined
  return (station: StationFacts, canonical: string) =>
    gasStationJsonLd(station, {
      canonical,
      now: renderedAt ?? Date.now(),
      serviceName: (service) => translatorFor(pageContext.locale)(`station.services.${service}`),
    })
}
