// @vitest-environment happy-dom
import { runInNewContext } from 'node:vm'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { singleHostLinkContext, type LinkContext } from '#i18n/link-context.ts'
import { localeChoiceAttribute, localeChoiceListener } from '#i18n/locale-cookie.ts'
import type { Locale } from '#schemas/locale.ts'
import { LanguageSwitcher, type LocalizedPagePaths } from './language-switcher.tsx'
import { carWashPagePaths } from './layout.fixtures.ts'
import { PageProviders } from './page-providers.tsx'

const domainMode: LinkContext = {
  hostLocale: 'en-EU',
  domains: { 'fi-FI': 'aurora.fi', 'en-EU': 'aurora.eu', 'sv-SE': 'aurora.se', 'no-NO': 'aurora.no' },
  protocol: 'https:',
}

function clearLocaleCookie() {
  document.cookie = 'locale=; Max-Age=0; Path=/'
}

beforeEach(clearLocaleCookie)
afterEach(() => {
  cleanup()
  clearLocaleCookie()
})

function renderSwitcher(
  locale: Locale,
  linkContext: LinkContext,
  localizedPagePaths: LocalizedPagePaths | undefined,
) {
  render(
    <PageProviders locale={locale} linkContext={linkContext}>
      <LanguageSwitcher localizedPagePaths={localizedPagePaths} />
    </PageProviders>,
  )
  const nav = screen.getByRole('navigation', {
    name: { 'fi-FI': 'Kieli', 'en-EU': 'Language', 'sv-SE': 'Språk', 'no-NO': 'Språk' }[locale],
  })
  return (name: string) => within(nav).getByRole('link', { name })
}

test('single-host mode: each language links to the same page under its prefix, or to its landing page', () => {
  const link = renderSwitcher('en-EU', singleHostLinkContext, carWashPagePaths)
  expect(link('Suomi').getAttribute('href')).toBe('/fi-FI/yksityisille/tuotteet/autopesu')
  expect(link('English').getAttribute('href')).toBe('/en-EU/private/products/car-wash')
  expect(link('Svenska').getAttribute('href')).toBe('/sv-SE/privat/produkter/biltvatt')
  // The page has no Norwegian version: the Norwegian landing page instead.
  expect(link('Norsk').getAttribute('href')).toBe('/no-NO')
})

test('domain mode: the own locale gets a bare path, the others an absolute URL on their domain', () => {
  const link = renderSwitcher('en-EU', domainMode, carWashPagePaths)
  expect(link('Suomi').getAttribute('href')).toBe('https://aurora.fi/yksityisille/tuotteet/autopesu')
  expect(link('English').getAttribute('href')).toBe('/private/products/car-wash')
  expect(link('Svenska').getAttribute('href')).toBe('https://aurora.se/privat/produkter/biltvatt')
  expect(link('Norsk').getAttribute('href')).toBe('https://aurora.no/')
})

test('on an error page every language links to its landing page', () => {
  const link = renderSwitcher('fi-FI', singleHostLinkContext, undefined)
  expect(link('Suomi').getAttribute('href')).toBe('/fi-FI')
  expect(link('English').getAttribute('href')).toBe('/en-EU')
  expect(link('Svenska').getAttribute('href')).toBe('/sv-SE')
  expect(link('Norsk').getAttribute('href')).toBe('/no-NO')
})

test('each language is named in itself, with hreflang and lang, and the current one is marked', () => {
  const link = renderSwitcher('sv-SE', singleHostLinkContext, carWashPagePaths)
  const expected: [string, Locale][] = [
    ['Suomi', 'fi-FI'],
    ['English', 'en-EU'],
    ['Svenska', 'sv-SE'],
    ['Norsk', 'no-NO'],
  ]
  for (const [name, locale] of expected) {
    expect(link(name).getAttribute('hreflang')).toBe(locale)
    expect(link(name).getAttribute('lang')).toBe(locale)
    expect(link(name).getAttribute('aria-current')).toBe(locale === 'sv-SE' ? 'true' : null)
  }
})

test('ADR 045: choosing a language stores it in the locale cookie before the browser follows the link', () => {
  const link = renderSwitcher('en-EU', singleHostLinkContext, carWashPagePaths)
  expect(link('Svenska').getAttribute(localeChoiceAttribute)).toBe('sv-SE')
  // The page's first script writes the cookie (http/page-first-script.ts); the links have no handler of
  // their own, so the choice counts also before the header hydrates.
  runInNewContext(localeChoiceListener, { document, Element, location: window.location })
  // The test document does not navigate; the cookie written by the listener is what is checked.
  const stopNavigation = (event: Event) => event.preventDefault()
  window.addEventListener('click', stopNavigation, true)
  try {
    fireEvent.click(link('Svenska'))
  } finally {
    window.removeEventListener('click', stopNavigation, true)
  }
  expect(document.cookie).toContain('locale=sv-SE')
})
