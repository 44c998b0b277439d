import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { buildInfoSchema } from '#schemas/build-info.ts'
import { buildRoutes, developmentBuildInfo, readBuildInfo } from './builds.server.ts'

let distDir: string
let clientDir: string

beforeEach(() => {
  distDir = mkdtempSync(join(tmpdir(), 'build-info-'))
  clientDir = join(distDir, 'client')
  mkdirSync(clientDir)
})

afterEach(() => {
  rmSync(distDir, { recursive: true, force: true })
})

test('GET /builds/latest.json answers the served build, never from a cache (DESIGN §1)', async () => {
  const build = { buildId: 'HMN3xGJvRCqLbctK', builtAt: '2026-11-26T18:32:51.653Z' }
  const response = await buildRoutes(build).request('/builds/latest.json?t=1764181971653')
  expect(response.status).toBe(200)
  expect(response.headers.get('Cache-Control')).toBe('no-store')
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
  expect(await response.json()).toEqual(build)
})

test('the build id is read from dist/build.json, beside the client build', () => {
  writeFileSync(
    join(distDir, 'build.json'),
    JSON.stringify({ buildId: 'HMN3xGJvRCqLbctK', builtAt: '2026-11-26T18:32:51.653Z' }),
  )
  expect(readBuildInfo(clientDir)).toEqual({
    buildId: 'HMN3xGJvRCqLbctK',
    builtAt: '2026-11-26T18:32:51.653Z',
  })
})

test('a build without its id file stops the server with what to do', () => {
  expect(() => readBuildInfo(clientDir)).toThrow(/build\.json is missing: run `npm run build`/)
})

test.each([
  ['no id', { builtAt: '2026-11-26T18:32:51.653Z' }],
  ['an empty id', { buildId: '', builtAt: '2026-11-26T18:32:51.653Z' }],
  ['a time that is not ISO 8601', { buildId: 'HMN3xGJvRCqLbctK', builtAt: 'Thursday' }],
])('a build id file with %s stops the server', (_name, content) => {
  writeFileSync(join(distDir, 'build.json'), JSON.stringify(content))
  expect(() => readBuildInfo(clientDir)).toThrow(/not a build id file/)
})

test('in development one id stands for the server’s life, with the time it started', () => {
  const info = developmentBuildInfo(new Date('2026-11-26T08:00:00.000Z'))
  expect(info).toEqual({ buildId: 'development', builtAt: '2026-11-26T08:00:00.000Z' })
  expect(buildInfoSchema.safeParse(info).success).toBe(true)
})
