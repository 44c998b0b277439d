import { Hono, type Context } from 'hono'
import { crawlerDisallowedPaths } from '#http/own-paths.ts'
import { alternateUrls } from '#i18n/alternate-urls.ts'
import { absoluteLocalizedUrl, type LinkContext } from '#i18n/link-context.ts'
import { localeForHost } from '#i18n/resolve-locale.ts'
import type { PageSummary } from '#schemas/content-listing.ts'
import { isLocale, locales, type Locale } from '#schemas/locale.ts'
import type { AppEnv } from '#server/app-env.server.ts'
import { requestProtocol } from '#server/request-protocol.server.ts'
import {
  ContentUnavailableError,
  type ContentSource,
} from '#server/services/content/content-source.server.ts'

/** Like an anonymous page (DESIGN §2): a CDN keeps it for a minute and may serve it stale while refreshing. */
const publicCacheControl = 'public, s-maxage=60, stale-while-revalidate=600'

const xmlEscapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => xmlEscapes[character] ?? character)
}

interface Site {
  origin: string
  linkContext: LinkContext
}

function siteOf(c: Context<AppEnv>, domains: Partial<Record<Locale, string>>): Site {
  const url = new URL(c.req.url)
  const protocol = requestProtocol(url, c.req.header('x-forwarded-proto'))
  return {
    origin: `${protocol}//${url.host}`,
    linkContext: { hostLocale: localeForHost(url.host, domains), domains, protocol },
  }
}

function xml(c: Context<AppEnv>, body: string) {
  c.header('Cache-Control', publicCacheControl)
  return c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8' })
}

/** The sitemaps protocol's urlset for one locale, with an hreflang alternate for every market. */
async function urlset(c: Context<AppEnv>, site: Site, content: ContentSource, locale: Locale) {
  let pages: PageSummary[]
  try {
    pages = await content.listPages(locale)
  } catch (error) {
    // The content source has logged the failed call; anything else is a bug and propagates.
    if (!(error instanceof ContentUnavailableError)) throw error
    c.header('Cache-Control', 'no-store')
    c.header('Retry-After', '60')
    return c.text('The sitemap is not available right now.', 503)
  }
  const entries = pages
    .filter((page) => !page.noIndex)
    .map((page) => {
      const lines = [
        `<loc>${escapeXml(absoluteLocalizedUrl(site.linkContext, site.origin, locale, page.path))}</loc>`,
      ]
      if (page.created !== undefined) lines.push(`<lastmod>${escapeXml(page.created)}</lastmod>`)
      for (const alternate of alternateUrls(site.linkContext, site.origin, page.localizedPagePaths)) {
        lines.push(
          `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(alternate.href)}"/>`,
        )
      }
      return `<url>${lines.join('')}</url>`
    })
  return xml(
    c,
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...entries,
      '</urlset>',
      '',
    ].join('\n'),
  )
}

/**
 * DESIGN §1 `GET /robots.txt`, `GET /sitemap.xml` and `GET /{locale}/sitemap.xml` (spec §2.1: the sitemap
 * routes produce no page). On a locale's own domain `/sitemap.xml` is that locale's urlset; elsewhere it
 * is an index of the four locale sitemaps on the same host.
 */
export function seoRoutes(options: { domains: Partial<Record<Locale, string>>; content: ContentSource }) {
  const { domains, content } = options
  const routes = new Hono<AppEnv>()

  routes.get('/robots.txt', (c) => {
    const { origin } = siteOf(c, domains)
    c.header('Cache-Control', publicCacheControl)
    return c.text(
      [
        'User-agent: *',
        'Allow: /',
        ...crawlerDisallowedPaths.map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n'),
    )
  })

  routes.get('/sitemap.xml', (c) => {
    const site = siteOf(c, domains)
    if (site.linkContext.hostLocale !== null) return urlset(c, site, content, site.linkContext.hostLocale)
    const entries = locales.map(
      (locale) => `<sitemap><loc>${escapeXml(`${site.origin}/${locale}/sitemap.xml`)}</loc></sitemap>`,
    )
    return xml(
      c,
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...entries,
        '</sitemapindex>',
        '',
      ].join('\n'),
    )
  })

  routes.get('/:locale/sitemap.xml', async (c, next) => {
    const locale = c.req.param('locale')
    // Not a locale: an ordinary path, for the pages to answer.
    if (!isLocale(locale)) {
      await next()
      return
    }
    return urlset(c, siteOf(c, domains), content, locale)
  })

  return routes
}
