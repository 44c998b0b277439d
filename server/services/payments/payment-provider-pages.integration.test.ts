import { getByRole, queryByRole, within } from '@testing-library/dom'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { paymentReturnParameter } from '#schemas/payment-return-parameter.ts'
import { createTestDatabase, postgresAvailability, type TestDatabase } from '#tests/setup/test-database.ts'
import {
  createEmbeddedPayments,
  paymentSigningSecret,
  testCards,
  type EmbeddedPayments,
} from './embedded-payments.server.ts'
import { paymentProviderRoutes } from './payment-provider-pages.server.ts'
import type { PaymentRequest } from './payments.server.ts'

const postgres = await postgresAvailability()

const engines = [
  { engine: 'pglite' as const, skip: false },
  { engine: 'postgres' as const, skip: !postgres.available },
]

/** Served HTML parsed as a browser would; nothing in it runs or loads (jsdom runs no script by default). */
function parse(html: string) {
  const { document } = new JSDOM(html).window
  return { document, body: document.body }
}

const bankRequest: PaymentRequest = {
  orderId: 'AUR-200001',
  amount: 3980,
  currency: 'EUR',
  method: { paymentMethodType: 'bank', bank: 'op' },
  locale: 'fi-FI',
  returnUrl: '/fi-FI/kassa?step=3',
}

const cardRequest: PaymentRequest = {
  orderId: 'AUR-200002',
  amount: 2990,
  currency: 'EUR',
  method: { paymentMethodType: 'card', card: 'new' },
  locale: 'en-EU',
  returnUrl: '/en-EU/checkout',
}

const validCard = { expiry: '12/30', cvc: '123', holder: 'Alex Morgan' }

describe.each(engines)('the payment provider’s pages on $engine', ({ engine, skip }) => {
  let database: TestDatabase
  let payments: EmbeddedPayments
  let app: ReturnType<typeof paymentProviderRoutes>

  beforeAll(async () => {
    if (skip) return
    database = await createTestDatabase(engine)
    payments = createEmbeddedPayments({ database, signingSecret: paymentSigningSecret('pages test secret') })
    app = paymentProviderRoutes({ payments })
  })

  afterAll(async () => {
    if (!skip) await database.dispose()
  })

  async function get(path: string, headers: Record<string, string> = {}) {
    const response = await app.request(path, { headers })
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    return { response, ...parse(await response.text()) }
  }

  async function post(path: string, form: Record<string, string>) {
    const response = await app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    })
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    return response
  }

  /** The signed result a 303 back to the shop carries, verified as `orders/complete` will. */
  async function verifiedReturn(location: string | null) {
    const signed = new URL(location ?? '', 'http://shop.test').searchParams.get(paymentReturnParameter)
    return payments.verifyReturn(signed ?? '')
  }

  test.skipIf(skip)(
    'a bank payment shows its bank, its amount and three choices in the payment’s language',
    async () => {
      const { redirectUrl } = await payments.startPayment(bankRequest)
      const { response, document, body } = await get(redirectUrl)
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
      expect(document.documentElement.getAttribute('lang')).toBe('fi-FI')
      expect(document.title).toBe('Maksa pankissa OP – Testimaksupalvelu')
      const main = within(body).getByRole('main')
      expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe('Maksa pankissa OP')
      expect(main.textContent).toContain('Tämä on testimaksupalvelu')
      expect(main.textContent).toContain('39,80\u00a0€')
      expect(main.textContent).toContain('AUR-200001')
      for (const name of ['Hyväksy maksu', 'Hylkää maksu', 'Peruuta', 'Vaihda pankkia']) {
        expect(getByRole(main, 'button', { name })).toBeTruthy()
      }
      const picker = getByRole(main, 'combobox', { name: 'Pankki' })
      const options = within(picker).getAllByRole('option')
      expect(options.map((option) => option.textContent)).toContain('Säästöpankki')
      expect(options.find((option) => option.hasAttribute('selected'))?.textContent).toBe('OP')
      expect(document.querySelector('script')).toBeNull()
    },
  )

  test.skipIf(skip)('approving returns to the shop with a 303 whose signed result verifies', async () => {
    const { paymentId, redirectUrl } = await payments.startPayment(bankRequest)
    const response = await post(redirectUrl, { action: 'approve', bank: 'op' })
    expect(response.status).toBe(303)
    const location = response.headers.get('Location')
    expect(location).toMatch(/^\/fi-FI\/kassa\?step=3&paymentReturn=[\w-]+\.[\w-]+$/)
    expect(await verifiedReturn(location)).toMatchObject({
      paymentId,
      orderId: 'AUR-200001',
      result: 'approved',
    })
  })

  test.skipIf(skip)('another bank of the market can be picked; one of another market cannot', async () => {
    const { paymentId, redirectUrl } = await payments.startPayment(bankRequest)
    const picked = await get(`${redirectUrl}?bank=nordea-fi`)
    expect(getByRole(picked.body, 'heading', { level: 1 }).textContent).toBe('Maksa pankissa Nordea')
    const foreign = await get(`${redirectUrl}?bank=dnb`)
    expect(getByRole(foreign.body, 'heading', { level: 1 }).textContent).toBe('Maksa pankissa OP')

    const declined = await post(redirectUrl, { action: 'decline', bank: 'nordea-fi' })
    expect(declined.status).toBe(303)
    expect(await verifiedReturn(declined.headers.get('Location'))).toMatchObject({ result: 'declined' })
    expect((await payments.findPayment(paymentId))?.bank).toBe('nordea-fi')
  })

  test.skipIf(skip)('an ended payment says so and links back to the shop with its result', async () => {
    const { redirectUrl } = await payments.startPayment(bankRequest)
    await post(redirectUrl, { action: 'cancel' })
    // A second decision (the back button, another tab) changes nothing and lands on the ended page.
    const again = await post(redirectUrl, { action: 'approve' })
    expect(again.status).toBe(303)
    expect(again.headers.get('Location')).toBe(redirectUrl)
    const { response, body } = await get(redirectUrl)
    expect(response.status).toBe(200)
    expect(getByRole(body, 'heading', { level: 1 }).textContent).toBe('Maksu on jo päättynyt')
    expect(body.textContent).toContain('Maksu peruutettiin.')
    expect(queryByRole(body, 'button', { name: 'Hyväksy maksu' })).toBeNull()
    const back = getByRole(body, 'link', { name: 'Palaa kauppaan' })
    expect(await verifiedReturn(back.getAttribute('href'))).toMatchObject({ result: 'cancelled' })
  })

  test.skipIf(skip)('the card form has labelled fields a browser can fill', async () => {
    const { redirectUrl } = await payments.startPayment(cardRequest)
    const { document, body } = await get(redirectUrl)
    expect(document.documentElement.getAttribute('lang')).toBe('en-EU')
    expect(getByRole(body, 'heading', { level: 1 }).textContent).toBe('Pay by card')
    const fields = [
      ['Card number', 'cc-number'],
      ['Expiry date', 'cc-exp'],
      ['Security code (CVC)', 'cc-csc'],
      ['Name on the card', 'cc-name'],
    ] as const
    for (const [name, autocomplete] of fields) {
      expect(getByRole(body, 'textbox', { name }).getAttribute('autocomplete')).toBe(autocomplete)
    }
    expect(getByRole(body, 'textbox', { name: 'Expiry date' }).getAttribute('aria-describedby')).toBe(
      'card-expiry-hint',
    )
    expect(getByRole(body, 'button', { name: 'Pay €29.90' })).toBeTruthy()
    expect(getByRole(body, 'button', { name: 'Cancel' })).toBeTruthy()
  })

  test.skipIf(skip)(
    'a card form with mistakes comes back with 422, its values except the CVC, and each error tied to its field',
    async () => {
      const { paymentId, redirectUrl } = await payments.startPayment(cardRequest)
      const holder = '<script>alert("x")</script> Morgan'
      const response = await post(redirectUrl, {
        action: 'pay',
        cardNumber: '4242 4242 4242 4241',
        expiry: '01/20',
        cvc: '12',
        holder,
      })
      expect(response.status).toBe(422)
      const { document, body } = parse(await response.text())
      expect(document.querySelector('script')).toBeNull()
      const number = getByRole(body, 'textbox', { name: 'Card number' })
      expect(number.getAttribute('value')).toBe('4242 4242 4242 4241')
      expect(number.getAttribute('aria-invalid')).toBe('true')
      expect(number.hasAttribute('autofocus')).toBe(true)
      expect(document.getElementById(number.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'This card number is not valid.',
      )
      const expiry = getByRole(body, 'textbox', { name: 'Expiry date' })
      expect(expiry.getAttribute('value')).toBe('01/20')
      expect(expiry.getAttribute('aria-describedby')).toBe('card-expiry-hint card-expiry-error')
      expect(document.getElementById('card-expiry-error')?.textContent).toBe('This card has expired.')
      const cvc = getByRole(body, 'textbox', { name: 'Security code (CVC)' })
      expect(cvc.getAttribute('value')).toBe('')
      expect(document.getElementById('card-cvc-error')?.textContent).toBe(
        'The security code has 3 or 4 digits.',
      )
      const name = getByRole(body, 'textbox', { name: 'Name on the card' })
      expect(name.getAttribute('value')).toBe(holder)
      expect(name.hasAttribute('aria-invalid')).toBe(false)
      const summary = getByRole(body, 'alert')
      expect(
        within(summary)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(['#card-number', '#card-expiry', '#card-cvc'])
      expect((await payments.findPayment(paymentId))?.status).toBe('pending')
    },
  )

  test.skipIf(skip)('the 3-D Secure card asks for confirmation on a page of its own', async () => {
    const { redirectUrl } = await payments.startPayment(cardRequest)
    const paid = await post(redirectUrl, {
      action: 'pay',
      cardNumber: testCards.asksForConfirmation,
      ...validCard,
    })
    expect(paid.status).toBe(303)
    expect(paid.headers.get('Location')).toBe(redirectUrl)
    const { body } = await get(redirectUrl)
    expect(getByRole(body, 'heading', { level: 1 }).textContent).toBe('Confirm the payment')
    expect(body.textContent).toContain('the card ending in 3220')
    expect(getByRole(body, 'button', { name: 'Reject' })).toBeTruthy()
    const confirmed = await post(redirectUrl, { action: 'confirm' })
    expect(confirmed.status).toBe(303)
    expect(confirmed.headers.get('Location')).toMatch(/^\/en-EU\/checkout\?paymentReturn=/)
    expect(await verifiedReturn(confirmed.headers.get('Location'))).toMatchObject({ result: 'approved' })
  })

  test.skipIf(skip).each([
    { card: testCards.approves, result: 'approved' },
    { card: testCards.declines, result: 'declined' },
  ])('paying with $card returns $result to the shop', async ({ card, result }) => {
    const { redirectUrl } = await payments.startPayment(cardRequest)
    const response = await post(redirectUrl, { action: 'pay', cardNumber: card, ...validCard })
    expect(response.status).toBe(303)
    expect(await verifiedReturn(response.headers.get('Location'))).toMatchObject({ result })
  })

  test.skipIf(skip).each([
    {
      locale: 'sv-SE' as const,
      currency: 'SEK' as const,
      heading: 'Betala med kort',
      amount: '656,00\u00a0kr',
    },
    {
      locale: 'no-NO' as const,
      currency: 'NOK' as const,
      heading: 'Betal med kort',
      amount: '656,00\u00a0kr',
    },
  ])(
    'a $locale payment’s page is in its language and currency',
    async ({ locale, currency, heading, amount }) => {
      const { redirectUrl } = await payments.startPayment({
        ...cardRequest,
        locale,
        currency,
        amount: 65_600,
      })
      const { document, body } = await get(redirectUrl)
      expect(document.documentElement.getAttribute('lang')).toBe(locale)
      expect(getByRole(body, 'heading', { level: 1 }).textContent).toBe(heading)
      expect(body.textContent).toContain(amount)
    },
  )

  test.skipIf(skip)('an unknown payment is a 404 page in the visitor’s language', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'not%20an%20id', 'short']) {
      const { response, document, body } = await get(`/payment-provider/v1/pay/${id}`, {
        'Accept-Language': 'sv-SE,sv;q=0.9,en;q=0.5',
      })
      expect(response.status).toBe(404)
      expect(document.documentElement.getAttribute('lang')).toBe('sv-SE')
      expect(getByRole(body, 'heading', { level: 1 }).textContent).toBe('Betalningen hittades inte')
    }
    const posted = await post('/payment-provider/v1/pay/AAAAAAAAAAAAAAAAAAAAAA', { action: 'approve' })
    expect(posted.status).toBe(404)
  })

  test.skipIf(skip)('a form that is not one of the provider’s is refused and changes nothing', async () => {
    const { paymentId, redirectUrl } = await payments.startPayment(bankRequest)
    expect((await post(redirectUrl, { action: 'refund' })).status).toBe(400)
    expect((await post(redirectUrl, {})).status).toBe(400)
    const json = await app.request(redirectUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'approve' }),
    })
    expect(json.status).toBe(400)
    // A browser says how long its form is; one far longer than any of the provider's forms is not read.
    const longForm = new URLSearchParams({ action: 'approve', bank: 'x'.repeat(20_000) }).toString()
    const huge = await app.request(redirectUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Content-Length': String(Buffer.byteLength(longForm)),
      },
      body: longForm,
    })
    expect(huge.status).toBe(413)
    expect((await payments.findPayment(paymentId))?.status).toBe('pending')
  })
})
