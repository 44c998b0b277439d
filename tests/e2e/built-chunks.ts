import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { z } from 'zod'

/** The address of a source module's chunk in the client build beside the server entry the suite runs. */
export function builtChunkOf(source: string): string {
  const serverEntry = process.env.E2E_SERVER_ENTRY || 'dist/server/index.mjs'
  const manifest = z
    .record(z.string(), z.object({ file: z.string() }).loose())
    .parse(JSON.parse(readFileSync(resolve(dirname(serverEntry), '../assets.json'), 'utf8')))
  const entry = manifest[source]
  if (entry === undefined) throw new Error(`${source} is not in the build's manifest`)
  return `/${entry.file}`
}

/** The paths the page asks for from now on, in order (fetched or preloaded alike). */
export function recordRequestedPaths(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (request) => paths.push(new URL(request.url()).pathname))
  return paths
}
