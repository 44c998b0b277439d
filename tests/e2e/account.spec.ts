import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './axe.ts'
import { expectHydrated } from './hydration.ts'

/**
 * Issue 16, the login and the account page as a customer meets them (spec §4): logged out, the header
 * says 'Log in' and the account page says so with a way to log in; the embedded hub's login brings the
 * first demo customer back to the account page, where the header shows her first name and the page her
 * profile, cards and orders; logging out returns the header to 'Log in'. The account answer is never
 * cached, and the page is axe-clean at phone and desktop widths (the two projects).
 */

const accountPage = '/en-EU/account'
/** The README's first demo customer. */
const aino = { email: 'aino.virtanen@example.com', password: 'aurora-demo-aino' }

function headerAccountLink(page: Page) {
  return page.getByRole('banner').locator('.account-link')
}

async function openAccountPage(page: Page) {
  const response = await page.goto(accountPage)
  await expectHydrated(page)
  return response
}

test('logged out, the account page says so, links to the hub’s login, is never cached and is axe-clean', async ({
  page,
}) => {
  const response = await openAccountPage(page)
  expect(response?.headers()['cache-control']).toBe('private, no-store')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible()
  await expect(main.getByText('You are not logged in. Log in to see your account.')).toBeVisible()
  const login = main.getByRole('link', { name: 'Log in' })
  await expect(login).toHaveAttribute(
    'href',
    `/account-hub/v1/login?locale=en-EU&returnTo=${encodeURIComponent(accountPage)}`,
  )
  await expect(headerAccountLink(page)).toHaveAccessibleName('Log in')
  await expectNoSeriousA11yViolations(page)
})

test('a demo customer logs in through the hub, sees her name, cards and orders, and logs out', async ({
  page,
}) => {
  await openAccountPage(page)
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click()

  // The embedded account hub's login page (server-rendered, no script).
  await expect(page).toHaveURL(/\/account-hub\/v1\/login\?/)
  await page.getByLabel('E-mail address').fill(aino.email)
  await page.getByLabel('Password').fill(aino.password)
  await page.getByRole('button', { name: 'Log in' }).click()

  // Back on the account page with a session: the header's label is her first name (spec §4).
  await expect(page).toHaveURL(accountPage)
  await expectHydrated(page)
  await expect(headerAccountLink(page)).toHaveAccessibleName(/^Aino\b.*your account$/)
  await expect(headerAccountLink(page)).toHaveAttribute('href', accountPage)

  const main = page.getByRole('main')
  const profile = main.getByRole('region', { name: 'Profile' })
  await expect(profile).toContainText('Aino Virtanen')
  await expect(profile).toContainText(aino.email)
  await expect(profile).toContainText('+358401234567')
  // spec §7 call 3: her saved cards, only their masked numbers.
  const cards = main.getByRole('region', { name: 'Payment cards' })
  await expect(cards.getByRole('heading', { name: 'Visa' })).toBeVisible()
  await expect(cards).toContainText('**** **** **** 4242')
  await expect(cards).toContainText('09/2029')
  await expect(cards.getByRole('heading', { name: 'Fuel card' })).toBeVisible()
  await expect(main.getByRole('region', { name: 'Orders' })).toBeVisible()
  // spec §2.2: the account hub, my pages and the car-wash site (en-EU has all three).
  const hubs = main.getByRole('navigation', { name: 'More services' })
  await expect(hubs.getByRole('link')).toHaveCount(3)
  await expectNoSeriousA11yViolations(page)

  // The header shows her on any page, after that page's own login check.
  await page.goto('/en-EU')
  await expectHydrated(page)
  await expect(headerAccountLink(page)).toHaveAccessibleName(/^Aino\b/)

  await page.goto(accountPage)
  await expectHydrated(page)
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click()
  await expect(headerAccountLink(page)).toHaveAccessibleName('Log in')
  await expect(page.getByRole('main')).toContainText('You are logged out.')

  // The session is gone on the server too: a reload stays logged out.
  await page.reload()
  await expectHydrated(page)
  await expect(page.getByRole('main').getByText('You are not logged in.', { exact: false })).toBeVisible()
  await expect(headerAccountLink(page)).toHaveAccessibleName('Log in')
})
