import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { handlers } from '#tests/mocks/handlers.ts'

export const mockServer = setupServer(...handlers)

// A request no handler knows is a test bug: fail loudly instead of reaching the network.
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterEach(() => mockServer.resetHandlers())
afterAll(() => mockServer.close())
