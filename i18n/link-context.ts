import type { Locale } from '#schemas/locale.ts'

/**
 * What a page needs to write a link to any locale (DESIGN §1: links are always explicit, unprefixed only
 * on the locale's own domain). Built per request by the server and passed to the browser.
 */
export interface LinkContext {
  /** The locale whose domain this request arrived on (domain mode), null in single-host mode. */
  hostLocale: Locale | null
  /** `LOCALE_DOMAINS`: each locale's own host; empty in single-host mode. */
  domains: Partial<Record<Locale, string>>
  /** Scheme for links to another locale's domain: the scheme this request used. */
  protocol: 'http:' | 'https:'
}

export const singleHostLinkContext: LinkContext = { hostLocale: null, domains: {}, protocol: 'https:' }

/**
 * The href of `path` (a site path without locale prefix, e.g. `/asemahaku`) in `locale`:
 * - on the locale's own domain: the bare path;
 * - the locale has a domain, but this is another host: an absolute URL on that domain;
 * - otherwise (single-host mode): the path with its `/{locale}` prefix.
 */
export function localizedHref(context: LinkContext, locale: Locale, path: string): string {
  const [pathname, suffix] = splitSuffix(path.startsWith('/') ? path : `/${path}`)
  if (context.hostLocale === locale) return `${pathname}${suffix}`
  const domain = context.domains[locale]
  if (domain !== undefined) return `${context.protocol}//${domain}${pathname}${suffix}`
  return `${pathname === '/' ? `/${locale}` : `/${locale}${pathname}`}${suffix}`
}

/** Splits a path into its pathname and its `?query#hash` suffix. */
function splitSuffix(path: string): [string, string] {
  const index = path.search(/[?#]/)
  return index === -1 ? [path, ''] : [path.slice(0, index), path.slice(index)]
}

/**
 * The absolute URL of `path` in `locale`, for what leaves the page (canonical, hreflang, sitemaps, Open
 * Graph): on the locale's own domain when it has one, otherwise `/{locale}{path}` on `origin`, the
 * origin this request arrived on.
 */
export function absoluteLocalizedUrl(
  context: LinkContext,
  origin: string,
  locale: Locale,
  path: string,
): string {
  return new URL(localizedHref({ ...context, hostLocale: null }, locale, path), origin).href
}

/** An image or other site path made absolute on `origin`; absolute URLs stay as they are. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, origin).href
}
