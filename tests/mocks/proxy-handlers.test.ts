import { expect, test } from 'vitest'
import { createHttpClient, HttpError } from '#http/http-client.ts'
import { customerDetailsSchema, paymentCardListSchema } from '#schemas/customer.ts'
import { demoCustomers } from '#server/services/accounts/demo-customers.server.ts'
import { mockServer } from '#tests/setup/msw.ts'
import { signedOutProxyHandlers } from './proxy-handlers.ts'

// The mocked proxy must answer what the real one promises, or every test built on it lies.
const site = createHttpClient({ baseUrl: 'https://site.test', retryDelayMs: 0 })

test('the mocked proxy answers the first demo customer and their cards, in the contract', async () => {
  expect(await site.request('/proxy/customer', customerDetailsSchema)).toEqual(demoCustomers[0]?.details)
  const { cards } = await site.request('/proxy/cards', paymentCardListSchema)
  expect(cards).toEqual(demoCustomers[0]?.cards)
})

test('signed out, the mocked proxy answers 401, which the client reports as Unauthorized (spec §8)', async () => {
  mockServer.use(...signedOutProxyHandlers)
  const failure = await site
    .request('/proxy/customer', customerDetailsSchema)
    .catch((error: unknown) => error)
  expect(failure).toBeInstanceOf(HttpError)
  expect(failure).toMatchObject({
    status: 401,
    statusName: 'UNAUTHORIZED',
    messageKey: 'httpErrors.UNAUTHORIZED',
    data: { error: { code: 'UNAUTHORIZED', message: 'Sign in to see your account.' } },
  })
})
