import { expect, test, type Page } from '@playwright/test'
import { expectNoSeriousA11yViolations } from './axe.ts'
import { builtChunkOf, recordRequestedPaths } from './built-chunks.ts'
import { expectHydrated } from './hydration.ts'
import { storedAmounts } from './stored-cart.ts'

/**
 * Issue 15, the checkout as a visitor walks it (spec §3–§5, §8): the spec §5 messages on empty and
 * mismatching fields, payment by card and by bank on the embedded provider's pages (approve, decline,
 * cancel), the confirmation with the order number and the wash codes, a reload resuming every step, a
 * corrupted `userinfo` dropped without an error, and axe on every step. At phone and desktop widths.
 */

// The way from a product to the confirmation passes the provider's pages and several axe scans.
test.describe.configure({ timeout: 90_000 })

const productPage = '/fi-FI/yksityisille/tuotteet/autopesu'
const checkoutPage = '/fi-FI/kassa'

async function putInCart(page: Page, productName: string) {
  await page.goto(productPage)
  await expectHydrated(page)
  await page
    .getByRole('article', { name: productName, exact: true })
    .getByRole('button', { name: 'Lisää ostoskoriin' })
    .click()
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('cart'))).not.toBeNull()
}

async function openCheckout(page: Page) {
  await page.goto(checkoutPage)
  await expectHydrated(page)
  await expect(page.getByRole('heading', { level: 2, name: 'Ostoskori' })).toBeVisible()
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name })

async function fillDetails(page: Page, overrides: Record<string, string | null> = {}) {
  const values: Record<string, string | null> = {
    Sähköposti: 'aino.virtanen@example.fi',
    'Sähköposti uudelleen': 'aino.virtanen@example.fi',
    Etunimi: 'Aino',
    Sukunimi: 'Virtanen',
    Matkapuhelinnumero: '040 123 4567',
  }
  for (const [label, value] of Object.entries({ ...values, ...overrides })) {
    if (typeof value === 'string') await page.getByLabel(label, { exact: true }).fill(value)
  }
}

/** The spec §8 failure with the customer-service number as a link to call. */
const paymentFailed = 'Maksu epäonnistui. Yritä uudelleen tai ota yhteyttä asiakaspalveluun'

async function storedKeys(page: Page): Promise<(string | null)[]> {
  return page.evaluate(() => [window.localStorage.getItem('cart'), window.localStorage.getItem('userinfo')])
}

async function payByCard(page: Page, cardNumber: string) {
  await page.getByRole('radio', { name: 'Kortti' }).check()
  await page.getByRole('button', { name: /^Maksa / }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Maksa kortilla' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByLabel('Kortin numero').fill(cardNumber)
  await page.getByLabel('Voimassaolo').fill('08/39')
  await page.getByLabel('Turvakoodi (CVC)').fill('123')
  await page.getByLabel('Kortinhaltijan nimi').fill('Aino Virtanen')
  await page.getByRole('button', { name: /^Maksa / }).click()
}

async function expectConfirmation(page: Page, washCodes: number) {
  await expect(stepHeading(page, 'Kiitos tilauksestasi')).toBeVisible()
  await expect(page.getByTestId('order-id')).toHaveText(/^AU-[A-Z0-9]{10}$/)
  await expect(page.locator('.voucher__code')).toHaveCount(washCodes)
  for (const code of await page.locator('.voucher__code').allTextContents())
    expect(code).toMatch(/^[A-Z0-9-]{8,}$/)
  await expect.poll(() => storedKeys(page)).toEqual([null, null])
  await expect(page).not.toHaveURL(/paymentReturn/)
  await expectNoSeriousA11yViolations(page)
}

async function reachPaymentStep(page: Page) {
  await putInCart(page, 'Premium-pesu')
  await openCheckout(page)
  await page.getByRole('button', { name: 'Jatka' }).click()
  await expect(stepHeading(page, 'Tietosi')).toBeVisible()
  await fillDetails(page)
  await page.getByRole('button', { name: 'Jatka' }).click()
  await expect(stepHeading(page, 'Valitse maksutapa')).toBeVisible()
}

test('empty fields say the field is required, focus goes to the first, and mismatching e-mails do not match', async ({
  page,
}) => {
  await putInCart(page, 'Premium-pesu')
  await openCheckout(page)
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Jatka' }).click()
  await expect(stepHeading(page, 'Tietosi')).toBeVisible()
  await expect(stepHeading(page, 'Tietosi')).toBeFocused()

  await page.getByRole('button', { name: 'Jatka' }).click()
  const email = page.getByLabel('Sähköposti', { exact: true })
  await expect(email).toBeFocused()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Tämä kenttä on pakollinen')).toHaveCount(5)
  await expect(email).toHaveAccessibleDescription('Tämä kenttä on pakollinen')
  await expectNoSeriousA11yViolations(page)

  await fillDetails(page, { 'Sähköposti uudelleen': 'aino.virtanen@example.com' })
  // Shown when the field is left, before another send.
  await page.getByLabel('Etunimi', { exact: true }).focus()
  await expect(page.getByText('Kentät eivät täsmää')).toBeVisible()
  await page.getByRole('button', { name: 'Jatka' }).click()
  await expect(page.getByLabel('Sähköposti uudelleen', { exact: true })).toBeFocused()
  await expect(stepHeading(page, 'Tietosi')).toBeVisible()
})

test('a pasted international number is split into the prefix and the number; the prefixes list NO, SE, FI first', async ({
  page,
}) => {
  await putInCart(page, 'Premium-pesu')
  await openCheckout(page)
  await page.getByRole('button', { name: 'Jatka' }).click()
  const prefix = page.getByLabel('Maatunnus', { exact: true })
  await expect(prefix.locator('option')).toHaveText(['Norja (+47)', 'Ruotsi (+46)', 'Suomi (+358)'])
  await expect(prefix).toHaveValue('FIN|358')
  await page.getByLabel('Matkapuhelinnumero', { exact: true }).fill('+46701234567')
  await expect(prefix).toHaveValue('SE|46')
  await expect(page.getByLabel('Matkapuhelinnumero', { exact: true })).toHaveValue('701234567')
})

test('a reload resumes each step with what was typed and chosen', async ({ page }) => {
  await putInCart(page, 'Premium-pesu')
  await openCheckout(page)
  await page.getByRole('button', { name: 'Jatka' }).click()
  await fillDetails(page, { Sukunimi: null })
  await page.reload()
  await expectHydrated(page)
  await expect(stepHeading(page, 'Tietosi')).toBeVisible()
  await expect(page.getByLabel('Sähköposti', { exact: true })).toHaveValue('aino.virtanen@example.fi')
  await page.getByLabel('Sukunimi', { exact: true }).fill('Virtanen')
  await page.getByRole('button', { name: 'Jatka' }).click()
  await expect(stepHeading(page, 'Valitse maksutapa')).toBeVisible()
  await page.getByRole('radio', { name: 'Kortti' }).check()
  await page.reload()
  await expectHydrated(page)
  await expect(stepHeading(page, 'Valitse maksutapa')).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Kortti' })).toBeChecked()
  await page.getByRole('button', { name: 'Takaisin' }).click()
  await expect(page.getByLabel('Sukunimi', { exact: true })).toHaveValue('Virtanen')
  await page.getByRole('button', { name: 'Takaisin' }).click()
  await expect(stepHeading(page, 'Ostoskori')).toBeVisible()
  await page.reload()
  await expectHydrated(page)
  await expect(stepHeading(page, 'Ostoskori')).toBeVisible()
})

test('a corrupted userinfo is dropped without an error and the checkout starts at the cart', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await putInCart(page, 'Premium-pesu')
  await page.evaluate(() => window.localStorage.setItem('userinfo', '{"version":1,"step":3,"customerData":'))
  await openCheckout(page)
  await expect(stepHeading(page, 'Ostoskori')).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('userinfo'))).toContain('"step":1')
  expect(errors).toEqual([])
})

test('without a cart there is nothing to pay for, and the way back to the products is offered', async ({
  page,
}) => {
  // Checkout data from an earlier visit, here one the steps could not read and would replace.
  const userinfo = '{"version":1,"step":3,"customerData":'
  await page.addInitScript((value) => {
    if (window.localStorage.getItem('userinfo') === null) window.localStorage.setItem('userinfo', value)
  }, userinfo)
  const requested = recordRequestedPaths(page)
  await page.goto(checkoutPage)
  await expectHydrated(page)
  await expect(stepHeading(page, 'Ostoskori')).toBeVisible()
  await expect(page.getByText('Ostoskorisi on tyhjä, joten maksettavaa ei vielä ole.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Katso autopesut ja lahjakortit' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Muokkaa ostoskoria' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Jatka' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  // ADR 053: with nothing stored, the page says so without the cart machine and the steps' code.
  await page.waitForLoadState('networkidle')
  expect(requested).not.toContain(builtChunkOf('components/cart/cart-runtime.tsx'))
  expect(requested).not.toContain(builtChunkOf('components/checkout/checkout-runtime.tsx'))
  expect(await page.evaluate(() => window.localStorage.getItem('userinfo'))).toBe(userinfo)
})

test('a product put in the cart in another tab brings the steps to a checkout that had nothing to pay for', async ({
  page,
  context,
}) => {
  await page.goto(checkoutPage)
  await expectHydrated(page)
  await expect(page.getByText('Ostoskorisi on tyhjä, joten maksettavaa ei vielä ole.')).toBeVisible()

  const second = await context.newPage()
  await putInCart(second, 'Premium-pesu')
  await expect(page.getByRole('button', { name: 'Jatka' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Tilauksesi' })).toContainText('Premium-pesu')
})

test('a checkout opened while the shop cannot be reached keeps the cart, says so, and goes on once it can', async ({
  page,
}) => {
  await putInCart(page, 'Premium-pesu')
  const validatePath = '**/digital-order/v1/cart/validate'
  await page.route(validatePath, (route) => route.abort('internetdisconnected'))
  await page.goto(checkoutPage)
  await expectHydrated(page)
  // ADR 055: no answer is not the service refusing the cart (spec §4): the cart stays, the page says why.
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Kauppaan ei saatu yhteyttä, joten summat eivät ole ajan tasalla.' }),
  ).toBeVisible()
  expect(await storedAmounts(page)).toEqual({ 'WASH-PREMIUM': 1 })

  await page.unroute(validatePath)
  await expect(page.getByRole('heading', { level: 2, name: 'Ostoskori' })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('region', { name: 'Tilauksesi' })).toContainText('Premium-pesu')
  await expect(page.getByRole('button', { name: 'Jatka' })).toBeEnabled()
})

test('card approve: a confirmation with the order number and the wash codes, the cart and userinfo gone', async ({
  page,
}) => {
  await reachPaymentStep(page)
  await expectNoSeriousA11yViolations(page)
  await payByCard(page, '4242 4242 4242 4242')
  await expectConfirmation(page, 1)
  await expect(page.getByRole('link', { name: /Ostoskori/ })).not.toContainText('1')
})

test('an approved payment whose checkout was lost meanwhile (storage cleared) still completes its order', async ({
  page,
}) => {
  await reachPaymentStep(page)
  await page.getByRole('radio', { name: 'Kortti' }).check()
  await page.getByRole('button', { name: /^Maksa / }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Maksa kortilla' })).toBeVisible()
  // The provider's pages share the shop's origin here, so its storage can be cleared from them.
  await page.evaluate(() => window.localStorage.clear())
  await page.getByLabel('Kortin numero').fill('4242 4242 4242 4242')
  await page.getByLabel('Voimassaolo').fill('08/39')
  await page.getByLabel('Turvakoodi (CVC)').fill('123')
  await page.getByLabel('Kortinhaltijan nimi').fill('Aino Virtanen')
  await page.getByRole('button', { name: /^Maksa / }).click()
  await expectConfirmation(page, 1)
})

test('card decline: the spec §8 failure with the customer-service number, then step 3 again with everything kept', async ({
  page,
}) => {
  await reachPaymentStep(page)
  await payByCard(page, '4000 0000 0000 0002')
  const alert = page.getByRole('alert').filter({ hasText: paymentFailed })
  await expect(alert).toBeVisible()
  await expect(alert.getByRole('link', { name: '020 123 4567' })).toHaveAttribute('href', 'tel:0201234567')
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Valitse maksu uudelleen' }).click()
  await expect(stepHeading(page, 'Valitse maksutapa')).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Kortti' })).toBeChecked()
  await page.getByRole('button', { name: 'Takaisin' }).click()
  await expect(page.getByLabel('Sähköposti', { exact: true })).toHaveValue('aino.virtanen@example.fi')
  await page.getByRole('button', { name: 'Jatka' }).click()
  // A second try is a new order, and this time it is paid.
  await payByCard(page, '4242 4242 4242 4242')
  await expectConfirmation(page, 1)
})

test('card with 3-D Secure: confirming on the bank’s step pays the order', async ({ page }) => {
  await reachPaymentStep(page)
  await payByCard(page, '4000 0000 0000 3220')
  await expect(page.getByRole('heading', { level: 1, name: 'Vahvista maksu' })).toBeVisible()
  await page.getByRole('button', { name: 'Vahvista' }).click()
  await expectConfirmation(page, 1)
})

test('bank approve: the chosen bank’s page, then the confirmation; a five-wash bundle gives five codes', async ({
  page,
}) => {
  await putInCart(page, '5 × Premium-pesu (maksat 4)')
  await openCheckout(page)
  await page.getByRole('button', { name: 'Jatka' }).click()
  await fillDetails(page)
  await page.getByRole('button', { name: 'Jatka' }).click()
  await page.getByRole('radio', { name: 'Verkkopankki' }).check()
  // No bank is chosen for the visitor: paying without one says so.
  await page.getByRole('button', { name: /^Maksa / }).click()
  await expect(page.getByText('Valitse pankkisi.')).toBeVisible()
  await page.getByRole('radio', { name: 'OP', exact: true }).check()
  await page.getByRole('button', { name: /^Maksa / }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Maksa pankissa OP' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Hyväksy maksu' }).click()
  await expectConfirmation(page, 5)
})

test('cancel on the provider’s page: the failure, and the cart and details still there', async ({ page }) => {
  await reachPaymentStep(page)
  await page.getByRole('radio', { name: 'Verkkopankki' }).check()
  await page.getByRole('radio', { name: 'Nordea', exact: true }).check()
  await page.getByRole('button', { name: /^Maksa / }).click()
  await page.getByRole('button', { name: 'Peruuta' }).click()
  await expect(page.getByRole('alert').filter({ hasText: paymentFailed })).toBeVisible()
  await expect.poll(async () => (await storedKeys(page)).every((value) => value !== null)).toBe(true)
  // A reload after the failure stays on the payment step, the return no longer on the address.
  await page.reload()
  await expectHydrated(page)
  await expect(stepHeading(page, 'Valitse maksutapa')).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Nordea', exact: true })).toBeChecked()
})
