import { afterAll, beforeAll, expect, test } from 'vitest'
import { z } from 'zod'
import { formSubmitPath } from '#schemas/form-submission.ts'
import { startProductionServer, type RunningServer } from '#tests/setup/production-server.ts'

/**
 * Issue 16 security checks of `POST /api/v1/form/submit` against the built server (its own PGlite and the
 * site's content): the method, the origin, the content type and hostile bodies, each answered in the error
 * envelope (DESIGN §1); a real submission of the customer-service form is taken and logged as stored.
 */

let server: RunningServer

beforeAll(async () => {
  server = await startProductionServer()
})

afterAll(async () => {
  await server.stop()
})

const envelopeSchema = z.strictObject({
  error: z.strictObject({
    code: z.string().regex(/^[A-Z][A-Z_]*$/),
    message: z.string().min(1),
    fields: z.record(z.string(), z.string()).optional(),
  }),
})

function post(body: string, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${formSubmitPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, 'aurora-locale': 'sv-SE', ...headers },
    body,
  })
}

async function expectError(response: Response, status: number) {
  expect(response.status).toBe(status)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return envelopeSchema.parse(await response.json()).error
}

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
}

test('GET is 405 with Allow: POST', async () => {
  const response = await fetch(`${server.url}${formSubmitPath}`)
  await expectError(response, 405)
  expect(response.headers.get('allow')).toContain('POST')
})

test('a POST from another site’s page is 403; text/plain is 415', async () => {
  const foreign = await expectError(
    await post(JSON.stringify(contact), { origin: 'https://evil.example' }),
    403,
  )
  expect(foreign.code).toBe('FORBIDDEN')
  await expectError(await post(JSON.stringify(contact), { 'content-type': 'text/plain' }), 415)
})

test('an empty or hostile payload is 400 or 422, naming the fields', async () => {
  const empty = await expectError(await post(''), 400)
  expect(empty.fields).toEqual({ body: 'must be valid JSON' })
  const nothing = await expectError(await post('{}'), 400)
  expect(Object.keys(nothing.fields ?? {})).toEqual(expect.arrayContaining(['formId', 'values']))
  const hostile = await expectError(
    await post(
      JSON.stringify({
        ...contact,
        values: {
          ...contact.values,
          name: '<script>alert(1)</script>'.repeat(500),
          topic: ['x'],
          role: 'admin',
        },
      }),
    ),
    400,
  )
  expect(hostile.fields).toMatchObject({ topic: expect.any(String) })
  const rules = await expectError(
    await post(
      JSON.stringify({ ...contact, values: { ...contact.values, email: 'astrid@', message: '<b>' } }),
    ),
    422,
  )
  expect(rules.fields).toEqual({ email: 'validation.email', message: 'validation.forbiddenSymbols' })
})

test('the customer-service form of a market is taken and stored', async () => {
  const response = await post(JSON.stringify({ ...contact, startedAt: Date.now() - 30_000 }))
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(await response.json()).toEqual({ received: true })
  await expect
    .poll(() => server.stdout())
    .toMatch(/"formId":"customer-service-contact","locale":"sv-SE","submissionId":"[0-9a-f-]{36}"/)
})
