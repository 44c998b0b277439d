import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { embeddedTestCommerce, embeddedTestPayments } from '#tests/fixtures/commerce.ts'
import { customerDetailsSchema, paymentCardListSchema } from '#schemas/customer.ts'
import { createApp } from '#server/app.server.ts'
import { parseEnv } from '#server/env.server.ts'
import { createLogger } from '#server/logger.server.ts'
import { demoCustomers } from '#server/services/accounts/demo-customers.server.ts'
import {
  createEmbeddedAccounts,
  type EmbeddedAccounts,
} from '#server/services/accounts/embedded-accounts.server.ts'
import type { Commerce } from '#server/services/commerce/commerce.server.ts'
import type { ContentSource } from '#server/services/content/content-source.server.ts'
import { createTestDatabase, postgresAvailability, type TestDatabase } from '#tests/setup/test-database.ts'

const postgres = await postgresAvailability()

const engines = [
  { engine: 'pglite' as const, skip: false },
  { engine: 'postgres' as const, skip: !postgres.available },
]

/** The proxy never reads content; the app only needs one to be built. */
const noContent: ContentSource = {
  getPage: () => Promise.resolve(null),
  getLayout: () => Promise.reject(new Error('not used')),
  search: ({ query }) => Promise.resolve({ query, results: [] }),
  listPages: () => Promise.resolve([]),
  localesWithPage: () => Promise.resolve([]),
  listStations: () => Promise.resolve([]),
  isReady: () => true,
}

const [aino] = demoCustomers
if (aino === undefined) throw new Error('a demo customer expected')

describe.each(engines)('the proxy over embedded accounts on $engine', ({ engine, skip }) => {
  let database: TestDatabase
  let accounts: EmbeddedAccounts
  let commerce: Commerce
  let now = Date.now()

  beforeAll(async () => {
    if (skip) return
    database = await createTestDatabase(engine)
    accounts = createEmbeddedAccounts(database, { now: () => new Date(now) })
    commerce = await embeddedTestCommerce(database)
    await accounts.seedDemoCustomers()
  })

  afterAll(async () => {
    if (!skip) await database.dispose()
  })

  function app() {
    const env = parseEnv({ NODE_ENV: 'production' })
    if (!env.ok) throw new Error(env.problems.join('\n'))
    return createApp({
      env: env.env,
      services: {
        content: noContent,
        accounts,
        commerce,
        payments: embeddedTestPayments(database),
        database,
        sessionSecret: 'a'.repeat(32),
        reportBlockProblems: () => undefined,
        close: () => Promise.resolve(),
      },
      logger: createLogger({ level: 'silent', withStacks: false }),
    })
  }

  test.skipIf(skip)('a signed-in demo customer reads their details and cards through the proxy', async () => {
    const { token } = await accounts.createSession(aino.id)
    const headers = { Cookie: `aurora_session=${token}` }
    const customer = await app().request('/proxy/customer', { headers })
    expect(customer.status).toBe(200)
    expect(customerDetailsSchema.parse(await customer.json())).toEqual(aino.details)
    const cards = await app().request('/proxy/cards', { headers })
    expect(cards.status).toBe(200)
    const list = paymentCardListSchema.parse(await cards.json())
    expect(list.cards).toEqual(expect.arrayContaining(aino.cards))
    expect(list.cards).toHaveLength(aino.cards.length)
  })

  test.skipIf(skip)('an expired or ended session is a 401 in the error envelope', async () => {
    const expiring = await accounts.createSession(aino.id, { ttlMs: 60_000 })
    const ended = await accounts.createSession(aino.id)
    await accounts.endSession(ended.token)
    now += 61_000
    for (const token of [expiring.token, ended.token]) {
      const response = await app().request('/proxy/customer', {
        headers: { Cookie: `aurora_session=${token}` },
      })
      expect(response.status).toBe(401)
      expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } })
    }
  })

  test.skipIf(skip)('unknown endpoints and deeper paths stay 404 in the envelope', async () => {
    for (const path of ['/proxy/invoices', '/proxy/customer/extra', '/proxy']) {
      const response = await app().request(path)
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
    }
  })
})
