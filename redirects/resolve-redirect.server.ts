import { localizedHref } from '#i18n/link-context.ts'
import { splitPagePath } from '#i18n/page-path.ts'
import { localeForHost, localeVariesByVisitor, resolveLocale } from '#i18n/resolve-locale.ts'
import { locales, type Locale } from '#schemas/locale.ts'
import {
  canonicalAddress,
  canonicalHost,
  domainHostnames,
  isSafeRelativePath,
  parseHost,
  safeSearch,
} from './canonical.server.ts'
import {
  countrySiteHosts,
  lookupRedirect,
  type RedirectTables,
  type RedirectTarget,
} from './redirect-matcher.server.ts'

/** spec §5, §9: both the canonical and the legacy redirect are temporary. */
export const redirectStatus = 307

export interface RedirectRequest {
  method: string
  /** The request path (for a client navigation payload, the path of its page). */
  pathname: string
  /** `''` or `?…`, as received. */
  search: string
  /** The `Host` header the visitor's browser sent (never `X-Forwarded-Host`). */
  host: string | null | undefined
  /** The scheme the visitor used (absolute `Location`s keep it). */
  protocol: 'http:' | 'https:'
  cookie?: string | null | undefined
  acceptLanguage?: string | null | undefined
  /**
   * For a path without a locale prefix: the locales that have a published page at its (canonical)
   * content path. Absent when not looked up; then no cross-locale redirect is made.
   */
  pageLocales?: readonly Locale[] | undefined
}

export interface RedirectSettings {
  tables: RedirectTables
  /** `LOCALE_DOMAINS`; empty in single-host mode. */
  domains: Partial<Record<Locale, string>>
  /** Paths answered by their own routes (APIs, the client build): never legacy-redirected. */
  isExemptPath?: (pathname: string) => boolean
}

export type RedirectDecision =
  | { redirect: false }
  | {
      redirect: true
      status: typeof redirectStatus
      location: string
      /**
       * Which rule decided the target: a legacy entry, a page (or legacy entry) of the one other locale
       * that has the unprefixed path, or the canonical rule alone.
       */
      rule: 'canonical' | 'legacy' | 'other-locale'
      /** True when `Location` leaves for another host. */
      external: boolean
      /** True when the locale, and so the answer, came from the cookie or `Accept-Language`. */
      variesByVisitor: boolean
      preview: boolean
    }

const noRedirect: RedirectDecision = { redirect: false }
const noHosts: ReadonlySet<string> = new Set()

/**
 * DESIGN §2 steps 2–4 as one pure function: the canonical address (spec §5), the locale (resolved like
 * the page step does, i18n/resolve-locale.ts) and that locale's legacy table (spec §2.8, §7). Both are
 * answered in one hop: a request that is at a non-canonical address of a legacy path goes straight to
 * the legacy target, so following a redirect never meets a second one.
 *
 * Only GET and HEAD are redirected: a 307 makes the client send the method and body again, and a form
 * post or API call at a wrong address is better answered by the route itself (404/405) than re-sent.
 * The `Location` is checked last: relative and same-host, or absolute on one of our hosts; anything
 * else is not sent (no redirect).
 */
export function resolveRedirect(request: RedirectRequest, settings: RedirectSettings): RedirectDecision {
  if (request.method !== 'GET' && request.method !== 'HEAD') return noRedirect
  const { domains } = settings
  const address = canonicalAddress({ ...request, domains })
  const split = splitPagePath(address.pathname)
  const { preview, contentPath } = split
  let legacy: { target: RedirectTarget; locale: Locale; rule: 'legacy' | 'other-locale' } | null = null
  let variesByVisitor = false
  // Preview is for editors and shows what the path holds; API and asset paths belong to their routes.
  if (!preview && settings.isExemptPath?.(address.pathname) !== true) {
    // The same order as the page step (i18n/resolve-locale.ts); a prefix found above decides at once.
    const resolved =
      split.locale !== null
        ? { locale: split.locale, source: 'path' as const }
        : resolveLocale({
            pathname: address.pathname,
            host: address.host,
            domains,
            cookie: request.cookie,
            acceptLanguage: request.acceptLanguage,
          })
    variesByVisitor = localeVariesByVisitor(resolved.source)
    const target = lookupRedirect(settings.tables[resolved.locale], contentPath)
    if (target !== null) legacy = { target, locale: resolved.locale, rule: 'legacy' }
    else if (split.locale === null && request.pageLocales !== undefined) {
      legacy = otherLocaleTarget(resolved.locale, contentPath, request.pageLocales, settings.tables)
    }
  }
  if (legacy === null && !address.redirect) return noRedirect

  const search = safeSearch(request.search)
  let location =
    legacy === null
      ? `${address.pathname}${search}`
      : legacyLocation(legacy.target, legacy.locale, search, { ...request, host: address.host, domains })
  if (address.hostChanged && location.startsWith('/')) {
    location = `${request.protocol}//${address.host ?? ''}${location}`
  }
  const relative = location.startsWith('/')
  // The allow-list is needed for absolute answers only: a relative one is checked for its shape.
  const host = locationHost(location, relative ? noHosts : allowedLocationHosts(request.host, domains))
  if (host === null) return noRedirect
  return {
    redirect: true,
    status: redirectStatus,
    location,
    rule: legacy === null ? 'canonical' : legacy.rule,
    external: !relative && host !== parseHost(address.host)?.hostname,
    variesByVisitor,
    preview,
  }
}

/**
 * Issue 11: an unprefixed path that is no page (and no legacy entry) of the visitor's locale, but is a
 * page or legacy entry of exactly one other locale, belongs to that locale: spec §2.2 writes the fi-FI
 * paths bare, and old links and typed addresses carry no prefix. A path two or more other locales
 * claim stays with the visitor's locale (today's negotiation).
 */
function otherLocaleTarget(
  visitorLocale: Locale,
  contentPath: string,
  pageLocales: readonly Locale[],
  tables: RedirectTables,
): { target: RedirectTarget; locale: Locale; rule: 'other-locale' } | null {
  if (pageLocales.includes(visitorLocale)) return null
  const claims = locales.flatMap((locale): { locale: Locale; target: RedirectTarget }[] => {
    if (locale === visitorLocale) return []
    if (pageLocales.includes(locale)) {
      return [{ locale, target: { kind: 'internal', path: contentPath, origin: `page of ${locale}` } }]
    }
    const target = lookupRedirect(tables[locale], contentPath)
    return target === null ? [] : [{ locale, target }]
  })
  const [only, ...others] = claims
  if (only === undefined || others.length > 0) return null
  return { ...only, rule: 'other-locale' }
}

/**
 * The `Location` of a legacy target (spec §7 redirect step): a page of the locale is linked the way the
 * site's links are (i18n/link-context.ts: `/{locale}{path}` in single-host mode, the bare path on the
 * locale's own domain, an absolute URL on another locale's domain); an absolute target on another
 * country site is external, unless the request came to that very host: then it is made relative, as a
 * page of that site's locale. The query is kept.
 */
function legacyLocation(
  target: RedirectTarget,
  locale: Locale,
  search: string,
  request: {
    host: string | null | undefined
    protocol: 'http:' | 'https:'
    domains: Partial<Record<Locale, string>>
  },
): string {
  const context = {
    hostLocale: localeForHost(request.host, request.domains),
    domains: request.domains,
    protocol: request.protocol,
  }
  if (target.kind === 'internal') return localizedHref(context, locale, mergeQuery(target.path, search))
  if (parseHost(request.host)?.hostname !== target.hostname) return mergeQuery(target.url, search)
  return localizedHref(context, target.locale, mergeQuery(target.pathAndQuery, search))
}

/**
 * The target with the visitor's query added (spec §5, §7: the query string is kept). When the target has
 * a query of its own, its parameters stay as the table says, and the visitor's parameters of other
 * names follow them: the table decides where the visitor lands, tracking parameters (`utm_*`) ride along.
 */
export function mergeQuery(target: string, search: string): string {
  if (search === '' || search === '?') return target
  const hashAt = target.indexOf('#')
  const hash = hashAt === -1 ? '' : target.slice(hashAt)
  const beforeHash = hashAt === -1 ? target : target.slice(0, hashAt)
  const queryAt = beforeHash.indexOf('?')
  if (queryAt === -1) return `${beforeHash}${search}${hash}`
  const own = beforeHash.slice(queryAt + 1)
  const ownNames = new Set(own.split('&').map(parameterName))
  const added = search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !ownNames.has(parameterName(pair)))
  const query = [own, ...added].filter((part) => part !== '').join('&')
  return `${beforeHash.slice(0, queryAt)}${query === '' ? '' : `?${query}`}${hash}`
}

function parameterName(pair: string): string {
  const name = pair.split('=')[0] ?? ''
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '))
  } catch {
    return name
  }
}

/**
 * The hosts a `Location` may name: the request's own host (and its `www.`-less form when spec §5 drops
 * `www.`), the `LOCALE_DOMAINS` hosts and the brand's country sites the tables may link to.
 */
export function allowedLocationHosts(
  requestHost: string | null | undefined,
  domains: Partial<Record<Locale, string>>,
): ReadonlySet<string> {
  const hosts = new Set<string>([...domainHostnames(domains), ...Object.values(countrySiteHosts)])
  const own = parseHost(requestHost)
  if (own !== null) hosts.add(own.hostname)
  const bare = parseHost(canonicalHost(requestHost, domains))
  if (bare !== null) hosts.add(bare.hostname)
  return hosts
}

/**
 * The last check before a `Location` is sent: a same-host path (one `/`, then neither `/` nor `\`), or an
 * http(s) URL without credentials on an allowed host; printable ASCII only, so it cannot split a header.
 */
export function isAllowedLocation(location: string, allowedHosts: ReadonlySet<string>): boolean {
  return locationHost(location, allowedHosts) !== null
}

/** `''` for an allowed relative `Location`, the host name of an allowed absolute one, else null. */
function locationHost(location: string, allowedHosts: ReadonlySet<string>): string | null {
  if (!/^[\x21-\x7E]+$/.test(location)) return null
  if (location.startsWith('/')) {
    const at = location.search(/[?#]/)
    return isSafeRelativePath(at === -1 ? location : location.slice(0, at)) ? '' : null
  }
  let url: URL
  try {
    url = new URL(location)
  } catch {
    return null
  }
  const allowed =
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.username === '' &&
    url.password === '' &&
    allowedHosts.has(url.hostname) &&
    writtenHostIs(location, `${url.protocol}//${url.hostname}`)
  return allowed ? url.hostname : null
}

/** The URL as written names the host the parser saw: no `\`, `@` or other trick sits before it. */
function writtenHostIs(location: string, prefix: string): boolean {
  const next = location.charAt(prefix.length)
  return location.toLowerCase().startsWith(prefix) && (next === '' || ':/?#'.includes(next))
}
