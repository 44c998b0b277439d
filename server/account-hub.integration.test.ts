import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { z } from 'zod'
import { demoCustomers } from '#server/services/accounts/demo-customers.server.ts'
import { startProductionServer, type RunningServer } from '#tests/setup/production-server.ts'

/**
 * Issue 16 against the built server (`node dist/server/index.mjs`): the login, the session endpoints and
 * their refusals as a deployed site answers them. Sessions and login limits shared by several nodes on one
 * database and one Redis: server/multi-node.integration.test.ts.
 */

const [aino, erik] = demoCustomers
if (aino === undefined || erik === undefined) throw new Error('two demo customers expected')

const loginPath = '/account-hub/v1/login'
const envelopeSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
})
const authAnswerSchema = z.object({ status: z.enum(['AUTHORIZED', 'UNAUTHORIZED']) })

function sessionFrom(response: Response): string {
  const token = /aurora_session=([\w-]{43});/.exec(response.headers.get('Set-Cookie') ?? '')?.[1]
  if (token === undefined) throw new Error(`no session cookie in ${response.headers.get('Set-Cookie')}`)
  return token
}

function logIn(
  server: RunningServer,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${server.url}${loginPath}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  })
}

describe('the built server', () => {
  let server: RunningServer

  beforeAll(async () => {
    server = await startProductionServer()
  })

  afterAll(async () => {
    await server.stop()
  })

  test('a demo customer logs in; auth, customer and cards answer, all private, no-store', async () => {
    const login = await logIn(server, {
      email: erik.details.emailToken,
      password: erik.password,
      locale: 'sv-SE',
      returnTo: '/sv-SE/mitt-konto',
    })
    expect(login.status).toBe(303)
    expect(login.headers.get('Location')).toBe('/sv-SE/mitt-konto')
    const cookie = { Cookie: `aurora_session=${sessionFrom(login)}` }
    const auth = await fetch(`${server.url}/api/v1/auth`, { headers: cookie })
    expect(authAnswerSchema.parse(await auth.json())).toEqual({ status: 'AUTHORIZED' })
    expect(auth.headers.get('aurora-user-status')).toBe('AUTHORIZED')
    for (const path of ['/api/v1/auth', '/proxy/customer', '/proxy/cards', loginPath]) {
      const response = await fetch(`${server.url}${path}`, { headers: cookie })
      expect(response.status, path).toBe(200)
      expect(response.headers.get('Cache-Control'), path).toBe('private, no-store')
    }
    const customer: unknown = await (await fetch(`${server.url}/proxy/customer`, { headers: cookie })).json()
    expect(customer).toEqual(erik.details)
  })

  test('GET /api/v1/logout is 405 with Allow: POST', async () => {
    const response = await fetch(`${server.url}/api/v1/logout`)
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe('POST')
    expect(envelopeSchema.parse(await response.json()).error.code).toBe('METHOD_NOT_ALLOWED')
  })

  test('a POST from another origin is 403: the logout in the envelope, the login as a page', async () => {
    const logout = await fetch(`${server.url}/api/v1/logout`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
    })
    expect(logout.status).toBe(403)
    expect(envelopeSchema.parse(await logout.json()).error.code).toBe('FORBIDDEN')
    const login = await logIn(
      server,
      { email: aino.details.emailToken, password: aino.password },
      { Origin: 'https://evil.example' },
    )
    expect(login.status).toBe(403)
    expect(login.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(login.headers.get('Set-Cookie')).toBeNull()
  })

  test('text/plain is 415', async () => {
    const logout = await fetch(`${server.url}/api/v1/logout`, {
      method: 'POST',
      headers: { Origin: server.url, 'Content-Type': 'text/plain' },
      body: 'bye',
    })
    expect(logout.status).toBe(415)
    expect(envelopeSchema.parse(await logout.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE')
    const login = await logIn(
      server,
      { email: aino.details.emailToken, password: aino.password },
      { 'Content-Type': 'text/plain' },
    )
    expect(login.status).toBe(415)
  })

  test('an empty login form is 400, a field left out too', async () => {
    expect((await logIn(server, {})).status).toBe(400)
    expect((await logIn(server, { email: aino.details.emailToken })).status).toBe(400)
  })

  test('a forged session cookie is UNAUTHORIZED, and opens no account', async () => {
    const forged = { Cookie: `aurora_session=${randomBytes(32).toString('base64url')}` }
    const auth = await fetch(`${server.url}/api/v1/auth`, { headers: forged })
    expect(authAnswerSchema.parse(await auth.json())).toEqual({ status: 'UNAUTHORIZED' })
    expect(auth.headers.get('aurora-user-status')).toBe('UNAUTHORIZED')
    expect(auth.headers.get('Cache-Control')).toBe('private, no-store')
    const customer = await fetch(`${server.url}/proxy/customer`, { headers: forged })
    expect(customer.status).toBe(401)
    expect(envelopeSchema.parse(await customer.json()).error.code).toBe('UNAUTHORIZED')
  })

  test('logout ends the session; the old cookie opens nothing after it', async () => {
    const token = sessionFrom(
      await logIn(server, { email: aino.details.emailToken, password: aino.password }),
    )
    const cookie = { Cookie: `aurora_session=${token}` }
    const logout = await fetch(`${server.url}/api/v1/logout`, {
      method: 'POST',
      headers: { ...cookie, Origin: server.url, 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(logout.status).toBe(204)
    expect(logout.headers.get('Cache-Control')).toBe('private, no-store')
    expect(logout.headers.get('Set-Cookie')).toMatch(/^aurora_session=;.*Max-Age=0/)
    expect((await fetch(`${server.url}/proxy/customer`, { headers: cookie })).status).toBe(401)
  })

  test('ten wrong passwords, then 429 with Retry-After', async () => {
    const email = 'guessed.account@example.com'
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await logIn(server, { email, password: `guess-${attempt}` })).status).toBe(401)
    }
    const refused = await logIn(server, { email, password: 'guess-11' })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
  })

  test('a forged X-Forwarded-For does not escape the per-address limit', async () => {
    // 30 failures per address (the tests above spent some of this address's already): each attempt on
    // another account and claiming another address, and still the address is refused.
    const statuses: number[] = []
    for (let attempt = 1; attempt <= 31 && !statuses.includes(429); attempt += 1) {
      const response = await logIn(
        server,
        { email: `spray-${attempt}@example.com`, password: 'x' },
        { 'X-Forwarded-For': `198.51.100.${attempt}` },
      )
      statuses.push(response.status)
    }
    expect(statuses.at(-1)).toBe(429)
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true)
  })
})

describe('behind a trusted proxy (TRUSTED_PROXIES=127.0.0.1)', () => {
  let server: RunningServer

  beforeAll(async () => {
    server = await startProductionServer({ TRUSTED_PROXIES: '127.0.0.1, ::1' })
  })

  afterAll(async () => {
    await server.stop()
  })

  test('each client the proxy names is counted apart; the address it appended counts, not what came before', async () => {
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      const response = await logIn(
        server,
        { email: `proxied-${attempt}@example.com`, password: 'x' },
        // The visitor sent a made-up address; the proxy appended the one it saw.
        { 'X-Forwarded-For': `10.9.9.${attempt}, 198.51.100.1` },
      )
      expect(response.status).toBe(401)
    }
    const limited = await logIn(
      server,
      { email: 'proxied-31@example.com', password: 'x' },
      { 'X-Forwarded-For': '198.51.100.1' },
    )
    expect(limited.status).toBe(429)
    const otherClient = await logIn(
      server,
      { email: 'proxied-31@example.com', password: 'x' },
      { 'X-Forwarded-For': '198.51.100.2' },
    )
    expect(otherClient.status).toBe(401)
  })
})
