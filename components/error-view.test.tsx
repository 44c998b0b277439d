// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { Locale } from '#schemas/locale.ts'
import { openDataLayer } from './data-layer.ts'
import { errorStatus } from './error-status.ts'
import { ErrorView, type ErrorViewProps } from './error-view.tsx'
import { layoutFixture } from './layout.fixtures.ts'
import { PageProviders } from './page-providers.tsx'

beforeEach(() => {
  Reflect.deleteProperty(window, 'dataLayer')
  // The visitor has allowed the tag manager: the consent gate passes events on (components/data-layer.ts,
  // whose own tests cover the queue before a choice and the refusal).
  openDataLayer(window)
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function renderError(props: Partial<ErrorViewProps> & { status: number }, locale: Locale = 'en-EU') {
  return render(
    <PageProviders locale={locale}>
      <ErrorView requestedPath="/en-EU/nope" socialLinks={[]} {...props} />
    </PageProviders>,
  )
}

function dataLayer(): unknown {
  return Reflect.get(window, 'dataLayer')
}

test('404: status, "Page not found", the missing path, home, useful links and a struggle event', () => {
  renderError({ status: 404, missingPath: '/nope', requestId: 'req-123' })
  expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy()
  // The number is read with its meaning: "Error code 404".
  expect(document.querySelector('.error-view__status')?.textContent).toBe('Error code 404')
  expect(screen.getByText('The page you are looking for does not exist or has moved.')).toBeTruthy()
  expect(screen.getByText('There is no page at /nope.')).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Go to the front page' }).getAttribute('href')).toBe('/en-EU')
  const useful = screen.getByRole('navigation', { name: 'Useful links' })
  expect(
    within(useful)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/en-EU/stationsearch', '/en-EU/about-us/company-info/contact-us', '/en-EU/article'])
  expect(dataLayer()).toEqual([{ event: 'struggle', errorStatus: 404, errorPath: '/en-EU/nope' }])
})

test('the details section holds the status, the requested path and the request id', () => {
  renderError({ status: 404, requestId: 'req-123' })
  const details = screen.getByText('Details').closest('details')
  expect(details).not.toBeNull()
  expect(details?.open).toBe(false)
  const text = details?.textContent ?? ''
  expect(text).toContain('/en-EU/nope')
  expect(text).toContain('req-123')
  expect(details?.querySelector('pre')).toBeNull()
})

test('in development the details also show the error stack', () => {
  renderError({
    status: 500,
    developmentError: { message: 'boom', stack: 'Error: boom\n    at render (page.tsx:1:1)' },
  })
  const stack = screen.getByText(/Error: boom/)
  expect(stack.closest('details')).not.toBeNull()
  expect(screen.getByText('Error (shown in development only)')).toBeTruthy()
})

test('500: "Internal server error" and an exception event', () => {
  renderError({ status: 500 })
  expect(screen.getByRole('heading', { level: 1, name: 'Internal server error' })).toBeTruthy()
  expect(dataLayer()).toEqual([{ event: 'exception', errorStatus: 500, errorPath: '/en-EU/nope' }])
})

test('an upstream 503 shows the upstream status as a server error', () => {
  const status = errorStatus({ abortStatusCode: 503, abortReason: { kind: 'upstream', status: 503 } })
  renderError({ status })
  expect(document.querySelector('.error-view__status')?.textContent).toBe('Error code 503')
  expect(screen.getByRole('heading', { level: 1, name: 'Internal server error' })).toBeTruthy()
  expect(dataLayer()).toEqual([{ event: 'exception', errorStatus: 503, errorPath: '/en-EU/nope' }])
})

test.each<[number, string]>([
  [403, 'Access Forbidden'],
  [401, 'Unauthorized'],
  [410, 'Page not found'],
])('status %i reads "%s" (spec §8)', (status, title) => {
  renderError({ status })
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy()
})

test('the texts follow the locale', () => {
  renderError({ status: 404 }, 'fi-FI')
  expect(screen.getByRole('heading', { level: 1, name: 'Sivua ei löytynyt' })).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Etusivulle' }).getAttribute('href')).toBe('/fi-FI')
  expect(screen.getByRole('link', { name: 'Asemahaku' }).getAttribute('href')).toBe('/fi-FI/asemahaku')
})

test('the contact blocks come from the message catalogue, with the social links of the layout', () => {
  renderError({ status: 500, socialLinks: layoutFixture.footer.someLinks })
  const contact = screen.getByRole('region', { name: 'Need help?' })
  const call = within(contact).getByRole('link', { name: 'Call +358 20 123 4567' })
  expect(call.getAttribute('href')).toBe('tel:+358201234567')
  expect(within(contact).getByRole('link', { name: 'Call +358 20 123 4500' })).toBeTruthy()
  expect(within(contact).getByRole('link', { name: 'Instagram (opens in a new tab)' })).toBeTruthy()
})

test('without a layout the contact blocks still show every number', () => {
  renderError({ status: 503 }, 'no-NO')
  const contact = screen.getByRole('region', { name: 'Trenger du hjelp?' })
  expect(within(contact).getByRole('link', { name: 'Ring 21 23 45 67' }).getAttribute('href')).toBe(
    'tel:21234567',
  )
  expect(within(contact).queryByRole('list')).toBeNull()
})

test('spec §2.4: after a client-side navigation, Back goes back in history to the page it came from', () => {
  window.history.pushState({}, '', '/en-EU/about-us')
  window.history.pushState({}, '', '/en-EU/nope')
  const back = vi.spyOn(window.history, 'back').mockImplementation(() => {})
  renderError({ status: 404, previousPath: '/en-EU/about-us' })
  const link = screen.getByRole('link', { name: 'Go back' })
  expect(link.getAttribute('href')).toBe('/en-EU/about-us')
  fireEvent.click(link)
  expect(back).toHaveBeenCalledTimes(1)
})

test('spec §2.4: opened directly, Back is a link to the locale’s landing page and leaves history alone', () => {
  const back = vi.spyOn(window.history, 'back').mockImplementation(() => {})
  renderError({ status: 404 }, 'sv-SE')
  const link = screen.getByRole('link', { name: 'Gå tillbaka' })
  expect(link.getAttribute('href')).toBe('/sv-SE')
  fireEvent.click(link)
  expect(back).not.toHaveBeenCalled()
})

test('the server HTML has Back and Home as links, so both work without JavaScript, and no tracking', () => {
  const html = renderToString(
    <PageProviders locale="en-EU">
      <ErrorView status={404} requestedPath="/en-EU/nope" socialLinks={[]} />
    </PageProviders>,
  )
  expect(html).toMatch(/<a href="\/en-EU" class="button button--secondary">Go back<\/a>/)
  expect(html).toContain('Go to the front page')
  expect(dataLayer()).toBeUndefined()
})

test('the event is pushed once per error, onto a data layer the tag manager already made', () => {
  const queued = [{ event: 'gtm.js' }]
  Reflect.set(window, 'dataLayer', queued)
  const { rerender } = renderError({ status: 404 })
  rerender(
    <PageProviders locale="en-EU">
      <ErrorView status={404} requestedPath="/en-EU/nope" socialLinks={[]} />
    </PageProviders>,
  )
  expect(queued).toEqual([
    { event: 'gtm.js' },
    { event: 'struggle', errorStatus: 404, errorPath: '/en-EU/nope' },
  ])
})

test('spec §8: a crawler that runs the page is not tracked; the server reports its error instead', () => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  )
  renderError({ status: 404 })
  expect(dataLayer()).toBeUndefined()
})
