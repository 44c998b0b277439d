import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { z } from 'zod'
import { locales } from '#schemas/locale.ts'
import { authRoutes } from '#server/api/auth.server.ts'
import { mountEndpoints } from '#server/api/endpoints.server.ts'
import type { AppEnv } from '#server/app-env.server.ts'
import { customerSessions } from '#server/db/schema.server.ts'
import { createClientAddressResolver } from '#server/http/client-address.server.ts'
import { createTestDatabase, postgresAvailability, type TestDatabase } from '#tests/setup/test-database.ts'
import { accountHubLoginPath, accountHubRoutes, safeReturnPath } from './account-hub-pages.server.ts'
import { accountHubText } from './account-hub-text.server.ts'
import { demoCustomers } from './demo-customers.server.ts'
import {
  createEmbeddedAccounts,
  defaultSessionTtlMs,
  type EmbeddedAccounts,
  type EmbeddedAccountsOptions,
} from './embedded-accounts.server.ts'

const postgres = await postgresAvailability()

const engines = [
  { engine: 'pglite' as const, skip: false },
  { engine: 'postgres' as const, skip: !postgres.available },
]

const [aino] = demoCustomers
if (aino === undefined) throw new Error('a demo customer expected')

const site = 'http://localhost'
const sameOrigin = { Origin: site }
const form = 'application/x-www-form-urlencoded'

const authAnswerSchema = z.object({ status: z.enum(['AUTHORIZED', 'UNAUTHORIZED']) })
const envelopeSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) })

/** The token a Set-Cookie header gives the session cookie, or '' when it clears it. */
function sessionFrom(response: Response, name = 'aurora_session'): string | null {
  const cookie = response.headers.get('Set-Cookie') ?? ''
  const match = new RegExp(`(?:^|, )${name}=([^;]*)`).exec(cookie)
  return match?.[1] ?? null
}

describe.each(engines)('the account hub on $engine', ({ engine, skip }) => {
  let database: TestDatabase

  beforeAll(async () => {
    if (skip) return
    database = await createTestDatabase(engine)
    await createEmbeddedAccounts(database).seedDemoCustomers()
  })

  afterAll(async () => {
    if (!skip) await database.dispose()
  })

  /** The hub and the auth endpoints as the app mounts them, over accounts with limits of their own. */
  function hub(options: EmbeddedAccountsOptions = {}): { app: Hono<AppEnv>; accounts: EmbeddedAccounts } {
    const accounts = createEmbeddedAccounts(database, options)
    const app = new Hono<AppEnv>()
    mountEndpoints(
      app,
      [
        authRoutes({ accounts }),
        accountHubRoutes({ accounts, clientAddress: createClientAddressResolver([]), domains: {} }),
      ],
      { isApiPath: (path) => path.startsWith('/api/') },
    )
    return { app, accounts }
  }

  async function logIn(
    app: Hono<AppEnv>,
    fields: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    return app.request(`${site}${accountHubLoginPath}`, {
      method: 'POST',
      headers: { ...sameOrigin, 'Content-Type': form, ...headers },
      body: new URLSearchParams(fields).toString(),
    })
  }

  async function authStatus(app: Hono<AppEnv>, token: string | null) {
    const response = await app.request(`${site}/api/v1/auth`, {
      headers: token === null ? {} : { Cookie: `aurora_session=${token}` },
    })
    return { response, body: authAnswerSchema.parse(await response.json()) }
  }

  test.skipIf(skip).each(locales)(
    'the %s login page: labelled e-mail and password, no script, never cached',
    async (locale) => {
      const { app } = hub()
      const response = await app.request(`${site}${accountHubLoginPath}?locale=${locale}&returnTo=/oma-tili`)
      expect(response.status).toBe(200)
      expect(response.headers.get('Cache-Control')).toBe('private, no-store')
      expect(response.headers.get('X-Robots-Tag')).toBe('noindex')
      const page = await response.text()
      const text = accountHubText[locale]
      expect(page).toContain(`<html lang="${locale}">`)
      expect(page).toContain(`<h1>${text.loginHeading}</h1>`)
      expect(page).toContain(`<label for="login-email">${text.email}</label>`)
      expect(page).toContain(`<label for="login-password">${text.password}</label>`)
      expect(page).toMatch(
        /<input\s+id="login-email"\s+name="email"\s+type="email"\s+autocomplete="username"/,
      )
      expect(page).toMatch(/<input\s+id="login-password"\s+name="password"\s+type="password"/)
      expect(page).toContain(`<input type="hidden" name="locale" value="${locale}" />`)
      expect(page).toContain('<input type="hidden" name="returnTo" value="/oma-tili" />')
      expect(page).not.toMatch(/<script/i)
    },
  )

  test.skipIf(skip)('without a locale the page follows the browser language, then fi-FI', async () => {
    const { app } = hub()
    const swedish = await app.request(`${site}${accountHubLoginPath}?locale=xx`, {
      headers: { 'Accept-Language': 'sv-SE,sv;q=0.9' },
    })
    expect(await swedish.text()).toContain('<html lang="sv-SE">')
    const plain = await app.request(`${site}${accountHubLoginPath}`)
    expect(await plain.text()).toContain('<html lang="fi-FI">')
  })

  test.skipIf(skip)(
    'the right password: a session cookie (HttpOnly, SameSite=Lax, whole site) and 303 to returnTo',
    async () => {
      const { app } = hub()
      const response = await logIn(app, {
        email: aino.details.emailToken,
        password: aino.password,
        locale: 'en-EU',
        returnTo: '/en-EU/account?tab=cards',
      })
      expect(response.status).toBe(303)
      expect(response.headers.get('Location')).toBe('/en-EU/account?tab=cards')
      expect(response.headers.get('Cache-Control')).toBe('private, no-store')
      const cookie = response.headers.get('Set-Cookie') ?? ''
      for (const part of ['HttpOnly', 'SameSite=Lax', 'Path=/', 'Expires=']) expect(cookie).toContain(part)
      expect(cookie).not.toContain('Secure')
      const token = sessionFrom(response)
      expect(token).toMatch(/^[\w-]{43}$/)
      const { response: auth, body } = await authStatus(app, token)
      expect(body).toEqual({ status: 'AUTHORIZED' })
      expect(auth.headers.get('aurora-user-status')).toBe('AUTHORIZED')
      expect(auth.headers.get('Cache-Control')).toBe('private, no-store')
    },
  )

  test.skipIf(skip)('over https the cookie is Secure and named __Host-aurora_session', async () => {
    const { app } = hub()
    const response = await logIn(
      app,
      { email: aino.details.emailToken, password: aino.password, locale: 'fi-FI' },
      { 'X-Forwarded-Proto': 'https', Origin: 'https://localhost' },
    )
    expect(response.status).toBe(303)
    const cookie = response.headers.get('Set-Cookie') ?? ''
    expect(cookie).toMatch(/^__Host-aurora_session=[\w-]{43};/)
    expect(cookie).toContain('Secure')
    const token = sessionFrom(response, '__Host-aurora_session')
    const auth = await app.request(`${site}/api/v1/auth`, {
      headers: { Cookie: `__Host-aurora_session=${token}`, 'X-Forwarded-Proto': 'https' },
    })
    expect(authAnswerSchema.parse(await auth.json())).toEqual({ status: 'AUTHORIZED' })
  })

  test.skipIf(skip)('without a usable returnTo the visitor lands on the locale’s account page', async () => {
    const { app } = hub()
    const cases: [string, string | undefined, string][] = [
      // Links are explicit (DESIGN §1): single-host mode prefixes every locale.
      ['fi-FI', undefined, '/fi-FI/oma-tili'],
      ['en-EU', '//evil.example/account', '/en-EU/account'],
      ['sv-SE', 'https://evil.example/', '/sv-SE/mitt-konto'],
      ['no-NO', '/\\evil.example', '/no-NO/min-konto'],
      ['en-EU', 'javascript:alert(1)', '/en-EU/account'],
    ]
    for (const [locale, returnTo, landing] of cases) {
      const response = await logIn(app, {
        email: aino.details.emailToken,
        password: aino.password,
        locale,
        ...(returnTo === undefined ? {} : { returnTo }),
      })
      expect(response.status).toBe(303)
      expect(response.headers.get('Location')).toBe(landing)
    }
  })

  test.skipIf(skip)(
    'a wrong password: 401, the form again with the e-mail kept and one generic error',
    async () => {
      const { app } = hub()
      const response = await logIn(app, {
        email: aino.details.emailToken,
        password: 'not-the-password',
        locale: 'en-EU',
        returnTo: '/en-EU/account',
      })
      expect(response.status).toBe(401)
      expect(response.headers.get('Set-Cookie')).toBeNull()
      const page = await response.text()
      expect(page).toContain(accountHubText['en-EU'].wrongCredentials)
      expect(page).toContain(`value="${aino.details.emailToken}"`)
      expect(page).not.toContain('not-the-password')
      expect(page).toContain('<input type="hidden" name="returnTo" value="/en-EU/account" />')
      // An unknown e-mail reads exactly the same, apart from the address typed.
      const unknown = await logIn(app, {
        email: 'nobody@example.com',
        password: 'not-the-password',
        locale: 'en-EU',
        returnTo: '/en-EU/account',
      })
      expect(unknown.status).toBe(401)
      expect((await unknown.text()).replace('nobody@example.com', aino.details.emailToken)).toBe(page)
    },
  )

  test.skipIf(skip)(
    'a login rotates the session: the cookie’s earlier session ends in the database',
    async () => {
      const { app } = hub()
      const first = sessionFrom(
        await logIn(app, { email: aino.details.emailToken, password: aino.password, locale: 'fi-FI' }),
      )
      const second = await logIn(
        app,
        { email: aino.details.emailToken, password: aino.password, locale: 'fi-FI' },
        { Cookie: `aurora_session=${first}` },
      )
      const rotated = sessionFrom(second)
      expect(rotated).toMatch(/^[\w-]{43}$/)
      expect(rotated).not.toBe(first)
      expect((await authStatus(app, first)).body.status).toBe('UNAUTHORIZED')
      expect((await authStatus(app, rotated)).body.status).toBe('AUTHORIZED')
    },
  )

  test.skipIf(skip)('logout ends the session in the database and clears the cookie', async () => {
    const { app } = hub()
    const token = sessionFrom(
      await logIn(app, { email: aino.details.emailToken, password: aino.password, locale: 'fi-FI' }),
    )
    const sessions = async () => (await database.db.select().from(customerSessions)).length
    const before = await sessions()
    const response = await app.request(`${site}/api/v1/logout`, {
      method: 'POST',
      headers: { ...sameOrigin, Cookie: `aurora_session=${token}`, 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    const cleared = response.headers.get('Set-Cookie') ?? ''
    expect(cleared).toMatch(/^aurora_session=;/)
    expect(cleared).toContain('Max-Age=0')
    expect(await sessions()).toBe(before - 1)
    expect((await authStatus(app, token)).body.status).toBe('UNAUTHORIZED')
    // Logged out already, or never logged in: still 204 (a body-less POST is the browser's logout).
    const again = await app.request(`${site}/api/v1/logout`, { method: 'POST', headers: sameOrigin })
    expect(again.status).toBe(204)
  })

  test.skipIf(skip)(
    'a session expires: the auth answer turns UNAUTHORIZED and clears the cookie',
    async () => {
      let now = Date.parse('2026-03-01T12:00:00Z')
      const { app } = hub({ now: () => new Date(now) })
      const response = await logIn(app, { email: aino.details.emailToken, password: aino.password })
      const token = sessionFrom(response)
      expect(response.headers.get('Set-Cookie')).toContain(
        `Expires=${new Date(now + defaultSessionTtlMs).toUTCString()}`,
      )
      now += defaultSessionTtlMs - 1000
      expect((await authStatus(app, token)).body.status).toBe('AUTHORIZED')
      now += 1000
      const expired = await authStatus(app, token)
      expect(expired.body.status).toBe('UNAUTHORIZED')
      expect(expired.response.headers.get('Set-Cookie')).toMatch(/^aurora_session=;.*Max-Age=0/)
    },
  )

  test.skipIf(skip)(
    'ten wrong passwords, then 429 with Retry-After, also for the right password',
    async () => {
      const { app } = hub()
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const response = await logIn(app, {
          email: aino.details.emailToken,
          password: `guess-${attempt}`,
          locale: 'no-NO',
        })
        expect(response.status).toBe(401)
      }
      const refused = await logIn(app, {
        email: aino.details.emailToken,
        password: aino.password,
        locale: 'no-NO',
      })
      expect(refused.status).toBe(429)
      const retryAfter = Number(refused.headers.get('Retry-After'))
      expect(retryAfter).toBeGreaterThan(14 * 60)
      expect(retryAfter).toBeLessThanOrEqual(15 * 60)
      expect(refused.headers.get('Set-Cookie')).toBeNull()
      const page = await refused.text()
      expect(page).toContain('<html lang="no-NO">')
      expect(page).toContain(accountHubText['no-NO'].rateLimited(15))
    },
  )

  test.skipIf(skip)('an empty or missing field: 400 with the form, each field named', async () => {
    const { app } = hub()
    const text = accountHubText['sv-SE']
    const both = await logIn(app, { email: ' ', locale: 'sv-SE' })
    expect(both.status).toBe(400)
    const page = await both.text()
    expect(page).toContain(text.missingEmail)
    expect(page).toContain(text.missingPassword)
    expect(page).toMatch(/id="login-email"[^>]*aria-invalid="true"/)
    const password = await logIn(app, { email: aino.details.emailToken, password: '', locale: 'sv-SE' })
    expect(password.status).toBe(400)
    const passwordPage = await password.text()
    expect(passwordPage).toContain(text.missingPassword)
    expect(passwordPage).not.toContain(text.missingEmail)
    expect(passwordPage).toContain(`value="${aino.details.emailToken}"`)
  })

  test.skipIf(skip)('a form sent from another site is 403; one in another format 415', async () => {
    const { app } = hub()
    const fields = { email: aino.details.emailToken, password: aino.password, locale: 'en-EU' }
    for (const origin of ['https://evil.example', 'null', 'http://localhost:8080']) {
      const foreign = await logIn(app, fields, { Origin: origin })
      expect(foreign.status).toBe(403)
      expect(foreign.headers.get('Set-Cookie')).toBeNull()
      expect(await foreign.text()).toMatch(/<h1>[^<]+<\/h1>/)
    }
    const fetchMetadata = await app.request(`${site}${accountHubLoginPath}`, {
      method: 'POST',
      headers: { 'Content-Type': form, 'Sec-Fetch-Site': 'cross-site' },
      body: new URLSearchParams(fields).toString(),
    })
    expect(fetchMetadata.status).toBe(403)
    const plain = await app.request(`${site}${accountHubLoginPath}`, {
      method: 'POST',
      headers: { ...sameOrigin, 'Content-Type': 'text/plain' },
      body: new URLSearchParams(fields).toString(),
    })
    expect(plain.status).toBe(415)
    expect(plain.headers.get('Set-Cookie')).toBeNull()
  })

  test.skipIf(skip)(
    'logout: GET is 405 with Allow: POST, another origin 403, text/plain 415, in the envelope',
    async () => {
      const { app } = hub()
      const token = sessionFrom(await logIn(app, { email: aino.details.emailToken, password: aino.password }))
      const cookie = { Cookie: `aurora_session=${token}` }
      const get = await app.request(`${site}/api/v1/logout`, { headers: cookie })
      expect(get.status).toBe(405)
      expect(get.headers.get('Allow')).toBe('POST')
      expect(envelopeSchema.parse(await get.json()).error.code).toBe('METHOD_NOT_ALLOWED')
      const foreign = await app.request(`${site}/api/v1/logout`, {
        method: 'POST',
        headers: { ...cookie, Origin: 'https://evil.example' },
      })
      expect(foreign.status).toBe(403)
      expect(envelopeSchema.parse(await foreign.json()).error.code).toBe('FORBIDDEN')
      const plain = await app.request(`${site}/api/v1/logout`, {
        method: 'POST',
        headers: { ...cookie, ...sameOrigin, 'Content-Type': 'text/plain' },
        body: 'logout',
      })
      expect(plain.status).toBe(415)
      expect(envelopeSchema.parse(await plain.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE')
      // None of them ended the session.
      expect((await authStatus(app, token)).body.status).toBe('AUTHORIZED')
    },
  )

  test.skipIf(skip)('a forged or malformed session cookie is UNAUTHORIZED', async () => {
    const { app } = hub()
    for (const forged of [
      'A'.repeat(43),
      'q2Yx7m0Jc3V9bA1nR8tL5kP4wE6zH0sD2fG7jU3iO1y',
      'abc',
      "' or 1=1 --",
    ]) {
      const { response, body } = await authStatus(app, forged)
      expect(body).toEqual({ status: 'UNAUTHORIZED' })
      expect(response.headers.get('aurora-user-status')).toBe('UNAUTHORIZED')
      expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    }
    const none = await authStatus(app, null)
    expect(none.body).toEqual({ status: 'UNAUTHORIZED' })
    // Nothing to clear when there was no cookie.
    expect(none.response.headers.get('Set-Cookie')).toBeNull()
  })
})

test.each([
  ['/en-EU/account', '/en-EU/account'],
  ['/oma-tili?x=1#cards', '/oma-tili?x=1#cards'],
  ['/', '/'],
  ['//evil.example', null],
  ['/\\evil.example', null],
  ['/ok/\\evil', null],
  ['https://evil.example/', null],
  ['evil', null],
  ['/a b', null],
  ['/a\tb', null],
  ['', null],
])('returnTo %j is %j', (value, expected) => {
  expect(safeReturnPath(value)).toBe(expected)
})
