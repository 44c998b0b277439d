import { Hono, type Context } from 'hono'
import type { AppEnv } from '#server/app-env.server.ts'
import type { Accounts } from '#server/services/accounts/accounts.server.ts'
import { readSessionToken } from '#server/services/accounts/session-cookie.server.ts'
import type { CustomerOrderList } from '#schemas/customer-orders.ts'
import type { CustomerDetails, PaymentCardList } from '#schemas/customer.ts'
import type { CustomerOrders } from '#server/services/orders/customer-orders.server.ts'
import { ApiError, respondWithApiError } from './api-error.server.ts'

export interface ProxyOptions {
  accounts: Accounts
  /** The customer's paid orders (issue 16 account page), found by the session customer's e-mail. */
  orders: CustomerOrders
}

/**
 * spec §7 calls 2 and 3, and the account page's orders (issue 16): the endpoints the browser may reach
 * through `/proxy/{endpoint}`. Each is given the visitor's session token and nothing else of the
 * request: no other cookie, no Authorization, no X-Forwarded-* header ever reaches the accounts service.
 */
const endpoints = {
  customer: async ({ accounts }: ProxyOptions, token: string): Promise<CustomerDetails | null> =>
    accounts.customerForSession(token),
  cards: async ({ accounts }: ProxyOptions, token: string): Promise<PaymentCardList | null> => {
    const cards = await accounts.cardsForSession(token)
    return cards === null ? null : { cards }
  },
  // Only the session's own customer's orders: the e-mail comes from the session, never from the request.
  orders: async ({ accounts, orders }: ProxyOptions, token: string): Promise<CustomerOrderList | null> => {
    const customer = await accounts.customerForSession(token)
    return customer === null ? null : { orders: await orders.paidOrdersFor(customer.emailToken) }
  },
} as const

export type ProxyEndpoint = keyof typeof endpoints

export const proxyEndpoints: readonly ProxyEndpoint[] = ['customer', 'cards', 'orders']

const notSignedIn = () => new ApiError(401, 'Sign in to see your account.')

/**
 * `GET /proxy/{endpoint}`: only the allow-listed endpoints (unknown names are a 404 in the error
 * envelope), only GET (405 with `Allow`), only for a live session (401). Answers are personal:
 * `private, no-store`.
 */
export function proxyRoutes(options: ProxyOptions) {
  const routes = new Hono<AppEnv>()

  // Errors are answered here, so the routes keep their envelope also when mounted without the app.
  routes.onError((error, c) => {
    if (error instanceof ApiError) return respondWithApiError(c, error)
    throw error
  })

  // One GET route per allow-listed name: any other name is no route, so the API's 404
  // (server/api/endpoints.server.ts); other methods here get 405 with `Allow`. HEAD is GET, bodiless.
  for (const name of proxyEndpoints) {
    routes.get(`/proxy/${name}`, async (c: Context<AppEnv>) => {
      const token = readSessionToken(c)
      if (token === null) throw notSignedIn()
      const answer = await endpoints[name](options, token)
      if (answer === null) throw notSignedIn()
      c.header('Cache-Control', 'private, no-store')
      return c.json(answer)
    })
  }

  return routes
}
