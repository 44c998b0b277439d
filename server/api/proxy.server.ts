import { Hono, type Context } from 'hono'
import type { AppEnv } from '#server/app-env.server.ts'
import type { Accounts } from '#server/services/accounts/accounts.server.ts'
import { readSessionToken } from '#server/services/accounts/session-cookie.server.ts'
import type { CustomerDetails, PaymentCardList } from '#schemas/customer.ts'
import { ApiError, respondWithApiError } from './api-error.server.ts'

export interface ProxyOptions {
  accounts: Accounts
}

/**
 * spec §7 calls 2 and 3: the endpoints the browser may reach through `/proxy/{endpoint}`. Each is given
 * the visitor's session token and nothing else of the request: no other cookie, no Authorization, no
 * X-Forwarded-* header ever reaches the accounts service.
 */
const endpoints = {
  customer: async (accounts: Accounts, token: string): Promise<CustomerDetails | null> =>
    accounts.customerForSession(token),
  cards: async (accounts: Accounts, token: string): Promise<PaymentCardList | null> => {
    const cards = await accounts.cardsForSession(token)
    return cards === null ? null : { cards }
  },
} as const

export type ProxyEndpoint = keyof typeof endpoints

export const proxyEndpoints: readonly ProxyEndpoint[] = ['customer', 'cards']

const notSignedIn = () => new ApiError(401, 'Sign in to see your account.')

/**
 * `GET /proxy/{endpoint}`: only the allow-listed endpoints (unknown names are a 404 in the error
 * envelope), only GET (405 with `Allow`), only for a live session (401). Answers are personal:
 * `private, no-store`.
 */
export function proxyRoutes({ accounts }: ProxyOptions) {
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
      const answer = await endpoints[name](accounts, token)
      if (answer === null) throw notSignedIn()
      c.header('Cache-Control', 'private, no-store')
      return c.json(answer)
    })
  }

  return routes
}
