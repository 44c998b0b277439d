import { expect, test } from 'vitest'
import { localizedHref, singleHostLinkContext, type LinkContext } from './link-context.ts'

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
