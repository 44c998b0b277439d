// @vitest-environment happy-dom
import { expect, test, vi } from 'vitest'
import { decideNavigation, isScriptLikeUrl, navigateTo, type Navigators } from './safe-navigate.ts'

const currentUrl = 'https://aurora.test/fi-FI/asemahaku?near=me'

/** Script-like URLs in the disguises browsers and filters have been fooled by. */
const hostile = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\njavascript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u0001\u0002javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'java\u0000script:alert(1)',
  'jav&#x09;ascript:alert(1)'.replace('&#x09;', '\t'),
  'javascript :alert(1)',
  'javascript\u00a0:alert(1)'.replace('\u00a0', ' '),
  '\u200bjavascript:alert(1)',
  'java\u200dscript:alert(1)',
  '\ufeffjavascript:alert(1)',
  'java\u00adscript:alert(1)',
  '\u2028javascript:alert(1)',
  'javascript\u0085:alert(1)',
  'javascript:',
  'javascript://aurora.test/%0Aalert(1)',
  'JaVaScRiPt:void(0)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  ' vbscript:msgbox(1)',
  'livescript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg onload=alert(1)>',
  '\t data:text/html,x',
  'javascript%3Aalert(1)',
  '%6Aavascript:alert(1)',
  '%20javascript:alert(1)',
]

test.each(hostile)('%j is refused as a script protocol, even with allowExternal', (url) => {
  expect(isScriptLikeUrl(url)).toBe(true)
  expect(decideNavigation(url, { currentUrl })).toEqual({ kind: 'refused', reason: 'script-protocol' })
  expect(decideNavigation(url, { currentUrl, allowExternal: true })).toEqual({
    kind: 'refused',
    reason: 'script-protocol',
  })
})

test.each([
  ['/fi-FI/yrityksille', '/fi-FI/yrityksille'],
  ['yrityksille', '/fi-FI/yrityksille'],
  ['?near=you', '/fi-FI/asemahaku?near=you'],
  ['#map', '/fi-FI/asemahaku?near=me#map'],
  ['/sv-SE/hitta-station#karta', '/sv-SE/hitta-station#karta'],
  ['https://aurora.test/en-EU/article', '/en-EU/article'],
  ['HTTPS://AURORA.TEST/en-EU/terms', '/en-EU/terms'],
  ['  /fi-FI/kayttoehdot  ', '/fi-FI/kayttoehdot'],
  ['/fi-FI/../en-EU/terms', '/en-EU/terms'],
  // Looks like a protocol to a reader, is a path to the browser: harmless, stays on the site.
  ['/javascript:alert(1)', '/javascript:alert(1)'],
  ['./data:text/html,x', '/fi-FI/data:text/html,x'],
  // Same scheme without slashes: the URL parser reads the rest as a relative path.
  ['https:aurora-path', '/fi-FI/aurora-path'],
])('%j is internal: the client router goes to %j', (url, href) => {
  expect(decideNavigation(url, { currentUrl })).toEqual({ kind: 'internal', href })
})

test.each([
  'https://example.com/',
  'http://aurora.test/fi-FI/asemahaku',
  'https://aurora.test:8443/fi-FI',
  'https://sub.aurora.test/',
  '//example.com/path',
  '\\\\example.com/path',
  '/\\example.com/path',
  '\\/example.com/path',
  '/\t/example.com/path',
  'https://aurora.test@example.com/',
  'https://example.com#https://aurora.test/',
  'https:\\\\example.com',
  'mailto:asiakaspalvelu@aurora.test',
  'tel:+358201234567',
])('%j leaves the site: refused unless external is allowed', (url) => {
  expect(decideNavigation(url, { currentUrl })).toEqual({ kind: 'refused', reason: 'external-not-allowed' })
  const allowed = decideNavigation(url, { currentUrl, allowExternal: true })
  expect(allowed.kind).toBe('external')
})

test('an allowed external navigation goes to the URL as the browser normalized it', () => {
  expect(decideNavigation('//example.com/a b', { currentUrl, allowExternal: true })).toEqual({
    kind: 'external',
    href: 'https://example.com/a%20b',
  })
})

test.each([
  'file:///etc/passwd',
  'blob:https://aurora.test/123',
  'ftp://example.com/',
  'about:blank',
  'chrome://settings',
])('%j is refused: not a web page, whatever is allowed', (url) => {
  expect(decideNavigation(url, { currentUrl, allowExternal: true })).toEqual({
    kind: 'refused',
    reason: 'unsupported-protocol',
  })
})

test.each(['http://[::1', 'https://exa mple.com/', 'http://%zz/'])(
  '%j cannot be parsed and is refused',
  (url) => {
    expect(decideNavigation(url, { currentUrl, allowExternal: true })).toEqual({
      kind: 'refused',
      reason: 'invalid-url',
    })
  },
)

function spies(): Navigators & { internalCalls: string[]; externalCalls: string[] } {
  const internalCalls: string[] = []
  const externalCalls: string[] = []
  return {
    internalCalls,
    externalCalls,
    internal: (href) => {
      internalCalls.push(href)
      return Promise.resolve()
    },
    external: (href) => externalCalls.push(href),
  }
}

test('navigateTo sends internal URLs to the client router and allowed external ones to the browser', async () => {
  window.history.replaceState(null, '', '/fi-FI/asemahaku')
  const navigators = spies()
  await navigateTo('/fi-FI/yrityksille#yhteys', {}, navigators)
  await navigateTo(`${window.location.origin}/sv-SE/foretag`, {}, navigators)
  await navigateTo('https://example.com/', { allowExternal: true }, navigators)
  expect(navigators.internalCalls).toEqual(['/fi-FI/yrityksille#yhteys', '/sv-SE/foretag'])
  expect(navigators.externalCalls).toEqual(['https://example.com/'])
})

test('navigateTo refuses without navigating and says why', async () => {
  const navigators = spies()
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  expect(await navigateTo('https://example.com/', {}, navigators)).toEqual({
    kind: 'refused',
    reason: 'external-not-allowed',
  })
  expect(await navigateTo(' JaVaScRiPt:alert(document.cookie)', { allowExternal: true }, navigators)).toEqual(
    {
      kind: 'refused',
      reason: 'script-protocol',
    },
  )
  expect(navigators.internalCalls).toEqual([])
  expect(navigators.externalCalls).toEqual([])
  expect(warn).toHaveBeenCalledTimes(2)
  warn.mockRestore()
})
