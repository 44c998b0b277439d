import { expect, test } from '@playwright/test'

/**
 * Issue 11: spec §2.2 writes the fi-FI paths bare, and old links and typed addresses carry no prefix.
 * A bare path that is a page of exactly one other locale than the browser's lands on that page.
 */

test.describe('an English browser', () => {
  test.use({ locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9' } })

  test('/asemahaku lands on /fi-FI/asemahaku with the Finnish page', async ({ page }) => {
    const response = await page.goto('/asemahaku?service=MAIN')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(/\/fi-FI\/asemahaku\?service=MAIN$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi-FI')
    // The logo leads to the Finnish landing page, not an English one.
    await expect(page.getByRole('link', { name: /etusivu/i }).first()).toHaveAttribute('href', '/fi-FI')
  })

  test('an en-EU-only bare path shows its en-EU page', async ({ page }) => {
    const response = await page.goto('/stationsearch')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-EU')
  })
})

test.describe('a Finnish browser', () => {
  test.use({ locale: 'fi-FI', extraHTTPHeaders: { 'Accept-Language': 'fi' } })

  test('an en-EU-only bare path lands on /en-EU with the English page', async ({ page }) => {
    const response = await page.goto('/terms')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(/\/en-EU\/terms$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-EU')
  })
})
