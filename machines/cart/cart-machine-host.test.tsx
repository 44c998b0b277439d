// @vitest-environment happy-dom
// @vitest-environment-options { "url": "https://site.test/en-EU/cart" }
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { cartStorageKey, readStoredCart, serializeCart } from '#schemas/stored-cart.ts'
import { mockServer } from '#tests/setup/msw.ts'
import { answerFor, basicWash, premiumWash } from './cart-machine.fixtures.ts'
import { cartItemFromProduct } from './cart-lines.ts'
import { useCartMachine, useCartView, type CartMachineOptions } from './cart-machine-host.tsx'
import { cartValidatePath } from './cart-validation.ts'

beforeEach(() => window.localStorage.clear())
afterEach(cleanup)

function CartProbe(options: CartMachineOptions) {
  const actorRef = useCartMachine(options)
  const view = useCartView(actorRef)
  return (
    <div>
      <p>items: {view.cartAmounts}</p>
      <p>codes: {view.items.map((item) => item.code).join(',')}</p>
      <p>total: {view.totals.totalWithTax}</p>
      <p>validated: {String(view.validated)}</p>
      <button type="button" onClick={() => actorRef.send({ type: 'ADD', product: premiumWash })}>
        Add
      </button>
    </div>
  )
}

function renderProbe() {
  const callbacks = {
    onNotice: vi.fn(),
    onFirstInCart: vi.fn(),
    onAnalytics: vi.fn(),
    onStored: vi.fn(),
  }
  render(<CartProbe locale="en-EU" {...callbacks} />)
  return callbacks
}

test('the host starts from localStorage `cart` and revalidates it with the market’s locale', async () => {
  const sent: { locale: string | null; body: unknown }[] = []
  mockServer.use(
    http.post(`https://site.test${cartValidatePath}`, async ({ request }) => {
      const body = await request.json()
      sent.push({ locale: request.headers.get('aurora-locale'), body })
      return HttpResponse.json(answerFor({ items: [{ quantity: 2, code: 'WASH-BASIC' }] }))
    }),
  )
  const stored = serializeCart({
    items: [{ ...cartItemFromProduct(basicWash), amount: 2 }],
    discountCode: null,
  })
  window.localStorage.setItem(cartStorageKey, stored ?? '')
  renderProbe()
  expect(screen.getByText('items: 2')).toBeDefined()
  await waitFor(() => expect(screen.getByText('validated: true')).toBeDefined())
  expect(sent).toEqual([
    { locale: 'en-EU', body: { items: [{ quantity: 2, code: 'WASH-BASIC', showUpsell: true }] } },
  ])
})

test('adding wires the machine’s requests to the host: the modal, the data layer, the save', async () => {
  mockServer.use(
    http.post(`https://site.test${cartValidatePath}`, () =>
      HttpResponse.json(answerFor({ items: [{ quantity: 1, code: 'WASH-PREMIUM' }] })),
    ),
  )
  const callbacks = renderProbe()
  fireEvent.click(screen.getByRole('button', { name: 'Add' }))
  expect(screen.getByText('items: 1')).toBeDefined()
  expect(callbacks.onFirstInCart).toHaveBeenCalledWith('WASH-PREMIUM')
  expect(callbacks.onAnalytics).toHaveBeenCalledWith(expect.objectContaining({ event: 'add_to_cart' }))
  expect(callbacks.onStored).toHaveBeenCalled()
  expect(readStoredCart(window.localStorage.getItem(cartStorageKey))?.items[0]?.amount).toBe(1)
  fireEvent.click(screen.getByRole('button', { name: 'Add' }))
  expect(callbacks.onNotice).toHaveBeenCalledWith({
    kind: 'success',
    messageKey: 'addToCartNotification.added',
    values: { name: 'Premium wash' },
  })
  await waitFor(() => expect(screen.getByText('validated: true')).toBeDefined())
})

test('a failed validation reaches the host as the cartValidationFailed error notice', async () => {
  mockServer.use(
    http.post(`https://site.test${cartValidatePath}`, () =>
      HttpResponse.json({ error: { code: 'UNKNOWN_PRODUCT', message: 'No such product' } }, { status: 422 }),
    ),
  )
  const callbacks = renderProbe()
  fireEvent.click(screen.getByRole('button', { name: 'Add' }))
  await waitFor(() =>
    expect(callbacks.onNotice).toHaveBeenCalledWith({
      kind: 'error',
      messageKey: 'addToCartNotification.cartValidationFailed',
    }),
  )
  expect(screen.getByText('items: 0')).toBeDefined()
  expect(window.localStorage.getItem(cartStorageKey)).toBeNull()
})

test('another tab’s change arrives through the storage event; clearing all storage empties the cart', () => {
  renderProbe()
  const stored = serializeCart({ items: [cartItemFromProduct(basicWash)], discountCode: null })
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: cartStorageKey, newValue: stored }))
  })
  expect(screen.getByText('codes: WASH-BASIC')).toBeDefined()
  expect(screen.getByText('total: 990')).toBeDefined()
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'userinfo', newValue: '{}' }))
  })
  expect(screen.getByText('codes: WASH-BASIC')).toBeDefined()
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null }))
  })
  expect(screen.getByText('items: 0')).toBeDefined()
})

test('a validation that got no answer keeps the cart and goes again when the browser is back online', async () => {
  let reachable = false
  let asked = 0
  mockServer.use(
    http.post(`https://site.test${cartValidatePath}`, () => {
      asked += 1
      return reachable
        ? HttpResponse.json(answerFor({ items: [{ quantity: 1, code: 'WASH-PREMIUM' }] }))
        : HttpResponse.error()
    }),
  )
  const callbacks = renderProbe()
  fireEvent.click(screen.getByRole('button', { name: 'Add' }))
  await waitFor(() =>
    expect(callbacks.onNotice).toHaveBeenCalledWith({
      kind: 'info',
      messageKey: 'addToCartNotification.cartValidationUnanswered',
    }),
  )
  expect(asked).toBe(1)
  expect(screen.getByText('items: 1')).toBeDefined()
  expect(screen.getByText('validated: false')).toBeDefined()
  expect(readStoredCart(window.localStorage.getItem(cartStorageKey))?.items[0]?.code).toBe('WASH-PREMIUM')

  // Well before the first wait (1 s) ends, the `online` event sends the validation at once.
  reachable = true
  act(() => {
    window.dispatchEvent(new Event('online'))
  })
  await waitFor(() => expect(screen.getByText('validated: true')).toBeDefined(), { timeout: 500 })
  expect(asked).toBe(2)
})
