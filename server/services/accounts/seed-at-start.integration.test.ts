import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { z } from 'zod'
import { parseEnv } from '#server/env.server.ts'
import { createLogger } from '#server/logger.server.ts'
import { createServices } from '#server/services/services.server.ts'
import { demoCustomers } from './demo-customers.server.ts'
import { createEmbeddedAccounts } from './embedded-accounts.server.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-accounts-'))

afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const logLineSchema = z.looseObject({ msg: z.string(), count: z.number().optional() })

async function start() {
  const env = parseEnv({ NODE_ENV: 'production', DATA_DIR: dataDir })
  if (!env.ok) throw new Error(env.problems.join('\n'))
  const lines: string[] = []
  const logger = createLogger({ level: 'info', withStacks: false, write: (line) => lines.push(line) })
  const services = await createServices(env.env, logger)
  return { services, logs: lines.map((line) => logLineSchema.parse(JSON.parse(line))) }
}

test('the first start seeds the demo customers, a restart on the same data adds none', async () => {
  const first = await start()
  try {
    expect(first.logs).toContainEqual(expect.objectContaining({ msg: 'demo customers added', count: 2 }))
    // The services' accounts are the embedded ones over the started database.
    const { token } = await createEmbeddedAccounts(first.services.database).createSession(
      demoCustomers[0]!.id,
    )
    expect(await first.services.accounts.customerForSession(token)).toEqual(demoCustomers[0]?.details)
  } finally {
    await first.services.close()
  }
  const second = await start()
  try {
    expect(second.logs.map((line) => line.msg)).not.toContain('demo customers added')
    expect(second.logs).toContainEqual(expect.objectContaining({ msg: 'database ready' }))
  } finally {
    await second.services.close()
  }
})
