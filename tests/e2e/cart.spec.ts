import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './axe.ts'
import { builtChunkOf, recordRequestedPaths } from './built-chunks.ts'
import { expectHydrated } from './hydration.ts'
import { storedAmounts } from './stored-cart.ts'

/**
 * Issue 14, the cart as a visitor meets it (spec §4): the first product opens the firstInCart dialog, the
 * same product again raises its amount with a notice instead, the cart page shows `xx,xx €` prices and
 * totals, a reload keeps the cart, a corrupted stored value is dropped without an error, and a second
 * tab follows the first. At phone and desktop widths (the two projects).
 */

const productPage = '/fi-FI/yksityisille/tuotteet/autopesu'
const cartPage = '/fi-FI/ostoskori'
/** Two decimals, a comma and the euro sign after a no-break space (spec §9). */
const euros = /^\d{1,3}(?:\u00a0\d{3})*,\d{2}\u00a0€$/

function addToCartOf(page: Page, productName: string) {
  return page
    .getByRole('article', { name: productName, exact: true })
    .getByRole('button', { name: 'Lisää ostoskoriin' })
}

async function openProducts(page: Page) {
  await page.goto(productPage)
  await expectHydrated(page)
}

/**
 * A basic wash in the cart, on the cart page once the service has answered for it; returns the way to
 * the checkout, which opens with that answer (slow on a busy machine).
 */
async function cartPageWithBasicWash(page: Page) {
  await openProducts(page)
  await addToCartOf(page, 'Peruspesu').click()
  // On to the cart by the dialog's link, as a visitor goes: the page is not unloaded while the cart's
  // first validation may still be on its way.
  await page.getByRole('dialog').getByRole('link', { name: 'Siirry ostoskoriin' }).click()
  await expect(page).toHaveURL(cartPage)
  // The address changes before the cart page is drawn: until its heading shows, the shop's cards
  // (a basic wash, and a bundle named after it) are still the page.
  await expect(page.getByRole('heading', { level: 1, name: 'Ostoskori' })).toBeVisible()
  await expect(page.getByRole('article', { name: 'Peruspesu', exact: true })).toBeVisible()
  const toCheckout = page.getByRole('link', { name: 'Siirry kassalle' })
  await expect(toCheckout).toBeVisible({ timeout: 15_000 })
  return toCheckout
}

test('the first product opens the dialog; the same product again adds one with a notice and no dialog', async ({
  page,
}) => {
  await openProducts(page)
  await addToCartOf(page, 'Peruspesu').click()
  const dialog = page.getByRole('dialog', { name: 'Lisätty ostoskoriin' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Peruspesu on nyt ostoskorissasi.')
  await expect.poll(() => storedAmounts(page)).toEqual({ 'WASH-BASIC': 1 })
  await expectNoSeriousA11yViolations(page)

  await dialog.getByRole('button', { name: 'Jatka ostoksia' }).click()
  await expect(dialog).toBeHidden()
  // Focus goes back to the button that added, so a keyboard user carries on where they were.
  await expect(addToCartOf(page, 'Peruspesu')).toBeFocused()

  await addToCartOf(page, 'Peruspesu').click()
  await expect.poll(() => storedAmounts(page)).toEqual({ 'WASH-BASIC': 2 })
  await expect(page.getByRole('status').filter({ hasText: 'Peruspesu lisätty ostoskoriin' })).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('link', { name: /Ostoskori/ })).toContainText('2')
})

test('the cart page shows euro prices and totals, keeps the cart over a reload, and the header counts it', async ({
  page,
}) => {
  await openProducts(page)
  await addToCartOf(page, 'Premium-pesu').click()
  await page.getByRole('dialog').getByRole('link', { name: 'Siirry ostoskoriin' }).click()
  await expect(page).toHaveURL(cartPage)
  await expect(page.getByRole('heading', { level: 1, name: 'Ostoskori' })).toBeVisible()
  const line = page.getByRole('article', { name: 'Premium-pesu' })
  await expect(line.getByText('19,90\u00a0€ / kpl')).toBeVisible()

  await line.getByRole('button', { name: 'Yksi lisää: Premium-pesu' }).click()
  await expect(line.getByRole('spinbutton', { name: 'Määrä: Premium-pesu' })).toHaveValue('2')
  const total = page.locator('.cart-totals__row--total dd')
  await expect(total).toHaveText('39,80\u00a0€')
  for (const amount of await page.locator('.cart-totals dd').allTextContents()) expect(amount).toMatch(euros)
  await expect(page.getByText('ALV 25,5 %')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.reload()
  await expectHydrated(page)
  await expect(page.getByRole('spinbutton', { name: 'Määrä: Premium-pesu' })).toHaveValue('2')
  await expect(total).toHaveText('39,80\u00a0€')
  await expect(page.getByRole('link', { name: /Ostoskori/ }).first()).toContainText('2')

  await page.getByRole('button', { name: 'Poista Premium-pesu' }).click()
  await expect(page.getByText('Ostoskorisi on tyhjä.')).toBeVisible()
  await expect.poll(() => storedAmounts(page)).toEqual({})
})

test('a corrupted stored cart is dropped without an error', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(cartPage)
  await page.evaluate(() => window.localStorage.setItem('cart', '{"version":1,"items":[{"code":'))
  await page.reload()
  await expectHydrated(page)
  await expect(page.getByText('Ostoskorisi on tyhjä.')).toBeVisible()
  await expect(page.getByText('Ostoskori säilyy selaimessasi')).toHaveCount(0)
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('cart'))).toBeNull()
  expect(errors).toEqual([])
})

for (const { name, stored } of [
  { name: 'nothing stored', stored: null },
  { name: 'a stored cart without lines', stored: JSON.stringify({ version: 1, items: [] }) },
]) {
  test(`an empty cart (${name}) is shown without loading the cart machine`, async ({ page }) => {
    if (stored !== null) {
      await page.addInitScript((value) => window.localStorage.setItem('cart', value), stored)
    }
    const requested = recordRequestedPaths(page)
    await page.goto(cartPage)
    await expectHydrated(page)
    await expect(page.getByText('Ostoskorisi on tyhjä.')).toBeVisible()
    await page.waitForLoadState('networkidle')
    // ADR 053: the machine has nothing to do for an empty cart; an unreadable one it drops (above).
    expect(requested).not.toContain(builtChunkOf('components/cart/cart-runtime.tsx'))
  })
}

test('a second tab sees what the first puts in the cart', async ({ page, context }) => {
  await openProducts(page)
  const second = await context.newPage()
  await second.goto(cartPage)
  await expectHydrated(second)
  await expect(second.getByText('Ostoskorisi on tyhjä.')).toBeVisible()

  await addToCartOf(page, 'Peruspesu').click()
  await expect(second.getByRole('article', { name: 'Peruspesu' })).toBeVisible()
  await expect(second.getByRole('spinbutton', { name: 'Määrä: Peruspesu' })).toHaveValue('1')
})

test('a cart page already showing a cart takes another tab’s change with the service’s totals', async ({
  page,
  context,
}) => {
  const toCheckout = await cartPageWithBasicWash(page)

  const second = await context.newPage()
  await openProducts(second)
  await addToCartOf(second, 'Premium-pesu').click()
  await expect(page.getByRole('article', { name: 'Premium-pesu' })).toBeVisible()
  // Storage holds no totals: this tab asks the service for the cart it took, and the way on opens again.
  await expect(page.getByText('Summia päivitetään…')).toBeHidden({ timeout: 15_000 })
  await expect(toCheckout).toBeVisible()
  await expect(page.locator('.cart-page__summary')).toContainText('29,80\u00a0€')
})

test('a cart the shop cannot be reached for is kept, says so, and is validated once the connection is back', async ({
  page,
  context,
}) => {
  const toCheckout = await cartPageWithBasicWash(page)

  await context.setOffline(true)
  await page.getByRole('button', { name: 'Yksi lisää: Peruspesu' }).click()
  // ADR 055: no answer is not the service refusing the cart (spec §4): nothing is emptied.
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Ostoskoria ei voitu päivittää, koska kauppaan ei saatu yhteyttä.' }),
  ).toBeVisible()
  const note = page.getByText('Kauppaan ei saatu yhteyttä, joten summat eivät ole ajan tasalla.')
  await expect(note).toBeVisible()
  await expect(page.getByRole('button', { name: 'Siirry kassalle' })).toBeDisabled()
  await expect(page.getByRole('spinbutton', { name: 'Määrä: Peruspesu' })).toHaveValue('2')
  expect(await storedAmounts(page)).toEqual({ 'WASH-BASIC': 2 })
  await expect(page.getByText('Ostoskorin päivitys epäonnistui')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  await context.setOffline(false)
  await expect(note).toBeHidden({ timeout: 15_000 })
  await expect(toCheckout).toBeVisible()
  await expect(page.locator('.cart-totals__row--total dd')).toHaveText('19,80\u00a0€')
  expect(await storedAmounts(page)).toEqual({ 'WASH-BASIC': 2 })
})

test('a cart the service refuses is emptied with the error notice (spec §4)', async ({ page }) => {
  await openProducts(page)
  await page.route('**/digital-order/v1/cart/validate', (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'UNPROCESSABLE_ENTITY', message: 'Unknown product' } }),
    }),
  )
  await addToCartOf(page, 'Peruspesu').click()
  await expect(page.getByRole('alert').filter({ hasText: 'Ostoskorin päivitys epäonnistui' })).toBeVisible()
  await expect.poll(() => storedAmounts(page)).toEqual({})
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the cart page says the cart needs JavaScript instead of calling it empty', async ({ page }) => {
    await page.goto(cartPage)
    await expect(page.getByRole('heading', { level: 1, name: 'Ostoskori' })).toBeVisible()
    await expect(page.getByText('Ostoskori säilyy selaimessasi ja tarvitsee JavaScriptin.')).toBeVisible()
    await expect(page.getByText('Ostoskoria ladataan…')).toBeHidden()
    await expect(page.getByText('Ostoskorisi on tyhjä.')).toHaveCount(0)
  })
})
