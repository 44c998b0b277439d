import { Hono } from 'hono'
import { expect, test } from 'vitest'
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie.server.ts'
import { newSessionToken } from './session-token.server.ts'

const expiresAt = new Date('2026-03-15T12:00:00Z')

function app() {
  const hono = new Hono()
  hono.get('/sign-in', (c) => {
    setSessionCookie(c, { token: c.req.query('token') ?? '', expiresAt })
    return c.body(null, 204)
  })
  hono.get('/sign-out', (c) => {
    clearSessionCookie(c)
    return c.body(null, 204)
  })
  hono.get('/whoami', (c) => c.json({ token: readSessionToken(c) }))
  return hono
}

test('the session cookie is aurora_session, HttpOnly, SameSite=Lax, for the whole site, until it expires', async () => {
  const token = newSessionToken()
  const response = await app().request(`http://localhost/sign-in?token=${token}`)
  const cookie = response.headers.get('Set-Cookie') ?? ''
  expect(cookie).toContain(`aurora_session=${token}`)
  expect(cookie).toContain('HttpOnly')
  expect(cookie).toContain('SameSite=Lax')
  expect(cookie).toContain('Path=/')
  expect(cookie).toContain(`Expires=${expiresAt.toUTCString()}`)
  expect(cookie).not.toContain('Secure')
})

test.each([
  ['https://aurora.fi/sign-in', {}],
  ['http://10.0.0.5/sign-in', { 'X-Forwarded-Proto': 'https' }],
])(
  'over https (%s) the session cookie is Secure and __Host- prefixed: only this host, whole site',
  async (url, headers) => {
    const token = newSessionToken()
    const response = await app().request(`${url}?token=${token}`, { headers })
    const cookie = response.headers.get('Set-Cookie') ?? ''
    expect(cookie).toMatch(new RegExp(`^__Host-aurora_session=${token};`))
    for (const part of ['Secure', 'HttpOnly', 'SameSite=Lax', 'Path=/']) expect(cookie).toContain(part)
    expect(cookie).not.toMatch(/Domain=/i)
  },
)

test('clearing the cookie expires it with the same name and attributes', async () => {
  const secure = (await app().request('https://aurora.fi/sign-out')).headers.get('Set-Cookie') ?? ''
  expect(secure).toMatch(/^__Host-aurora_session=;/)
  expect(secure).toContain('Max-Age=0')
  expect(secure).toContain('HttpOnly')
  expect(secure).toContain('Secure')
  expect(secure).toContain('Path=/')
  const plain = (await app().request('http://localhost/sign-out')).headers.get('Set-Cookie') ?? ''
  expect(plain).toMatch(/^aurora_session=;/)
  expect(plain).toContain('Max-Age=0')
})

test('over https only the __Host- cookie is read: a bare-named one may have been planted by a subdomain', async () => {
  const token = newSessionToken()
  const read = async (cookie: string) => {
    const response = await app().request('https://aurora.fi/whoami', { headers: { Cookie: cookie } })
    const body: unknown = await response.json()
    return body
  }
  expect(await read(`__Host-aurora_session=${token}`)).toEqual({ token })
  expect(await read(`aurora_session=${token}`)).toEqual({ token: null })
})

test('a token is read back from the cookie; anything that cannot be a token is no session', async () => {
  const token = newSessionToken()
  const read = async (cookie: string) => {
    const body: unknown = await (await app().request('/whoami', { headers: { Cookie: cookie } })).json()
    return body
  }
  expect(await read(`locale=fi-FI; aurora_session=${token}`)).toEqual({ token })
  expect(await read('aurora_session=abc')).toEqual({ token: null })
  expect(await read(`aurora_session=${token}!`)).toEqual({ token: null })
  expect(await read('')).toEqual({ token: null })
})

test('new tokens are 256 random bits, base64url, never the same twice', () => {
  const tokens = new Set(Array.from({ length: 100 }, () => newSessionToken()))
  expect(tokens.size).toBe(100)
  for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
})
