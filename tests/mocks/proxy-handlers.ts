import { http, HttpResponse } from 'msw'
import { errorEnvelope } from '#server/api/api-error.server.ts'
import { demoCustomers } from '#server/services/accounts/demo-customers.server.ts'

const [signedInCustomer] = demoCustomers
if (signedInCustomer === undefined) throw new Error('the demo customers are missing')

const personal = { 'Cache-Control': 'private, no-store' }

/**
 * The same-origin proxy (spec §7 calls 2 and 3) as a browser signed in as the first demo customer sees
 * it, on any origin. For component tests and stories; `signedOutProxyHandlers` answers like a visitor
 * without a session.
 */
export const proxyHandlers = [
  http.get('*/proxy/customer', () => HttpResponse.json(signedInCustomer.details, { headers: personal })),
  http.get('*/proxy/cards', () =>
    HttpResponse.json({ cards: signedInCustomer.cards }, { headers: personal }),
  ),
]

export const signedOutProxyHandlers = [
  http.get('*/proxy/:endpoint', () =>
    HttpResponse.json(errorEnvelope('UNAUTHORIZED', 'Sign in to see your account.'), {
      status: 401,
      headers: { 'Cache-Control': 'no-store' },
    }),
  ),
]
