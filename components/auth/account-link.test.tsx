// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test } from 'vitest'
import { userStatusHeaderName } from '#config/brand.ts'
import { mockServer } from '#tests/setup/msw.ts'
import { PageProviders } from '../page-providers.tsx'
import { AccountLink } from './account-link.tsx'

/** The login machine's module loads lazily and asks the API: on a busy machine longer than Testing Library's 1 s. */
const machineLoadMs = 5_000

afterEach(cleanup)

function authAnswers(status: 'AUTHORIZED' | 'UNAUTHORIZED') {
  mockServer.use(
    http.get('*/api/v1/auth', () =>
      HttpResponse.json({ status }, { headers: { [userStatusHeaderName]: status } }),
    ),
  )
}

test('the server renders the login label, linking to the hub’s login with the account page to return to', () => {
  const html = renderToString(
    <PageProviders locale="sv-SE" checkLogin>
      <AccountLink />
    </PageProviders>,
  )
  expect(html).toContain('Logga in')
  expect(html).toContain(
    `href="/account-hub/v1/login?locale=sv-SE&amp;returnTo=${encodeURIComponent('/sv-SE/mitt-konto')}"`,
  )
})

test('a logged-in customer sees their first name, linking to the account page', async () => {
  authAnswers('AUTHORIZED')
  render(
    <PageProviders locale="en-EU" checkLogin>
      <AccountLink />
    </PageProviders>,
  )
  // The proxy handlers answer as the first demo customer.
  const link = await screen.findByRole('link', { name: /^Aino\b.*your account$/ }, { timeout: machineLoadMs })
  expect(link.getAttribute('href')).toBe('/en-EU/account')
})

test('an UNAUTHORIZED answer keeps the login label', async () => {
  authAnswers('UNAUTHORIZED')
  render(
    <PageProviders locale="fi-FI" checkLogin>
      <AccountLink />
    </PageProviders>,
  )
  const link = await screen.findByRole('link', { name: 'Kirjaudu' })
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(link.dataset.state).toBe('logged-out')
})

/** happy-dom's PageTransitionEvent leaves `persisted` out; a browser's carries it. */
function pageShow(persisted: boolean) {
  const event = new Event('pageshow')
  Object.defineProperty(event, 'persisted', { value: persisted })
  window.dispatchEvent(event)
}

test('a page brought back from the back/forward cache asks again who is logged in', async () => {
  authAnswers('UNAUTHORIZED')
  render(
    <PageProviders locale="en-EU" checkLogin>
      <AccountLink />
    </PageProviders>,
  )
  const link = await screen.findByRole('link', { name: 'Log in' })
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(link.dataset.state).toBe('logged-out')
  // Meanwhile the visitor logged in on another page; a plain page show (not from the cache) asks nothing.
  authAnswers('AUTHORIZED')
  act(() => pageShow(false))
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(screen.queryByRole('link', { name: /^Aino\b/ })).toBeNull()
  act(() => pageShow(true))
  expect(
    await screen.findByRole('link', { name: /^Aino\b.*your account$/ }, { timeout: machineLoadMs }),
  ).toBeTruthy()
})
