import { createHash } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { z } from 'zod'
import { cartValidateResponseSchema } from '#schemas/cart.ts'
import { formSubmitPath } from '#schemas/form-submission.ts'
import {
  completedOrderSchema,
  idempotencyKeyHeader,
  orderInitializeResponseSchema,
  type OrderInitializeRequestInput,
} from '#schemas/order.ts'
import { paymentReturnParameter } from '#schemas/payment-return-parameter.ts'
import { demoCustomers } from '#server/services/accounts/demo-customers.server.ts'
import { startProductionServer, type RunningServer } from '#tests/setup/production-server.ts'
import {
  createSharedStores,
  killNode,
  sharedStoresSkipReason,
  startNodes,
  type SharedStores,
} from '#tests/setup/shared-nodes.ts'

/**
 * Issue 17 "Several nodes": two built servers (`dist/server/index.mjs`) on one PostgreSQL database and one
 * Redis, as docs/deployment.md runs them behind a load balancer. Everything a visitor starts on one node
 * holds on the other: the session, the login and form limits, the order paid once per `Idempotency-Key`,
 * and a checkout whose node is killed (SIGKILL) half-way.
 */

const skipReason = await sharedStoresSkipReason()
if (skipReason !== null) console.warn(`several nodes on one PostgreSQL and one Redis: skipped: ${skipReason}`)

const [aino, erik] = demoCustomers
if (aino === undefined || erik === undefined) throw new Error('two demo customers expected')

const en = { 'aurora-locale': 'en-EU' }

function sessionFrom(response: Response): string {
  const token = /aurora_session=([\w-]{43});/.exec(response.headers.get('Set-Cookie') ?? '')?.[1]
  if (token === undefined) throw new Error(`no session cookie in ${response.headers.get('Set-Cookie')}`)
  return token
}

function logIn(node: RunningServer, email: string, password: string): Promise<Response> {
  return fetch(`${node.url}/account-hub/v1/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: node.url, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  })
}

function postJson(node: RunningServer, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${node.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...en, ...headers },
    body: JSON.stringify(body),
  })
}

let checkouts = 0

/**
 * The checkout as the browser walks it, on one node: the cart priced, the order initialized at that
 * price, and the payment approved on the embedded provider's bank page (a plain form POST answered 303
 * back to the shop with the signed return).
 */
async function payOn(node: RunningServer, items: OrderInitializeRequestInput['items']) {
  checkouts += 1
  const cart = await postJson(node, '/digital-order/v1/cart/validate', { items })
  expect(cart.status).toBe(200)
  const { totals } = cartValidateResponseSchema.parse(await cart.json())
  const order: OrderInitializeRequestInput = {
    items,
    customer: {
      email: `buyer-${String(checkouts)}@example.com`,
      firstname: 'Aino',
      lastname: 'Virtanen',
      telephonePrefix: 'FIN|358',
      telephoneNumber: '040 123 4567',
      marketing: [],
    },
    sendSms: true,
    payment: { paymentMethodType: 'bank', bank: 'op' },
    expectedTotal: totals.totalWithTax,
  }
  const initialized = await postJson(node, '/digital-order/v1/orders/initialize', order, {
    [idempotencyKeyHeader]: `checkout-multi-node-${String(checkouts)}-${String(Date.now())}`,
  })
  expect(initialized.status).toBe(200)
  const { orderId, redirectUrl } = orderInitializeResponseSchema.parse(await initialized.json())
  const approved = await fetch(new URL(redirectUrl, node.url), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'approve', bank: 'op' }).toString(),
  })
  expect(approved.status).toBe(303)
  const returnUrl = new URL(approved.headers.get('Location') ?? '', node.url)
  const signedReturn = returnUrl.searchParams.get(paymentReturnParameter)
  if (signedReturn === null) throw new Error(`no signed return in ${returnUrl.href}`)
  return { orderId, signedReturn, returnPath: `${returnUrl.pathname}${returnUrl.search}` }
}

/**
 * `orders/complete` as the browser sends it (components/checkout/checkout-orders.ts): its key is made from
 * the order and the signed return alone, so a retry, on whichever node, carries the same one.
 */
function complete(node: RunningServer, orderId: string, signedReturn: string): Promise<Response> {
  return postJson(
    node,
    '/digital-order/v1/orders/complete',
    { orderId, signedReturn },
    {
      [idempotencyKeyHeader]: `complete-${orderId}-${createHash('sha256').update(signedReturn).digest('hex')}`,
    },
  )
}

const countSchema = z.object({ count: z.coerce.number() })

describe.skipIf(skipReason !== null)('two nodes on one PostgreSQL and one Redis', () => {
  let stores: SharedStores
  /** Every node started, to stop at the end; `a` and `b` are the two serving now. */
  const started: RunningServer[] = []
  let a: RunningServer
  let b: RunningServer

  beforeAll(async () => {
    stores = await createSharedStores()
    const nodes = await startNodes(stores, 2)
    started.push(...nodes)
    const [first, second] = nodes
    if (first === undefined || second === undefined) throw new Error('two nodes expected')
    a = first
    b = second
  })

  afterAll(async () => {
    await Promise.all(started.map((node) => node.stop()))
    await stores.dispose()
  })

  async function count(sql: string, params: unknown[]): Promise<number> {
    const result = await stores.database.query(`select count(*) as count from ${sql}`, params)
    return countSchema.parse(result.rows[0]).count
  }

  /** What the database holds of an order: its status and how many goods and messages it issued. */
  async function stored(orderId: string) {
    const order = await stores.database.query('select status from orders where id = $1', [orderId])
    return {
      status: z.object({ status: z.string() }).parse(order.rows[0]).status,
      vouchers: await count('vouchers where order_id = $1', [orderId]),
      messages: await count(`outbox where payload->>'orderId' = $1`, [orderId]),
    }
  }

  test('a session made on A works on B, and a logout on B ends it on A', async () => {
    expect(a.url).not.toBe(b.url)
    const login = await logIn(a, aino.details.emailToken, aino.password)
    expect(login.status).toBe(303)
    const cookie = { Cookie: `aurora_session=${sessionFrom(login)}` }
    const auth = await fetch(`${b.url}/api/v1/auth`, { headers: cookie })
    expect(await auth.json()).toEqual({ status: 'AUTHORIZED' })
    expect(auth.headers.get('aurora-user-status')).toBe('AUTHORIZED')
    const customer = await fetch(`${b.url}/proxy/customer`, { headers: cookie })
    expect(customer.status).toBe(200)
    expect(await customer.json()).toEqual(aino.details)
    const logout = await fetch(`${b.url}/api/v1/logout`, {
      method: 'POST',
      headers: { ...cookie, Origin: b.url, 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(logout.status).toBe(204)
    expect((await fetch(`${a.url}/proxy/customer`, { headers: cookie })).status).toBe(401)
  })

  test('the login limit is one count: five failures on A and five on B, then 429 on both', async () => {
    expect(a.stdout()).toContain('login rate limits shared in Redis')
    const email = erik.details.emailToken
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await logIn(attempt % 2 === 0 ? b : a, email, `guess-${String(attempt)}`)
      expect(response.status).toBe(401)
    }
    // Refused before the password is looked at: the right one too, on either node.
    for (const node of [a, b]) {
      const refused = await logIn(node, email, erik.password)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    }
  })

  test('the form limit is one count too: ten sends over both nodes, then 429 on both', async () => {
    const contact = {
      formId: 'customer-service-contact',
      values: {
        name: 'Astrid Lind',
        email: 'astrid@example.se',
        phone: '070-123 45 67',
        topic: 'charging',
        message: 'Laddaren i Uppsala startar inte.',
        privacy: true,
      },
      startedAt: Date.now() - 60_000,
    }
    const send = (node: RunningServer) =>
      postJson(node, formSubmitPath, contact, { Origin: node.url, 'aurora-locale': 'sv-SE' })
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await send(attempt % 2 === 0 ? b : a)).status).toBe(200)
    }
    for (const node of [a, b]) {
      const refused = await send(node)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    }
    expect(await count('form_submissions', [])).toBe(10)
  })

  test('20 concurrent completions with one key over both nodes: one paid order, 20 equal answers', async () => {
    const { orderId, signedReturn } = await payOn(a, [{ code: 'BUNDLE-BASIC-5', quantity: 2 }])
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => complete(index % 2 === 0 ? a : b, orderId, signedReturn)),
    )
    // A client gets the first answer, whichever node it reaches: the request that did the work answers it,
    // the 19 others wait for it and get it replayed (a 409 IDEMPOTENCY_KEY_IN_PROGRESS only after 15 s).
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 20 }, () => 200))
    const replayed = responses.map((response) => response.headers.get('Idempotent-Replayed'))
    expect(replayed.filter((header) => header === null)).toHaveLength(1)
    expect(replayed.filter((header) => header === 'true')).toHaveLength(19)
    const answers = await Promise.all(
      responses.map(async (response) => completedOrderSchema.parse(await response.json())),
    )
    for (const answer of answers) expect(answer).toEqual(answers[0])
    expect(answers[0]).toMatchObject({ orderId, status: 'paid' })
    // Two five-wash bundles: ten wash codes, issued once; one e-mail and one SMS queued once.
    expect(answers[0]?.vouchers).toHaveLength(10)
    expect(await stored(orderId)).toEqual({ status: 'paid', vouchers: 10, messages: 2 })
  })

  test('A killed (SIGKILL) after the payment was approved: B completes the order, paid once', async () => {
    const { orderId, signedReturn, returnPath } = await payOn(a, [{ code: 'GIFT-CARD-MEDIUM', quantity: 1 }])
    await killNode(a)
    // The visitor comes back from the provider to the checkout page, which the balancer serves from B.
    const page = await fetch(`${b.url}${returnPath}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('Cache-Control')).toBe('private, no-store')
    const completed = await complete(b, orderId, signedReturn)
    expect(completed.status).toBe(200)
    expect(completedOrderSchema.parse(await completed.json())).toMatchObject({ orderId, status: 'paid' })
    // The same return again (a reload) is the same answer, not a second payment.
    const again = await complete(b, orderId, signedReturn)
    expect(again.status).toBe(200)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await stored(orderId)).toEqual({ status: 'paid', vouchers: 1, messages: 2 })

    a = await startProductionServer(stores.env)
    started.push(a)
  })

  test('A killed while it completes: the retry on B with the same key takes the key over, paid once', async () => {
    const { orderId, signedReturn } = await payOn(a, [{ code: 'BUNDLE-BASIC-5', quantity: 1 }])
    // Hold the order's row, so A's completion is caught in the middle: key claimed, payment transaction open.
    const holder = new pg.Client({ connectionString: stores.env.DATABASE_URL })
    await holder.connect()
    try {
      await holder.query('begin')
      await holder.query('select id from orders where id = $1 for update', [orderId])
      // Settled either way at once, so its failure below is awaited, never an unhandled rejection.
      const onA = complete(a, orderId, signedReturn).then(
        (response) => response.status,
        (error: unknown) => error,
      )
      await expect
        .poll(
          async () =>
            count(
              `pg_stat_activity where datname = $1 and wait_event_type = 'Lock' and query ilike 'update "orders"%'`,
              [stores.databaseName],
            ),
          { timeout: 20_000, interval: 50 },
        )
        .toBe(1)
      expect(
        await count(`idempotency_keys where scope = 'orders/complete' and status = 'in_progress'`, []),
      ).toBe(1)
      await killNode(a)
      // The connection to A broke with no answer: the browser's call failed.
      expect(await onA).toBeInstanceOf(TypeError)
      await holder.query('rollback')
    } finally {
      await holder.end()
    }
    // The browser sends a call that got no answer once more, with the same key; the balancer picks B.
    const retried = await complete(b, orderId, signedReturn)
    expect(retried.status).toBe(200)
    expect(retried.headers.get('Idempotent-Replayed')).toBeNull()
    expect(completedOrderSchema.parse(await retried.json())).toMatchObject({ orderId, status: 'paid' })
    expect(await stored(orderId)).toEqual({ status: 'paid', vouchers: 5, messages: 2 })
    expect(
      await count(`idempotency_keys where scope = 'orders/complete' and status = 'in_progress'`, []),
    ).toBe(0)
    // Any later retry, on either node, is the kept answer.
    const replay = await complete(b, orderId, signedReturn)
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true')
  })
})
