import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { startProductionServer, type RunningServer } from './production-server.ts'
import { deleteRedisKeys, redisAvailability, testRedisKeyPrefix, testRedisUrl } from './redis.ts'
import { postgresAvailability, testPostgresUrl } from './test-database.ts'

/**
 * Several built servers (`dist/server/index.mjs`) as a deployment runs them (docs/deployment.md): one
 * PostgreSQL database and one Redis shared by every node, one `SESSION_SECRET`. Each test run gets a scratch
 * database and a Redis key prefix of its own, removed when it ends.
 */

/**
 * Why nodes sharing stores cannot be tested here, or null when PostgreSQL and Redis both answer (each is
 * really asked, once per test file).
 */
export async function sharedStoresSkipReason(): Promise<string | null> {
  const [redis, postgres] = await Promise.all([redisAvailability(), postgresAvailability()])
  if (!redis.available) return `${redis.reason} (nodes share their rate limits through it)`
  if (!postgres.available) return `${postgres.reason} (nodes share one database)`
  return null
}

export interface SharedStores {
  /** What every node is started with: the same database, Redis, key prefix and session secret. */
  env: Record<string, string>
  /** The scratch database, for the test to look at what the nodes stored. */
  database: pg.Pool
  databaseName: string
  /** Drops the scratch database and the run's Redis keys. */
  dispose(): Promise<void>
}

async function asAdmin(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: testPostgresUrl })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
}

/** A scratch database (empty: the first node migrates it) and a Redis key prefix for this run. */
export async function createSharedStores(): Promise<SharedStores> {
  const databaseName = `nodes_${randomBytes(6).toString('hex')}`
  await asAdmin(`create database ${databaseName}`)
  const url = new URL(testPostgresUrl)
  url.pathname = `/${databaseName}`
  const keyPrefix = testRedisKeyPrefix()
  const database = new pg.Pool({ connectionString: url.href, max: 2 })
  return {
    env: {
      DATABASE_URL: url.href,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      REDIS_URL: testRedisUrl,
      REDIS_KEY_PREFIX: keyPrefix,
    },
    database,
    databaseName,
    dispose: async () => {
      await database.end()
      await deleteRedisKeys(keyPrefix)
      // A node killed mid-request may leave a connection the server has not noticed gone yet.
      await asAdmin(`drop database if exists ${databaseName} with (force)`)
    },
  }
}

/**
 * Starts `count` nodes on the shared stores, one after the other: the first migrates the database and adds
 * the demo data, the others find it done (as a rolling start would; concurrent starts serialize on the
 * migration lock anyway).
 */
export async function startNodes(stores: SharedStores, count: number): Promise<RunningServer[]> {
  const nodes: RunningServer[] = []
  for (let index = 0; index < count; index += 1) nodes.push(await startProductionServer(stores.env))
  return nodes
}

/** SIGKILL: the node dies at once, in the middle of whatever it was doing, with no shutdown of its own. */
export async function killNode(node: RunningServer): Promise<void> {
  const exited = new Promise<void>((resolve) => {
    if (node.child.exitCode !== null || node.child.signalCode !== null) resolve()
    else node.child.once('exit', () => resolve())
  })
  node.child.kill('SIGKILL')
  await exited
  await node.stop()
}
