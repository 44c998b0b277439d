import { expect, test } from 'vitest'
import {
  canonicalHost,
  canonicalRedirect,
  hasTrailingSlash,
  isSafeRelativePath,
  parseHost,
  safePathname,
  safeSearch,
  type CanonicalRequest,
} from './canonical.server.ts'

const domains = { 'fi-FI': 'aurora.fi', 'en-EU': 'aurora.eu', 'sv-SE': 'aurora.se', 'no-NO': 'aurora.no' }

function request(pathname: string, overrides: Partial<CanonicalRequest> = {}): CanonicalRequest {
  return { pathname, search: '', host: 'localhost:3000', protocol: 'http:', domains: {}, ...overrides }
}

test.each<[string, Partial<CanonicalRequest>, string | null]>([
  // spec §5: a trailing slash is dropped, `/` itself stays.
  ['/', {}, null],
  ['/fi-FI', {}, null],
  ['/fi-FI/', {}, '/fi-FI'],
  ['/fi-FI/asemahaku/', {}, '/fi-FI/asemahaku'],
  ['/fi-FI/asemahaku///', {}, '/fi-FI/asemahaku'],
  // The query string is kept (spec §5).
  [
    '/fi-FI/asemahaku/',
    { search: '?service=MAIN&utm_source=x' },
    '/fi-FI/asemahaku?service=MAIN&utm_source=x',
  ],
  ['/en-EU/', { search: '?' }, '/en-EU'],
  // spec §5: `www.` is dropped; the address becomes absolute on the bare host, path and query kept.
  ['/', { host: 'www.aurora.fi', protocol: 'https:', domains }, 'https://aurora.fi/'],
  ['/asemahaku', { host: 'www.aurora.fi', protocol: 'https:', domains }, 'https://aurora.fi/asemahaku'],
  ['/asemahaku/', { host: 'WWW.Aurora.FI', protocol: 'https:', domains }, 'https://aurora.fi/asemahaku'],
  ['/x/', { host: 'www.aurora.se', protocol: 'https:', domains, search: '?a=1' }, 'https://aurora.se/x?a=1'],
  ['/x', { host: 'www.www.aurora.no', protocol: 'https:', domains }, 'https://aurora.no/x'],
  // Single-host mode: the `www.`-less twin of the request's own host, port kept.
  ['/fi-FI/', { host: 'www.localhost:3000' }, 'http://localhost:3000/fi-FI'],
  // Domain mode: a `www.` host that is not one of ours is never sent anywhere else.
  ['/x', { host: 'www.evil.com', domains }, null],
  ['/x/', { host: 'www.evil.com', domains }, '/x'],
  ['/x', { host: 'www.aurora.fi.evil.com', domains }, null],
  ['/x', { host: 'wwwaurora.fi', domains }, null],
  // A Host header that is not a host name is never echoed.
  ['/x', { host: 'www.evil.com/@aurora.fi' }, null],
  ['/x', { host: 'www.evil.com\r\nSet-Cookie: a=b' }, null],
  // Open-redirect attempts: the Location always stays on this host.
  ['//evil.com/', {}, '/evil.com'],
  ['///evil.com/', {}, '/evil.com'],
  ['/\\evil.com/', {}, '/evil.com'],
  ['/\\/evil.com/', {}, '/evil.com'],
  ['/%2F%2Fevil.com/', {}, '/evil.com'],
  ['/%2f%2fevil.com/', {}, '/evil.com'],
  ['/%5Cevil.com/', {}, '/evil.com'],
  ['/%5C%5Cevil.com/', {}, '/evil.com'],
  ['/%252F%252Fevil.com/', {}, '/evil.com'],
  ['/\t/evil.com/', {}, '/evil.com'],
  ['/\r\n/evil.com/', {}, '/evil.com'],
  ['/%0D%0A/evil.com/', {}, '/evil.com'],
  ['/%09/evil.com/', {}, '/evil.com'],
  ['/\u2215\u2215evil.com/', {}, '/evil.com'],
  ['/\u2044evil.com/', {}, '/evil.com'],
  ['/\uFF0F\uFF0Fevil.com/', {}, '/evil.com'],
  ['/\u29F8evil.com/', {}, '/evil.com'],
  ['/\uFF3Cevil.com/', {}, '/evil.com'],
  ['/%E2%88%95%E2%88%95evil.com/', {}, '/evil.com'],
  ['/%EF%BC%8Fevil.com/', {}, '/evil.com'],
  ['/a/../..//evil.com/', {}, '/evil.com'],
  ['/%2e%2e/%2e%2e//evil.com/', {}, '/evil.com'],
  ['//evil.com', { host: 'www.localhost' }, 'http://localhost/evil.com'],
  ['/\\evil.com', { host: 'www.aurora.fi', protocol: 'https:', domains }, 'https://aurora.fi/evil.com'],
  ['/https://evil.com/', {}, '/https:/evil.com'],
  // Header splitting through the query is impossible: control characters are dropped.
  ['/a/', { search: '?x=1\r\nSet-Cookie:%20a=b' }, '/a?x=1Set-Cookie:%20a=b'],
  ['/a/', { search: '?q=säätö ok' }, '/a?q=s%C3%A4%C3%A4t%C3%B6%20ok'],
  ['/a/', { search: '?q="<script>"#x' }, '/a?q=%22%3Cscript%3E%22%23x'],
  // Non-ASCII in the path is percent-encoded, never sent raw.
  ['/sv-SE/kundtjänst/', {}, '/sv-SE/kundtj%C3%A4nst'],
  ['/a\u202Eb/', {}, '/ab'],
])('canonicalRedirect(%j, %j) → %j', (pathname, overrides, location) => {
  expect(canonicalRedirect(request(pathname, overrides))).toBe(location)
})

test.each([
  ['/', false],
  ['/a', false],
  ['/a/', true],
  ['//', true],
  ['/a%2F', true],
  ['/a%2f', true],
  ['/a\\', true],
  ['/a\uFF0F', true],
  ['/a/\t', true],
  ['/a%20', false],
])('hasTrailingSlash(%j) is %s', (path, expected) => {
  expect(hasTrailingSlash(path)).toBe(expected)
})

test.each([
  ['/', true],
  ['/a/b', true],
  ['/a?b', true],
  ['//a', false],
  ['/\\a', false],
  ['/a//b', false],
  ['/a\\b', false],
  ['a', false],
  ['', false],
  ['/a b', false],
  ['/a\tb', false],
  ['/ä', false],
])('isSafeRelativePath(%j) is %s', (path, expected) => {
  expect(isSafeRelativePath(path)).toBe(expected)
})

test('safePathname keeps ordinary paths as they are', () => {
  for (const path of [
    '/',
    '/fi-FI/asemahaku',
    '/en-EU/article/hvo100-at-every-station',
    '/a%20b',
    '/a-b_c.d~e',
  ]) {
    expect(safePathname(path)).toBe(path)
  }
})

test('safePathname turns anything into a safe same-host path', () => {
  for (const path of [
    '',
    '\\',
    '\\\\evil.com',
    '%2F',
    '\u0000',
    '/..',
    '/?x',
    '/#x',
    '/\u{1F600}/',
    'evil.com',
  ]) {
    expect(isSafeRelativePath(safePathname(path))).toBe(true)
  }
  expect(safePathname('/a?b/')).toBe('/a%3Fb')
  expect(safePathname('/a#b/')).toBe('/a%23b')
})

test.each([
  ['', ''],
  ['?', ''],
  ['?a=1&b=2', '?a=1&b=2'],
  ['a=1', '?a=1'],
  ['?a=\u0000\u0007\u007f\u0085b', '?a=b'],
  ['?a=\uD800b', '?a=b'],
  ['?x=\u{1F600}', '?x=%F0%9F%98%80'],
])('safeSearch(%j) → %j', (search, expected) => {
  expect(safeSearch(search)).toBe(expected)
})

test.each([
  ['aurora.fi', { hostname: 'aurora.fi', port: '' }],
  ['Aurora.FI:8443', { hostname: 'aurora.fi', port: ':8443' }],
  ['[::1]:3000', { hostname: '[::1]', port: ':3000' }],
  ['127.0.0.1', { hostname: '127.0.0.1', port: '' }],
  ['evil.com/x', null],
  ['evil.com@aurora.fi', null],
  ['', null],
  [undefined, null],
])('parseHost(%j)', (host, expected) => {
  expect(parseHost(host)).toEqual(expected)
})

test.each<[string, Record<string, string>, string | null]>([
  ['www.aurora.fi', domains, 'aurora.fi'],
  ['www.aurora.fi:8443', domains, 'aurora.fi:8443'],
  ['aurora.fi', domains, null],
  ['www.evil.com', domains, null],
  ['www.example.test', {}, 'example.test'],
  ['www.', {}, null],
  ['localhost', {}, null],
])('canonicalHost(%j) → %j', (host, domainMap, expected) => {
  expect(canonicalHost(host, domainMap)).toBe(expected)
})
