import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { z } from 'zod'
import { formSubmitPath } from '#schemas/form-submission.ts'
import type { AppEnv } from '#server/app-env.server.ts'
import { formSubmissions } from '#server/db/schema.server.ts'
import { createClientAddressResolver } from '#server/http/client-address.server.ts'
import { createRateLimiters, type RateLimiters } from '#server/http/rate-limiters.server.ts'
import { createLogger } from '#server/logger.server.ts'
import { requestContext } from '#server/middleware/request-context.server.ts'
import {
  loadEmbeddedContent,
  type EmbeddedContentSource,
} from '#server/services/content/embedded-content-source.server.ts'
import { createFormDirectory } from '#server/services/forms/form-directory.server.ts'
import { createDatabaseFormSubmissions } from '#server/services/forms/form-submissions.server.ts'
import { deleteRedisKeys, redisAvailability, testRedisKeyPrefix, testRedisUrl } from '#tests/setup/redis.ts'
import { createTestDatabase, postgresAvailability, type TestDatabase } from '#tests/setup/test-database.ts'
import { formSubmitRoutes, type SubmitLimit } from './form-submit.server.ts'

/**
 * Issue 16: `POST /api/v1/form/submit` over the site's own content (the en-EU form rules demo and the
 * customer-service forms) and a real database, on PGlite and PostgreSQL.
 */

const postgres = await postgresAvailability()
const redis = await redisAvailability()

const engines = [
  { engine: 'pglite' as const, skip: false },
  { engine: 'postgres' as const, skip: !postgres.available },
]

const origin = 'http://forecourt.test'

const envelopeSchema = z.strictObject({
  error: z.strictObject({
    code: z.string().regex(/^[A-Z][A-Z_]*$/),
    message: z.string().min(1),
    fields: z.record(z.string(), z.string()).optional(),
  }),
})

/** The demo form filled in as a person would, a minute after it was shown. */
const demoValues = {
  nickname: 'Aino',
  email: 'aino@example.fi',
  emailConfirmation: 'aino@example.fi',
  phone: '040 123 4567',
  internationalPhone: '+358 40 123 4567',
  litres: '42,5',
  washes: '10',
  controlWord: 'AURORA',
  station: 'tampere',
  contactBy: 'phone',
  services: ['wash', 'restaurant'],
  message: 'Hello from QA.',
  privacy: true,
}

let content: EmbeddedContentSource

beforeAll(async () => {
  content = await loadEmbeddedContent('content')
})

afterAll(() => content.close())

describe.each(engines)('form submissions on $engine', ({ engine, skip }) => {
  let database: TestDatabase
  let now = Date.parse('2026-11-26T12:00:00Z')

  beforeAll(async () => {
    if (skip) return
    database = await createTestDatabase(engine)
  })

  afterAll(async () => {
    if (!skip) await database.dispose()
  })

  function app(limit?: SubmitLimit, rateLimiters?: RateLimiters) {
    const logger = createLogger({ level: 'silent', withStacks: false })
    const app = new Hono<AppEnv>()
    app.use(requestContext(logger))
    app.route(
      '/',
      formSubmitRoutes({
        forms: createFormDirectory({ content, logger }),
        submissions: createDatabaseFormSubmissions(database),
        clientAddresses: createClientAddressResolver([]),
        now: () => now,
        ...(limit === undefined ? {} : { limit }),
        ...(rateLimiters === undefined ? {} : { rateLimiters }),
      }),
    )
    return app
  }

  function post(
    target: Hono<AppEnv>,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    return Promise.resolve(
      target.request(`${origin}${formSubmitPath}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin,
          'aurora-locale': 'en-EU',
          ...headers,
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    )
  }

  async function expectError(response: Response, status: number) {
    expect(response.status).toBe(status)
    expect(response.headers.get('cache-control')).toBe('no-store')
    return envelopeSchema.parse(await response.json()).error
  }

  const rowsOf = (formId: string) =>
    database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.formId, formId))
      .orderBy(desc(formSubmissions.createdAt))

  test.skipIf(skip)(
    'a valid submission of every field type is stored with its form id and locale',
    async () => {
      const response = await post(app(), {
        formId: 'form-rules-demo',
        values: demoValues,
        startedAt: now - 60_000,
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.json()).toEqual({ received: true })
      const [row] = await rowsOf('form-rules-demo')
      expect(row).toMatchObject({ formId: 'form-rules-demo', locale: 'en-EU' })
      expect(row?.values).toEqual({ ...demoValues, litres: 42.5, washes: 10 })
      expect(row?.requestId).toEqual(expect.any(String))
    },
  )

  test.skipIf(skip)('each market finds its own contact form, in its own language', async () => {
    const response = await post(
      app(),
      {
        formId: 'customer-service-contact',
        values: {
          name: 'Aino Virtanen',
          email: 'aino@example.fi',
          phone: '',
          topic: 'station',
          message: 'Autopesu pysähtyi kesken.',
          privacy: true,
        },
      },
      { 'aurora-locale': 'fi-FI' },
    )
    expect(response.status).toBe(200)
    const [row] = await rowsOf('customer-service-contact')
    expect(row).toMatchObject({ locale: 'fi-FI', values: { name: 'Aino Virtanen', topic: 'station' } })
    expect(row?.values).not.toHaveProperty('phone')
  })

  test.skipIf(skip)(
    'values that break the rules are 422, each field named by its catalogue key',
    async () => {
      const error = await expectError(
        await post(app(), {
          formId: 'form-rules-demo',
          values: {
            ...demoValues,
            nickname: 'a<',
            emailConfirmation: 'someone@example.fi',
            litres: '4,555',
            washes: '12',
            services: ['wash'],
            privacy: false,
          },
        }),
        422,
      )
      expect(error.fields).toEqual({
        nickname: 'validation.forbiddenSymbols',
        emailConfirmation: 'validation.matches',
        litres: 'validation.maxDecimals',
        washes: 'validation.roundTo',
        services: 'validation.checkedAmount',
        privacy: 'validation.required',
      })
    },
  )

  test.skipIf(skip)('an empty or hostile payload is 400, naming the fields', async () => {
    const empty = await expectError(await post(app(), {}), 400)
    expect(Object.keys(empty.fields ?? {})).toEqual(expect.arrayContaining(['formId', 'values']))
    const hostile = await expectError(
      await post(app(), {
        formId: 'form-rules-demo',
        values: { ...demoValues, nickname: { $gt: '' }, isAdmin: true, services: 'wash' },
        __proto__: { polluted: true },
      }),
      400,
    )
    expect(hostile.fields).toMatchObject({ nickname: expect.any(String), services: expect.any(String) })
    const missing = await expectError(await post(app(), { formId: 'form-rules-demo', values: {} }), 400)
    expect(Object.keys(missing.fields ?? {})).toEqual(expect.arrayContaining(['nickname', 'privacy']))
    const notJson = await expectError(await post(app(), '{"formId":'), 400)
    expect(notJson.fields).toEqual({ body: 'must be valid JSON' })
    expect(await rowsOf('form-rules-demo')).toHaveLength(1)
  })

  test.skipIf(skip)('a form id no page of the market has is 404', async () => {
    const error = await expectError(await post(app(), { formId: 'no-such-form', values: {} }), 404)
    expect(error.fields).toEqual({ formId: 'is no form here' })
    // The demo form is an en-EU page only.
    await expectError(
      await post(app(), { formId: 'form-rules-demo', values: demoValues }, { 'aurora-locale': 'sv-SE' }),
      404,
    )
  })

  test.skipIf(skip)(
    'a filled honeypot or a send within 2 s is answered like a success and not stored',
    async () => {
      const before = (await rowsOf('form-rules-demo')).length
      const trapped = await post(app(), {
        formId: 'form-rules-demo',
        values: demoValues,
        startedAt: now - 60_000,
        honeypot: 'https://spam.example',
      })
      expect(trapped.status).toBe(200)
      expect(await trapped.json()).toEqual({ received: true })
      const fast = await post(app(), { formId: 'form-rules-demo', values: demoValues, startedAt: now - 800 })
      expect(fast.status).toBe(200)
      expect(await fast.json()).toEqual({ received: true })
      expect(await rowsOf('form-rules-demo')).toHaveLength(before)
    },
  )

  test.skipIf(skip)(
    'text/plain is 415 and a foreign Origin 403, before anything is read or stored',
    async () => {
      const before = (await rowsOf('form-rules-demo')).length
      const body = { formId: 'form-rules-demo', values: demoValues }
      await expectError(await post(app(), body, { 'content-type': 'text/plain' }), 415)
      const foreign = await expectError(await post(app(), body, { origin: 'https://evil.example' }), 403)
      expect(foreign.code).toBe('FORBIDDEN')
      await expectError(await post(app(), body, { origin: 'null' }), 403)
      expect(await rowsOf('form-rules-demo')).toHaveLength(before)
    },
  )

  test.skipIf(skip)('an address over its limit is 429 with Retry-After', async () => {
    const limited = app({ submissions: 2, windowSeconds: 60 })
    const body = { formId: 'form-rules-demo', values: demoValues }
    expect((await post(limited, body)).status).toBe(200)
    expect((await post(limited, body)).status).toBe(200)
    const refused = await post(limited, body)
    await expectError(refused, 429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    now += 1
  })

  test.skipIf(skip || !redis.available)(
    'with REDIS_URL two nodes count an address together: its sends on both use up one limit',
    async () => {
      const keyPrefix = testRedisKeyPrefix()
      // Each node connects to Redis on its own, as two server processes do.
      const stores = [1, 2].map(() =>
        createRateLimiters({ redisUrl: testRedisUrl, keyPrefix, purpose: 'form submission limits' }),
      )
      try {
        // Until a node's connection is up it counts in memory (rate-limiters.server.ts).
        expect(await Promise.all(stores.map((store) => store.ready()))).toEqual([true, true])
        const [first, second] = stores.map((store) => app({ submissions: 4, windowSeconds: 60 }, store))
        if (first === undefined || second === undefined) throw new Error('two nodes expected')
        const body = { formId: 'form-rules-demo', values: demoValues }
        for (const node of [first, second, first, second]) expect((await post(node, body)).status).toBe(200)
        for (const node of [first, second]) {
          const refused = await post(node, body)
          await expectError(refused, 429)
          expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
        }
        expect(stores.every((store) => store.shared)).toBe(true)
      } finally {
        await Promise.all(stores.map((store) => store.close()))
        await deleteRedisKeys(keyPrefix)
      }
      now += 1
    },
  )
})
