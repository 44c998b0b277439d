import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { z } from 'zod'
import { migrations, type Migration } from './migrations.server.ts'
import * as schema from './schema.server.ts'

export type DatabaseClient = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  kind: 'pglite' | 'postgres'
  db: DatabaseClient
  /** Resolves when the database answers a trivial query (readiness). */
  ping(): Promise<void>
  close(): Promise<void>
}

export type DatabaseTarget =
  { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string; schema?: string }

const schemaNamePattern = /^[a-z_][a-z0-9_]{0,62}$/

/** Opens the embedded PGlite (`dataDir` null = in memory) or a PostgreSQL pool. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'pglite') {
    let directory: string | undefined
    if (target.dataDir !== null) {
      directory = resolve(target.dataDir)
      mkdirSync(directory, { recursive: true })
    }
    const client = directory === undefined ? new PGlite() : new PGlite(directory)
    await client.waitReady
    const db = drizzlePglite({ client, schema })
    return {
      kind: 'pglite',
      db,
      ping: async () => {
        await client.query('select 1')
      },
      close: () => client.close(),
    }
  }
  if (target.schema !== undefined && !schemaNamePattern.test(target.schema)) {
    throw new Error(`invalid schema name ${JSON.stringify(target.schema)}`)
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    ...(target.schema === undefined ? {} : { options: `-c search_path=${target.schema}` }),
  })
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {})
  const db = drizzlePostgres({ client: pool, schema })
  return {
    kind: 'postgres',
    db,
    ping: async () => {
      await pool.query('select 1')
    },
    close: () => pool.end(),
  }
}

/** PGlite keeps its files here, beside the generated session secret (DESIGN §1). */
export function embeddedDatabaseDirectory(dataDir: string): string {
  return join(dataDir, 'pglite')
}

/**
 * Rows of a raw query. The two drivers answer in different shapes that share `rows`; the columns are
 * parsed, never assumed.
 */
export function queryRows<Row>(result: unknown, row: z.ZodType<Row>): Row[] {
  return z.object({ rows: z.array(row) }).parse(result).rows
}

/** Arbitrary but fixed: every server node takes the same advisory lock before migrating. */
const migrationLockKey = 720_431_905

/**
 * Applies the bundled migrations not yet recorded in `schema_migrations`, all in one transaction: a start
 * either gets the whole new schema or none of it. Several nodes starting at once against one PostgreSQL
 * serialize on an advisory lock.
 */
export async function migrate(database: Database, list: Migration[] = migrations): Promise<string[]> {
  const { db } = database
  const applied: string[] = []
  await db.transaction(async (tx) => {
    if (database.kind === 'postgres') await tx.execute(sql`select pg_advisory_xact_lock(${migrationLockKey})`)
    await tx.execute(
      sql`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`,
    )
    const done = queryRows(
      await tx.execute(sql`select name from schema_migrations`),
      z.object({ name: z.string() }),
    )
    const doneNames = new Set(done.map((row) => row.name))
    for (const migration of list) {
      if (doneNames.has(migration.name)) continue
      for (const statement of migration.statements) await tx.execute(sql.raw(statement))
      await tx.execute(sql`insert into schema_migrations (name) values (${migration.name})`)
      applied.push(migration.name)
    }
  })
  return applied
}
