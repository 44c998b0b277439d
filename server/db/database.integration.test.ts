import { eq, sql } from 'drizzle-orm'
import { afterEach, describe, expect, test } from 'vitest'
import { createTestDatabase, postgresAvailability, type TestDatabase } from '#tests/setup/test-database.ts'
import { z } from 'zod'
import { migrate, queryRows } from './database.server.ts'
import { migrations } from './migrations.server.ts'
import { formSubmissions } from './schema.server.ts'

const postgres = await postgresAvailability()

const engines = [
  { engine: 'pglite' as const, skip: false },
  { engine: 'postgres' as const, skip: !postgres.available },
]

describe.each(engines)('database on $engine', ({ engine, skip }) => {
  const opened: TestDatabase[] = []
  const open = async () => {
    const database = await createTestDatabase(engine)
    opened.push(database)
    return database
  }
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((database) => database.dispose()))
  })

  test.skipIf(skip)('migrations are recorded and a second run applies nothing', async () => {
    const database = await open()
    expect(await migrate(database)).toEqual([])
    await expect(database.ping()).resolves.toBeUndefined()
    expect(migrations.map((migration) => migration.name)).toContain('0000_initial')
  })

  test.skipIf(skip)('a form submission is stored and read back with its payload', async () => {
    const { db } = await open()
    const [stored] = await db
      .insert(formSubmissions)
      .values({ formId: 'contact', locale: 'fi-FI', values: { message: 'Hei', rating: 5 } })
      .returning()
    expect(stored?.id).toMatch(/^[0-9a-f-]{36}$/)
    const rows = await db.select().from(formSubmissions).where(eq(formSubmissions.formId, 'contact'))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.values).toEqual({ message: 'Hei', rating: 5 })
    expect(rows[0]?.createdAt).toBeInstanceOf(Date)
  })

  test.skipIf(skip)('two test databases are isolated from each other', async () => {
    const first = await open()
    const second = await open()
    await first.db.insert(formSubmissions).values({ formId: 'only-in-first', locale: 'en-EU', values: {} })
    expect(await second.db.select().from(formSubmissions)).toEqual([])
    expect(await first.db.select().from(formSubmissions)).toHaveLength(1)
  })

  test.skipIf(skip)('a failing migration leaves nothing half-applied', async () => {
    const database = await open()
    const broken = [
      { name: '9999_broken', statements: ['create table half_done (id int)', 'this is not sql'] },
    ]
    await expect(migrate(database, [...migrations, ...broken])).rejects.toThrow()
    // to_regclass answers null for a table that does not exist in the search path.
    const tables = queryRows(
      await database.db.execute(sql`select to_regclass('half_done') is not null as exists`),
      z.object({ exists: z.boolean() }),
    )
    expect(tables).toEqual([{ exists: false }])
    expect(await migrate(database)).toEqual([])
  })
})

test('PostgreSQL availability is decided with a reason when it is missing', () => {
  if (postgres.available) expect(postgres).toEqual({ available: true })
  else expect(postgres.reason).toMatch(/not reachable/)
})
