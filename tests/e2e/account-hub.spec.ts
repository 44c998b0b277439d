import { expect, test } from '@playwright/test'
import { locales } from '#schemas/locale.ts'
import { accountHubText } from '#server/services/accounts/account-hub-text.server.ts'
import { expectNoSeriousA11yViolations } from './axe.ts'

/** Issue 16: the embedded account hub's login page, plain HTML without script, in every locale. */

for (const locale of locales) {
  const text = accountHubText[locale]

  test(`${locale}: the login page has labelled fields, runs no script and is axe clean`, async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto(`/account-hub/v1/login?locale=${locale}`)
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page.getByRole('heading', { level: 1, name: text.loginHeading })).toBeVisible()
    await expect(page.getByLabel(text.email)).toHaveAttribute('autocomplete', 'username')
    await expect(page.getByLabel(text.password)).toHaveAttribute('type', 'password')
    await expectNoSeriousA11yViolations(page)
    expect(scripts).toEqual([])
  })

  test(`${locale}: a wrong password and empty fields are said in words and stay axe clean`, async ({
    page,
  }) => {
    await page.goto(`/account-hub/v1/login?locale=${locale}`)
    await page.getByRole('button', { name: text.logIn }).click()
    await expect(page.getByRole('alert')).toContainText(text.missingEmail)
    await expect(page.getByLabel(text.email)).toHaveAttribute('aria-invalid', 'true')
    await expectNoSeriousA11yViolations(page)
    await page.getByLabel(text.email).fill(`nobody.${locale}@example.com`)
    await page.getByLabel(text.password).fill('not the password')
    await page.getByRole('button', { name: text.logIn }).click()
    await expect(page.getByRole('alert')).toHaveText(text.wrongCredentials)
    await expect(page.getByLabel(text.email)).toHaveValue(`nobody.${locale}@example.com`)
    await expect(page.getByLabel(text.password)).toBeFocused()
    await expectNoSeriousA11yViolations(page)
  })
}

test('a demo customer logs in and is AUTHORIZED; the cookie is HttpOnly', async ({ page, context }) => {
  await page.goto('/account-hub/v1/login?locale=en-EU&returnTo=/en-EU')
  await page.getByLabel(accountHubText['en-EU'].email).fill('aino.virtanen@example.com')
  await page.getByLabel(accountHubText['en-EU'].password).fill('aurora-demo-aino')
  await page.getByRole('button', { name: accountHubText['en-EU'].logIn }).click()
  await expect(page).toHaveURL(/\/en-EU$/)
  const cookie = (await context.cookies()).find((each) => each.name === 'aurora_session')
  expect(cookie?.httpOnly).toBe(true)
  expect(cookie?.sameSite).toBe('Lax')
  const auth = await page.request.get('/api/v1/auth')
  expect(auth.headers()['aurora-user-status']).toBe('AUTHORIZED')
})
