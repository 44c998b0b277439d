import { createHttpClient } from '#http/http-client.ts'
import { customerOrderListSchema } from '#schemas/customer-orders.ts'
import { customerDetailsSchema, paymentCardListSchema } from '#schemas/customer.ts'
import type { Locale } from '#schemas/locale.ts'
import type { AccountData } from './account-view.tsx'

/**
 * What the account page shows, loaded for the session (spec §7 calls 2 and 3, and the customer's paid
 * orders, issue 16) through the shared HTTP client (ADR 013), each answer parsed with its schema. Any
 * failure rejects with the client's `HttpError` (401: the session ended).
 */
export async function loadAccount(options: {
  locale: Locale
  signal?: AbortSignal
  baseUrl?: string
}): Promise<AccountData> {
  const client = createHttpClient({ baseUrl: options.baseUrl ?? '/', locale: options.locale })
  const request = { signal: options.signal }
  const [customer, cardList, orderList] = await Promise.all([
    client.request('/proxy/customer', customerDetailsSchema, request),
    client.request('/proxy/cards', paymentCardListSchema, request),
    client.request('/proxy/orders', customerOrderListSchema, request),
  ])
  return { customer, cards: cardList.cards, orders: orderList.orders }
}
