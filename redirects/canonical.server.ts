import type { Locale } from '#schemas/locale.ts'

/**
 * spec §5 canonical rule, written so it can never become an open redirect: whatever the request path
 * holds, the path this module hands back is same-host, starts with exactly one `/` followed by neither
 * `/` nor `\`, and contains printable ASCII only, so no parser reads it as a protocol-relative URL
 * (`//evil.com`) and nothing of it can split a header.
 */

/**
 * Characters that some parser, proxy or person reads as a slash or backslash. They are treated as `/`:
 * the backslash (browsers turn it into `/` in http URLs), and Unicode look-alikes that IDNA-style
 * mappings or a careless decoder fold into one (U+2044, U+2215, U+2216, U+2571, U+2572, U+29F5, U+29F8,
 * U+29F9, U+FE68, U+FF0F, U+FF3C).
 */
const slashLookalikes = [
  '\\',
  '\u2044',
  '\u2215',
  '\u2216',
  '\u2571',
  '\u2572',
  '\u29F5',
  '\u29F8',
  '\u29F9',
  '\uFE68',
  '\uFF0F',
  '\uFF3C',
] as const

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A slash in any of its disguises: raw look-alikes, their percent-encoded UTF-8 forms (`%E2%88%95`), the
 * encoded slash and backslash (`%2F`, `%5C`) and those encoded twice (`%252F`, `%255C`), which a server
 * that decodes once too often would turn into `//`.
 */
const disguisedSlash = new RegExp(
  [
    ...slashLookalikes.map(escapeRegExp),
    ...slashLookalikes.map((character) => encodeURIComponent(character)),
    '%(?:25)?2f',
    '%(?:25)?5c',
  ].join('|'),
  'gi',
)

/**
 * ASCII control characters (tab, CR, LF, NUL, DEL, …), the space, C1 controls and the invisible Unicode
 * spaces and format characters (zero-width, bidi overrides, BOM): stripped, never echoed into a header.
 */
const invisible =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0020\u007F-\u00A0\u1680\u180E\u2000-\u200F\u2028-\u202F\u205F-\u206F\u3000\uFEFF]/g

/** The same control characters percent-encoded (`%0D%0A`, `%09`, `%00`, `%7F`). */
const encodedControl = /%(?:[01][0-9a-f]|7f)/gi

/** What a safe same-host path looks like: one `/`, then no `/` or `\`, printable ASCII throughout. */
const safeRelativePath = /^\/(?:[\x21-\x2E\x30-\x5B\x5D-\x7E][\x21-\x5B\x5D-\x7E]*)?$/

/** A path that needs none of the clean-up below: printable ASCII without `%` or `\`, not starting `//`. */
const plainPath = /^\/(?!\/)[\x21-\x24\x26-\x5B\x5D-\x7E]*$/

/** True when `path` is a same-host relative reference safe to send as `Location` (see the module note). */
export function isSafeRelativePath(path: string): boolean {
  return safeRelativePath.test(path) && !path.includes('//')
}

/** The path with its disguised slashes made plain and invisible characters removed. */
function unmask(rawPath: string): string {
  return rawPath.replace(invisible, '').replace(encodedControl, '').replace(disguisedSlash, '/')
}

/**
 * True when the path ends with a slash and is not `/` itself (spec §5), counting disguised slashes:
 * `/a%2F` and `/a\` end with one too.
 */
export function hasTrailingSlash(rawPath: string): boolean {
  if (plainPath.test(rawPath)) return rawPath.length > 1 && rawPath.endsWith('/')
  const path = unmask(rawPath)
  return path.length > 1 && path.endsWith('/')
}

/**
 * The canonical form of a request path: disguised slashes become `/`, runs of slashes collapse into
 * one, dot segments are resolved, anything outside printable ASCII is percent-encoded, and a trailing
 * slash is dropped. The result always passes `isSafeRelativePath`; when nothing sensible is left it is
 * `/`.
 */
export function safePathname(rawPath: string): string {
  const unmasked = `/${unmask(rawPath)}`
    // `?` and `#` inside a path would start a query or fragment once the path is parsed again.
    .replace(/\?/g, '%3F')
    .replace(/#/g, '%23')
    .replace(/\/{2,}/g, '/')
  // Plain ASCII without escapes or dot segments needs no parsing: only the trailing slash goes.
  if (plainPath.test(unmasked) && !/\/\.\.?(?:\/|$)/.test(unmasked)) {
    const trimmed = unmasked.replace(/(.)\/+$/, '$1')
    if (isSafeRelativePath(trimmed)) return trimmed
  }
  let pathname: string
  try {
    // WHATWG URL parsing resolves `.`/`..` (also `%2e`) and percent-encodes non-ASCII characters.
    pathname = new URL(unmasked, 'http://canonical.invalid').pathname
  } catch {
    return '/'
  }
  pathname = pathname.replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1')
  return isSafeRelativePath(pathname) ? pathname : '/'
}

/** Characters of a query string that are sent as they are; everything else is percent-encoded. */
const plainQueryCharacter = /[\x21\x24-\x3B\x3D\x3F-\x5B\x5D\x5F\x61-\x7A\x7C\x7E]/
const plainQuery = new RegExp(`^${plainQueryCharacter.source}*$`)

/**
 * A query string (`?a=1`) safe to echo into `Location`: control characters dropped, anything outside
 * printable ASCII (and `"`, `#`, `<`, `>`, `\`, `^`, `` ` ``, `{`, `}`, space) percent-encoded, so the
 * visitor's query is kept (spec §5, §7) without ever splitting the header. `''` for no query.
 */
export function safeSearch(rawSearch: string): string {
  const query = rawSearch.startsWith('?') ? rawSearch.slice(1) : rawSearch
  if (query === '') return ''
  if (plainQuery.test(query)) return `?${query}`
  let safe = ''
  for (const character of query) {
    const code = character.codePointAt(0) ?? 0
    if (code < 0x20 || code === 0x7f || (code >= 0x80 && code <= 0x9f)) continue
    if (plainQueryCharacter.test(character)) safe += character
    else if (code >= 0xd800 && code <= 0xdfff)
      continue // a lone surrogate has no UTF-8 form
    else safe += encodeURIComponent(character)
  }
  return safe === '' ? '' : `?${safe}`
}

/** A `Host` header value we accept: a DNS name or IPv4/IPv6 literal, with an optional port. */
const hostPattern =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/

export interface ParsedHost {
  /** Lower-cased, without the port. */
  hostname: string
  /** `:8443`, or `''` when the host named no port. */
  port: string
}

/** The host of a request, or null when it is not a well-formed host name (it is then never echoed). */
export function parseHost(host: string | null | undefined): ParsedHost | null {
  if (host === null || host === undefined) return null
  const lower = host.trim().toLowerCase()
  if (lower.length > 260 || !hostPattern.test(lower)) return null
  const portAt = lower.startsWith('[') ? lower.indexOf(']') + 1 : lower.indexOf(':')
  return portAt <= 0 || portAt >= lower.length
    ? { hostname: lower, port: '' }
    : { hostname: lower.slice(0, portAt), port: lower.slice(portAt) }
}

/** The host names of `LOCALE_DOMAINS`, lower-cased and without ports. */
export function domainHostnames(domains: Partial<Record<Locale, string>>): string[] {
  return Object.values(domains).flatMap((domain) => {
    const parsed = parseHost(domain)
    return parsed === null ? [] : [parsed.hostname]
  })
}

/**
 * spec §5: the host to redirect to when the request's host starts with `www.`, or null when the host
 * stays. The `www.`-less host must be ours: in domain mode one of `LOCALE_DOMAINS`; in single-host mode
 * the server knows no other name than the one the visitor's browser sent (the `Host` header, never
 * `X-Forwarded-Host`), so the `www.`-less twin of that name is taken as ours. The port is kept.
 */
export function canonicalHost(
  host: string | null | undefined,
  domains: Partial<Record<Locale, string>>,
): string | null {
  // Most requests: no `www.` at all, answered without parsing the host.
  if (host === null || host === undefined || !/^\s*www\./i.test(host)) return null
  const parsed = parseHost(host)
  if (parsed === null) return null
  // `www.www.` too: the answer must itself be canonical, or the visitor would be sent on twice.
  const bare = parsed.hostname.replace(/^(?:www\.)+/, '')
  if (bare === '') return null
  const ours = domainHostnames(domains)
  if (ours.length > 0 && !ours.includes(bare)) return null
  return `${bare}${parsed.port}`
}

export interface CanonicalRequest {
  /** The request path as received (raw or already URL-normalized). */
  pathname: string
  /** The query string as received, `''` or `?…`. */
  search: string
  /** The `Host` header. */
  host: string | null | undefined
  protocol: 'http:' | 'https:'
  /** `LOCALE_DOMAINS`; empty in single-host mode. */
  domains: Partial<Record<Locale, string>>
}

export interface CanonicalAddress {
  /** True when the request is not at its canonical address (spec §5). */
  redirect: boolean
  /** The request's own path when no redirect is due, else its safe form (`safePathname`). */
  pathname: string
  /** The host to answer on: the request's host, or its `www.`-less form. */
  host: string | null | undefined
  /** True when `host` differs from the request's host, so `Location` must be absolute. */
  hostChanged: boolean
}

/** spec §5: where a request belongs — without a trailing slash and without `www.`. */
export function canonicalAddress(request: CanonicalRequest): CanonicalAddress {
  const bareHost = canonicalHost(request.host, request.domains)
  const redirect = bareHost !== null || hasTrailingSlash(request.pathname)
  return {
    redirect,
    pathname: redirect ? safePathname(request.pathname) : request.pathname,
    host: bareHost ?? request.host,
    hostChanged: bareHost !== null,
  }
}

/**
 * spec §5 on its own: the `Location` of the canonical 307, or null when the request is at its canonical
 * address. Relative on the same host; absolute (`https://aurora.fi/…`) only when `www.` was dropped.
 */
export function canonicalRedirect(request: CanonicalRequest): string | null {
  const address = canonicalAddress(request)
  if (!address.redirect) return null
  const relative = `${address.pathname}${safeSearch(request.search)}`
  return address.hostChanged ? `${request.protocol}//${address.host ?? ''}${relative}` : relative
}
