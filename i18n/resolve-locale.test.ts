import fc from 'fast-check'
import { expect, test } from 'vitest'
import { locales, type Locale } from '#schemas/locale.ts'
import {
  localeForHost,
  localeFromAcceptLanguage,
  resolveLocale,
  type LocaleRequest,
  type ResolvedLocale,
} from './resolve-locale.ts'

const domains: Partial<Record<Locale, string>> = {
  'fi-FI': 'aurora.fi',
  'en-EU': 'aurora.eu',
  'sv-SE': 'aurora.se',
  'no-NO': 'aurora.no',
}

test.each<[string, LocaleRequest, ResolvedLocale]>([
  // 1. the path prefix, after an optional /preview, wins over everything
  ['prefix', { pathname: '/en-EU/stationsearch' }, { locale: 'en-EU', source: 'path' }],
  ['prefix alone', { pathname: '/sv-SE' }, { locale: 'sv-SE', source: 'path' }],
  ['prefix after preview', { pathname: '/preview/no-NO/x' }, { locale: 'no-NO', source: 'path' }],
  [
    'prefix over domain, cookie and browser',
    {
      pathname: '/en-EU/stationsearch',
      host: 'aurora.fi',
      domains,
      cookie: 'locale=sv-SE',
      acceptLanguage: 'nb',
    },
    { locale: 'en-EU', source: 'path' },
  ],
  ['a prefix is case-sensitive', { pathname: '/EN-EU/x' }, { locale: 'fi-FI', source: 'default' }],
  [
    'an unknown prefix is a path',
    { pathname: '/de-DE/x', acceptLanguage: 'sv' },
    { locale: 'sv-SE', source: 'accept-language' },
  ],
  ['a locale further down is not a prefix', { pathname: '/x/en-EU' }, { locale: 'fi-FI', source: 'default' }],
  // 2. the host, when it is a locale's own domain
  [
    'own domain',
    { pathname: '/asemahaku', host: 'aurora.fi', domains },
    { locale: 'fi-FI', source: 'domain' },
  ],
  [
    'domain over cookie',
    { pathname: '/', host: 'aurora.se', domains, cookie: 'locale=fi-FI' },
    { locale: 'sv-SE', source: 'domain' },
  ],
  [
    'domain with a port',
    { pathname: '/', host: 'aurora.no:8443', domains },
    { locale: 'no-NO', source: 'domain' },
  ],
  [
    'domain in capitals',
    { pathname: '/', host: 'AURORA.EU', domains },
    { locale: 'en-EU', source: 'domain' },
  ],
  [
    'preview on a domain',
    { pathname: '/preview/x', host: 'aurora.eu', domains },
    { locale: 'en-EU', source: 'domain' },
  ],
  [
    'a sub-domain is another host',
    { pathname: '/', host: 'www.aurora.fi', domains, acceptLanguage: 'en' },
    { locale: 'en-EU', source: 'accept-language' },
  ],
  [
    'a host in single-host mode means nothing',
    { pathname: '/', host: 'aurora.se' },
    { locale: 'fi-FI', source: 'default' },
  ],
  // 3. the locale cookie, with a valid value only
  ['cookie', { pathname: '/', cookie: 'locale=en-EU' }, { locale: 'en-EU', source: 'cookie' }],
  [
    'cookie among others',
    { pathname: '/', cookie: 'a=1; locale=no-NO; b=2' },
    { locale: 'no-NO', source: 'cookie' },
  ],
  [
    'cookie over browser',
    { pathname: '/', cookie: 'locale=sv-SE', acceptLanguage: 'en' },
    { locale: 'sv-SE', source: 'cookie' },
  ],
  [
    'a bad cookie is ignored',
    { pathname: '/', cookie: 'locale=de-DE', acceptLanguage: 'sv' },
    { locale: 'sv-SE', source: 'accept-language' },
  ],
  [
    'a cookie in other case is not a locale',
    { pathname: '/', cookie: 'locale=en-eu' },
    { locale: 'fi-FI', source: 'default' },
  ],
  [
    'another cookie named like it',
    { pathname: '/', cookie: 'xlocale=en-EU' },
    { locale: 'fi-FI', source: 'default' },
  ],
  [
    'unknown host falls through to the cookie',
    { pathname: '/', host: 'localhost:3000', domains, cookie: 'locale=en-EU' },
    { locale: 'en-EU', source: 'cookie' },
  ],
  // 4. Accept-Language
  ['full tag', { pathname: '/', acceptLanguage: 'sv-SE' }, { locale: 'sv-SE', source: 'accept-language' }],
  [
    'full tag in lower case',
    { pathname: '/', acceptLanguage: 'en-eu' },
    { locale: 'en-EU', source: 'accept-language' },
  ],
  ['language only', { pathname: '/', acceptLanguage: 'fi' }, { locale: 'fi-FI', source: 'accept-language' }],
  [
    'English anywhere',
    { pathname: '/', acceptLanguage: 'en-US,en;q=0.9' },
    { locale: 'en-EU', source: 'accept-language' },
  ],
  [
    'Swedish in Finland',
    { pathname: '/', acceptLanguage: 'sv-FI' },
    { locale: 'sv-SE', source: 'accept-language' },
  ],
  [
    'Bokmål',
    { pathname: '/', acceptLanguage: 'nb-NO,nb;q=0.9' },
    { locale: 'no-NO', source: 'accept-language' },
  ],
  ['Nynorsk', { pathname: '/', acceptLanguage: 'nn' }, { locale: 'no-NO', source: 'accept-language' }],
  ['Norwegian', { pathname: '/', acceptLanguage: 'no' }, { locale: 'no-NO', source: 'accept-language' }],
  [
    'q-values decide, not order',
    { pathname: '/', acceptLanguage: 'de;q=0.9, sv;q=0.5, en;q=0.8' },
    { locale: 'en-EU', source: 'accept-language' },
  ],
  [
    'the first preferred language that matches',
    { pathname: '/', acceptLanguage: 'de-DE, fr;q=0.9, nb;q=0.8, en;q=0.7' },
    { locale: 'no-NO', source: 'accept-language' },
  ],
  [
    'equal q keeps header order',
    { pathname: '/', acceptLanguage: 'sv;q=0.8, fi;q=0.8' },
    { locale: 'sv-SE', source: 'accept-language' },
  ],
  [
    'q=0 refuses a language',
    { pathname: '/', acceptLanguage: 'en;q=0, sv;q=0.1' },
    { locale: 'sv-SE', source: 'accept-language' },
  ],
  [
    'a bad q refuses that range',
    { pathname: '/', acceptLanguage: 'en;q=2, fi;q=0.3' },
    { locale: 'fi-FI', source: 'accept-language' },
  ],
  [
    'spaces around parameters',
    { pathname: '/', acceptLanguage: ' sv ; q = 0.5 , en ; q = 0.4 ' },
    { locale: 'sv-SE', source: 'accept-language' },
  ],
  [
    'a wildcard matches nothing',
    { pathname: '/', acceptLanguage: '*' },
    { locale: 'fi-FI', source: 'default' },
  ],
  [
    'unknown languages only',
    { pathname: '/', acceptLanguage: 'de-DE,fr;q=0.5' },
    { locale: 'fi-FI', source: 'default' },
  ],
  ['garbage', { pathname: '/', acceptLanguage: ';;,,q=1,<script>' }, { locale: 'fi-FI', source: 'default' }],
  ['empty header', { pathname: '/', acceptLanguage: '' }, { locale: 'fi-FI', source: 'default' }],
  // 5. the default
  ['nothing at all', { pathname: '/' }, { locale: 'fi-FI', source: 'default' }],
  ['an empty path', { pathname: '' }, { locale: 'fi-FI', source: 'default' }],
])('%s', (_, request, expected) => {
  expect(resolveLocale(request)).toEqual(expected)
})

test.each<[string | null | undefined, Locale | null]>([
  ['aurora.fi', 'fi-FI'],
  ['Aurora.FI:3000', 'fi-FI'],
  [' aurora.se ', 'sv-SE'],
  ['aurora.fi.evil.example', null],
  ['', null],
  [null, null],
  [undefined, null],
  ['[::1]:3000', null],
])('localeForHost(%j) is %j', (host, locale) => {
  expect(localeForHost(host, domains)).toBe(locale)
})

test('a configured domain with a port matches its host on any port', () => {
  expect(localeForHost('fi.localhost:5173', { 'fi-FI': 'fi.localhost:3000' })).toBe('fi-FI')
})

test('only the first 32 language ranges are read', () => {
  const header = `${Array.from({ length: 40 }, (_, index) => `x${index}`).join(',')},sv`
  expect(localeFromAcceptLanguage(header)).toBeNull()
})

const sources: readonly string[] = ['path', 'domain', 'cookie', 'accept-language', 'default']

test('resolveLocale never throws and always answers one of the four locales', () => {
  const hostArbitrary = fc.option(
    fc.oneof(fc.string(), fc.constantFrom('aurora.fi', 'AURORA.SE:80', '[::1]')),
  )
  fc.assert(
    fc.property(
      fc.record({
        pathname: fc.oneof(fc.string(), fc.webPath()),
        host: hostArbitrary,
        domains: fc.constantFrom(domains, {}),
        cookie: fc.option(fc.string()),
        acceptLanguage: fc.option(
          fc.oneof(
            fc.string(),
            fc
              .array(fc.constantFrom('fi', 'sv-SE', 'nb', 'en;q=0.5', '*', 'q=', ';'))
              .map((parts) => parts.join(',')),
          ),
        ),
      }),
      (request) => {
        const resolved = resolveLocale(request)
        return locales.includes(resolved.locale) && sources.includes(resolved.source)
      },
    ),
    { numRuns: 1000 },
  )
  // CPU-bound generation: on a busy two-core machine it can take several seconds.
}, 30_000)

test('the path prefix always wins, whatever else the request carries', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...locales),
      fc.boolean(),
      fc.webPath(),
      fc.option(fc.string()),
      fc.option(fc.string()),
      (locale, preview, rest, cookie, acceptLanguage) => {
        const pathname = `${preview ? '/preview' : ''}/${locale}${rest.startsWith('/') ? rest : ''}`
        expect(resolveLocale({ pathname, host: 'aurora.fi', domains, cookie, acceptLanguage })).toEqual({
          locale,
          source: 'path',
        })
      },
    ),
  )
})
