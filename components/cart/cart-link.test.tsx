// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test } from 'vitest'
import { PageProviders } from '../page-providers.tsx'
import { CartLink } from './cart-link.tsx'
import { announceCartStored, cartStorageKey } from './stored-cart-count.ts'

afterEach(() => {
  cleanup()
  window.localStorage.clear()
})

const storeAmounts = (...amounts: number[]) =>
  window.localStorage.setItem(
    cartStorageKey,
    JSON.stringify({ version: 1, items: amounts.map((amount, index) => ({ code: `P-${index}`, amount })) }),
  )

test('the server renders the link to the locale’s cart page without a count', () => {
  storeAmounts(3)
  const html = renderToString(
    <PageProviders locale="sv-SE">
      <CartLink />
    </PageProviders>,
  )
  expect(html).toContain('href="/sv-SE/varukorg"')
  expect(html).toContain('Varukorg')
  expect(html).not.toContain('cart-link__count')
})

test('in the browser the link counts the stored items, and follows this tab’s saves', () => {
  storeAmounts(2, 3)
  render(
    <PageProviders locale="en-EU">
      <CartLink />
    </PageProviders>,
  )
  const link = screen.getByRole('link', { name: /Cart/ })
  expect(link.getAttribute('href')).toBe('/en-EU/cart')
  expect(link.textContent).toContain('Items in the cart: 5')
  act(() => {
    window.localStorage.removeItem(cartStorageKey)
    announceCartStored()
  })
  expect(link.querySelector('.cart-link__count')).toBeNull()
})
