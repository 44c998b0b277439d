import { Hono } from 'hono'
import { expect, test } from 'vitest'
import type { CustomerDetails, PaymentCard } from '#schemas/customer.ts'
import type { AppEnv } from '#server/app-env.server.ts'
import type { Accounts } from '#server/services/accounts/accounts.server.ts'
import type { CustomerOrders } from '#server/services/orders/customer-orders.server.ts'
import type { CompletedOrderAnswer } from '#schemas/order.ts'
import { mountEndpoints } from './endpoints.server.ts'
import { proxyEndpoints, proxyRoutes } from './proxy.server.ts'

const token = 'q2Yx7m0Jc3V9bA1nR8tL5kP4wE6zH0sD2fG7jU3iO1y'
const customer: CustomerDetails = {
  firstName: 'Aino',
  lastName: 'Virtanen',
  emailToken: 'aino.virtanen@example.com',
  phoneNumber: '+358401234567',
}
const card: PaymentCard = {
  id: 'card-1',
  brand: 'visa',
  maskedNumber: '**** **** **** 4242',
  holderName: 'Aino Virtanen',
  expiryMonth: 9,
  expiryYear: 2029,
}

const paidOrder: CompletedOrderAnswer = {
  orderId: 'AUR-7K2M9Q',
  status: 'paid',
  email: 'aino.virtanen@example.com',
  currency: 'EUR',
  totals: { discount: 0, taxAmount: 390, totalWithTax: 1990, totalWithoutTax: 1600 },
  lines: [{ productCode: 'WASH-PREMIUM', name: 'Premium wash', quantity: 1, total: 1990 }],
  vouchers: [{ productCode: 'WASH-PREMIUM', name: 'Premium wash', kind: 'wash', code: 'W7Q2-K9MX' }],
  paidAt: '2026-11-20T10:00:00.000Z',
}

/** Orders by e-mail, recording which e-mails they were asked for. */
function recordingOrders() {
  const asked: string[] = []
  const orders: CustomerOrders = {
    paidOrdersFor: (email) => {
      asked.push(email)
      return Promise.resolve(email === customer.emailToken ? [paidOrder] : [])
    },
  }
  return { orders, asked }
}

/** Accounts that know one session, and record every argument they are given. */
function recordingAccounts() {
  const calls: { method: string; args: unknown[] }[] = []
  const accounts: Accounts = {
    customerForSession: (...args) => {
      calls.push({ method: 'customerForSession', args })
      return Promise.resolve(args[0] === token ? customer : null)
    },
    cardsForSession: (...args) => {
      calls.push({ method: 'cardsForSession', args })
      return Promise.resolve(args[0] === token ? [card] : null)
    },
  }
  return { accounts, calls }
}

/** The proxy as the app mounts it: with the API's answers for other names and methods. */
function api(
  accounts: Accounts = recordingAccounts().accounts,
  orders: CustomerOrders = recordingOrders().orders,
) {
  const app = new Hono<AppEnv>()
  mountEndpoints(app, [proxyRoutes({ accounts, orders })], {
    isApiPath: (path) => path.startsWith('/proxy/'),
  })
  return app
}

const signedIn = { Cookie: `aurora_session=${token}` }

test('the allow-list is the spec §7 customer and cards endpoints and the account page’s orders', () => {
  expect(proxyEndpoints).toEqual(['customer', 'cards', 'orders'])
})

test('GET /proxy/customer answers the signed-in customer (spec §7 call 2), never cached', async () => {
  const response = await api().request('/proxy/customer', { headers: signedIn })
  expect(response.status).toBe(200)
  expect(response.headers.get('Cache-Control')).toBe('private, no-store')
  expect(await response.json()).toEqual(customer)
})

test('GET /proxy/cards answers the signed-in customer’s cards (spec §7 call 3)', async () => {
  const response = await api().request('/proxy/cards', { headers: signedIn })
  expect(response.status).toBe(200)
  expect(response.headers.get('Cache-Control')).toBe('private, no-store')
  expect(await response.json()).toEqual({ cards: [card] })
})

test('GET /proxy/orders answers the paid orders of the session’s own customer, never cached', async () => {
  const { orders, asked } = recordingOrders()
  const response = await api(recordingAccounts().accounts, orders).request(
    '/proxy/orders?email=someone.else@example.com',
    { headers: signedIn },
  )
  expect(response.status).toBe(200)
  expect(response.headers.get('Cache-Control')).toBe('private, no-store')
  expect(await response.json()).toEqual({ orders: [paidOrder] })
  // The e-mail is the session customer's; the query cannot choose another.
  expect(asked).toEqual([customer.emailToken])
})

test.each([
  'unknown',
  'Customer',
  'CARDS',
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'customer%00',
])(
  'an endpoint outside the allow-list (%s) is a 404 in the error envelope, and reaches no service',
  async (name) => {
    const { accounts, calls } = recordingAccounts()
    const response = await api(accounts).request(`/proxy/${name}`, { headers: signedIn })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such endpoint.' } })
    expect(calls).toEqual([])
  },
)

test.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
  '%s is a 405 with Allow, in the error envelope',
  async (method) => {
    const { accounts, calls } = recordingAccounts()
    const response = await api(accounts).request('/proxy/customer', { method, headers: signedIn })
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe('GET, HEAD')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toMatchObject({ error: { code: 'METHOD_NOT_ALLOWED' } })
    expect(calls).toEqual([])
  },
)

test('OPTIONS says which methods the endpoint takes, and reaches no service', async () => {
  const { accounts, calls } = recordingAccounts()
  const response = await api(accounts).request('/proxy/cards', { method: 'OPTIONS', headers: signedIn })
  expect(response.status).toBe(204)
  expect(response.headers.get('Allow')).toBe('GET, HEAD')
  expect(calls).toEqual([])
})

test('HEAD answers like GET, without a body', async () => {
  const response = await api().request('/proxy/cards', { method: 'HEAD', headers: signedIn })
  expect(response.status).toBe(200)
  expect(await response.text()).toBe('')
})

test.each([
  ['no cookie', {}],
  ['another cookie only', { Cookie: 'locale=fi-FI' }],
  ['a malformed session', { Cookie: 'aurora_session=not-a-token' }],
  ['an empty session', { Cookie: 'aurora_session=' }],
  ['a token in Authorization instead', { Authorization: `Bearer ${token}` }],
])('without a session (%s) the proxy answers 401 in the envelope', async (_, headers) => {
  const { accounts, calls } = recordingAccounts()
  for (const endpoint of proxyEndpoints) {
    const response = await api(accounts).request(`/proxy/${endpoint}`, { headers })
    expect(response.status).toBe(401)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } })
  }
  // A value that cannot be a token is refused before any lookup.
  expect(calls).toEqual([])
})

test('a well-formed token the service does not know is a 401', async () => {
  const response = await api().request('/proxy/customer', {
    headers: { Cookie: `aurora_session=${'B'.repeat(43)}` },
  })
  expect(response.status).toBe(401)
  expect(await response.json()).toEqual({
    error: { code: 'UNAUTHORIZED', message: 'Sign in to see your account.' },
  })
})

test('only the session token is forwarded: no other cookie, header or query', async () => {
  const { accounts, calls } = recordingAccounts()
  const response = await api(accounts).request('/proxy/customer?customerId=someone-else', {
    headers: {
      Cookie: `locale=sv-SE; tracking=abc; aurora_session=${token}; other_session=xyz`,
      Authorization: 'Bearer stolen',
      'X-Forwarded-For': '203.0.113.9',
      'X-Forwarded-Host': 'evil.example',
      'aurora-locale': 'sv-SE',
    },
  })
  expect(response.status).toBe(200)
  expect(calls).toEqual([{ method: 'customerForSession', args: [token] }])
})
