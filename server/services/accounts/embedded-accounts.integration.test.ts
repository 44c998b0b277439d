import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterEach, describe, expect, test } from 'vitest'
import { z } from 'zod'
import { customerDetailsSchema, paymentCardSchema } from '#schemas/customer.ts'
import { queryRows } from '#server/db/database.server.ts'
import { customers, customerSessions, paymentCards } from '#server/db/schema.server.ts'
import { createTestDatabase, postgresAvailability, type TestDatabase } from '#tests/setup/test-database.ts'
import { demoCustomers } from './demo-customers.server.ts'
import { createEmbeddedAccounts, defaultSessionTtlMs } from './embedded-accounts.server.ts'
import { createLoginRateLimit } from './login-rate-limit.server.ts'
import { hashPassword } from './password-hash.server.ts'

const postgres = await postgresAvailability()

const engines = [
  { engine: 'pglite' as const, skip: false },
  { engine: 'postgres' as const, skip: !postgres.available },
]

const [aino, erik] = demoCustomers
if (aino === undefined || erik === undefined) throw new Error('two demo customers expected')

test('the demo customers keep the proxy contract', () => {
  for (const customer of demoCustomers) {
    expect(customerDetailsSchema.parse(customer.details)).toEqual(customer.details)
    expect(customer.password.length).toBeGreaterThanOrEqual(12)
    expect(customer.cards.length).toBeGreaterThan(0)
    for (const card of customer.cards) expect(paymentCardSchema.parse(card)).toEqual(card)
  }
})

describe.each(engines)('embedded accounts on $engine', ({ engine, skip }) => {
  const opened: TestDatabase[] = []
  const open = async () => {
    const database = await createTestDatabase(engine)
    opened.push(database)
    return database
  }
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((database) => database.dispose()))
  })

  /** A clock the test moves. */
  function clock(start = Date.parse('2026-03-01T12:00:00Z')) {
    let current = start
    return {
      now: () => new Date(current),
      advance: (ms: number) => {
        current += ms
      },
    }
  }

  test.skipIf(skip)(
    'seeding adds the demo customers with their cards, and a second seed adds nothing',
    async () => {
      const database = await open()
      const accounts = createEmbeddedAccounts(database)
      expect(await accounts.seedDemoCustomers()).toBe(2)
      expect(await accounts.seedDemoCustomers()).toBe(0)
      // A second node starting against the same database at the same moment.
      expect(await createEmbeddedAccounts(database).seedDemoCustomers()).toBe(0)
      const rows = await database.db.select().from(customers)
      expect(rows.map((row) => row.email).sort()).toEqual([
        'aino.virtanen@example.com',
        'erik.lindqvist@example.com',
      ])
      const cards = await database.db.select().from(paymentCards)
      expect(cards).toHaveLength(demoCustomers.flatMap((customer) => customer.cards).length)
    },
  )

  test.skipIf(skip)('a session answers its customer and cards', async () => {
    const database = await open()
    const accounts = createEmbeddedAccounts(database)
    await accounts.seedDemoCustomers()
    const { token } = await accounts.createSession(aino.id)
    expect(await accounts.customerForSession(token)).toEqual(aino.details)
    const cards = await accounts.cardsForSession(token)
    expect(cards).toHaveLength(aino.cards.length)
    expect(cards).toEqual(expect.arrayContaining(aino.cards))
    const other = await accounts.createSession(erik.id)
    expect(await accounts.customerForSession(other.token)).toEqual(erik.details)
    expect(await accounts.cardsForSession(other.token)).toEqual(erik.cards)
  })

  test.skipIf(skip)('only the SHA-256 of a token is stored, never the token', async () => {
    const database = await open()
    const accounts = createEmbeddedAccounts(database)
    await accounts.seedDemoCustomers()
    const { token } = await accounts.createSession(aino.id)
    const stored = await database.db.select().from(customerSessions)
    expect(stored).toHaveLength(1)
    expect(stored[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'))
    const dump = queryRows(
      await database.db.execute(sql`select row_to_json(s)::text as row from customer_sessions s`),
      z.object({ row: z.string() }),
    )
    expect(dump.map((entry) => entry.row).join('\n')).not.toContain(token)
    // The hash itself is not a token: presented as a cookie it opens nothing.
    expect(await accounts.customerForSession(stored[0]!.tokenHash)).toBeNull()
  })

  test.skipIf(skip)('a session expires', async () => {
    const database = await open()
    const time = clock()
    const accounts = createEmbeddedAccounts(database, { now: time.now })
    await accounts.seedDemoCustomers()
    const { token, expiresAt } = await accounts.createSession(aino.id)
    expect(expiresAt.getTime()).toBe(time.now().getTime() + defaultSessionTtlMs)
    time.advance(defaultSessionTtlMs - 1000)
    expect(await accounts.customerForSession(token)).toEqual(aino.details)
    time.advance(1000)
    expect(await accounts.customerForSession(token)).toBeNull()
    expect(await accounts.cardsForSession(token)).toBeNull()
  })

  test.skipIf(skip)('a session can be given a shorter life', async () => {
    const database = await open()
    const time = clock()
    const accounts = createEmbeddedAccounts(database, { now: time.now, sessionTtlMs: 60_000 })
    await accounts.seedDemoCustomers()
    const short = await accounts.createSession(aino.id, { ttlMs: 5000 })
    const standard = await accounts.createSession(aino.id)
    time.advance(30_000)
    expect(await accounts.customerForSession(short.token)).toBeNull()
    expect(await accounts.customerForSession(standard.token)).toEqual(aino.details)
  })

  test.skipIf(skip)('an ended session, an unknown token and a malformed one open nothing', async () => {
    const database = await open()
    const accounts = createEmbeddedAccounts(database)
    await accounts.seedDemoCustomers()
    const { token } = await accounts.createSession(aino.id)
    const kept = await accounts.createSession(aino.id)
    await accounts.endSession(token)
    expect(await accounts.customerForSession(token)).toBeNull()
    expect(await accounts.customerForSession(kept.token)).toEqual(aino.details)
    expect(await accounts.customerForSession('A'.repeat(43))).toBeNull()
    for (const malformed of ['', 'short', `${kept.token}x`, "' or 1=1 --", kept.token.replace(/./, '%')]) {
      expect(await accounts.customerForSession(malformed)).toBeNull()
      expect(await accounts.cardsForSession(malformed)).toBeNull()
    }
    await expect(accounts.endSession('not a token')).resolves.toBeUndefined()
  })

  test.skipIf(skip)('a customer without cards has an empty list, not a missing session', async () => {
    const database = await open()
    const accounts = createEmbeddedAccounts(database)
    const [row] = await database.db
      .insert(customers)
      .values({ email: 'no.cards@example.com', firstName: 'Ola', lastName: 'Nordmann', phoneNumber: null })
      .returning()
    const { token } = await accounts.createSession(row!.id)
    expect(await accounts.cardsForSession(token)).toEqual([])
    expect(await accounts.customerForSession(token)).toEqual({
      firstName: 'Ola',
      lastName: 'Nordmann',
      emailToken: 'no.cards@example.com',
      phoneNumber: null,
    })
  })

  test.skipIf(skip)('a stored card number that is not masked is never handed out', async () => {
    const database = await open()
    const accounts = createEmbeddedAccounts(database)
    await accounts.seedDemoCustomers()
    await database.db
      .update(paymentCards)
      .set({ maskedNumber: '4242 4242 4242 4242' })
      .where(eq(paymentCards.id, erik.cards[0]!.id))
    const { token } = await accounts.createSession(erik.id)
    await expect(accounts.cardsForSession(token)).rejects.toThrow(/last four digits/)
  })

  test.skipIf(skip)(
    'a demo address already taken leaves that demo customer out, without failing',
    async () => {
      const database = await open()
      await database.db
        .insert(customers)
        .values({ email: aino.details.emailToken, firstName: 'Real', lastName: 'Person', phoneNumber: null })
      const accounts = createEmbeddedAccounts(database)
      expect(await accounts.seedDemoCustomers()).toBe(1)
      const cards = await database.db.select().from(paymentCards)
      expect(cards.map((card) => card.customerId)).toEqual(erik.cards.map(() => erik.id))
    },
  )

  test.skipIf(skip)('removing a customer removes their sessions and cards', async () => {
    const database = await open()
    const accounts = createEmbeddedAccounts(database)
    await accounts.seedDemoCustomers()
    const { token } = await accounts.createSession(aino.id)
    await database.db.delete(customers).where(eq(customers.id, aino.id))
    expect(await accounts.customerForSession(token)).toBeNull()
    expect(await database.db.select().from(customerSessions)).toEqual([])
    const left = await database.db.select().from(paymentCards)
    expect(left.every((card) => card.customerId === erik.id)).toBe(true)
  })

  test.skipIf(skip)(
    'seeding gives the demo customers Argon2id password hashes, once, and never the password itself',
    async () => {
      const database = await open()
      const accounts = createEmbeddedAccounts(database)
      await accounts.seedDemoCustomers()
      const first = await database.db
        .select({ id: customers.id, passwordHash: customers.passwordHash })
        .from(customers)
      expect(first).toHaveLength(2)
      for (const row of first) {
        expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
        for (const customer of demoCustomers) expect(row.passwordHash).not.toContain(customer.password)
      }
      // A second start keeps the hashes (and so a password changed since).
      await accounts.seedDemoCustomers()
      const second = await database.db
        .select({ id: customers.id, passwordHash: customers.passwordHash })
        .from(customers)
      expect(second).toEqual(expect.arrayContaining(first))
    },
  )

  test.skipIf(skip)('a database seeded before passwords existed gets them at the next start', async () => {
    const database = await open()
    const accounts = createEmbeddedAccounts(database)
    await accounts.seedDemoCustomers()
    await database.db.update(customers).set({ passwordHash: null })
    expect(await accounts.seedDemoCustomers()).toBe(0)
    const outcome = await accounts.logIn({
      email: aino.details.emailToken,
      password: aino.password,
      address: null,
      replacing: null,
    })
    expect(outcome.kind).toBe('signed-in')
  })

  test.skipIf(skip)(
    'a login with the right password opens a session; e-mail case and spaces do not matter',
    async () => {
      const database = await open()
      const accounts = createEmbeddedAccounts(database)
      await accounts.seedDemoCustomers()
      const outcome = await accounts.logIn({
        email: `  ${aino.details.emailToken.toUpperCase()} `,
        password: aino.password,
        address: '203.0.113.7',
        replacing: null,
      })
      if (outcome.kind !== 'signed-in') throw new Error(`signed in expected, got ${outcome.kind}`)
      expect(await accounts.customerForSession(outcome.grant.token)).toEqual(aino.details)
    },
  )

  test.skipIf(skip)(
    'a wrong password, an unknown e-mail and a customer without a password get one answer',
    async () => {
      const database = await open()
      const accounts = createEmbeddedAccounts(database)
      await accounts.seedDemoCustomers()
      await database.db.insert(customers).values({
        email: 'no.password@example.com',
        firstName: 'Ola',
        lastName: 'Nordmann',
        phoneNumber: null,
      })
      const attempts = [
        { email: aino.details.emailToken, password: erik.password },
        { email: aino.details.emailToken, password: `${aino.password} ` },
        { email: 'nobody@example.com', password: aino.password },
        { email: 'no.password@example.com', password: '' },
      ]
      for (const attempt of attempts) {
        expect(await accounts.logIn({ ...attempt, address: null, replacing: null })).toEqual({
          kind: 'wrong-credentials',
        })
      }
      expect(await database.db.select().from(customerSessions)).toEqual([])
    },
  )

  test.skipIf(skip)('a stored value that is no hash of ours is a wrong password, not an error', async () => {
    const database = await open()
    const accounts = createEmbeddedAccounts(database)
    await accounts.seedDemoCustomers()
    await database.db
      .update(customers)
      .set({ passwordHash: 'plain-text-password' })
      .where(eq(customers.id, aino.id))
    const outcome = await accounts.logIn({
      email: aino.details.emailToken,
      password: 'plain-text-password',
      address: null,
      replacing: null,
    })
    expect(outcome).toEqual({ kind: 'wrong-credentials' })
  })

  test.skipIf(skip)(
    'every login is a new session: the one the cookie held ends, other devices keep theirs',
    async () => {
      const database = await open()
      const accounts = createEmbeddedAccounts(database)
      await accounts.seedDemoCustomers()
      const login = async (replacing: string | null) => {
        const outcome = await accounts.logIn({
          email: aino.details.emailToken,
          password: aino.password,
          address: null,
          replacing,
        })
        if (outcome.kind !== 'signed-in') throw new Error(`signed in expected, got ${outcome.kind}`)
        return outcome.grant.token
      }
      const otherDevice = await login(null)
      const first = await login(null)
      const second = await login(first)
      expect(second).not.toBe(first)
      expect(await accounts.customerForSession(first)).toBeNull()
      expect(await accounts.customerForSession(second)).toEqual(aino.details)
      expect(await accounts.customerForSession(otherDevice)).toEqual(aino.details)
      // A failed login leaves the session the cookie holds as it was.
      const failed = await accounts.logIn({
        email: aino.details.emailToken,
        password: 'wrong password',
        address: null,
        replacing: second,
      })
      expect(failed.kind).toBe('wrong-credentials')
      expect(await accounts.customerForSession(second)).toEqual(aino.details)
      // A token planted in the browser by someone else (session fixation) is never the one signed in.
      const planted = await accounts.createSession(erik.id)
      const fresh = await login(planted.token)
      expect(fresh).not.toBe(planted.token)
      expect(await accounts.customerForSession(planted.token)).toBeNull()
    },
  )

  test.skipIf(skip)(
    'ten failures for one account are let through, the eleventh attempt is refused even with the right password',
    async () => {
      const database = await open()
      const accounts = createEmbeddedAccounts(database, { loginRateLimit: createLoginRateLimit() })
      await accounts.seedDemoCustomers()
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const outcome = await accounts.logIn({
          email: aino.details.emailToken,
          password: `guess ${attempt}`,
          address: `198.51.100.${attempt}`,
          replacing: null,
        })
        expect(outcome).toEqual({ kind: 'wrong-credentials' })
      }
      const refused = await accounts.logIn({
        email: aino.details.emailToken,
        password: aino.password,
        address: '198.51.100.99',
        replacing: null,
      })
      if (refused.kind !== 'rate-limited') throw new Error(`rate limited expected, got ${refused.kind}`)
      expect(refused.retryAfterSeconds).toBeGreaterThan(14 * 60)
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(15 * 60)
      // The other account is not affected.
      const other = await accounts.logIn({
        email: erik.details.emailToken,
        password: erik.password,
        address: '198.51.100.99',
        replacing: null,
      })
      expect(other.kind).toBe('signed-in')
    },
  )

  test.skipIf(skip)('a successful login lets the account start over', async () => {
    const database = await open()
    const accounts = createEmbeddedAccounts(database)
    await accounts.seedDemoCustomers()
    const attempt = (password: string) =>
      accounts.logIn({ email: aino.details.emailToken, password, address: null, replacing: null })
    for (let round = 0; round < 3; round += 1) {
      for (let failure = 0; failure < 9; failure += 1) {
        expect((await attempt('wrong')).kind).toBe('wrong-credentials')
      }
      expect((await attempt(aino.password)).kind).toBe('signed-in')
    }
  })

  test.skipIf(skip)(
    'expired sessions are removed by the clean-up and as soon as they are presented',
    async () => {
      const database = await open()
      const time = clock()
      const accounts = createEmbeddedAccounts(database, { now: time.now })
      await accounts.seedDemoCustomers()
      const old = await accounts.createSession(aino.id, { ttlMs: 1000 })
      const presented = await accounts.createSession(erik.id, { ttlMs: 1000 })
      const live = await accounts.createSession(aino.id)
      time.advance(1000)
      // Presented after its expiry: it opens nothing and its row is gone.
      expect(await accounts.cardsForSession(presented.token)).toBeNull()
      const rows = async () => (await database.db.select().from(customerSessions)).length
      expect(await rows()).toBe(2)
      expect(await accounts.deleteExpiredSessions()).toBe(1)
      expect(await rows()).toBe(1)
      expect(await accounts.customerForSession(old.token)).toBeNull()
      expect(await accounts.customerForSession(live.token)).toEqual(aino.details)
      expect(await accounts.deleteExpiredSessions()).toBe(0)
    },
  )

  test.skipIf(skip)('a password hashed with the same setting elsewhere logs in', async () => {
    const database = await open()
    const accounts = createEmbeddedAccounts(database)
    await database.db.insert(customers).values({
      email: 'kari@example.com',
      firstName: 'Kari',
      lastName: 'Nordmann',
      phoneNumber: null,
      passwordHash: await hashPassword('correct horse battery staple'),
    })
    const outcome = await accounts.logIn({
      email: 'kari@example.com',
      password: 'correct horse battery staple',
      address: null,
      replacing: null,
    })
    if (outcome.kind !== 'signed-in') throw new Error(`signed in expected, got ${outcome.kind}`)
    expect(await accounts.customerForSession(outcome.grant.token)).toMatchObject({ firstName: 'Kari' })
  })
})
