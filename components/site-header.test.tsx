// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, onTestFinished, test } from 'vitest'
import { runEarlyPressListener } from '#tests/fixtures/early-press.ts'
import { visibleNavigation } from '#schemas/layout-tree.ts'
import { layoutFixture, layoutWithoutLogoFixture } from './layout.fixtures.ts'
import { shownNavigation } from './layout-view.ts'
import { scrollLockClass } from './mobile-menu.tsx'
import { PageProviders } from './page-providers.tsx'
import { SiteHeader, type SiteHeaderProps } from './site-header.tsx'

afterEach(cleanup)

function renderHeader(props: Partial<SiteHeaderProps> = {}) {
  const header = (currentPath: string) => (
    <PageProviders locale="en-EU">
      <SiteHeader layout={layoutFixture} currentPath={currentPath} {...props} />
    </PageProviders>
  )
  const view = render(header(props.currentPath ?? '/private/products/car-wash'))
  return { ...view, navigateTo: (path: string) => view.rerender(header(path)) }
}

function mainNavigation() {
  return screen.getByRole('navigation', { name: 'Main' })
}

test('the navigation shows the tree without hidden nodes or anything below them', () => {
  renderHeader()
  const nav = mainNavigation()
  for (const text of ['Private', 'Business', 'Stations', 'About us', 'Car wash', 'Wash programmes', 'News']) {
    expect(within(nav).getByRole('link', { name: text })).toBeTruthy()
  }
  expect(within(nav).queryByText('Fault and disruption notices')).toBeNull()
  expect(within(nav).queryByText('Spring campaign')).toBeNull()
  expect(within(nav).queryByText('Campaign terms')).toBeNull()
})

test('navigation links are localized and the current page is marked', () => {
  renderHeader({ currentPath: '/private/products/car-wash' })
  const nav = mainNavigation()
  const current = within(nav).getByRole('link', { name: 'Car wash' })
  expect(current.getAttribute('href')).toBe('/en-EU/private/products/car-wash')
  expect(current.getAttribute('aria-current')).toBe('page')
  expect(within(nav).getByRole('link', { name: 'Private' }).getAttribute('aria-current')).toBeNull()
  expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1)
})

test('an external navigation link opens in a new tab and says so', () => {
  renderHeader()
  const careers = within(mainNavigation()).getByRole('link', { name: 'Careers (opens in a new tab)' })
  expect(careers.getAttribute('href')).toBe('https://careers.aurora.eu/')
  expect(careers.getAttribute('target')).toBe('_blank')
  expect(careers.getAttribute('rel')).toBe('noopener noreferrer')
})

test('the logo links to the landing page with its default alt text', () => {
  renderHeader()
  const home = screen.getByRole('link', { name: 'Aurora front page' })
  expect(home.getAttribute('href')).toBe('/en-EU')
  const logo = within(home).getByRole('img', { name: 'Main Logo' })
  expect(logo.getAttribute('src')).toBe('/images/aurora-logo.svg')
  expect(logo.getAttribute('width')).toBe('160')
})

test('without a logo image, or without any layout, the header shows the wordmark', () => {
  const { rerender } = render(
    <PageProviders locale="fi-FI">
      <SiteHeader layout={layoutWithoutLogoFixture} currentPath="/" />
    </PageProviders>,
  )
  expect(screen.getByRole('link', { name: 'Aurora etusivu' }).textContent).toBe('Aurora')
  rerender(
    <PageProviders locale="fi-FI">
      <SiteHeader layout={null} currentPath="/" />
    </PageProviders>,
  )
  expect(screen.getByRole('link', { name: 'Aurora etusivu' }).textContent).toBe('Aurora')
  expect(screen.queryByRole('navigation', { name: 'Päävalikko' })).toBeNull()
  // The way to the other languages stays, so a visitor is never stuck on a page they cannot read.
  expect(screen.getByRole('navigation', { name: 'Kieli' })).toBeTruthy()
})

test('a submenu opens from its button and Escape closes it, returning focus to the button', () => {
  renderHeader()
  const toggle = screen.getByRole('button', { name: 'Business: submenu' })
  const submenu = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
  expect(submenu).not.toBeNull()
  expect(toggle.getAttribute('aria-expanded')).toBe('false')
  expect(submenu?.hasAttribute('data-open')).toBe(false)

  fireEvent.click(toggle)
  expect(toggle.getAttribute('aria-expanded')).toBe('true')
  expect(submenu?.hasAttribute('data-open')).toBe(true)

  const link = within(submenu ?? document.body).getByRole('link', { name: 'Business contact' })
  link.focus()
  fireEvent.keyDown(link, { key: 'Escape' })
  expect(toggle.getAttribute('aria-expanded')).toBe('false')
  expect(document.activeElement).toBe(toggle)
})

test('opening one submenu closes the other, and a click outside closes it', () => {
  renderHeader()
  const privateToggle = screen.getByRole('button', { name: 'Private: submenu' })
  const businessToggle = screen.getByRole('button', { name: 'Business: submenu' })
  fireEvent.click(privateToggle)
  fireEvent.click(businessToggle)
  expect(privateToggle.getAttribute('aria-expanded')).toBe('false')
  expect(businessToggle.getAttribute('aria-expanded')).toBe('true')
  fireEvent.pointerDown(document.body)
  expect(businessToggle.getAttribute('aria-expanded')).toBe('false')
})

test('the mobile menu opens, takes focus, locks the page scroll, and Escape closes it back to the button', () => {
  renderHeader()
  const button = screen.getByRole('button', { name: 'Menu' })
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
  expect(panel).not.toBeNull()
  expect(button.getAttribute('aria-expanded')).toBe('false')

  fireEvent.click(button)
  expect(button.getAttribute('aria-expanded')).toBe('true')
  expect(panel?.hasAttribute('data-open')).toBe(true)
  expect(panel?.contains(document.activeElement)).toBe(true)
  expect(document.body.classList.contains(scrollLockClass)).toBe(true)
  // The whole tree and the language switcher are inside the panel.
  expect(within(panel ?? document.body).getByRole('navigation', { name: 'Main' })).toBeTruthy()
  expect(within(panel ?? document.body).getByRole('navigation', { name: 'Language' })).toBeTruthy()

  fireEvent.keyDown(document.activeElement ?? panel ?? document.body, { key: 'Escape' })
  expect(button.getAttribute('aria-expanded')).toBe('false')
  expect(panel?.hasAttribute('data-open')).toBe(false)
  expect(document.activeElement).toBe(button)
  expect(document.body.classList.contains(scrollLockClass)).toBe(false)
})

test('the mobile menu closes when a link in it is followed and when the page changes', () => {
  const { navigateTo } = renderHeader()
  const button = screen.getByRole('button', { name: 'Menu' })
  // Links are not followed in this document; only the menu's reaction to the click is under test.
  const stopNavigation = (event: Event) => event.preventDefault()
  window.addEventListener('click', stopNavigation, true)
  try {
    fireEvent.click(button)
    fireEvent.click(screen.getByRole('link', { name: 'Stations' }))
    expect(button.getAttribute('aria-expanded')).toBe('false')
  } finally {
    window.removeEventListener('click', stopNavigation, true)
  }

  fireEvent.click(button)
  expect(button.getAttribute('aria-expanded')).toBe('true')
  act(() => navigateTo('/stationsearch'))
  expect(button.getAttribute('aria-expanded')).toBe('false')
  expect(document.body.classList.contains(scrollLockClass)).toBe(false)
})

test('before hydration the menu button is a link to the panel, so the menu works without JavaScript', () => {
  const html = renderToString(
    <PageProviders locale="en-EU">
      <SiteHeader layout={layoutFixture} currentPath="/" />
    </PageProviders>,
  )
  const container = document.createElement('div')
  container.innerHTML = html
  const menuLink = within(container).getByRole('link', { name: 'Menu' })
  const panelId = (menuLink.getAttribute('href') ?? '').slice(1)
  expect(panelId).not.toBe('')
  expect(container.querySelector(`[id="${panelId}"]`)?.hasAttribute('data-enhanced')).toBe(false)
  // Every top-level item is a real link in the server HTML.
  expect(within(container).getByRole('link', { name: 'Business' }).getAttribute('href')).toBe(
    '/en-EU/company',
  )
})

test('the shown tree is derived once per layout object', () => {
  const first = shownNavigation(layoutFixture)
  expect(shownNavigation(layoutFixture)).toBe(first)
  expect(first).toEqual(visibleNavigation(layoutFixture.navigation.tree))
})

test('the header search is a GET form to the locale search page, with a labelled field and a named button', () => {
  renderHeader()
  const search = screen.getByRole('search')
  expect(search.getAttribute('action')).toBe('/en-EU/search')
  expect(search.getAttribute('method')).toBe('get')
  const field = within(search).getByRole('searchbox', { name: 'Search the site' })
  expect(field.getAttribute('name')).toBe('q')
  expect(within(search).getByRole('button', { name: 'Search' }).getAttribute('type')).toBe('submit')
})

test('opening the mobile menu puts focus in the search field, the first thing in the panel', () => {
  renderHeader()
  fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
  expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search the site' }))
})

test('the header search is in the server HTML, so it works without JavaScript', () => {
  const html = renderToString(
    <PageProviders locale="fi-FI">
      <SiteHeader layout={layoutFixture} currentPath="/" />
    </PageProviders>,
  )
  const container = document.createElement('div')
  container.innerHTML = html
  // In the document, so the label's `for` finds its field.
  document.body.append(container)
  try {
    const search = within(container).getByRole('search')
    expect(search.getAttribute('action')).toBe('/fi-FI/haku')
    expect(within(search).getByRole('searchbox', { name: 'Hae sivustolta' })).toBeTruthy()
    expect(within(search).getByRole('button', { name: 'Hae' })).toBeTruthy()
  } finally {
    container.remove()
  }
})

/** The header as the server rendered it, in the page; removed, and the page's target cleared, after the test. */
function serverRenderedHeader() {
  const header = (
    <PageProviders locale="en-EU">
      <SiteHeader layout={layoutFixture} currentPath="/private/products/car-wash" />
    </PageProviders>
  )
  const container = document.createElement('div')
  container.innerHTML = renderToString(header)
  document.body.append(container)
  onTestFinished(() => {
    container.remove()
    window.location.hash = ''
  })
  const hydrate = () =>
    act(async () => {
      hydrateRoot(container, header)
      await Promise.resolve()
    })
  return { container, hydrate }
}

test("a mobile menu opened before hydration (its panel the page's target) is still open once the page has hydrated", async () => {
  const { container, hydrate } = serverRenderedHeader()
  // Before hydration the menu is a link to its panel; following it makes the panel the page's target.
  const link = container.querySelector<HTMLAnchorElement>('a.mobile-menu__button')
  expect(link).not.toBeNull()
  window.location.hash = link?.getAttribute('href') ?? ''
  const panel = container.querySelector('.mobile-menu__panel')
  expect(panel?.matches(':target')).toBe(true)

  await hydrate()
  const button = screen.getByRole('button', { name: 'Menu' })
  expect(panel?.hasAttribute('data-enhanced')).toBe(true)
  expect(button.getAttribute('aria-expanded')).toBe('true')
  expect(panel?.hasAttribute('data-open')).toBe(true)
  // Closed by the button, it stays closed.
  fireEvent.click(button)
  expect(panel?.hasAttribute('data-open')).toBe(false)
})

test('a submenu button pressed before the header hydrated opens its submenu as it hydrates (ADR 044)', async () => {
  // What the page's first script does.
  onTestFinished(runEarlyPressListener())
  const { container, hydrate } = serverRenderedHeader()
  const business = container.querySelector<HTMLButtonElement>('button[aria-label="Business: submenu"]')
  expect(business?.getAttribute('aria-expanded')).toBe('false')
  business?.click()
  business?.click()

  await hydrate()
  const toggle = screen.getByRole('button', { name: 'Business: submenu' })
  expect(toggle).toBe(business)
  expect(toggle.getAttribute('aria-expanded')).toBe('true')
  const submenu = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
  expect(submenu?.hasAttribute('data-open')).toBe(true)
  expect(screen.getByRole('button', { name: 'Private: submenu' }).getAttribute('aria-expanded')).toBe('false')
  // Hydrated, the button is its own: a press closes it.
  fireEvent.click(toggle)
  expect(toggle.getAttribute('aria-expanded')).toBe('false')
})

test('the focus on the menu link as the header hydrates is on the menu button afterwards', async () => {
  const { container, hydrate } = serverRenderedHeader()
  container.querySelector<HTMLAnchorElement>('a.mobile-menu__button')?.focus()
  await hydrate()
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }))
})

test('a page hydrated without the menu as its target keeps the menu closed', async () => {
  const { container, hydrate } = serverRenderedHeader()
  expect(container.querySelector('.mobile-menu__panel')?.matches(':target')).toBe(false)
  await hydrate()
  expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false')
})
