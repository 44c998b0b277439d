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
})
