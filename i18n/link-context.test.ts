import { expect, test } from 'vitest'
import {
  absoluteLocalizedUrl,
  absoluteUrl,
  localizedHref,
  singleHostLinkContext,
  type LinkContext,
} from './link-context.ts'

const domainMode: LinkContext = {
  hostLocale: 'fi-FI',
  domains: { 'fi-FI': 'aurora.fi', 'en-EU': 'aurora.eu', 'sv-SE': 'aurora.se' },
  protocol: 'https:',
}

test.each<[LinkContext, Parameters<typeof localizedHref>[1], string, string]>([
  [singleHostLinkContext, 'fi-FI', '/', '/fi-FI'],
  [singleHostLinkContext, 'fi-FI', '/asemahaku', '/fi-FI/asemahaku'],
  [singleHostLinkContext, 'en-EU', 'stationsearch', '/en-EU/stationsearch'],
  [singleHostLinkContext, 'en-EU', '/?service=MAIN', '/en-EU?service=MAIN'],
  [singleHostLinkContext, 'sv-SE', '/hitta-station#karta', '/sv-SE/hitta-station#karta'],
  [domainMode, 'fi-FI', '/asemahaku', '/asemahaku'],
  [domainMode, 'fi-FI', '/', '/'],
  [domainMode, 'en-EU', '/stationsearch', 'https://aurora.eu/stationsearch'],
  [domainMode, 'sv-SE', '/', 'https://aurora.se/'],
  // A locale without a domain of its own keeps its prefix on whatever host serves it.
  [domainMode, 'no-NO', '/finn-stasjon', '/no-NO/finn-stasjon'],
])('localizedHref(%#): %s %s → %s', (context, locale, path, href) => {
  expect(localizedHref(context, locale, path)).toBe(href)
})

const origin = 'http://127.0.0.1:3000'

test.each<[LinkContext, Parameters<typeof localizedHref>[1], string, string]>([
  [singleHostLinkContext, 'fi-FI', '/', 'http://127.0.0.1:3000/fi-FI'],
  [singleHostLinkContext, 'fi-FI', '/asemahaku', 'http://127.0.0.1:3000/fi-FI/asemahaku'],
  [singleHostLinkContext, 'en-EU', '/article/x', 'http://127.0.0.1:3000/en-EU/article/x'],
  // On its own domain a locale's absolute URL is still on that domain, never on the request's host.
  [domainMode, 'fi-FI', '/asemahaku', 'https://aurora.fi/asemahaku'],
  [domainMode, 'fi-FI', '/', 'https://aurora.fi/'],
  [domainMode, 'sv-SE', '/hitta-station', 'https://aurora.se/hitta-station'],
  [domainMode, 'no-NO', '/finn-stasjon', 'http://127.0.0.1:3000/no-NO/finn-stasjon'],
])('absoluteLocalizedUrl(%#): %s %s → %s', (context, locale, path, url) => {
  expect(absoluteLocalizedUrl(context, origin, locale, path)).toBe(url)
})

test('absoluteUrl puts a site path on the origin and keeps an absolute URL', () => {
  expect(absoluteUrl('https://aurora.fi', '/images/a.svg')).toBe('https://aurora.fi/images/a.svg')
  expect(absoluteUrl('https://aurora.fi', 'https://cdn.example.com/a.jpg')).toBe(
    'https://cdn.example.com/a.jpg',
  )
})
