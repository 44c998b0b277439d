import { createServer, type Server } from 'node:http'
import { Hono } from 'hono'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { digitalOrderRoutes } from '#server/api/digital-order.server.ts'
import type { AppEnv } from '#server/app-env.server.ts'
import { createLogger } from '#server/logger.server.ts'
import { requestContext } from '#server/middleware/request-context.server.ts'
import { loadCatalogue } from '#server/services/commerce/catalogue.server.ts'
import { createEmbeddedCommerce } from '#server/services/commerce/embedded-commerce.server.ts'
import { createEmbeddedPayments } from '#server/services/payments/embedded-payments.server.ts'
import { paymentProviderRoutes } from '#server/services/payments/payment-provider-pages.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/setup/test-database.ts'
import { runOrders } from './orders-bench.ts'

/**
 * The orders bench's visitor (initialize, the provider page's approve button, complete) against the order
 * and provider routes over real HTTP, so a change to either contract fails here and not only in a bench run.
 */

let database: TestDatabase
let server: Server
let origin: string

beforeAll(async () => {
  database = await createTestDatabase('pglite')
  const payments = createEmbeddedPayments({ database, signingSecret: 'orders bench test' })
  const commerce = createEmbeddedCommerce({
    catalogue: await loadCatalogue('content/products'),
    database,
    payments,
  })
  const app = new Hono<AppEnv>()
  app.use(requestContext(createLogger({ level: 'silent', withStacks: false })))
  app.route('/', digitalOrderRoutes({ commerce, database, domains: {} }))
  app.route('/', paymentProviderRoutes({ payments }))
  // Node's HTTP server in front of the app's fetch handler, as the production server has it.
  server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const url = `http://${request.headers.host ?? '127.0.0.1'}${request.url ?? '/'}`
      const headers = new Headers()
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers.set(name, value)
      }
      const body = chunks.length === 0 ? undefined : Buffer.concat(chunks)
      void Promise.resolve(app.fetch(new Request(url, { method: request.method, headers, body }))).then(
        async (answer) => {
          response.writeHead(answer.status, Object.fromEntries(answer.headers))
          response.end(Buffer.from(await answer.arrayBuffer()))
        },
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  origin = `http://127.0.0.1:${String(address.port)}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await database.dispose()
})

test('the bench’s orders are paid, each with its vouchers, at several connections', async () => {
  const timings = await runOrders(origin, { count: 12, connections: 4, signal: AbortSignal.timeout(60_000) })
  expect(timings.failures).toEqual([])
  expect(timings.latenciesMs).toHaveLength(12)
})
