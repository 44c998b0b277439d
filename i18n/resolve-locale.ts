import { defaultLocale, locales, type Locale } from '#schemas/locale.ts'
import { readLocaleCookie } from './locale-cookie.ts'
import { splitPagePath } from './page-path.ts'

/** Which step of the resolution order decided the locale. */
export type LocaleSource = 'path' | 'domain' | 'cookie' | 'accept-language' | 'default'

/**
 * Whether an answer with a locale decided this way depends on the Cookie and Accept-Language headers:
 * true unless the path or the domain decided (fi-FI by default only because those headers were absent).
 */
export function localeVariesByVisitor(source: LocaleSource): boolean {
  return source !== 'path' && source !== 'domain'
}

export interface LocaleRequest {
  /** The request path, e.g. `/preview/en-EU/article/x`. */
  pathname: string
  /** The request's `Host` (a port is ignored). */
  host?: string | null | undefined
  /** `LOCALE_DOMAINS`: each locale's own host; empty in single-host mode. */
  domains?: Partial<Record<Locale, string>> | undefined
  /** The raw `Cookie` header. */
  cookie?: string | null | undefined
  /** The raw `Accept-Language` header. */
  acceptLanguage?: string | null | undefined
}

export interface ResolvedLocale {
  locale: Locale
  source: LocaleSource
}

/**
 * DESIGN §1 / spec §2.1 resolution order: the path prefix `/{locale}/…` (after an optional `/preview`),
 * the host when it is one of the locale domains, the `locale` cookie, `Accept-Language`, then fi-FI.
 * Pure: the same request always gives the same answer, and no input makes it throw.
 */
export function resolveLocale(request: LocaleRequest): ResolvedLocale {
  const fromPath = splitPagePath(request.pathname).locale
  if (fromPath !== null) return { locale: fromPath, source: 'path' }
  const fromHost = localeForHost(request.host, request.domains ?? {})
  if (fromHost !== null) return { locale: fromHost, source: 'domain' }
  const fromCookie = readLocaleCookie(request.cookie)
  if (fromCookie !== null) return { locale: fromCookie, source: 'cookie' }
  const fromBrowser = localeFromAcceptLanguage(request.acceptLanguage)
  if (fromBrowser !== null) return { locale: fromBrowser, source: 'accept-language' }
  return { locale: defaultLocale, source: 'default' }
}

/** The host name without its port, lower-cased; DNS names are case-insensitive. */
function hostname(host: string): string {
  const trimmed = host.trim().toLowerCase()
  // An IPv6 literal keeps its colons inside brackets: `[::1]:3000`.
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1)
  const colon = trimmed.indexOf(':')
  return colon === -1 ? trimmed : trimmed.slice(0, colon)
}

/** The locale whose own domain `host` is (DESIGN §1 `LOCALE_DOMAINS`), or null. Ports are ignored. */
export function localeForHost(
  host: string | null | undefined,
  domains: Partial<Record<Locale, string>>,
): Locale | null {
  if (host === null || host === undefined || host.trim() === '') return null
  const name = hostname(host)
  for (const locale of locales) {
    const domain = domains[locale]
    if (domain !== undefined && hostname(domain) === name) return locale
  }
  return null
}

/** spec §2.1 browser language: a language without a full-tag match goes to its market. */
const localeByLanguage: Readonly<Record<string, Locale>> = {
  fi: 'fi-FI',
  sv: 'sv-SE',
  // Bokmål, Nynorsk and the macrolanguage all read the Norwegian site.
  nb: 'no-NO',
  nn: 'no-NO',
  no: 'no-NO',
  en: 'en-EU',
}

const localeByLowerTag: ReadonlyMap<string, Locale> = new Map(
  locales.map((locale) => [locale.toLowerCase(), locale]),
)

/** A header longer than any browser sends is cut; nothing after this many ranges is read. */
const maxLanguageRanges = 32

/**
 * The best locale for an `Accept-Language` header (RFC 9110 §12.5.4): ranges in falling q order, equal
 * q in header order; each range matches a locale by its full tag (`sv-SE`), else by its language
 * (`sv-FI` → sv-SE). `q=0` means "not this one"; `*` and unknown languages match nothing.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (header === null || header === undefined) return null
  const ranges = header
    .split(',')
    .slice(0, maxLanguageRanges)
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';')
      return { tag: tag.trim().toLowerCase(), quality: quality(parameters), index }
    })
    .filter((range) => range.quality > 0 && /^[a-z]{1,8}(-[a-z0-9]{1,8})*$/.test(range.tag))
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  for (const { tag } of ranges) {
    const exact = localeByLowerTag.get(tag)
    if (exact !== undefined) return exact
    const language = tag.split('-')[0] ?? ''
    const byLanguage = Object.hasOwn(localeByLanguage, language) ? localeByLanguage[language] : undefined
    if (byLanguage !== undefined) return byLanguage
  }
  return null
}

/** The `q` parameter: 1 when absent, 0 (not acceptable) when it is not a valid weight. */
function quality(parameters: readonly string[]): number {
  for (const parameter of parameters) {
    const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(parameter)
    if (match === null) continue
    const weight = match[1] ?? ''
    return /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(weight) ? Number(weight) : 0
  }
  return 1
}
