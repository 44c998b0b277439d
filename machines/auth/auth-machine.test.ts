import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { userStatusHeaderName } from '#config/brand.ts'
import { HttpError } from '#http/http-client.ts'
import { mockServer } from '#tests/setup/msw.ts'
import {
  authPath,
  customerPath,
  logoutPath,
  requestCustomer,
  requestLogout,
  requestUserStatus,
} from './auth-calls.ts'
import { ainoDetails, answer, failure, FakeAuthApi, settle, startAuth } from './auth-machine.fixtures.ts'
import { noUser, userFromCustomer } from './auth-machine.ts'

const ainoUser = {
  firstname: 'Aino',
  lastname: 'Virtanen',
  email: 'aino.virtanen@example.com',
  phone: '+358401234567',
  telephonePrefix: 'FIN|358',
  telephoneNumber: '401234567',
}

async function loggedInAuth(api = new FakeAuthApi()) {
  api.status = answer('AUTHORIZED')
  const auth = startAuth(api, { locale: 'sv-SE' })
  await settle()
  expect(auth.state()).toBe('loggedIn')
  return auth
}

test('AUTHORIZED: the customer is fetched and stored, and the state is logged in', async () => {
  const api = new FakeAuthApi()
  api.status = answer('AUTHORIZED')
  const auth = startAuth(api, { locale: 'no-NO' })
  expect(auth.state()).toBe('checking')
  await settle()
  expect(auth.state()).toBe('loggedIn')
  expect(auth.context()).toEqual({ ...ainoUser, loggedIn: true, locale: 'no-NO' })
  // spec §7: each call carries the page's locale header.
  expect(api.calls).toEqual([
    { call: 'userStatus', locale: 'no-NO' },
    { call: 'customer', locale: 'no-NO' },
  ])
})

test('UNAUTHORIZED changes nothing: logged out, the customer never asked for', async () => {
  const api = new FakeAuthApi()
  const auth = startAuth(api)
  await settle()
  expect(auth.state()).toBe('loggedOut')
  expect(auth.context()).toEqual({ ...noUser, loggedIn: false, locale: 'fi-FI' })
  expect(api.count('customer')).toBe(0)
})

test('a failed authorization check (no answer) changes nothing: logged out', async () => {
  const api = new FakeAuthApi()
  api.status = failure(new HttpError('network', undefined, 'GET', authPath, 'GET /api/v1/auth failed'))
  const auth = startAuth(api)
  await settle()
  expect(auth.state()).toBe('loggedOut')
  expect(auth.context().loggedIn).toBe(false)
  expect(api.count('customer')).toBe(0)
  expect(auth.emitted).toEqual([])
})

test('AUTHORIZED but the customer call fails: nothing changes, logged out', async () => {
  const api = new FakeAuthApi()
  api.status = answer('AUTHORIZED')
  api.customer = failure(
    new HttpError('status', 503, 'GET', customerPath, 'GET /proxy/customer answered 503'),
  )
  const auth = startAuth(api)
  await settle()
  expect(auth.state()).toBe('loggedOut')
  expect(auth.context()).toMatchObject({ ...noUser, loggedIn: false })
})

test('logout success clears the user fields and returns to logged out', async () => {
  const api = new FakeAuthApi()
  const auth = await loggedInAuth(api)
  auth.actor.send({ type: 'LOGOUT' })
  expect(auth.state()).toBe('loggingOut')
  await settle()
  expect(auth.state()).toBe('loggedOut')
  expect(auth.context()).toEqual({ ...noUser, loggedIn: false, locale: 'sv-SE' })
  expect(api.calls.at(-1)).toEqual({ call: 'logout', locale: 'sv-SE' })
  expect(auth.emitted).toEqual([])
})

test('logout failure stays logged in with the user kept and says something went wrong (spec §8)', async () => {
  const api = new FakeAuthApi()
  const auth = await loggedInAuth(api)
  api.logout = failure(new HttpError('status', 500, 'POST', logoutPath, 'POST /api/v1/logout answered 500'))
  auth.actor.send({ type: 'LOGOUT' })
  await settle()
  expect(auth.state()).toBe('loggedIn')
  expect(auth.context()).toMatchObject({ ...ainoUser, loggedIn: true })
  expect(auth.emitted).toEqual([
    { type: 'notice', kind: 'error', messageKey: 'messages.something-went-wrong' },
  ])
})

test('LOAD_CUSTOMER loads the customer on demand after a logged-out start', async () => {
  const api = new FakeAuthApi()
  const auth = startAuth(api)
  await settle()
  expect(auth.state()).toBe('loggedOut')
  auth.actor.send({ type: 'LOAD_CUSTOMER' })
  await settle()
  expect(auth.state()).toBe('loggedIn')
  expect(auth.context()).toMatchObject(ainoUser)
})

test('LOAD_CUSTOMER while logged out and without a session stays logged out', async () => {
  const api = new FakeAuthApi()
  const auth = startAuth(api)
  await settle()
  api.customer = failure(
    new HttpError('status', 401, 'GET', customerPath, 'GET /proxy/customer answered 401'),
  )
  auth.actor.send({ type: 'LOAD_CUSTOMER' })
  await settle()
  expect(auth.state()).toBe('loggedOut')
})

test('a reload of the customer that fails for a while keeps the customer shown', async () => {
  const api = new FakeAuthApi()
  const auth = await loggedInAuth(api)
  api.customer = failure(new HttpError('network', undefined, 'GET', customerPath, 'no answer'))
  auth.actor.send({ type: 'LOAD_CUSTOMER' })
  await settle()
  expect(auth.state()).toBe('loggedIn')
  expect(auth.context()).toMatchObject({ ...ainoUser, loggedIn: true })
})

test('a reload of the customer that finds the session ended logs out and clears the user', async () => {
  const api = new FakeAuthApi()
  const auth = await loggedInAuth(api)
  api.customer = failure(
    new HttpError('status', 401, 'GET', customerPath, 'GET /proxy/customer answered 401'),
  )
  auth.actor.send({ type: 'LOAD_CUSTOMER' })
  await settle()
  expect(auth.state()).toBe('loggedOut')
  expect(auth.context()).toMatchObject({ ...noUser, loggedIn: false })
})

test.each([
  ['+358401234567', 'FIN|358', '401234567'],
  ['+4791234567', 'NO|47', '91234567'],
  ['+46701234567', 'SE|46', '701234567'],
  ['+4915112345678', null, ''],
  [null, null, ''],
] as const)('spec §3: phone %s is split into prefix %s and number %s', (phoneNumber, prefix, number) => {
  expect(userFromCustomer({ ...ainoDetails, phoneNumber })).toMatchObject({
    phone: phoneNumber ?? '',
    telephonePrefix: prefix,
    telephoneNumber: number,
  })
})

// The calls themselves, against the contract's answers.

const site = 'https://site.test'

test('the user status is the header’s, and the call carries the locale header', async () => {
  let locale: string | null = null
  mockServer.use(
    http.get(`${site}${authPath}`, ({ request }) => {
      locale = request.headers.get('aurora-locale')
      return HttpResponse.json(
        { status: 'AUTHORIZED' },
        { headers: { [userStatusHeaderName]: 'AUTHORIZED', 'Cache-Control': 'private, no-store' } },
      )
    }),
  )
  await expect(requestUserStatus({ locale: 'en-EU', baseUrl: site })).resolves.toBe('AUTHORIZED')
  expect(locale).toBe('en-EU')
})

test('an answer without the AUTHORIZED header is UNAUTHORIZED', async () => {
  mockServer.use(
    http.get(`${site}${authPath}`, () =>
      HttpResponse.json({ status: 'UNAUTHORIZED' }, { headers: { [userStatusHeaderName]: 'UNAUTHORIZED' } }),
    ),
  )
  await expect(requestUserStatus({ locale: 'fi-FI', baseUrl: site })).resolves.toBe('UNAUTHORIZED')
})

test('an auth answer off the contract rejects, so the machine stays logged out', async () => {
  mockServer.use(
    http.get(`${site}${authPath}`, () =>
      HttpResponse.json({ signedIn: 'yes' }, { headers: { [userStatusHeaderName]: 'AUTHORIZED' } }),
    ),
  )
  await expect(requestUserStatus({ locale: 'fi-FI', baseUrl: site })).rejects.toMatchObject({
    failure: 'invalid-response',
  })
})

test('a customer answer off the schema rejects', async () => {
  mockServer.use(
    http.get(`${site}${customerPath}`, () => HttpResponse.json({ ...ainoDetails, emailToken: 'not mail' })),
  )
  await expect(requestCustomer({ locale: 'fi-FI', baseUrl: site })).rejects.toMatchObject({
    failure: 'invalid-response',
  })
})

test('logout is a POST, sent once even when it fails', async () => {
  const methods: string[] = []
  mockServer.use(
    http.all(`${site}${logoutPath}`, ({ request }) => {
      methods.push(request.method)
      return new HttpResponse(null, { status: 503 })
    }),
  )
  await expect(requestLogout({ locale: 'fi-FI', baseUrl: site })).rejects.toMatchObject({ status: 503 })
  expect(methods).toEqual(['POST'])
  mockServer.use(http.post(`${site}${logoutPath}`, () => new HttpResponse(null, { status: 204 })))
  await expect(requestLogout({ locale: 'fi-FI', baseUrl: site })).resolves.toBeUndefined()
})
