import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { migrate, openDatabase, type Database } from '#server/db/database.server.ts'

/** CI machines run PostgreSQL with trust auth here (issue: integration tests run against both engines). */
export const testPostgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

export type DatabaseEngine = 'pglite' | 'postgres'

export interface TestDatabase extends Database {
  /** Drops everything the test created and closes connections. */
  dispose(): Promise<void>
}

export type PostgresAvailability = { available: true } | { available: false; reason: string }

let availability: Promise<PostgresAvailability> | undefined

/** Asks once per test file whether PostgreSQL answers; the reason is printed when it does not. */
export function postgresAvailability(): Promise<PostgresAvailability> {
  availability ??= (async () => {
    const client = new pg.Client({ connectionString: testPostgresUrl, connectionTimeoutMillis: 2000 })
    try {
      await client.connect()
      await client.query('select 1')
      return { available: true } as const
    } catch (error) {
      const reason = `PostgreSQL at ${testPostgresUrl} is not reachable (${error instanceof Error ? error.message : String(error)}); its tests are skipped`
      console.warn(reason)
      return { available: false, reason } as const
    } finally {
      await client.end().catch(() => {})
    }
  })()
  return availability
}

/**
 * A fresh, isolated, migrated database for one test: an in-memory PGlite, or a new schema of its own in
 * the shared PostgreSQL (dropped on dispose), so tests never see each other's rows.
 */
export async function createTestDatabase(engine: DatabaseEngine): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir: null })
    await migrate(database)
    return { ...database, dispose: () => database.close() }
  }
  const schema = `test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: testPostgresUrl })
  await admin.connect()
  try {
    await admin.query(`create schema ${schema}`)
  } finally {
    await admin.end()
  }
  const database = await openDatabase({ kind: 'postgres', url: testPostgresUrl, schema })
  await migrate(database)
  return {
    ...database,
    dispose: async () => {
      await database.close()
      const cleanup = new pg.Client({ connectionString: testPostgresUrl })
      await cleanup.connect()
      try {
        await cleanup.query(`drop schema ${schema} cascade`)
      } finally {
        await cleanup.end()
      }
    },
  }
}
