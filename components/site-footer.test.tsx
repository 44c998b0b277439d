// @vitest-environment happy-dom
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, expect, test, vi } from 'vitest'
import { z } from 'zod'
import type { LayoutWithInlineIcons } from '#schemas/inline-svg.ts'
import { groupFooterLinks } from '#schemas/layout-tree.ts'
import { asksForCookieSettings } from './cookie-settings.ts'
import { layoutFixture } from './layout.fixtures.ts'
import { footerView } from './layout-view.ts'
import { PageProviders } from './page-providers.tsx'
import { SiteFooter } from './site-footer.tsx'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  setViewportWidth(1024)
})

/** happy-dom's own viewport control: media queries follow it. */
function setViewportWidth(width: number) {
  const happyDOM: unknown = Reflect.get(window, 'happyDOM')
  const setViewport: unknown =
    typeof happyDOM === 'object' && happyDOM !== null ? Reflect.get(happyDOM, 'setViewport') : undefined
  if (typeof setViewport !== 'function') throw new Error('happy-dom has no setViewport')
  Reflect.apply(setViewport, happyDOM, [{ width, height: 768 }])
}

function renderFooter(layout: LayoutWithInlineIcons = layoutFixture) {
  return render(
    <PageProviders locale="en-EU">
      <SiteFooter layout={layout} />
    </PageProviders>,
  )
}

test('the link groups follow their string headings, with localized internal and new-tab external links', () => {
  renderFooter()
  const groups = screen.getByRole('navigation', { name: 'Site links' })
  const headings = within(groups)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent)
  expect(headings).toEqual(['For private customers', 'For businesses', 'Aurora'])
  expect(within(groups).getByRole('link', { name: 'Car wash' }).getAttribute('href')).toBe(
    '/en-EU/private/products/car-wash',
  )
  const investors = within(groups).getByRole('link', { name: 'Investors (opens in a new tab)' })
  expect(investors.getAttribute('href')).toBe('https://investors.aurora.eu/')
  expect(investors.getAttribute('target')).toBe('_blank')
  expect(investors.getAttribute('rel')).toBe('noopener noreferrer')
})

test('link groups are open on desktop and collapsible on mobile', () => {
  setViewportWidth(1280)
  const { unmount } = renderFooter()
  const groups = () => [...document.querySelectorAll('details')]
  expect(groups().every((group) => group.open)).toBe(true)
  unmount()

  setViewportWidth(375)
  renderFooter()
  expect(groups()).toHaveLength(3)
  expect(groups().every((group) => !group.open)).toBe(true)
  // Growing the window past the breakpoint opens them.
  act(() => setViewportWidth(1280))
  expect(groups().every((group) => group.open)).toBe(true)
})

test('the app links come in two groups, the second being the business app', () => {
  renderFooter()
  const apps = screen.getByRole('region', { name: 'Download our apps' })
  const names = within(apps)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)
  expect(names).toEqual(['Aurora', 'Aurora Business'])
  const stores = within(apps).getAllByRole('link')
  expect(stores.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Download on the App Store (opens in a new tab)', 'https://apps.apple.com/app/aurora/id1234567890'],
    [
      'Get it on Google Play (opens in a new tab)',
      'https://play.google.com/store/apps/details?id=com.aurora.app',
    ],
    [
      'Download on the App Store (opens in a new tab)',
      'https://apps.apple.com/app/aurora-business/id1234567891',
    ],
    [
      'Get it on Google Play (opens in a new tab)',
      'https://play.google.com/store/apps/details?id=com.aurora.business',
    ],
  ])
})

test('social links are named by their network and open in a new tab', () => {
  renderFooter()
  const social = screen.getByRole('navigation', { name: 'Follow us' })
  const facebook = within(social).getByRole('link', { name: 'Facebook (opens in a new tab)' })
  expect(facebook.getAttribute('href')).toBe('https://www.facebook.com/aurora.energy')
  expect(within(social).getAllByRole('link')).toHaveLength(3)
})

test('the copyright line carries the year at the time of rendering', () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2031-03-01T12:00:00Z'))
  renderFooter()
  expect(screen.getByText('© 2031 Aurora Ltd')).toBeTruthy()
})

test('the extra links are localized, and the cookie-settings entry is a button the consent host hears', () => {
  renderFooter()
  const legal = screen.getByRole('navigation', { name: 'Terms and privacy' })
  expect(within(legal).getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe('/en-EU/terms')
  // The host opens the settings on a click it recognises by the markup, hydrated or not
  // (components/consent/deferred-consent-host.tsx).
  const button = within(legal).getByRole('button', { name: 'Cookie settings' })
  expect(asksForCookieSettings(button)).toBe(true)
  expect(asksForCookieSettings(within(legal).getByRole('link', { name: 'Terms of use' }))).toBe(false)
})

test('the icon row links each icon with its title', () => {
  renderFooter()
  const icons = screen.getByRole('navigation', { name: 'Quick links' })
  const station = within(icons).getByRole('link', { name: 'Find a station' })
  expect(station.getAttribute('href')).toBe('/en-EU/stationsearch')
  expect(station.querySelector('img')?.getAttribute('alt')).toBe('')
})

/** The footer icons the site serves (content/{locale}/layout.json points at them). */
const iconsDir = join(import.meta.dirname, '../public/images/icons')
const iconFiles = readdirSync(iconsDir).filter((name) => name.endsWith('.svg'))
const iconSource = (name: string) => readFileSync(join(iconsDir, name), 'utf8')

/**
 * Fixed colours an icon may keep: accents that read the same on any text colour (--color-accent yellow,
 * the car wash's water blue). Outlines and theme-coloured fills are currentColor instead, so an icon takes
 * its link's colour, on hover and focus too.
 */
const accentColours = new Set(['#f5c400', '#00a3e0'])

test.each(iconFiles)('the footer icon %s draws in currentColor, keeping only accent fills', (name) => {
  const source = iconSource(name)
  expect(/<svg\b[^>]*\sstroke="currentColor"/.test(source)).toBe(true)
  // A style attribute or element could set a colour past these checks.
  expect(source).not.toMatch(/\bstyle\b/)
  const paints = [...source.matchAll(/\s(stroke|fill|color)="([^"]*)"/g)].map(([, property, value]) => ({
    property,
    value,
  }))
  for (const paint of paints) {
    const allowed =
      paint.value === 'none' ||
      paint.value === 'currentColor' ||
      (paint.property === 'fill' && accentColours.has(paint.value ?? ''))
    expect(allowed, `${paint.property}="${paint.value ?? ''}"`).toBe(true)
  }
})

test('the inlined footer icons are stroked in currentColor inside their links', () => {
  // Branded the way the server's sanitizer brands its output (components may not import server/).
  const sanitized = z.string().brand<'SanitizedSvg'>()
  const inlineIcons = Object.fromEntries(
    iconFiles.map((name) => [`/images/icons/${name}`, sanitized.parse(iconSource(name))]),
  )
  renderFooter({ ...layoutFixture, inlineIcons })
  const links = within(screen.getByRole('navigation', { name: 'Quick links' })).getAllByRole('link')
  expect(links).toHaveLength(layoutFixture.footer.icons.length)
  for (const link of links) {
    expect(link.querySelector('img')).toBeNull()
    expect(link.querySelector('.site-footer__icon-image > svg')?.getAttribute('stroke')).toBe('currentColor')
  }
})

test('without a layout the footer keeps only the copyright line', () => {
  render(
    <PageProviders locale="sv-SE">
      <SiteFooter layout={null} />
    </PageProviders>,
  )
  expect(screen.getByRole('contentinfo').textContent).toBe(`© ${new Date().getFullYear()} Aurora AB`)
  expect(screen.queryByRole('navigation')).toBeNull()
})

test('the footer groups are derived once per layout object, empty groups left out', () => {
  const view = footerView(layoutFixture)
  expect(footerView(layoutFixture)).toBe(view)
  expect(view.linkGroups).toEqual(groupFooterLinks(layoutFixture.footer.footerLinks))
  expect(view.downloadGroups).toEqual(groupFooterLinks(layoutFixture.footer.downloadLinks))
})
