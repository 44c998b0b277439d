import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { Hono } from 'hono'
import { buildInfoFileName, buildInfoSchema, type BuildInfo } from '#schemas/build-info.ts'
import type { AppEnv } from '#server/app-env.server.ts'

/** Under `vike dev` there is no build: one id for the server's life, so no open tab is sent to reload. */
export function developmentBuildInfo(startedAt: Date): BuildInfo {
  return { buildId: 'development', builtAt: startedAt.toISOString() }
}

/**
 * The production build's id (`dist/build.json`, beside `client/`, written by scripts/build/build-id.ts),
 * read once at boot. A build without it (an older `dist/`) stops the server: its pages could not tell an
 * open tab that a deploy happened.
 */
export function readBuildInfo(clientDir: string): BuildInfo {
  const file = join(dirname(clientDir), buildInfoFileName)
  if (!existsSync(file))
    throw new Error(`${file} is missing: run \`npm run build\` to make a complete build.`)
  const parsed = buildInfoSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')))
  if (!parsed.success) throw new Error(`${file} is not a build id file: run \`npm run build\` again.`)
  return parsed.data
}

/**
 * spec §4 "Build updates", §7, DESIGN §1: `GET /builds/latest.json`, the build this server serves. Open
 * tabs poll it with a timestamp query; `no-store` keeps every cache on the way from answering an old id.
 */
export function buildRoutes(build: BuildInfo) {
  const routes = new Hono<AppEnv>()
  routes.get('/builds/latest.json', (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json({ buildId: build.buildId, builtAt: build.builtAt })
  })
  return routes
}
