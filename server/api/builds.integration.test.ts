import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { z } from 'zod'
import { buildInfoSchema } from '#schemas/build-info.ts'
import { serverEntry, startProductionServer, type RunningServer } from '#tests/setup/production-server.ts'

/**
 * spec §4 "Build updates" against the built server: `/builds/latest.json` answers the build the server
 * serves, and every page tells the browser which build it was rendered with, so the two can be compared.
 */

let server: RunningServer

beforeAll(async () => {
  server = await startProductionServer()
})

afterAll(async () => {
  await server.stop()
})

/** What the build wrote beside `client/` (scripts/build/build-id.ts). */
const builtInfo = () =>
  buildInfoSchema.parse(JSON.parse(readFileSync(resolve(dirname(serverEntry), '../build.json'), 'utf8')))

const passedToClient = z.looseObject({ buildId: z.string() })

test('GET /builds/latest.json answers the build in dist/, with no-store, whatever the timestamp query', async () => {
  for (const query of ['', `?t=${Date.now()}`]) {
    const response = await fetch(`${server.url}/builds/latest.json${query}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toEqual(builtInfo())
  }
})

test('a page and its client-navigation payload carry the build they were rendered with', async () => {
  const { buildId } = builtInfo()
  const html = await (await fetch(`${server.url}/en-EU`)).text()
  const serialized = /<script id="vike_pageContext" type="application\/json"[^>]*>([^<]*)<\/script>/.exec(
    html,
  )?.[1]
  expect(serialized).toBeDefined()
  expect(passedToClient.parse(JSON.parse(serialized ?? '{}')).buildId).toBe(buildId)

  const payload = await (await fetch(`${server.url}/en-EU/terms/index.pageContext.json`)).text()
  expect(payload).toContain(`"buildId":"${buildId}"`)
})
