import { expect, test } from 'vitest'
import { alternateUrls, hreflangByLocale, openGraphLocaleByLocale } from './alternate-urls.ts'
import { singleHostLinkContext, type LinkContext } from './link-context.ts'

const stationLocator = {
  'fi-FI': '/asemahaku',
  'en-EU': '/stationsearch',
  'sv-SE': '/hitta-station',
  'no-NO': '/finn-stasjon',
}

test('single-host mode: every locale prefixed on the request origin, x-default is the Finnish page', () => {
  expect(alternateUrls(singleHostLinkContext, 'https://example.com', stationLocator)).toEqual([
    { hreflang: 'fi-FI', href: 'https://example.com/fi-FI/asemahaku' },
    { hreflang: 'en', href: 'https://example.com/en-EU/stationsearch' },
    { hreflang: 'sv-SE', href: 'https://example.com/sv-SE/hitta-station' },
    { hreflang: 'no-NO', href: 'https://example.com/no-NO/finn-stasjon' },
    { hreflang: 'x-default', href: 'https://example.com/fi-FI/asemahaku' },
  ])
})

test('domain mode: each locale on its own domain, whatever host the request came to', () => {
  const context: LinkContext = {
    hostLocale: 'sv-SE',
    domains: { 'fi-FI': 'aurora.fi', 'en-EU': 'aurora.eu', 'sv-SE': 'aurora.se', 'no-NO': 'aurora.no' },
    protocol: 'https:',
  }
  expect(alternateUrls(context, 'https://aurora.se', { 'fi-FI': '/', 'en-EU': '/', 'sv-SE': '/' })).toEqual([
    { hreflang: 'fi-FI', href: 'https://aurora.fi/' },
    { hreflang: 'en', href: 'https://aurora.eu/' },
    { hreflang: 'sv-SE', href: 'https://aurora.se/' },
    { hreflang: 'x-default', href: 'https://aurora.fi/' },
  ])
})

test('without a Finnish page x-default is the English one, without either there is none', () => {
  const alternates = alternateUrls(singleHostLinkContext, 'https://example.com', {
    'sv-SE': '/x',
    'en-EU': '/y',
  })
  expect(alternates.at(-1)).toEqual({ hreflang: 'x-default', href: 'https://example.com/en-EU/y' })
  expect(alternateUrls(singleHostLinkContext, 'https://example.com', { 'no-NO': '/z' })).toEqual([
    { hreflang: 'no-NO', href: 'https://example.com/no-NO/z' },
  ])
  expect(alternateUrls(singleHostLinkContext, 'https://example.com', {})).toEqual([])
})

test('hreflang values are language tags with a real country or none; Open Graph locales use an underscore', () => {
  for (const tag of Object.values(hreflangByLocale)) expect(tag).toMatch(/^[a-z]{2}(-(FI|SE|NO))?$/)
  for (const tag of Object.values(openGraphLocaleByLocale)) expect(tag).toMatch(/^[a-z]{2}_[A-Z]{2}$/)
})
