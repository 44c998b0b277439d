import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { z } from 'zod'
import { locales, type Locale } from '#schemas/locale.ts'
import { expectHydrated } from './hydration.ts'

/** spec §2.4 error page: a Back control beside Home on every error page (issue 11). */

const messagesDocument = z.object({
  errorPage: z.object({ back: z.string(), home: z.string(), title: z.object({ notFound: z.string() }) }),
})

function errorTexts(locale: Locale) {
  const file = new URL(`../../i18n/messages/${locale}.json`, import.meta.url)
  return messagesDocument.parse(JSON.parse(readFileSync(file, 'utf8'))).errorPage
}

for (const locale of locales) {
  test(`${locale}: the 404 page shows Back beside Home, both as links`, async ({ page }) => {
    const texts = errorTexts(locale)
    const response = await page.goto(`/${locale}/no-such-page-here`)
    expect(response?.status()).toBe(404)
    await expectHydrated(page)
    const actions = page.locator('.error-view__actions')
    await expect(actions.getByRole('link', { name: texts.back })).toBeVisible()
    await expect(actions.getByRole('link', { name: texts.home })).toBeVisible()
  })
}

test('a 404 reached by a click from another page: Back returns to that page', async ({ page }) => {
  await page.goto('/en-EU/about-us')
  await expectHydrated(page)
  const heading = await page.getByRole('heading', { level: 1 }).textContent()
  // A broken link in the content, as an editor might leave one.
  await page.evaluate(() => {
    const link = document.createElement('a')
    link.href = '/en-EU/about-us/a-page-that-was-removed'
    link.textContent = 'An old link'
    document.querySelector('main')?.append(link)
  })
  await page.getByRole('link', { name: 'An old link' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Go back' }).click()
  await expect(page).toHaveURL(/\/en-EU\/about-us$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '')
})

test('a 404 reached from another page of the site by a full page load: Back returns there', async ({
  page,
}) => {
  await page.goto('/sv-SE/privat')
  await page.goto('/sv-SE/finns-inte', { referer: new URL('/sv-SE/privat', page.url()).href })
  await expectHydrated(page)
  await page.getByRole('link', { name: 'Gå tillbaka' }).click()
  await expect(page).toHaveURL(/\/sv-SE\/privat$/)
})

test('a 404 opened directly: Back goes to the locale’s landing page', async ({ page }) => {
  await page.goto('/no-NO/finnes-ikke')
  await expectHydrated(page)
  await page.getByRole('link', { name: errorTexts('no-NO').back }).click()
  await expect(page).toHaveURL(/\/no-NO$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'no-NO')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('Back is a link to the landing page of the error page’s locale', async ({ page }) => {
    const response = await page.goto('/fi-FI/ei-ole-olemassa')
    expect(response?.status()).toBe(404)
    const back = page.getByRole('link', { name: errorTexts('fi-FI').back })
    await expect(back).toHaveAttribute('href', '/fi-FI')
    await back.click()
    await expect(page).toHaveURL(/\/fi-FI$/)
  })
})
